import { afterAll, beforeAll, expect, test } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { dutyRosters } from '#app/db/schema.ts';
import type { PublicPageData } from '#app/domain/public/public-page.ts';
import { PROVINCES } from '#app/domain/geo/geo.server.ts';
import { DEMO_SOURCE } from '#app/domain/roster/snapshot.ts';
import { ensureDemoRosters } from '#app/jobs/demo-data.server.ts';
import { requirePublicPage } from '#app/routes/public/load-public-page.server.ts';
import { createTestServices } from '#tests/support/test-services.ts';

// 2026-11-22 12:00 in Istanbul: duty date 2026-11-22; demo rosters for the 21st, 22nd and 23rd.
const clock = new Date('2026-11-22T09:00:00Z');
let services: Awaited<ReturnType<typeof createTestServices>>;

beforeAll(async () => {
  services = await createTestServices({ now: () => clock, env: { DEMO_DATA: 'true' } });
});
afterAll(async () => {
  await services?.dispose();
});

const page = (path: string): PublicPageData => {
  const [, first, second] = new URL(path, 'http://localhost').pathname.split('/');
  return requirePublicPage(new Request(`http://localhost${path}`), { first: first || undefined, second }, services);
};

const realLine = (province: string, district: string, name: string) =>
  `Eczane Adı: ${name} | Konum: ${province} | İlçe: ${district} | Telefon: 0454 316 12 34 | Adres: Gerçek Cad. 1`;

async function demoRosterCount(plate?: number): Promise<number> {
  const where = plate
    ? and(eq(dutyRosters.source, DEMO_SOURCE), eq(dutyRosters.provinceId, plate))
    : eq(dutyRosters.source, DEMO_SOURCE);
  const [row] = await services.db
    .select({ n: sql<number>`count(*)::int` })
    .from(dutyRosters)
    .where(where);
  return row?.n ?? 0;
}

test('on a fresh install every page says its pharmacies are demo data', () => {
  expect(page('/').demoNotice).toBe('this-page');
  const giresun = page('/giresun');
  expect(giresun.demoNotice).toBe('this-page');
  expect(giresun.kind === 'province' && giresun.pharmacies.length).toBeGreaterThan(0);
});

test('a real Giresun roster removes the demo notice from Giresun only, on every day tab', async () => {
  const result = await services.importRosterText(
    [realLine('Giresun', 'Merkez', 'Hayat'), realLine('Giresun', 'Bulancak', 'Güneş')].join('\n'),
    { dutyDate: '2026-11-22', source: 'import', fetchedAt: clock },
  );
  expect(result.success).toBe(true);

  const giresun = page('/giresun');
  expect(giresun.demoNotice).toBeNull();
  if (giresun.kind !== 'province') throw new Error('expected the Giresun page');
  expect(giresun.roster?.sourceLabel).toBe('Elle yüklenen liste');
  expect(giresun.pharmacies.map((p) => p.name)).toEqual(['Güneş Eczanesi', 'Hayat Eczanesi']);
  // Yesterday's and tomorrow's demo lists are not offered beside the real one.
  expect(giresun.dayTabs.map((t) => t.id)).toEqual([]);
  const tomorrow = page('/giresun?gun=yarin');
  expect(tomorrow.demoNotice).toBeNull();
  expect(tomorrow.kind === 'province' && tomorrow.pharmacies.every((p) => !p.name.startsWith('Örnek'))).toBe(true);
  expect(page('/giresun/bulancak').demoNotice).toBeNull();

  expect(page('/ordu').demoNotice).toBe('this-page');
  // Pages without a list say that some provinces still show demo data.
  expect(page('/').demoNotice).toBe('some-provinces');
});

test('at the next start or rotation Giresun’s demo rosters are deleted and not written again', async () => {
  // The import replaced the 22nd's demo roster; the 21st's and the 23rd's are still stored.
  expect(await demoRosterCount(28)).toBe(2);
  const refresh = await ensureDemoRosters(
    services.db,
    services.rosters,
    '2026-11-23',
    new Date('2026-11-23T06:00:00Z'),
  );
  expect(refresh.retired).toBe(2);
  expect(await demoRosterCount(28)).toBe(0);
  // Every other province got its demo roster for the 24th, Giresun none.
  expect(refresh.written).toBe(80);
});

test('a province whose only real roster is old shows its demo until the demo is retired, then that roster, without a manual rebuild', async () => {
  // Rize's real roster is weeks old: its demo rosters are newer, so the snapshot holds only them.
  const result = await services.importRosterText(realLine('Rize', 'Çayeli', 'Kaçkar'), {
    dutyDate: '2026-10-01',
    source: 'import',
    fetchedAt: clock,
  });
  expect(result.success).toBe(true);
  expect(page('/rize').demoNotice).toBe('this-page');
  const demo = await demoRosterCount(53);
  expect(demo).toBeGreaterThan(0);

  const version = services.snapshots.get().version;
  const refresh = await ensureDemoRosters(services.db, services.rosters, '2026-11-22', clock);
  expect(refresh).toEqual({ written: 0, retired: demo });
  // The deletes went through the roster writer: the snapshot rebuilt once, and the page shows the real roster, dated.
  expect(services.snapshots.get().version).toBe(version + 1);
  const rize = page('/rize');
  expect(rize.demoNotice).toBeNull();
  if (rize.kind !== 'province') throw new Error('expected the Rize page');
  expect(rize.pharmacies.map((p) => p.name)).toEqual(['Kaçkar Eczanesi']);
  expect(rize.roster).toMatchObject({ sourceLabel: 'Elle yüklenen liste', isStale: true, isDemo: false });
});

test('real data for every province retires the demo entirely', async () => {
  const lines = PROVINCES.map((p) => realLine(p.name, 'Merkez', `Gerçek ${p.plate}`));
  const result = await services.importRosterText(lines.join('\n'), {
    dutyDate: '2026-11-22',
    source: 'import',
    fetchedAt: clock,
  });
  expect(result.success).toBe(true);
  expect(page('/').demoNotice).toBeNull();
  expect(page('/ordu').demoNotice).toBeNull();

  const refresh = await ensureDemoRosters(services.db, services.rosters, '2026-11-22', clock);
  expect(refresh.written).toBe(0);
  expect(await demoRosterCount()).toBe(0);
  await services.snapshots.rebuild();
  expect(services.snapshots.get().demoInUse).toBe(false);
});
