import { afterAll, beforeAll, expect, test } from 'vitest';
import { requireProvinceBySlug } from '#app/domain/geo/geo.server.ts';
import { toPhoneDigits } from '#app/domain/text/phone.ts';
import { nosyApiSource } from '#app/sources/nosyapi/source.server.ts';
import { createFixtureSourceContext, failureOf, requestFor } from '#tests/support/source-fixtures/context.ts';
import { listFixturePharmacies } from '#tests/support/source-fixtures/roster.ts';
import { startSourceFixtureServers, type SourceFixtureServers } from '#tests/support/source-fixtures/server.ts';

const TODAY = '2026-11-27';
const BASE = 'https://www.nosyapi.com/apiv2/service';
const KEY = 'nosy-test-key';

let servers: SourceFixtureServers;

beforeAll(async () => {
  servers = await startSourceFixtureServers({
    today: TODAY,
    faults: {
      nosyapi: {
        izmir: 'html-instead-of-json',
        amasya: 'challenge',
        rize: 'wrong-day',
        ankara: 'empty',
        kayseri: 'changed-layout',
        bolu: 'error500',
      },
    },
  });
});

afterAll(async () => {
  await servers.close();
});

function newContext(key: string | null = KEY) {
  return createFixtureSourceContext(servers, {
    now: () => new Date('2026-11-27T09:00:00Z'),
    baseUrl: BASE,
    keys: { nosyApi: key },
  });
}

test('a healthy province gives today’s roster with every fixture pharmacy, its position and duty window', async () => {
  const context = newContext();
  const rosters = await nosyApiSource.fetchProvince(context, requestFor('istanbul', TODAY));
  const expected = listFixturePharmacies(requireProvinceBySlug('istanbul'), TODAY).pharmacies;
  expect(rosters.map((roster) => roster.dutyDate)).toEqual([TODAY]);
  const records = rosters[0]!.records;
  expect(records.map((r) => [r.name, r.district, toPhoneDigits(r.phone), r.address, r.latitude, r.longitude])).toEqual(
    expected.map((p) => [
      `${p.name} Eczanesi`,
      p.district,
      p.phoneDigits,
      p.address,
      p.point?.lat ?? null,
      p.point?.lng ?? null,
    ]),
  );
  expect(records.every((r) => r.province === 'İstanbul')).toBe(true);
  expect(records[0]?.dutyStart?.toISOString()).toBe('2026-11-27T05:30:00.000Z');
  expect(records[0]?.dutyEnd?.toISOString()).toBe('2026-11-28T05:30:00.000Z');
});

test('the key travels in the Authorization header, never in the logged URL', async () => {
  const context = newContext();
  await nosyApiSource.fetchProvince(context, requestFor('giresun', TODAY));
  expect(context.requests).toEqual([`GET ${BASE}/pharmacies-on-duty?city=giresun`]);
  expect(servers.log.some((entry) => entry.path.includes(KEY))).toBe(false);
});

test('without a key the source is off and asks nothing', async () => {
  const context = newContext(null);
  expect(nosyApiSource.isEnabled(context.keys)).toBe(false);
  expect(nosyApiSource.isEnabled({ collectApi: null, nosyApi: KEY })).toBe(true);
  const failure = await failureOf(nosyApiSource.fetchProvince(context, requestFor('giresun', TODAY)));
  expect(failure.message).toContain('NOSYAPI_KEY');
  expect(context.requests).toEqual([]);
});

test('the fixture API answers a request without a key as a 401 with a JSON failure', async () => {
  const response = await newContext().fetch(`${BASE}/pharmacies-on-duty?city=giresun`);
  expect(response.status).toBe(401);
  expect(JSON.parse(response.text())).toMatchObject({
    status: 'failure',
    message: 'API anahtarı eksik veya geçersiz.',
  });
});

test('an HTML page where JSON belongs is a format failure, never parsed', async () => {
  const failure = await failureOf(nosyApiSource.fetchProvince(newContext(), requestFor('izmir', TODAY)));
  expect(failure.kind).toBe('format');
  expect(failure.message).toContain('HTML sayfası');
});

test('a challenge page is refused as blocked', async () => {
  const failure = await failureOf(nosyApiSource.fetchProvince(newContext(), requestFor('amasya', TODAY)));
  expect(failure.kind).toBe('blocked');
});

test('a 500 is an http failure worth a retry', async () => {
  const failure = await failureOf(nosyApiSource.fetchProvince(newContext(), requestFor('bolu', TODAY)));
  expect(failure).toMatchObject({ kind: 'http', retryable: true });
});

test('yesterday’s list is dated yesterday, by the records’ duty start', async () => {
  const rosters = await nosyApiSource.fetchProvince(newContext(), requestFor('rize', TODAY));
  expect(rosters.map((roster) => roster.dutyDate)).toEqual(['2026-11-26']);
});

test('an empty list is a roster of nobody for the duty date in force', async () => {
  const rosters = await nosyApiSource.fetchProvince(newContext(), requestFor('ankara', TODAY));
  expect(rosters).toEqual([{ dutyDate: TODAY, records: [] }]);
});

test('an answer of another shape is a layout failure', async () => {
  const failure = await failureOf(nosyApiSource.fetchProvince(newContext(), requestFor('kayseri', TODAY)));
  expect(failure.kind).toBe('layout');
  expect(failure.message).toContain(`${BASE}/pharmacies-on-duty?city=kayseri`);
});
