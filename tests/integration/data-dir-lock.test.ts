import { execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, expect, inject, test } from 'vitest';
import { openDatabase } from '#app/db/client.server.ts';
import { acquireDataDirLock, isLockOwnerAlive, readProcessState } from '#app/db/data-dir-lock.server.ts';
import { usingPostgres } from '#tests/support/test-db.ts';

const dir = mkdtempSync(path.join(os.tmpdir(), 'eczane-lock-'));
const lockFile = path.join(dir, 'embedded-db.lock');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Who the lock file names, as a second process reads it. */
const lockOwner = () => JSON.parse(readFileSync(lockFile, 'utf8')) as { pid: number; purpose: string };

const run = promisify(execFile);

/**
 * `npm run import` in a process of its own, as an operator runs it beside the server. Waited for
 * without blocking this worker, which serves the test's own database meanwhile.
 */
async function runImport(file: string): Promise<{ status: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['scripts/import.ts', file, '--date', '2026-11-22'], {
      env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '', DEMO_DATA: 'false', LOG_LEVEL: 'silent' },
      encoding: 'utf8',
    });
    return { status: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { status: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

// The lock belongs to the embedded database only; the PostgreSQL run skips this file's work.
test.runIf(!usingPostgres)(
  'a second process on the same data directory is refused with advice, then works once it is free',
  async () => {
    const file = path.join(dir, 'roster.txt');
    writeFileSync(file, 'Eczane Adı: Kilit | Konum: Giresun | İlçe: Merkez | Telefon: 0454 216 00 00\n');
    // The folder starts as the run's migrated database (tests/support/global-setup.ts, a tar of its
    // data directory): making and migrating a new cluster on disk took longer than the rest of the
    // test, and `tar` unpacks the image in a fraction of the time PGlite takes to write it. The
    // browser tests' servers start on new folders.
    mkdirSync(path.join(dir, 'pglite'));
    await run('tar', ['-xf', inject('pgliteImagePath'), '-C', path.join(dir, 'pglite')]);

    // openDatabase takes the lock before it starts the database, so the child, which spends most of
    // its time loading modules, is started while this process is still opening the database.
    const opening = openDatabase({ databaseUrl: null, dataDir: dir, purpose: 'web server, port 3000' });
    expect(lockOwner()).toMatchObject({ pid: process.pid, purpose: 'web server, port 3000' });
    const refusing = runImport(file);
    const first = await opening;
    const refused = await refusing;
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('is in use by another process');
    expect(refused.stderr).toContain(`PID ${process.pid}, web server, port 3000`);
    expect(refused.stderr).toContain('stop the server');
    await expect(openDatabase({ databaseUrl: null, dataDir: dir, purpose: 'second server' })).rejects.toThrow(
      /in use by another process/,
    );
    await first.close();
    expect(existsSync(lockFile)).toBe(false);

    const accepted = await runImport(file);
    expect(accepted.stderr).toBe('');
    expect(accepted.status).toBe(0);
    expect(accepted.stdout).toContain('giresun 2026-11-22: 0 removed, 1 inserted');
  },
  // Each child process loads every module first: allow for a busy machine.
  60_000,
);

// The takeover is the lock's own rule (openDatabase takes the lock first, as the test above shows):
// tested on the lock itself, without starting a database for it.
test.runIf(!usingPostgres)('a lock left by a process that died is taken over', () => {
  writeFileSync(lockFile, JSON.stringify({ pid: 2 ** 22 + 12345, purpose: 'crashed' }));
  const lock = acquireDataDirLock(dir, 'after crash');
  expect(lockOwner()).toMatchObject({ pid: process.pid, purpose: 'after crash' });
  lock.release();
  expect(existsSync(lockFile)).toBe(false);
});

// Opening the embedded database faults in its whole buffer pool (ADR 0001): 16 MB holds a running
// site's data, the 128 MB its data directory names cost ~0.4 s and ~110 MB at every start.
test.runIf(!usingPostgres)('the embedded database on disk opens with a 16 MB buffer pool', async () => {
  const handle = await openDatabase({ databaseUrl: null, dataDir: dir, purpose: 'test' });
  try {
    const result = await handle.db.execute(sql`show shared_buffers`);
    expect((result as unknown as { rows: unknown[] }).rows).toEqual([{ shared_buffers: '16MB' }]);
  } finally {
    await handle.close();
  }
});

// A server killed with SIGKILL stays a zombie until its parent (npm, a shell) reaps it: its PID still
// answers signals for a while, and the restart that followed was refused until the parent got to it.
test.runIf(!usingPostgres && process.platform === 'linux')(
  'a lock whose owner was killed but not yet reaped (a zombie) is taken over',
  async () => {
    // `sleep 30` takes over the shell's process and never reaps the shell's child, `sleep 0.05`,
    // which is a zombie from the moment it ends until `sleep 30` does.
    const parent = spawn('/bin/sh', ['-c', 'sleep 0.05 & echo $!; exec sleep 30'], {
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    try {
      const [line] = (await once(parent.stdout, 'data')) as [Buffer];
      const zombie = Number(line.toString().trim());
      const deadline = performance.now() + 5000;
      while (readProcessState(zombie) !== 'Z' && performance.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      expect(readProcessState(zombie)).toBe('Z');
      expect(() => process.kill(zombie, 0)).not.toThrow();

      writeFileSync(lockFile, JSON.stringify({ pid: zombie, purpose: 'killed server' }));
      const lock = acquireDataDirLock(dir, 'restart after kill -9');
      expect(lockOwner()).toMatchObject({ pid: process.pid, purpose: 'restart after kill -9' });
      lock.release();
    } finally {
      parent.kill('SIGKILL');
    }
  },
);

test('a lock owner counts as running unless its process is gone, a zombie or dying', () => {
  expect(isLockOwnerAlive(process.pid, () => 'S')).toBe(true);
  expect(isLockOwnerAlive(process.pid, () => 'R')).toBe(true);
  // Elsewhere than Linux there is no /proc to read: a process that answers signals is running.
  expect(isLockOwnerAlive(process.pid, () => null)).toBe(true);
  expect(isLockOwnerAlive(process.pid, () => 'Z')).toBe(false);
  expect(isLockOwnerAlive(process.pid, () => 'X')).toBe(false);
  expect(isLockOwnerAlive(2 ** 22 + 12345, () => 'S')).toBe(false);
});
