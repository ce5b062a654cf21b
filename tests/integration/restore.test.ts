import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync, gzipSync } from 'node:zlib';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { createUser } from '#app/auth/users.server.ts';
import { openDatabase, type Database } from '#app/db/client.server.ts';
import { dutyEntries, dutyRosters, pharmacies, provinces, users } from '#app/db/schema.ts';
import { restoreBackup, writeBackup } from '#app/jobs/backup.server.ts';
import { RestoreRefusedError } from '#app/jobs/restore-checks.server.ts';
import { restorePostgres } from '#app/jobs/restore-postgres.server.ts';
import type { AppServices } from '#app/services.server.ts';
import { usingPostgres } from '#tests/support/test-db.ts';
import { createTestServices } from '#tests/support/test-services.ts';

/**
 * `npm run restore -- <file>` (scripts/restore.ts): a truncated, cut or damaged backup is refused
 * with one Turkish sentence and the live database stays exactly as it was; a good backup replaces
 * it. Each half runs the command as the operator runs it, in a child process, for a good backup and
 * for one refusal; the other refusals call the restore the command calls, in this process: a child
 * spends seconds loading the application's modules before it reads a byte of the backup. The
 * embedded half runs on the PGlite run, the PostgreSQL half on the PostgreSQL run
 * (TEST_DATABASE_URL), against a throw-away database.
 */

const root = fileURLToPath(new URL('../..', import.meta.url));
const clock = new Date('2026-11-22T09:00:00Z');
const folders: string[] = [];
const tempDir = (name: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), `restore-${name}-`));
  folders.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

type Exit = { code: number | null; stdout: string; stderr: string };

/** Runs a program to its end, collecting what it printed. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<Exit> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** `npm run restore -- <file>` (what the npm script runs after its Node version check). */
const restore = (file: string, env: Record<string, string>) =>
  run(process.execPath, ['scripts/restore.ts', file], { PATH: process.env.PATH, LOG_LEVEL: 'silent', ...env });

/** The one sentence of every refusal: which file, why, and that the live database was left alone. */
const REFUSAL = /^Geri yükleme yapılmadı: .+; mevcut veritabanı olduğu gibi duruyor\.$/;

/** A refusal as the operator sees it: one Turkish sentence, no stack trace, exit code 1. */
function expectRefusal(exit: Exit, reason: RegExp) {
  expect(exit.code).toBe(1);
  const lines = exit.stderr.trim().split('\n');
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(REFUSAL);
  expect(lines[0]).toMatch(reason);
  expect(exit.stdout).toBe('');
}

/** A refusal from the restore itself: the sentence the command prints (scripts/cli.ts prints the message). */
async function expectRefused(restoring: Promise<unknown>, reason: RegExp) {
  const error = await restoring.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(RestoreRefusedError);
  expect((error as Error).message).toMatch(REFUSAL);
  expect((error as Error).message).toMatch(reason);
}

const roster = (province: string, district: string, names: string[]) =>
  names
    .map((name) => `Eczane Adı: ${name} | Konum: ${province} | İlçe: ${district} | Adres: ${name} Sok. 1`)
    .join('\n');

/** The site's data as its pages and sign-in see it: every roster line, pharmacy and user. */
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
  const pharmacyNames = await db.select({ name: pharmacies.name }).from(pharmacies).orderBy(asc(pharmacies.name));
  const people = await db
    .select({ username: users.username, role: users.role, passwordHash: users.passwordHash })
    .from(users)
    .orderBy(asc(users.username));
  return { rosters, pharmacies: pharmacyNames.map((p) => p.name), people };
}

/** Two days of Giresun rosters and a second user besides the admin. */
async function fillSite(services: AppServices) {
  for (const [dutyDate, names] of [
    ['2026-11-21', ['Hayat', 'Şifa']],
    ['2026-11-22', ['Çınar', 'Güneş', 'Ilgaz']],
  ] as const) {
    const result = await services.importRosterText(roster('Giresun', 'Görele', [...names]), {
      dutyDate,
      source: 'import',
      fetchedAt: clock,
    });
    expect(result.success).toBe(true);
  }
  await createUser(services.db, { username: 'okur', password: 'okur-sifresi-1234', role: 'user', now: clock });
}

