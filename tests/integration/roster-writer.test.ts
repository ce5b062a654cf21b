import { afterAll, beforeAll, expect, test } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { dutyRosters, provinces } from '#app/db/schema.ts';
import { getProvince } from '#app/domain/geo/geo.server.ts';
import { importFetchedContent } from '#app/jobs/import-fetched-content.server.ts';
import { renderListingPage } from '#tests/support/listing-fixture-server.ts';
import { createTestServices } from '#tests/support/test-services.ts';

// 12:00 in Istanbul on 22 November 2026.
const clock = new Date('2026-11-22T09:00:00Z');
let services: Awaited<ReturnType<typeof createTestServices>>;

beforeAll(async () => {
  services = await createTestServices({ now: () => clock });
  // İzmir hands over at 13:00: at 12:00 its duty in force is still the 21st's.
  await services.db.update(provinces).set({ dutyRotation: '13:00' }).where(eq(provinces.slug, 'izmir'));
  await services.snapshots.rebuild();
});
afterAll(async () => {
  await services?.dispose();
});

const line = (province: string, district: string, name: string) =>
  `Eczane Adı: ${name} | Konum: ${province} | İlçe: ${district} | Telefon: 0454 316 12 34`;
const version = () => services.snapshots.get().version;
const datesOf = (slug: string) => (services.snapshots.get().rosters.get(slug) ?? []).map((r) => r.dutyDate);

test('an import without a date writes each province for its own duty in force, with one snapshot rebuild', async () => {
  const before = version();
  const result = await services.importRosterText(
    [line('Giresun', 'Merkez', 'Hayat'), line('İzmir', 'Konak', 'Alsancak'), line('Ordu', 'Altınordu', 'Liman')].join(
      '\n',
    ),
    { source: 'import', fetchedAt: clock },
  );
  expect(result.success).toBe(true);
  expect(result.rosters.map((r) => [r.provinceSlug, r.dutyDate])).toEqual([
    ['giresun', '2026-11-22'],
    ['izmir', '2026-11-21'],
    ['ordu', '2026-11-22'],
  ]);
  // Three provinces written, the snapshot rebuilt once, and it shows them.
  expect(version()).toBe(before + 1);
  expect(datesOf('izmir')).toEqual(['2026-11-21']);
});

test('a listing page saved by a content task is written tab by tab from its records, with one rebuild', async () => {
  const giresun = getProvince('giresun')!;
  const before = version();
  const result = await importFetchedContent(
    services.rosters,
    {
      url: 'https://www.eczaneler.gen.tr/nobetci-giresun',
      content: renderListingPage(giresun, { today: '2026-11-22' }),
      contentType: 'text/html; charset=utf-8',
    },
    { now: clock, source: 'content-fetch', guard: true },
  );
  expect(result).toMatchObject({ success: true, error: null });
  expect(version()).toBe(before + 1);
  expect(datesOf('giresun')).toEqual(['2026-11-21', '2026-11-22', '2026-11-23']);
});

test('a content task gets the daily scrape’s shrink guard: a list far shorter than the last good one is kept out', async () => {
  const giresun = getProvince('giresun')!;
  const before = version();
  const shrunk = renderListingPage(giresun, { today: '2026-11-22', misbehave: { giresun: 'few' } });
  const result = await importFetchedContent(
    services.rosters,
    { url: 'https://www.eczaneler.gen.tr/nobetci-giresun', content: shrunk, contentType: 'text/html' },
    { now: clock, source: 'content-fetch', guard: true },
  );
  expect(result.success).toBe(false);
  expect(result.error).toMatch(/^Şüpheli kısalma: 21 Kasım 2026 Cumartesi için 1 eczane \(son geçerli listede \d+\)/);
  expect(version()).toBe(before);
  // An admin's own save of the same page is their decision: no guard.
  const saved = await importFetchedContent(
    services.rosters,
    { url: 'https://www.eczaneler.gen.tr/nobetci-giresun', content: shrunk, contentType: 'text/html' },
    { now: clock, source: 'content-fetch', guard: false },
  );
  expect(saved).toMatchObject({ success: true, insertedCount: 3 });
});

test('a prune is one transaction: when one roster cannot be deleted none is, and the snapshot is not rebuilt', async () => {
  for (const [province, dutyDate] of [
    ['Trabzon', '2026-10-01'],
    ['Trabzon', '2026-10-02'],
    ['Trabzon', '2026-10-03'],
    ['Samsun', '2026-10-01'],
    ['Samsun', '2026-10-02'],
  ] as const) {
    const result = await services.importRosterText(line(province, 'Merkez', `${province} ${dutyDate}`), {
      dutyDate,
      source: 'import',
      fetchedAt: clock,
    });
    expect(result.success).toBe(true);
  }
  const stored = async () => {
    const rows = await services.db
      .select({ plate: provinces.id, dutyDate: dutyRosters.dutyDate })
      .from(dutyRosters)
      .innerJoin(provinces, eq(provinces.id, dutyRosters.provinceId))
      .where(inArray(provinces.slug, ['trabzon', 'samsun']))
      .orderBy(provinces.id, dutyRosters.dutyDate);
    return rows.map((r) => `${r.plate} ${r.dutyDate}`);
  };
  const before = await stored();
  const snapshot = services.snapshots.get();
  // A database rule that refuses to delete Samsun's first roster, as a lock timeout or a failing disk would.
  await services.db.execute(sql`
    create or replace function refuse_roster_delete() returns trigger language plpgsql as $$
    begin
      if old.province_id = 55 and old.duty_date = '2026-10-01' then raise exception 'refused'; end if;
      return old;
    end $$`);
  await services.db.execute(
    sql`create trigger refuse_roster_delete before delete on duty_rosters for each row execute function refuse_roster_delete()`,
  );
  try {
    await expect(services.rosters.pruneBefore('2026-10-03')).rejects.toThrow();
  } finally {
    await services.db.execute(sql`drop trigger refuse_roster_delete on duty_rosters`);
  }
  expect(await stored()).toEqual(before);
  expect(services.snapshots.get()).toBe(snapshot);

  // Once it can, the prune deletes all three older rosters, keeps each province's newest, and rebuilds once.
  expect((await services.rosters.pruneBefore('2026-10-03')).rosters).toBe(3);
  expect(await stored()).toEqual(['55 2026-10-02', '61 2026-10-03']);
  expect(version()).toBe(snapshot.version + 1);
  expect(datesOf('trabzon')).toEqual(['2026-10-03']);
  expect(datesOf('samsun')).toEqual(['2026-10-02']);
});
