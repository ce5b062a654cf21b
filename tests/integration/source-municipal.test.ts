import { afterAll, beforeAll, expect, test } from 'vitest';
import { getDistrict, requireProvinceBySlug } from '#app/domain/geo/geo.server.ts';
import { ibbSource } from '#app/sources/ibb/source.server.ts';
import { izmirSource } from '#app/sources/izmir-acik-veri/source.server.ts';
import { SourceError, type DatedRoster, type SourceAdapter, type SourceProvince } from '#app/sources/source.ts';
import { createFixtureSourceContext } from '#tests/support/source-fixtures/context.ts';
import { fixtureSize, type SourceFault } from '#tests/support/source-fixtures/roster.ts';
import { startSourceFixtureServers, type SourceFixtureServers } from '#tests/support/source-fixtures/server.ts';

/**
 * The two municipal sources against their fixture hosts: İzmir's open data (one JSON array dated
 * by its records) and İstanbul's duty layer (no date: the duty date in force when read).
 */

const TODAY = '2026-11-27';
/** 12:00 in Istanbul: the list in force is 27 November's. */
const NOON = new Date('2026-11-27T09:00:00Z');
const IZMIR = requireProvinceBySlug('izmir');
const ISTANBUL = requireProvinceBySlug('istanbul');

let healthy: SourceFixtureServers;

beforeAll(async () => {
  healthy = await startSourceFixtureServers({ today: TODAY });
});

afterAll(async () => {
  await healthy.close();
});

function toProvince({ name, slug, plate }: SourceProvince): SourceProvince {
  return { name, slug, plate };
}

/** The adapter's answer for its province, from `servers` (the healthy ones by default). */
async function read(
  source: SourceAdapter,
  province: SourceProvince,
  options: { servers?: SourceFixtureServers; now?: Date; dutyDate?: string } = {},
): Promise<{ rosters: DatedRoster[]; requests: string[] }> {
  const context = createFixtureSourceContext(options.servers ?? healthy, {
    now: () => options.now ?? NOON,
    baseUrl: source.defaultBaseUrl,
  });
  const rosters = await source.fetchProvince(context, {
    province: toProvince(province),
    dutyDates: [options.dutyDate ?? TODAY],
    purpose: 'publish',
  });
  return { rosters, requests: context.requests };
}

/** The adapter's answer with `fault` set on its province, on servers of its own. */
async function readWithFault(source: SourceAdapter, province: SourceProvince, fault: SourceFault) {
  const servers = await startSourceFixtureServers({
    today: TODAY,
    faults: { [source.name]: { [province.slug]: fault } },
  });
  try {
    return (await read(source, province, { servers })).rosters;
  } finally {
    await servers.close();
  }
}

/** The SourceError the adapter fails with under `fault`. */
async function failureWith(source: SourceAdapter, province: SourceProvince, fault: SourceFault): Promise<SourceError> {
  const error: unknown = await readWithFault(source, province, fault).then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof SourceError)) throw new Error(`Expected a SourceError for ${fault}, got ${String(error)}`);
  return error;
}

test('İzmir: the whole province in one request, dated by Tarih, every area in a known district', async () => {
  const { rosters, requests } = await read(izmirSource, IZMIR);
  expect(requests).toEqual(['GET https://openapi.izmir.bel.tr/api/ibb/nobetcieczaneler']);
  expect(rosters.map((r) => r.dutyDate)).toEqual([TODAY]);
  const records = rosters[0]?.records ?? [];
  expect(records).toHaveLength(fixtureSize(IZMIR));
  expect(records.every((r) => r.province === 'İzmir' && r.name.endsWith(' Eczanesi'))).toBe(true);
  expect(records.every((r) => getDistrict('izmir', r.district) !== null)).toBe(true);
  expect(records[0]?.phone).toMatch(/^0454000\d{4}$/);
  // The fixture's twelfth pharmacy has no position: the API's 0/0 becomes none.
  expect(records.filter((r) => r.latitude === null).map((r) => records.indexOf(r))).toEqual([11, 23]);
});

test('İzmir: after-midnight hand-overs reach the card as duty hours', async () => {
  const records = (await read(izmirSource, IZMIR)).rosters[0]?.records ?? [];
  const handOvers = records.filter((r) => r.dutyHours !== null);
  expect(handOvers.map((r) => records.indexOf(r))).toEqual([3, 7, 11, 15, 19, 23, 27]);
  expect(records[3]?.dutyHours).toBe(`24:00'den sonra nöbet ${records[4]?.district} bölgesinde`);
  expect(records.every((r) => r.note === null)).toBe(true);
});

test('İzmir: a list of the day before is dated the day before (the engine refuses it)', async () => {
  const rosters = await readWithFault(izmirSource, IZMIR, 'wrong-day');
  expect(rosters.map((r) => [r.dutyDate, r.records.length])).toEqual([['2026-11-26', fixtureSize(IZMIR)]]);
  expect(rosters[0]?.records[0]?.name).toBe('Şifa 26 Eczanesi');
});