/** What changes after the backup, so a restore visibly brings the backup's data back. */
async function changeSite(services: AppServices) {
  await createUser(services.db, { username: 'sonradan', password: 'sonradan-sifre-1234', role: 'user', now: clock });
  await services.db.delete(users).where(eq(users.username, 'okur'));
}

describe.skipIf(usingPostgres)('embedded database (PGlite)', () => {
  const dataDir = tempDir('data');
  const env = { DATA_DIR: dataDir };
  let backup = '';
  let atBackup: Awaited<ReturnType<typeof readState>>;
  /** The live database before any restore: every refusal leaves it so, and a restore moves it aside whole. */
  let live = '';

  /** Every file of a database folder, byte for byte. */
  function fingerprint(folder = path.join(dataDir, 'pglite')): string {
    const hash = createHash('sha256');
    const walk = (dir: string) => {
      for (const name of readdirSync(dir).sort()) {
        const file = path.join(dir, name);
        hash.update(path.relative(folder, file));
        if (statSync(file).isDirectory()) walk(file);
        else hash.update(readFileSync(file));
      }
    };
    walk(folder);
    return hash.digest('hex');
  }

  beforeAll(async () => {
    // The live database: the run's migrated database (tests/support/global-setup.ts, a tar of its
    // data directory) in DATA_DIR, without the rosters and users of the backup. `tar` unpacks it
    // in a fraction of the seconds PGlite takes to write and close the same files.
    const image = inject('pgliteImagePath');
    if (!image) throw new Error('No PGlite image: run the tests through vitest.config.ts');
    mkdirSync(path.join(dataDir, 'pglite'));
    expect(await run('tar', ['-xf', image, '-C', path.join(dataDir, 'pglite')], process.env)).toMatchObject({
      code: 0,
    });
    live = fingerprint();
    // The backup: a site with rosters and users, written as the nightly job writes it. The site
    // runs in memory: a second database on disk would only cost its start.
    const services = await createTestServices({
      now: () => clock,
      env: { ADMIN_USERNAME: 'yonetici', ADMIN_PASSWORD: 'cok-gizli-sifre-123' },
    });
    try {
      await fillSite(services);
      atBackup = await readState(services.db);
      ({ file: backup } = await writeBackup(services.db, { dir: tempDir('backups'), now: clock }));
    } finally {
      await services.dispose();
    }
  });

  /** The backup unpacked, its larger database files overwritten, packed again: a whole gzip of a whole tar. */
  function withDamagedPages(): Buffer {
    const tar = gunzipSync(readFileSync(backup));
    let offset = 0;
    while (tar.subarray(offset, offset + 512).some((byte) => byte !== 0)) {
      const name = tar.toString('latin1', offset, offset + 100).replace(/\0.*$/s, '');
      const size = Number.parseInt(tar.toString('latin1', offset + 124, offset + 136).replace(/\0.*$/s, ''), 8);
      if (/^\/?base\/\d+\/\d+$/.test(name) && size >= 65_536) tar.fill(0xa5, offset + 512, offset + 512 + size);
      offset += 512 + Math.ceil(size / 512) * 512;
    }
    // The fastest compression: a whole gzip all the same, and the default level took a second.
    return gzipSync(tar, { level: 1 });
  }

  /** A whole, valid tar.gz, of the wrong thing: the migrations folder. */
  async function tarOfMigrations(): Promise<Buffer> {
    const file = path.join(tempDir('tar'), 'drizzle.tar.gz');
    expect(await run('tar', ['-czf', file, '-C', root, 'drizzle'], process.env)).toMatchObject({ code: 0 });
    return readFileSync(file);
  }

  /** A backup file with the name the nightly job gives, holding `bytes`. */
  function badBackup(bytes: Uint8Array): string {
    const file = path.join(tempDir('bad'), 'nobetci-eczane-20261122T090000Z.tar.gz');
    writeFileSync(file, bytes);
    return file;
  }

  /** Nothing left behind: no staging folder, no lock, the live database byte for byte. */
  function expectUntouched() {
    expect(readdirSync(dataDir)).toEqual(['pglite']);
    expect(fingerprint()).toBe(live);
  }

  // Refused before a database is started: the checks of restoreBackup, the function the command runs.
  test.each([
    ['cut to its first half', () => readFileSync(backup).subarray(0, statSync(backup).size / 2), /gzip/],
    ['random bytes', () => randomBytes(200_000), /gzip/],
    [
      'a gzip of a file that is no archive',
      () => gzipSync(readFileSync(path.join(root, 'package.json'))),
      /tar arşivi/,
    ],
    ['a tar.gz of another folder', tarOfMigrations, /PGlite veri klasörü yok/],
  ])('a backup that is %s is refused and nothing is left behind', async (_, make, reason) => {
    await expectRefused(restoreBackup({ file: badBackup(await make()), dataDir }), reason);
    expectUntouched();
  });

  // Refused once the database in it fails to start: run as the operator runs it, so the lock the
  // command takes and the database that failed in its staging folder are both seen to be gone.
  test('a backup that is a whole archive of damaged database files is refused and nothing is left behind', async () => {
    expectRefusal(await restore(badBackup(withDamagedPages()), env), /veritabanı açılamıyor/);
    expectUntouched();
  }, 60_000);

  test('a good backup restores, and the database before it is moved aside', async () => {
    const exit = await restore(backup, env);
    expect(exit).toMatchObject({ code: 0, stderr: '' });
    expect(exit.stdout).toContain('geri yüklendi');
    const aside = `pglite.before-restore-of-${path.basename(backup, '.tar.gz')}`;
    expect(readdirSync(dataDir).sort()).toEqual(['pglite', aside]);
    expect(fingerprint(path.join(dataDir, aside))).toBe(live);
    // Opened the way every entry point opens it (migrations newer than the backup would run here).
    const handle = await openDatabase({ databaseUrl: null, dataDir, purpose: 'test' });
    try {
      expect(await readState(handle.db)).toEqual(atBackup);
    } finally {
      await handle.close();
    }
  }, 60_000);
});

