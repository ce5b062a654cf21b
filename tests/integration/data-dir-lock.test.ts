import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, expect, test } from 'vitest';
import { openDatabase } from '#app/db/client.server.ts';
import { usingPostgres } from '#tests/support/test-db.ts';

const dir = mkdtempSync(path.join(os.tmpdir(), 'eczane-lock-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function runImport(file: string) {
  return spawnSync(process.execPath, ['scripts/import.ts', file, '--date', '2026-11-22'], {
    env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '', DEMO_DATA: 'false', LOG_LEVEL: 'silent' },
    encoding: 'utf8',
  });
}

// The lock belongs to the embedded database only; the PostgreSQL run skips this file's work.
test.runIf(!usingPostgres)(
  'a second process on the same data directory is refused with advice, then works once it is free',
  async () => {
    const file = path.join(dir, 'roster.txt');
    writeFileSync(file, 'Eczane Adı: Kilit | Konum: Giresun | İlçe: Merkez | Telefon: 0454 216 00 00\n');

    const first = await openDatabase({ databaseUrl: null, dataDir: dir, purpose: 'web server, port 3000' });
    const refused = runImport(file);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('is in use by another process');
    expect(refused.stderr).toContain(`PID ${process.pid}, web server, port 3000`);
    expect(refused.stderr).toContain('stop the server');
    await expect(openDatabase({ databaseUrl: null, dataDir: dir, purpose: 'second server' })).rejects.toThrow(
      /in use by another process/,
    );
    await first.close();

    const accepted = runImport(file);
    expect(accepted.stderr).toBe('');
    expect(accepted.status).toBe(0);
    expect(accepted.stdout).toContain('giresun 2026-11-22: 0 removed, 1 inserted');
  },
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
