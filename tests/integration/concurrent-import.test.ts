import { afterAll, beforeAll, expect, test } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { dutyEntries, dutyRosters } from '#app/db/schema.ts';
import { selectRoster } from '#app/domain/roster/snapshot.ts';
import { createTestServices } from '#tests/support/test-services.ts';
import { usingPostgres } from '#tests/support/test-db.ts';

const now = () => new Date('2026-11-22T09:00:00Z');
let services: Awaited<ReturnType<typeof createTestServices>>;

function roster(size: number, tag: string): string {
  return Array.from(
    { length: size },
    (_, i) =>
      `Eczane Adı: ${tag} ${i} | Konum: İstanbul | İlçe: Kadıköy | Telefon: 0216 000 00 ${String(i % 100).padStart(2, '0')}`,
  ).join('\n');
}

beforeAll(async () => {
  services = await createTestServices({ now });
  await services.importRosterText(roster(130, 'İlk'), { dutyDate: '2026-11-22', source: 'import', fetchedAt: now() });
});
afterAll(async () => {
  await services?.dispose();
});

test('readers of the page data never see an empty list while imports replace the roster', async () => {
  const seen = new Set<number>();
  let reading = true;
  const reader = (async () => {
    while (reading) {
      const { roster } = selectRoster(services.snapshots.get().rosters.get('istanbul'), '2026-11-22');
      seen.add(roster?.pharmacies.length ?? 0);
      await new Promise((resolve) => setImmediate(resolve));
    }
  })();
  for (let round = 0; round < 5; round++) {
    const size = round % 2 === 0 ? 90 : 130;
    const result = await services.importRosterText(roster(size, `Tur${round}`), {
      dutyDate: '2026-11-22',
      source: 'import',
      fetchedAt: now(),
    });
    expect(result.insertedCount).toBe(size);
  }
  reading = false;
  await reader;
  expect(seen.has(0)).toBe(false);
  expect([...seen].every((n) => n === 90 || n === 130)).toBe(true);
});

test.runIf(usingPostgres)(
  'on PostgreSQL, a second connection reading during the transaction sees the old or new roster',
  async () => {
    const { default: pg } = await import('pg');
    const url = services.config.databaseUrl;
    if (!url) throw new Error('PostgreSQL test without DATABASE_URL');
    await services.importRosterText(roster(130, 'PG'), { dutyDate: '2026-11-22', source: 'import', fetchedAt: now() });
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const counts: number[] = [];
    let reading = true;
    const reader = (async () => {
      while (reading) {
        const { rows } = await client.query<{ n: number }>(
          `select count(*)::int as n from duty_entries e join duty_rosters r on r.id = e.roster_id
         where r.province_id = 34 and r.duty_date = '2026-11-22'`,
        );
        counts.push(rows[0]?.n ?? -1);
      }
    })();
    for (let round = 0; round < 4; round++) {
      await services.importRosterText(roster(round % 2 === 0 ? 60 : 130, `PG${round}`), {
        dutyDate: '2026-11-22',
        source: 'import',
        fetchedAt: now(),
      });
    }
    reading = false;
    await reader.finally(() => client.end());
    expect(counts.length).toBeGreaterThan(0);
    expect(counts.every((n) => n === 60 || n === 130)).toBe(true);
  },
);

test('past rosters are kept when a new date is imported', async () => {
  await services.importRosterText(roster(130, 'Bugün'), { dutyDate: '2026-11-22', source: 'import', fetchedAt: now() });
  await services.importRosterText(roster(10, 'Yarın'), { dutyDate: '2026-11-23', source: 'import', fetchedAt: now() });
  const rows = await services.db
    .select({ date: dutyRosters.dutyDate, n: sql<number>`count(${dutyEntries.id})::int` })
    .from(dutyRosters)
    .leftJoin(dutyEntries, eq(dutyEntries.rosterId, dutyRosters.id))
    .where(and(eq(dutyRosters.provinceId, 34)))
    .groupBy(dutyRosters.dutyDate)
    .orderBy(dutyRosters.dutyDate);
  expect(rows.map((r) => [r.date, r.n])).toEqual([
    ['2026-11-22', 130],
    ['2026-11-23', 10],
  ]);
});

test('when the database stops answering, pages keep the last snapshot and report it as degraded', async () => {
  const { createTestServices: create } = await import('#tests/support/test-services.ts');
  const local = await create({ now });
  await local.importRosterText(roster(5, 'Son'), { dutyDate: '2026-11-22', source: 'import', fetchedAt: now() });
  const before = local.snapshots.get();
  expect(local.snapshots.isHealthy()).toBe(true);
  await local.close();
  await expect(local.snapshots.refreshIfChanged()).rejects.toThrow();
  expect(local.snapshots.isHealthy()).toBe(false);
  expect(local.snapshots.get()).toBe(before);
  expect(selectRoster(local.snapshots.get().rosters.get('istanbul'), '2026-11-22').roster?.pharmacies).toHaveLength(5);
  await local.dispose().catch(() => {});
});

// One embedded database cannot have two instances: this one needs PostgreSQL.
test.runIf(usingPostgres)('an import made by another instance is picked up by refreshIfChanged', async () => {
  const { startServices } = await import('#app/services.server.ts');
  if (!services.config.databaseUrl) throw new Error('PostgreSQL test without DATABASE_URL');
  const other = await startServices({
    env: { DATABASE_URL: services.config.databaseUrl, LOG_LEVEL: 'silent' },
    purpose: 'second instance',
    now,
  });
  try {
    await other.importRosterText(roster(7, 'Öteki'), { dutyDate: '2026-11-22', source: 'import', fetchedAt: now() });
    expect(await services.snapshots.refreshIfChanged()).toBe(true);
    expect(
      selectRoster(services.snapshots.get().rosters.get('istanbul'), '2026-11-22').roster?.pharmacies,
    ).toHaveLength(7);
    expect(await services.snapshots.refreshIfChanged()).toBe(false);
  } finally {
    await other.close();
  }
});
