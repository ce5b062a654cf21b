import { afterAll, beforeAll, expect, test } from 'vitest';
import { requireProvinceBySlug } from '#app/domain/geo/geo.server.ts';
import { toPhoneDigits } from '#app/domain/text/phone.ts';
import { createEdevletSource, edevletSource } from '#app/sources/e-devlet/source.server.ts';
import type { SourceContext } from '#app/sources/source.ts';
import { createFixtureSourceContext, failureOf, requestFor } from '#tests/support/source-fixtures/context.ts';
import { fixtureSize, listFixturePharmacies } from '#tests/support/source-fixtures/roster.ts';
import { startSourceFixtureServers, type SourceFixtureServers } from '#tests/support/source-fixtures/server.ts';

const TODAY = '2026-11-27';
const TOMORROW = '2026-11-28';
const FORM = 'https://www.turkiye.gov.tr/saglik-titck-nobetci-eczane-sorgulama';

let servers: SourceFixtureServers;

beforeAll(async () => {
  servers = await startSourceFixtureServers({
    today: TODAY,
    faults: {
      'e-devlet': {
        ordu: 'token-change',
        amasya: 'challenge',
        sinop: 'forbidden',
        bolu: 'error500',
        corum: 'flaky',
        rize: 'wrong-day',
        ankara: 'empty',
        kayseri: 'changed-layout',
        samsun: 'missing3',
      },
    },
  });
});

afterAll(async () => {
  await servers.close();
});

function newContext() {
  return createFixtureSourceContext(servers, {
    now: () => new Date('2026-11-27T09:00:00Z'),
    baseUrl: 'https://www.turkiye.gov.tr',
  });
}

test('a healthy province gives today’s approved roster with every fixture pharmacy and its duty window', async () => {
  const context = newContext();
  const rosters = await edevletSource.fetchProvince(context, requestFor('antalya', TODAY));
  const expected = listFixturePharmacies(requireProvinceBySlug('antalya'), TODAY).pharmacies;
  expect(rosters.map((roster) => roster.dutyDate)).toEqual([TODAY]);
  const records = rosters[0]!.records;
  expect(records.map((record) => [record.name, record.district, toPhoneDigits(record.phone), record.address])).toEqual(
    expected.map((p) => [`${p.name} Eczanesi`, p.district, p.phoneDigits, p.address]),
  );
  expect(records.every((record) => record.province === 'Antalya' && record.latitude === null)).toBe(true);
  expect(records[0]?.dutyStart?.toISOString()).toBe('2026-11-27T05:30:00.000Z');
  expect(records[0]?.dutyEnd?.toISOString()).toBe('2026-11-28T05:30:00.000Z');
  expect(context.requests).toEqual([`GET ${FORM}`, `POST ${FORM}?submit`]);
});

test('asking for today and tomorrow makes one handshake and one query per date', async () => {
  const context = newContext();
  const rosters = await edevletSource.fetchProvince(
    context,
    requestFor('giresun', TODAY, { dutyDates: [TODAY, TOMORROW] }),
  );
  expect(rosters.map((roster) => [roster.dutyDate, roster.records.length])).toEqual([
    [TODAY, fixtureSize(requireProvinceBySlug('giresun'))],
    [TOMORROW, fixtureSize(requireProvinceBySlug('giresun'))],
  ]);
  expect(rosters[1]?.records[0]?.name).toBe(
    `${listFixturePharmacies(requireProvinceBySlug('giresun'), TOMORROW).pharmacies[0]?.name} Eczanesi`,
  );
  expect(context.requests).toEqual([`GET ${FORM}`, `POST ${FORM}?submit`, `POST ${FORM}?submit`]);
});

test('dates e-Devlet does not answer (before the date in force, after tomorrow) are not asked', async () => {
  const context = newContext();
  const rosters = await edevletSource.fetchProvince(
    context,
    requestFor('giresun', TODAY, { dutyDates: ['2026-11-26', '2026-11-29'] }),
  );
  expect(rosters).toEqual([]);
  expect(context.requests).toEqual([]);
});

test('a token changed between the form and the query is recovered with one more handshake', async () => {
  const context = newContext();
  const rosters = await edevletSource.fetchProvince(context, requestFor('ordu', TODAY));
  expect(rosters[0]?.records).toHaveLength(fixtureSize(requireProvinceBySlug('ordu')));
  expect(context.requests).toEqual([`GET ${FORM}`, `POST ${FORM}?submit`, `GET ${FORM}`, `POST ${FORM}?submit`]);
});

test('a query refused twice for its session is an http failure naming the token', async () => {
  const fixtureContext = newContext();
  // Without the session cookie the fixture, like e-Devlet, answers every query with the token error.
  const context: SourceContext = {
    ...fixtureContext,
    fetch: (url, init) => fixtureContext.fetch(url, { ...init, cookie: undefined }),
  };
  const error = await failureOf(edevletSource.fetchProvince(context, requestFor('antalya', TODAY)));
  expect(error.kind).toBe('http');
  expect(error.message).toContain('güvenlik anahtarını (token)');
  expect(fixtureContext.requests).toHaveLength(4);
});