test('İzmir: an HTML page instead of JSON is a format failure, never parsed', async () => {
  const error = await failureWith(izmirSource, IZMIR, 'html-instead-of-json');
  expect(error.kind).toBe('format');
  expect(error.message).toBe(
    'Kaynak JSON yerine HTML sayfası gönderdi (text/html; charset=utf-8): https://openapi.izmir.bel.tr/api/ibb/nobetcieczaneler',
  );
});

test('İzmir: an empty array is an empty roster for the duty date in force', async () => {
  expect(await readWithFault(izmirSource, IZMIR, 'empty')).toEqual([{ dutyDate: TODAY, records: [] }]);
});

test('İzmir: a bot challenge is blocked and JSON of another shape is a layout failure', async () => {
  expect((await failureWith(izmirSource, IZMIR, 'challenge')).kind).toBe('blocked');
  const layout = await failureWith(izmirSource, IZMIR, 'changed-layout');
  expect(layout.kind).toBe('layout');
  expect(layout.message).toBe(
    'İzmir açık verisinin yanıtı beklenen biçimde değil, eczaneler okunamadı: https://openapi.izmir.bel.tr/api/ibb/nobetcieczaneler',
  );
});

test('İzmir: a 503 is a failure worth a retry (the polite client retries it once)', async () => {
  const error = await failureWith(izmirSource, IZMIR, 'flaky');
  expect([error.kind, error.retryable]).toEqual(['http', true]);
});

test('İzmir: a list short of three pharmacies, or of one, is returned as the source gave it', async () => {
  expect((await readWithFault(izmirSource, IZMIR, 'missing3'))[0]?.records).toHaveLength(fixtureSize(IZMIR) - 3);
  expect((await readWithFault(izmirSource, IZMIR, 'few'))[0]?.records).toHaveLength(1);
});

test('İstanbul: the whole layer in one request, dated by the duty date in force', async () => {
  const { rosters, requests } = await read(ibbSource, ISTANBUL);
  expect(requests).toEqual(['GET https://cbsproxy.ibb.gov.tr/?eczanews&ilceID=all']);
  expect(rosters.map((r) => r.dutyDate)).toEqual([TODAY]);
  const records = rosters[0]?.records ?? [];
  expect(records).toHaveLength(fixtureSize(ISTANBUL));
  expect(records.every((r) => r.province === 'İstanbul' && r.name.endsWith(' Eczanesi'))).toBe(true);
  expect(records.every((r) => getDistrict('istanbul', r.district)?.name === r.district)).toBe(true);
  expect(new Set(records.map((r) => r.district)).size).toBe(39);
  expect(records[0]?.phone).toBe('(0212) 000 10 34');
  expect(records.filter((r) => r.latitude === null).map((r) => records.indexOf(r))).toEqual([11, 23, 35]);
});

test('İstanbul: the layer names no date, so its list is dated with the duty date in force it was asked for', async () => {
  const { rosters } = await read(ibbSource, ISTANBUL, {
    now: new Date('2026-11-27T05:00:00Z'),
    dutyDate: '2026-11-26',
  });
  expect(rosters.map((r) => r.dutyDate)).toEqual(['2026-11-26']);
});

test('İstanbul: a single record sent as an object is read as a list of one', async () => {
  const rosters = await readWithFault(ibbSource, ISTANBUL, 'few');
  expect(rosters.map((r) => r.records.map((record) => record.name))).toEqual([['Şifa 27 Eczanesi']]);
});

test('İstanbul: an HTML page is a format failure, a challenge blocked, another shape a layout failure', async () => {
  const format = await failureWith(ibbSource, ISTANBUL, 'html-instead-of-json');
  expect(format.kind).toBe('format');
  expect(format.message).toMatch(/^Kaynak JSON yerine HTML sayfası gönderdi .*cbsproxy\.ibb\.gov\.tr/);
  expect((await failureWith(ibbSource, ISTANBUL, 'challenge')).kind).toBe('blocked');
  const layout = await failureWith(ibbSource, ISTANBUL, 'changed-layout');
  expect(layout.kind).toBe('layout');
  expect(layout.message).toMatch(/^İBB eczane katmanının yanıtı beklenen biçimde değil/);
});

test('İstanbul: an empty layer is an empty roster; a 403 is blocked and a 500 worth a retry', async () => {
  expect(await readWithFault(ibbSource, ISTANBUL, 'empty')).toEqual([{ dutyDate: TODAY, records: [] }]);
  expect((await failureWith(ibbSource, ISTANBUL, 'forbidden')).kind).toBe('blocked');
  const serverError = await failureWith(ibbSource, ISTANBUL, 'error500');
  expect([serverError.kind, serverError.retryable]).toEqual(['http', true]);
});

test('each municipal source refuses to read for a province it does not serve', async () => {
  const giresun = requireProvinceBySlug('giresun');
  await expect(read(izmirSource, giresun)).rejects.toThrow("İzmir açık verisi yalnızca İzmir'in listesini verir");
  await expect(read(ibbSource, IZMIR)).rejects.toThrow("İBB'nin listesi yalnızca İstanbul'u kapsar");
  expect([izmirSource.plates, ibbSource.plates]).toEqual([[35], [34]]);
});