describe.skipIf(!usingPostgres)('PostgreSQL (DATABASE_URL)', () => {
  let services: AppServices & { dispose(): Promise<void> };
  let env: Record<string, string>;
  let backupDir = '';
  let good = '';
  let atBackup: Awaited<ReturnType<typeof readState>>;
  const dumps = tempDir('dumps');

  const pgDump = async (file: string, ...options: string[]) => {
    const exit = await run(
      'pg_dump',
      ['--format=custom', ...options, `--file=${file}`, services.config.databaseUrl!],
      process.env,
    );
    expect(exit).toMatchObject({ code: 0, stderr: '' });
    return file;
  };

  beforeAll(async () => {
    // A throw-away database of its own on the TEST_DATABASE_URL server, dropped in afterAll.
    services = await createTestServices({
      now: () => clock,
      env: { ADMIN_USERNAME: 'yonetici', ADMIN_PASSWORD: 'cok-gizli-sifre-123' },
    });
    backupDir = tempDir('backups');
    env = { DATABASE_URL: services.config.databaseUrl!, BACKUP_DIR: backupDir };
    await fillSite(services);
    atBackup = await readState(services.db);
    good = await pgDump(path.join(dumps, 'nobetci.dump'));
  });
  afterAll(async () => {
    await services?.dispose();
  });

  /** A copy of the good dump with `change` applied to its bytes. */
  const variant = (name: string, change: (bytes: Buffer) => Buffer) => {
    const file = path.join(dumps, name);
    writeFileSync(file, change(readFileSync(good)));
    return file;
  };

  /**
   * restorePostgres, the function the command runs, as the command runs it from a script (no
   * terminal: no question). `asked` tells whether the dump passed its checks.
   */
  function restoreHere(file: string, processEnv?: NodeJS.ProcessEnv) {
    const outcome = { asked: false };
    const restoring = restorePostgres({
      file,
      databaseUrl: env.DATABASE_URL!,
      backupDir,
      confirm: async () => {
        outcome.asked = true;
        return true;
      },
      env: processEnv,
    });
    return Object.assign(outcome, { restoring });
  }

  test.each([
    [
      'truncated (its last 100 bytes missing)',
      () => variant('truncated.dump', (b) => b.subarray(0, b.length - 100)),
      /sonuna kadar okunamıyor/,
    ],
    [
      'cut (its first 4096 bytes only)',
      () => variant('cut.dump', (b) => b.subarray(0, 4096)),
      /pg_dump --format=custom yedeği değil ya da bozuk/,
    ],
    [
      'damaged (2 KB overwritten in the middle)',
      () => variant('damaged.dump', (b) => b.fill(0xa5, b.length >> 1, (b.length >> 1) + 2048)),
      /bozuk/,
    ],
    [
      'schema only',
      () => pgDump(path.join(dumps, 'schema.dump'), '--schema-only'),
      /şu tabloların verisi yok: drizzle.__drizzle_migrations, public.provinces/,
    ],
  ])('a dump that is %s is refused before the database is touched', async (_, make, reason) => {
    const attempt = restoreHere(await make());
    await expectRefused(attempt.restoring, reason);
    expect(attempt.asked).toBe(false);
    expect(await readState(services.db)).toEqual(atBackup);
    expect(readdirSync(backupDir)).toEqual([]);
  });

  test('a dump that breaks half way through loading is rolled back: the live data stays', async () => {
    // Uncompressed, with an impossible date in a roster row: it lists and reads to its end, and
    // fails only when PostgreSQL loads that row, after the old tables were dropped.
    const plain = await pgDump(path.join(dumps, 'plain.dump'), '--compress=0');
    const bytes = readFileSync(plain);
    const at = bytes.indexOf('2026-11-22\t');
    expect(at).toBeGreaterThan(0);
    bytes.write('2026-13-22', at, 'latin1');
    const bad = path.join(dumps, 'bad-row.dump');
    writeFileSync(bad, bytes);
    const attempt = restoreHere(bad);
    await expectRefused(attempt.restoring, /tek işlem olarak geri alındı \(pg_restore: error: .*2026-13-22/);
    expect(attempt.asked).toBe(true);
    expect(await readState(services.db)).toEqual(atBackup);
  });

  test('without the PostgreSQL client programs the restore says what to install', async () => {
    const attempt = restoreHere(good, { ...process.env, PATH: path.dirname(process.execPath) });
    const error = await attempt.restoring.then(
      () => null,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(RestoreRefusedError);
    expect((error as Error).message).toBe(
      "Geri yükleme yapılmadı: pg_restore bulunamadı, PostgreSQL istemci araçlarını kurun (Debian/Ubuntu: apt install postgresql-client) ya da PATH'e ekleyin; mevcut veritabanı olduğu gibi duruyor.",
    );
    expect(attempt.asked).toBe(false);
    expect(await readState(services.db)).toEqual(atBackup);
  });

  // The command as the operator runs it, from a script: the connection from DATABASE_URL, the copy
  // into BACKUP_DIR, what it prints and its exit code.
  test('a good dump restores, after a copy of the database it replaces', async () => {
    await changeSite(services);
    const changed = await readState(services.db);
    expect(changed.people.map((p) => p.username)).toEqual(['sonradan', 'yonetici']);
    const exit = await restore(good, env);
    expect(exit).toMatchObject({ code: 0, stderr: '' });
    const copy = path.join(backupDir, 'before-restore-of-nobetci.dump');
    expect(exit.stdout).toContain(copy);
    expect(existsSync(copy)).toBe(true);
    expect(await readState(services.db)).toEqual(atBackup);
  }, 60_000);
});