test('a bot challenge or a 403 is reported as blocked, a 500 as http', async () => {
  const challenge = await failureOf(edevletSource.fetchProvince(newContext(), requestFor('amasya', TODAY)));
  expect([challenge.kind, challenge.message]).toEqual(['blocked', expect.stringContaining('Bot koruması')]);
  expect((await failureOf(edevletSource.fetchProvince(newContext(), requestFor('sinop', TODAY)))).kind).toBe('blocked');
  expect((await failureOf(edevletSource.fetchProvince(newContext(), requestFor('bolu', TODAY)))).kind).toBe('http');
});

test('a 503 on the first query is a retryable failure, and the next call succeeds', async () => {
  const error = await failureOf(edevletSource.fetchProvince(newContext(), requestFor('corum', TODAY)));
  expect([error.kind, error.retryable]).toEqual(['http', true]);
  const rosters = await edevletSource.fetchProvince(newContext(), requestFor('corum', TODAY));
  expect(rosters[0]?.records).toHaveLength(fixtureSize(requireProvinceBySlug('corum')));
});

test('a list for the day before is dated the day before, so the engine can refuse it', async () => {
  const rosters = await edevletSource.fetchProvince(newContext(), requestFor('rize', TODAY));
  expect(rosters.map((roster) => roster.dutyDate)).toEqual(['2026-11-26']);
  expect(rosters[0]?.records[0]?.name).toMatch(/ 26 Eczanesi$/);
});

test('"Sonuç bulunamadı" is a roster with zero records for the date asked', async () => {
  expect(await edevletSource.fetchProvince(newContext(), requestFor('ankara', TODAY))).toEqual([
    { dutyDate: TODAY, records: [] },
  ]);
});

test('a table without its headers is a layout failure naming the page', async () => {
  const error = await failureOf(edevletSource.fetchProvince(newContext(), requestFor('kayseri', TODAY)));
  expect(error.kind).toBe('layout');
  expect(error.message).toContain(`${FORM}?submit`);
});

test('a list lacking pharmacies is returned as served', async () => {
  const rosters = await edevletSource.fetchProvince(newContext(), requestFor('samsun', TODAY));
  expect(rosters[0]?.records).toHaveLength(fixtureSize(requireProvinceBySlug('samsun'), 'missing3'));
});

test('positions are read within the budget, for a list to publish only', async () => {
  const source = createEdevletSource({ positionBudget: 2 });
  const expected = listFixturePharmacies(requireProvinceBySlug('trabzon'), TODAY).pharmacies;
  const context = newContext();
  const [roster] = await source.fetchProvince(context, requestFor('trabzon', TODAY, { dutyDates: [TODAY, TOMORROW] }));
  const located = roster!.records.filter((record) => record.latitude !== null);
  expect(located.map((record) => [record.name, record.latitude, record.longitude])).toEqual(
    expected.slice(0, 2).map((p) => [`${p.name} Eczanesi`, p.point?.lat, p.point?.lng]),
  );
  expect(context.requests.filter((request) => request.includes('harita=Goster'))).toEqual([
    `GET ${FORM}?harita=Goster&index=0`,
    `GET ${FORM}?harita=Goster&index=1`,
  ]);
  const checking = newContext();
  const [checked] = await source.fetchProvince(checking, requestFor('trabzon', TODAY, { purpose: 'check' }));
  expect(checked?.records.every((record) => record.latitude === null)).toBe(true);
  expect(checking.requests).toEqual([`GET ${FORM}`, `POST ${FORM}?submit`]);
});

test('the provinces of one run share one handshake; a token refused mid-run is renewed once for all', async () => {
  const own = await startSourceFixtureServers({ today: TODAY, faults: { 'e-devlet': { trabzon: 'token-change' } } });
  try {
    const context = {
      ...createFixtureSourceContext(own, {
        now: () => new Date('2026-11-27T09:00:00Z'),
        baseUrl: 'https://www.turkiye.gov.tr',
      }),
      runState: new Map<string, unknown>(),
    };
    const count = (method: string) => context.requests.filter((r) => r.startsWith(method)).length;
    await Promise.all(
      ['antalya', 'giresun'].map((slug) => edevletSource.fetchProvince(context, requestFor(slug, TODAY))),
    );
    expect([count('GET'), count('POST')]).toEqual([1, 2]);
    // Trabzon's first query meets a changed token: one new handshake, which the next province reuses.
    await edevletSource.fetchProvince(context, requestFor('trabzon', TODAY));
    await edevletSource.fetchProvince(context, requestFor('rize', TODAY, { dutyDates: [TOMORROW] }));
    expect([count('GET'), count('POST')]).toEqual([2, 5]);
  } finally {
    await own.close();
  }
});
