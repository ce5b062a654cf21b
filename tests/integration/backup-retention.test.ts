import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { createUser } from '#app/auth/users.server.ts';
import type { Database } from '#app/db/client.server.ts';
import { dutyEntries, dutyRosters, pharmacies, provinces, users } from '#app/db/schema.ts';
import { pruneBackups, restoreBackup, toBackupName } from '#app/jobs/backup.server.ts';
import { runMaintenance } from '#app/jobs/maintenance.server.ts';
import { listRecurringJobs } from '#app/jobs/registry.server.ts';
import { startServices } from '#app/services.server.ts';
import { usingPostgres } from '#tests/support/test-db.ts';
import { createTestServices } from '#tests/support/test-services.ts';

/** Backups of the embedded database, restore, and roster retention (app/jobs/backup, retention, maintenance). */

const clock = new Date('2026-11-22T09:00:00Z');
const folders: string[] = [];
const tempDir = (name: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), `${name}-`));
  folders.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

const roster = (province: string, district: string, names: string[]) =>
  names
    .map((name) => `Eczane Adı: ${name} | Konum: ${province} | İlçe: ${district} | Adres: ${name} Sok. 1`)
    .join('\n');

/** What must survive a backup and restore: every roster line and every user. */
async function readState(db: Database) {
  const rosters = await db
    .select({
      province: provinces.slug,
      dutyDate: dutyRosters.dutyDate,
      position: dutyEntries.position,
      name: pharmacies.name,
    })
    .from(dutyEntries)
    .innerJoin(dutyRosters, eq(dutyRosters.id, dutyEntries.rosterId))
    .innerJoin(provinces, eq(provinces.id, dutyRosters.provinceId))
    .innerJoin(pharmacies, eq(pharmacies.id, dutyEntries.pharmacyId))
    .orderBy(asc(provinces.slug), asc(dutyRosters.dutyDate), asc(dutyEntries.position));
  const people = await db
    .select({ username: users.username, role: users.role, passwordHash: users.passwordHash })
    .from(users)
    .orderBy(asc(users.username));
  return { rosters, people };
}

// Backups of the embedded database only (PostgreSQL is backed up with pg_dump, tests/integration/
// restore-postgres.test.ts): the PostgreSQL run, which has no migrated image, skips making a cluster for it.
test.runIf(!usingPostgres)(
  'backup → wipe → restore gives the same rosters and users',
  async () => {
    const dataDir = tempDir('data');
    const backupDir = tempDir('backups');
    const env = {
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      DEMO_DATA: 'false',
      JOBS_ENABLED: 'false',
      BACKUP_DIR: backupDir,
      ADMIN_USERNAME: 'yonetici',
      ADMIN_PASSWORD: 'cok-gizli-sifre-123',
    };
    // The folder starts as the run's migrated database (tests/support/global-setup.ts, a tar of its
    // data directory) rather than a cluster made and migrated here, which took most of this test's
    // time; `tar` unpacks it in a fraction of the time PGlite takes to write it.
    mkdirSync(path.join(dataDir, 'pglite'));
    await promisify(execFile)('tar', ['-xf', inject('pgliteImagePath'), '-C', path.join(dataDir, 'pglite')]);
    const first = await startServices({ env, purpose: 'test', now: () => clock });
    let before: Awaited<ReturnType<typeof readState>>;
    let file: string | null;
    try {
      for (const [dutyDate, names] of [
        ['2026-11-21', ['Hayat', 'Şifa']],
        ['2026-11-22', ['Çınar', 'Güneş', 'Ilgaz']],
      ] as const) {
        const result = await first.importRosterText(roster('Giresun', 'Görele', [...names]), {
          dutyDate,
          source: 'import',
          fetchedAt: clock,
        });
        expect(result.success).toBe(true);
      }
      await createUser(first.db, { username: 'okur', password: 'okur-sifresi-1234', role: 'user', now: clock });
      before = await readState(first.db);
      expect(before.rosters).toHaveLength(5);
      expect(before.people.map((p) => p.username)).toEqual(['okur', 'yonetici']);
      // Taken by the running server's nightly job, as in production.
      const result = await runMaintenance({
        db: first.db,
        writer: first.rosters,
        now: () => clock,
        log: first.log,
        config: { backupDir, backupKeep: 3, rosterRetentionDays: 0 },
      });
      file = result.backup;
    } finally {
      await first.close();
    }
    expect(file).toBe(path.join(backupDir, 'nobetci-eczane-20261122T090000Z.tar.gz'));

    rmSync(path.join(dataDir, 'pglite'), { recursive: true, force: true });
    const { movedAside } = await restoreBackup({ file: file!, dataDir });
    expect(movedAside).toBeNull();

    const second = await startServices({ env, purpose: 'test', now: () => clock });
    try {
      expect(await readState(second.db)).toEqual(before);
    } finally {
      await second.close();
    }
  },
  60_000,
);

test('a file that is not a backup is refused and the current database stays where it is', async () => {
  const dataDir = tempDir('data');
  const bogus = path.join(tempDir('bogus'), 'nobetci-eczane-20261122T090000Z.tar.gz');
  writeFileSync(bogus, 'not a tarball');
  await expect(restoreBackup({ file: bogus, dataDir })).rejects.toThrow(
    /^Geri yükleme yapılmadı: .*, gzip olarak açılamıyor; mevcut veritabanı olduğu gibi duruyor\.$/,
  );
  expect(readdirSync(dataDir)).toEqual([]);
});

