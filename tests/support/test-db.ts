import { randomBytes } from 'node:crypto';
import { openAsBlob } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '#app/db/client.server.ts';

/**
 * A fresh database for one test file, built from the real migrations: in-memory
 * PGlite copied from the run's migrated image (tests/support/global-setup.ts) by
 * default, or a new throw-away database on the PostgreSQL server named by
 * TEST_DATABASE_URL, migrated once (CI runs the database suites both ways).
 * `close` ends the connection; `dispose` also drops a PostgreSQL database.
 */
export type TestDatabase = DatabaseHandle & { databaseUrl: string | null; dispose(): Promise<void> };

export const usingPostgres = Boolean(process.env.TEST_DATABASE_URL);

export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const imagePath = inject('pgliteImagePath');
    if (!imagePath)
      throw new Error('No PGlite image: run the tests through vitest.config.ts (its globalSetup makes one)');
    const image = await openAsBlob(imagePath);
    const handle = await openDatabase({ databaseUrl: null, dataDir: 'memory://', purpose: 'test', image });
    return { ...handle, databaseUrl: null, dispose: () => handle.close() };
  }
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), dataDir: 'unused', purpose: 'test' });
  let closing: Promise<void> | null = null;
  const close = () => (closing ??= handle.close());
  return {
    ...handle,
    close,
    databaseUrl: url.toString(),
    async dispose() {
      await close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
