import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '#app/db/client.server.ts';

/**
 * A fresh database for one test file, built from the real migrations: in-memory
 * PGlite by default, or a new throw-away database on the PostgreSQL server named
 * by TEST_DATABASE_URL (CI runs the database suites both ways).
 */
export type TestDatabase = DatabaseHandle & { databaseUrl: string | null; dispose(): Promise<void> };

export const usingPostgres = Boolean(process.env.TEST_DATABASE_URL);

export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const handle = await openDatabase({ databaseUrl: null, dataDir: 'memory://', purpose: 'test' });
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
  return {
    ...handle,
    databaseUrl: url.toString(),
    async dispose() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
