import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { openDatabase } from '#app/db/client.server.ts';
import { restoreBackup, writeBackup } from '#app/jobs/backup.server.ts';
import { usingPostgres } from '#tests/support/test-db.ts';
import { createTestServices } from '#tests/support/test-services.ts';
import {
  root,
  clock,
  makeTempDirs,
  run,
  restore,
  expectRefusal,
  expectRefused,
  readState,
  fillSite,
} from '#tests/support/restore-fixtures.ts';

/**
 * `npm run restore -- <file>` (scripts/restore.ts): a truncated, cut or damaged backup is refused
 * with one Turkish sentence and the live database stays exactly as it was; a good backup replaces
 * it. Each half runs the command as the operator runs it, in a child process, for a good backup and
 * for one refusal; the other refusals call the restore the command calls, in this process: a child
 * spends seconds loading the application's modules before it reads a byte of the backup. This file is the embedded half, on the PGlite run;
 * restore-postgres.test.ts is the other, with what both use in tests/support/restore-fixtures.ts.
 */

const { tempDir, removeAll } = makeTempDirs();
afterAll(removeAll);

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
