import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, expect, test } from 'vitest';
import { openDatabase } from '#app/db/client.server.ts';
import { usingPostgres } from '#tests/support/test-db.ts';

const dir = mkdtempSync(path.join(os.tmpdir(), 'eczane-embedded-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function sharedBuffers(): Promise<string | undefined> {
  const handle = await openDatabase({ databaseUrl: null, dataDir: dir, purpose: 'test' });
  try {
    const result = await handle.db.execute(sql`show shared_buffers`);
    return (result as unknown as { rows: { shared_buffers: string }[] }).rows[0]?.shared_buffers;
  } finally {
    await handle.close();
  }
}

// A start of the embedded database faults in its whole buffer pool (ADR 0001): 16 MB holds a
// running site's data, the 128 MB its data directory names cost ~0.4 s and ~110 MB at every start.
test.runIf(!usingPostgres)('the embedded database opens with a 16 MB buffer pool, new or existing', async () => {
  expect(await sharedBuffers()).toBe('16MB');
  expect(await sharedBuffers()).toBe('16MB');
});
