import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { RestoreRefusedError } from '#app/jobs/restore-checks.server.ts';
import { restorePostgres } from '#app/jobs/restore-postgres.server.ts';
import type { AppServices } from '#app/services.server.ts';
import { usingPostgres } from '#tests/support/test-db.ts';
import { createTestServices } from '#tests/support/test-services.ts';
import {
  clock,
  makeTempDirs,
  run,
  restore,
  expectRefused,
  readState,
  fillSite,
  changeSite,
} from '#tests/support/restore-fixtures.ts';

/**
 * `npm run restore -- <file>` (scripts/restore.ts): a truncated, cut or damaged backup is refused
 * with one Turkish sentence and the live database stays exactly as it was; a good backup replaces
 * it. Each half runs the command as the operator runs it, in a child process, for a good backup and
 * for one refusal; the other refusals call the restore the command calls, in this process: a child
 * spends seconds loading the application's modules before it reads a byte of the backup. This file is the PostgreSQL half, on the PostgreSQL run
 * (TEST_DATABASE_URL), against a throw-away database; restore-pglite.test.ts is the embedded one,
 * with what both use in tests/support/restore-fixtures.ts.
 */

const { tempDir, removeAll } = makeTempDirs();
afterAll(removeAll);

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
