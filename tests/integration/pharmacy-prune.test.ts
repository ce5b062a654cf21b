import { and, eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { addCorrections, listActiveCorrections } from '#app/db/corrections.server.ts';
import { storeReport } from '#app/db/reports.server.ts';
import { dutyEntries, dutyRosters, pharmacies, pharmacyReports } from '#app/db/schema.ts';
import { pruneOldRosters } from '#app/jobs/retention.server.ts';
import { createTestServices } from '#tests/support/test-services.ts';
import { usingPostgres } from '#tests/support/test-db.ts';

/**
 * The nightly retention deletes old rosters and, in the same transaction, the pharmacies no
 * remaining roster names: without it the table only grew (175,188 rows for 6,885 in force). A
 * pharmacy an admin corrected or a visitor reported stays, with its correction and report.
 */

const clock = new Date('2026-11-22T09:00:00Z');
let services: Awaited<ReturnType<typeof createTestServices>>;

beforeAll(async () => {
  services = await createTestServices({ now: () => clock });
});
afterAll(async () => {
  await services?.dispose();
});

const roster = (names: readonly string[]) =>
  names.map((name) => `Eczane Adı: ${name} | Konum: Giresun | İlçe: Merkez`).join('\n');

async function importRoster(dutyDate: string, names: readonly string[]): Promise<void> {
  const result = await services.importRosterText(roster(names), { dutyDate, source: 'import', fetchedAt: clock });
  expect(result.success).toBe(true);
}

/** The stored Giresun pharmacies of these names ("Kale" is stored as "Kale Eczanesi"), by name. */
async function idsOf(names: readonly string[]): Promise<Map<string, number>> {
  const rows = await services.db
    .select({ id: pharmacies.id, name: pharmacies.name })
    .from(pharmacies)
    .where(
      and(
        eq(pharmacies.provinceId, 28),
        inArray(
          pharmacies.name,
          names.map((n) => `${n} Eczanesi`),
        ),
      ),
    );
  return new Map(rows.map((r) => [r.name.replace(/ Eczanesi$/, ''), r.id]));
}

test('old rosters go with the pharmacies only they named; corrected and reported ones stay', async () => {
  const names = ['Kale', 'Liman', 'Çarşı', 'Sahil', 'Tepe'];
  await importRoster('2026-11-01', ['Kale', 'Liman', 'Çarşı', 'Sahil']);
  await importRoster('2026-11-02', ['Kale', 'Tepe']);
  await importRoster('2026-11-21', ['Kale']);
  const before = await idsOf(names);
  expect([...before.keys()].sort()).toEqual([...names].sort());
  // An admin corrected Liman's phone; a visitor reported Çarşı.
  await addCorrections(services.db, {
    pharmacyId: before.get('Liman')!,
    corrections: [{ kind: 'phone', phone: '0454 216 11 11' }],
    userId: null,
    now: clock,
  });
  const report = await storeReport(services.db, {
    pharmacyId: before.get('Çarşı')!,
    report: { category: 'phone', note: 'Numara yanlış' },
    clientKey: 'test-client',
    now: clock,
  });
  expect(report.ok).toBe(true);

  // Retention of 3 days on 22 November: the rosters of 1 and 2 November go.
  const pruned = await pruneOldRosters(services.rosters, { now: clock, days: 3 });
  expect(pruned).toEqual({ deleted: 2, pharmaciesDeleted: 2, before: '2026-11-19' });

  const after = await idsOf(names);
  // Sahil and Tepe were named only by the pruned rosters; Kale is on the 21st's.
  expect([...after.keys()].sort()).toEqual(['Kale', 'Liman', 'Çarşı'].sort());
  for (const name of after.keys()) expect(after.get(name)).toBe(before.get(name));
  expect((await listActiveCorrections(services.db, [after.get('Liman')!])).map((c) => c.kind)).toEqual(['phone']);
  const reports = await services.db
    .select({ note: pharmacyReports.note })
    .from(pharmacyReports)
    .where(eq(pharmacyReports.pharmacyId, after.get('Çarşı')!));
  expect(reports).toEqual([{ note: 'Numara yanlış' }]);

  // A pharmacy that comes back later is simply a new row under the same identity.
  await importRoster('2026-11-22', ['Kale', 'Sahil']);
  expect([...(await idsOf(['Sahil'])).keys()]).toEqual(['Sahil']);
  // Nothing left to prune: the same night's second run deletes nothing.
  expect(await pruneOldRosters(services.rosters, { now: clock, days: 3 })).toEqual({
    deleted: 0,
    pharmaciesDeleted: 0,
    before: '2026-11-19',
  });
});

test('a failing prune deletes neither the rosters nor the pharmacies', async () => {
  await importRoster('2026-11-03', ['Yalı']);
  const rostersBefore = await services.db.select({ id: dutyRosters.id }).from(dutyRosters);
  // A database rule that refuses to delete a pharmacy, as a lock timeout or a failing disk would.
  await services.db.execute(sql`
    create or replace function refuse_pharmacy_delete() returns trigger language plpgsql as $$
    begin raise exception 'refused'; end $$`);
  await services.db.execute(
    sql`create trigger refuse_pharmacy_delete before delete on pharmacies for each row execute function refuse_pharmacy_delete()`,
  );
  try {
    await expect(pruneOldRosters(services.rosters, { now: clock, days: 3 })).rejects.toThrow();
  } finally {
    await services.db.execute(sql`drop trigger refuse_pharmacy_delete on pharmacies`);
  }
  expect(await services.db.select({ id: dutyRosters.id }).from(dutyRosters)).toEqual(rostersBefore);
  expect([...(await idsOf(['Yalı'])).keys()]).toEqual(['Yalı']);
  expect((await pruneOldRosters(services.rosters, { now: clock, days: 3 })).pharmaciesDeleted).toBe(1);
});

/** Polls `check` until it holds, for at most five seconds. */
async function waitUntil(what: string, check: () => Promise<boolean>): Promise<void> {
  const deadline = performance.now() + 5000;
  while (!(await check())) {
    if (performance.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

// Only PostgreSQL runs transactions side by side; PGlite runs one at a time.
test.runIf(usingPostgres)(
  'a write that names a pharmacy the prune is deleting waits for it and writes the pharmacy anew',
  async () => {
    await importRoster('2026-11-04', ['Köprü']);
    await importRoster('2026-11-20', ['Kale']);
    const [pharmacy] = [...(await idsOf(['Köprü'])).values()];
    const url = services.config.databaseUrl;
    if (!url || pharmacy === undefined) throw new Error('setup failed');
    const watcher = new pg.Client({ connectionString: url });
    const holder = new pg.Client({ connectionString: url });
    await watcher.connect();
    await holder.connect();
    try {
      const waiting = async (pattern: string) => {
        const { rows } = await watcher.query(
          `select 1 from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and query like $1`,
          [pattern],
        );
        return rows.length > 0;
      };
      // Holding Köprü's row pauses the prune just before it deletes it, its rosters already deleted.
      await holder.query('begin');
      await holder.query('select id from pharmacies where id = $1 for update', [pharmacy]);
      const prune = pruneOldRosters(services.rosters, { now: clock, days: 3 });
      await waitUntil('the prune waits for the row', () => waiting('%delete from pharmacies%'));
      // A roster naming Köprü, unchanged, comes in meanwhile: it waits for the prune to finish.
      const write = services.importRosterText(roster(['Köprü']), {
        dutyDate: '2026-11-22',
        source: 'import',
        fetchedAt: clock,
      });
      await waitUntil('the write waits for the prune', () => waiting('%pg_advisory_xact_lock_shared%'));
      await holder.query('commit');

      expect((await prune).pharmaciesDeleted).toBe(1);
      expect((await write).success).toBe(true);
      const [again] = [...(await idsOf(['Köprü'])).values()];
      expect(again).not.toBe(pharmacy);
      const entries = await services.db
        .select({ date: dutyRosters.dutyDate })
        .from(dutyEntries)
        .innerJoin(dutyRosters, eq(dutyRosters.id, dutyEntries.rosterId))
        .where(eq(dutyEntries.pharmacyId, again!));
      expect(entries).toEqual([{ date: '2026-11-22' }]);
    } finally {
      await holder.query('rollback').catch(() => {});
      await holder.end();
      await watcher.end();
    }
  },
);
