import { afterAll, beforeAll, expect, test } from 'vitest';
import type { PublicPageData } from '#app/domain/public/public-page.ts';
import { requirePublicPage } from '#app/routes/public/load-public-page.server.ts';
import { startListingFixtureServer, type ListingFixtureServer } from '#tests/support/listing-fixture-server.ts';
import { createTestServices } from '#tests/support/test-services.ts';

// 03:00 in Istanbul on 22 November: the site's tabs are still those of the 21st.
let clock = new Date('2026-11-22T00:00:00Z');
let fixture: ListingFixtureServer;
let services: Awaited<ReturnType<typeof createTestServices>>;

beforeAll(async () => {
  fixture = await startListingFixtureServer({ today: '2026-11-21', staleActiveTab: true });
  services = await createTestServices({
    now: () => clock,
    env: { LISTING_SOURCE_URL: fixture.url, FETCH_ALLOW_HOSTS: fixture.hostPort },
  });
  const summary = await services.scraper.run({ trigger: 'cli', provinces: ['istanbul'] });
  expect(summary.outcomes[0]?.dates.sort()).toEqual(['2026-11-20', '2026-11-21', '2026-11-22']);
}, 60_000);
afterAll(async () => {
  await services?.dispose();
  await fixture?.close();
});

function province(query = ''): Extract<PublicPageData, { kind: 'province' }> {
  const page = requirePublicPage(
    new Request(`http://localhost:3000/istanbul${query}`),
    { first: 'istanbul' },
    services,
  );
  if (page.kind !== 'province') throw new Error(`expected a province page, got ${page.kind}`);
  return page;
}

test('at 03:00 the page shows the list whose duty window contains now, whatever tab the site marked', () => {
  clock = new Date('2026-11-22T00:00:00Z');
  const page = province();
  expect(page.roster).toMatchObject({
    dutyDate: '2026-11-21',
    isStale: false,
    periodText: '21 Kasım Cumartesi 08:30 ile 22 Kasım Pazar 08:30 arası',
  });
  expect(page.pharmacies.every((p) => p.name.includes(' 21 '))).toBe(true);
  // Before the rotation the tabs name duties, not days: "Yarın" would read as the 23rd.
  expect(page.dayTabs.map((t) => [t.label, t.date, t.active])).toEqual([
    ['Önceki nöbet', '2026-11-20', false],
    ['Bu gece', '2026-11-21', true],
    ["08:30'dan sonra", '2026-11-22', false],
  ]);
  expect(page.todayLabel.replaceAll('\u00a0', ' ')).toBe('Bu geceki nöbet: 21 Kasım 08:30 – 22 Kasım 08:30');
});

test('after the morning rotation the next list is shown without a new scrape, with its age', () => {
  clock = new Date('2026-11-22T06:00:00Z'); // 09:00
  const page = province();
  expect(page.roster?.dutyDate).toBe('2026-11-22');
  expect(page.roster?.ageText).toBe('6 saat önce güncellendi');
  expect(page.dayTabs.map((t) => t.label)).toEqual(['Dün', 'Bugün']);
  expect(page.todayLabel).toBe('22 Kasım 2026 Pazar');
  expect(province('?gun=dun').roster?.dutyDate).toBe('2026-11-21');
  expect(province('?gun=dun').dayTabs.find((t) => t.active)?.label).toBe('Dün');
});

test('a source night limit becomes an open-now hint, then an on-call hint after the limit', () => {
  clock = new Date('2026-11-22T19:00:00Z'); // 22:00
  const evening = province();
  const limited = evening.pharmacies.filter((p) => p.dutyHours === "Gece 23:59'a kadar");
  expect(limited.length).toBeGreaterThan(0);
  expect(evening.hints[limited[0]!.id]).toEqual({ kind: 'open', text: 'Şu an açık (kapanış 23:59)' });
  clock = new Date('2026-11-22T22:30:00Z'); // 01:30
  expect(province().hints[limited[0]!.id]?.kind).toBe('on-call');
});

test('when the newest data is older than the duty in force, the page says so', () => {
  clock = new Date('2026-11-23T07:00:00Z'); // 10:00 on the 23rd; nothing newer than the 22nd
  const page = province();
  expect(page.roster).toMatchObject({ dutyDate: '2026-11-22', isStale: true });
  expect(page.hints).toEqual({});
});

test('a province with a later rotation time keeps the night list until its own rotation', async () => {
  const { provinces } = await import('#app/db/schema.ts');
  const { eq } = await import('drizzle-orm');
  clock = new Date('2026-11-22T05:45:00Z'); // 08:45: past the default 08:30
  expect(province().roster?.dutyDate).toBe('2026-11-22');
  await services.db.update(provinces).set({ dutyRotation: '09:00' }).where(eq(provinces.slug, 'istanbul'));
  expect(await services.snapshots.refreshIfChanged()).toBe(true);
  const late = province();
  expect(late.roster).toMatchObject({
    dutyDate: '2026-11-21',
    periodText: '21 Kasım Cumartesi 09:00 ile 22 Kasım Pazar 09:00 arası',
  });
  // Its night lasts until its own rotation too.
  expect(late.todayLabel.replaceAll('\u00a0', ' ')).toBe('Bu geceki nöbet: 21 Kasım 09:00 – 22 Kasım 09:00');
  expect(late.dayTabs.find((t) => t.id === 'yarin')?.label).toBe("09:00'dan sonra");
});