test('the backup folder keeps the newest BACKUP_KEEP copies', async () => {
  const dir = tempDir('keep');
  // Five nights of backups under the names the backups get (the round trip above shows a backup
  // written under its name): pruning goes by name, and a real dump of the database takes a second.
  const night = (day: number) => new Date(clock.getTime() + day * 86_400_000);
  for (let day = 0; day < 5; day += 1) writeFileSync(path.join(dir, toBackupName(night(day))), `night ${day}`);
  const removed = await pruneBackups(dir, 2);
  expect(removed).toHaveLength(3);
  expect(readdirSync(dir).sort()).toEqual([
    'nobetci-eczane-20261125T090000Z.tar.gz',
    'nobetci-eczane-20261126T090000Z.tar.gz',
  ]);
});

// One site for the two tests below (retention and the job's slot touch different tables): each
// database of its own would cost a start.
let services: Awaited<ReturnType<typeof createTestServices>>;
beforeAll(async () => {
  services = await createTestServices({ now: () => clock });
});
afterAll(async () => {
  await services?.dispose();
});

test('pruning keeps the rosters of the last N days, each province’s newest, and the pharmacies they name', async () => {
  const dates = [
    '2026-11-10',
    '2026-11-15',
    '2026-11-18',
    '2026-11-19',
    '2026-11-20',
    '2026-11-21',
    '2026-11-22',
    '2026-11-23',
  ];
  for (const [i, dutyDate] of dates.entries()) {
    const result = await services.importRosterText(roster('Ordu', 'Altınordu', [`Eczane ${i}`]), {
      dutyDate,
      source: 'import',
      fetchedAt: clock,
    });
    expect(result.success).toBe(true);
  }
  // A province whose only roster is old keeps it: the last good data, shown with its age.
  const lone = await services.importRosterText(roster('Rize', 'Çayeli', ['Yalnız']), {
    dutyDate: '2026-10-01',
    source: 'import',
    fetchedAt: clock,
  });
  expect(lone.success).toBe(true);
  const [pharmaciesBefore] = await services.db.select({ n: count() }).from(pharmacies);
  const pruned: string[] = [];
  services.rosters.onChange(async (changes) => {
    pruned.push(...changes.map((c) => `${c.provinceSlug} ${c.dutyDate}`));
  });
  const version = services.snapshots.get().version;
  const result = await runMaintenance({
    db: services.db,
    writer: services.rosters,
    now: () => clock,
    log: services.log,
    config: { backupDir: tempDir('unused'), backupKeep: 0, rosterRetentionDays: 3 },
  });
  expect(result).toEqual({
    rostersDeleted: 3,
    reportClientsErased: 0,
    reportsDeleted: 0,
    backup: null,
    backupsRemoved: 0,
  });
  const kept = await services.db
    .select({ dutyDate: dutyRosters.dutyDate })
    .from(dutyRosters)
    .orderBy(asc(dutyRosters.dutyDate));
  expect(kept.map((r) => r.dutyDate)).toEqual([
    '2026-10-01',
    '2026-11-19',
    '2026-11-20',
    '2026-11-21',
    '2026-11-22',
    '2026-11-23',
  ]);
  // Eczane 0, 1 and 2 were on duty only on the pruned dates: no roster names them any more.
  const [pharmaciesAfter] = await services.db.select({ n: count() }).from(pharmacies);
  expect(pharmaciesAfter?.n).toBe((pharmaciesBefore?.n ?? 0) - 3);
  // The deletes went through the roster writer, which named them, and the snapshot rebuilt once.
  expect(pruned.sort()).toEqual(['ordu 2026-11-10', 'ordu 2026-11-15', 'ordu 2026-11-18']);
  const snapshot = services.snapshots.get();
  expect(snapshot.version).toBe(version + 1);
  const datesOf = (slug: string) => snapshot.rosters.get(slug)?.map((r) => r.dutyDate);
  // Pages show what they showed: Ordu's window and Rize's only roster.
  expect(datesOf('ordu')).toEqual(['2026-11-21', '2026-11-22', '2026-11-23']);
  expect(datesOf('rize')).toEqual(['2026-10-01']);
});

test('the maintenance job is registered with the scheduler and runs once per nightly slot', async () => {
  const jobs = listRecurringJobs({
    scrape: { db: services.db, provincesTotal: 81, sourceName: 'test', runClaimed: async () => {} },
    contentTasks: { db: services.db, runClaimed: async () => {} },
    maintenance: {
      db: services.db,
      writer: services.rosters,
      now: () => clock,
      log: services.log,
      config: { backupDir: tempDir('unused'), backupKeep: 0, rosterRetentionDays: 30 },
    },
  });
  const maintenance = jobs.find((job) => job.name === 'maintenance');
  expect(await maintenance?.listActive()).toEqual([{ id: 1, time: '03:30' }]);
  const item = { id: 1, time: '03:30' };
  expect(await maintenance?.claim(item, '2026-11-22 03:30', clock)).not.toBeNull();
  expect(await maintenance?.claim(item, '2026-11-22 03:30', clock)).toBeNull();
  expect(await maintenance?.claim(item, '2026-11-23 03:30', clock)).not.toBeNull();
});
