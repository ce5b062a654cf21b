import { execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, openAsBlob, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, expect, inject, test } from 'vitest';
import { createPglite, openDatabase } from '#app/db/client.server.ts';
import { isLockOwnerAlive, readProcessState } from '#app/db/data-dir-lock.server.ts';
import { usingPostgres } from '#tests/support/test-db.ts';

const dir = mkdtempSync(path.join(os.tmpdir(), 'eczane-lock-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

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
    // The folder starts as the run's migrated database (tests/support/global-setup.ts): making and
    // migrating a new cluster on disk took longer than the rest of the test. The browser tests'
    // servers start on new folders.
    await (await createPglite(path.join(dir, 'pglite'), await openAsBlob(inject('pgliteImagePath')))).close();

    const first = await openDatabase({ databaseUrl: null, dataDir: dir, purpose: 'web server, port 3000' });
    const refused = await runImport(file);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('is in use by another process');
    expect(refused.stderr).toContain(`PID ${process.pid}, web server, port 3000`);
    expect(refused.stderr).toContain('stop the server');
    await expect(openDatabase({ databaseUrl: null, dataDir: dir, purpose: 'second server' })).rejects.toThrow(
      /in use by another process/,
    );
    await first.close();

    const accepted = await runImport(file);
    expect(accepted.stderr).toBe('');
    expect(accepted.status).toBe(0);
    expect(accepted.stdout).toContain('giresun 2026-11-22: 0 removed, 1 inserted');
  },
  // Each child process loads every module first: allow for a busy machine.
  60_000,
);

test.runIf(!usingPostgres)('a lock left by a process that died is taken over', async () => {
  writeFileSync(path.join(dir, 'embedded-db.lock'), JSON.stringify({ pid: 2 ** 22 + 12345, purpose: 'crashed' }));
  const handle = await openDatabase({ databaseUrl: null, dataDir: dir, purpose: 'after crash' });
  await handle.close();
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

      writeFileSync(path.join(dir, 'embedded-db.lock'), JSON.stringify({ pid: zombie, purpose: 'killed server' }));
      const handle = await openDatabase({ databaseUrl: null, dataDir: dir, purpose: 'restart after kill -9' });
      await handle.close();
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
