import { afterAll, beforeAll, expect, test } from 'vitest';
import { requireProvinceBySlug } from '#app/domain/geo/geo.server.ts';
import { toPhoneDigits } from '#app/domain/text/phone.ts';
import { listingIframeSource } from '#app/sources/eczaneler-gen-tr/iframe-source.server.ts';
import { parseListingPage } from '#app/sources/eczaneler-gen-tr/parse-listing.ts';
import { createFixtureSourceContext, failureOf, requestFor } from '#tests/support/source-fixtures/context.ts';
import { listFixturePharmacies } from '#tests/support/source-fixtures/roster.ts';
import { startSourceFixtureServers, type SourceFixtureServers } from '#tests/support/source-fixtures/server.ts';

const TODAY = '2026-11-27';
const NOW = new Date('2026-11-27T09:00:00Z');
const BASE = 'https://www.eczaneler.gen.tr';

let servers: SourceFixtureServers;

beforeAll(async () => {
  servers = await startSourceFixtureServers({
    today: TODAY,
    faults: {
      'eczaneler.gen.tr/iframe': {
        amasya: 'challenge',
        rize: 'wrong-day',
        ankara: 'empty',
        kayseri: 'changed-layout',
        sinop: 'forbidden',
      },
      // The province page's faults leave the embeddable page alone.
      'eczaneler.gen.tr': { giresun: 'challenge' },
    },
  });
});

afterAll(async () => {
  await servers.close();
});

function newContext() {
  return createFixtureSourceContext(servers, { now: () => NOW, baseUrl: BASE });
}

test('a healthy province gives today’s roster with every fixture pharmacy and its position', async () => {
  const context = newContext();
  const rosters = await listingIframeSource.fetchProvince(context, requestFor('giresun', TODAY));
  const expected = listFixturePharmacies(requireProvinceBySlug('giresun'), TODAY).pharmacies;
  expect(rosters.map((roster) => roster.dutyDate)).toEqual([TODAY]);
  const records = rosters[0]!.records;
  expect(
    records.map((r) => [r.name, r.district, toPhoneDigits(r.phone), r.address, r.note, r.latitude, r.longitude]),
  ).toEqual(
    expected.map((p) => [
      `${p.name} Eczanesi`,
      p.district,
      p.phoneDigits,
      p.address,
      p.note,
      p.point?.lat ?? null,
      p.point?.lng ?? null,
    ]),
  );
  expect(records.every((r) => r.province === 'Giresun')).toBe(true);
  expect(context.requests).toEqual([`GET ${BASE}/iframe.php?lokasyon=28`]);
});

test('a province with more than eleven pharmacies lists the one without a map link without a position', async () => {
  const province = requireProvinceBySlug('istanbul');
  const rosters = await listingIframeSource.fetchProvince(newContext(), requestFor('istanbul', TODAY));
  const expected = listFixturePharmacies(province, TODAY).pharmacies;
  const records = rosters[0]!.records;
  expect(records).toHaveLength(expected.length);
  expect(records[11]).toMatchObject({ name: `${expected[11]!.name} Eczanesi`, latitude: null, longitude: null });
  expect(records.filter((r) => r.latitude !== null)).toHaveLength(expected.filter((p) => p.point).length);
});

test('the embeddable page lists the same pharmacies as the province page’s today tab', async () => {
  const context = newContext();
  const [iframe] = await listingIframeSource.fetchProvince(context, requestFor('osmaniye', TODAY));
  const page = await context.fetch(`${BASE}/nobetci-osmaniye`);
  const tab = parseListingPage(page.text(), { provinceName: 'Osmaniye', fetchedAt: NOW }).tabs.find(
    (t) => t.dutyDate === TODAY,
  );
  expect(iframe?.records.map((r) => [r.name, r.district, toPhoneDigits(r.phone)])).toEqual(
    tab?.records.map((r) => [r.name, r.district, toPhoneDigits(r.phone)]),
  );
});

test('a challenge page is refused as blocked, never parsed', async () => {
  const failure = await failureOf(listingIframeSource.fetchProvince(newContext(), requestFor('amasya', TODAY)));
  expect(failure.kind).toBe('blocked');
  expect(failure.message).toContain('Bot koruması');
});

test('a 403 is reported as blocked', async () => {
  const failure = await failureOf(listingIframeSource.fetchProvince(newContext(), requestFor('sinop', TODAY)));
  expect(failure.kind).toBe('blocked');
});

test('a challenged province page leaves the embeddable page readable', async () => {
  const rosters = await listingIframeSource.fetchProvince(newContext(), requestFor('giresun', TODAY));
  expect(rosters[0]?.records.length).toBeGreaterThan(0);
});

test('a page showing yesterday’s list is dated yesterday, for the engine to refuse', async () => {
  const rosters = await listingIframeSource.fetchProvince(newContext(), requestFor('rize', TODAY));
  const yesterday = listFixturePharmacies(requireProvinceBySlug('rize'), TODAY, 'wrong-day');
  expect(rosters.map((roster) => roster.dutyDate)).toEqual(['2026-11-26']);
  expect(rosters[0]?.records.map((r) => r.name)).toEqual(yesterday.pharmacies.map((p) => `${p.name} Eczanesi`));
});

test('a dated table without pharmacies is a roster of nobody for its date', async () => {
  const rosters = await listingIframeSource.fetchProvince(newContext(), requestFor('ankara', TODAY));
  expect(rosters).toEqual([{ dutyDate: TODAY, records: [] }]);
});

test('a page without the dated table is a layout failure naming the address', async () => {
  const failure = await failureOf(listingIframeSource.fetchProvince(newContext(), requestFor('kayseri', TODAY)));
  expect(failure.kind).toBe('layout');
  expect(failure.message).toContain(`${BASE}/iframe.php?lokasyon=38`);
});
