import { randomBytes } from 'node:crypto';
import { openAsBlob } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, rowsOf, type DatabaseHandle } from '#app/db/client.server.ts';

/**
 * A fresh database for one test file, built from the real migrations: by default an in-memory
 * PGlite copied from the run's migrated image (tests/support/global-setup.ts), or one that a file
 * before it closed, emptied back to that image (below); or a new throw-away database on the
 * PostgreSQL server named by TEST_DATABASE_URL, migrated once (CI runs the database suites both ways).
 * `close` ends the connection; `dispose` also drops a PostgreSQL database, or gives a PGlite one back.
 */
export type TestDatabase = DatabaseHandle & { databaseUrl: string | null; dispose(): Promise<void> };

export const usingPostgres = Boolean(process.env.TEST_DATABASE_URL);

/**
 * An in-memory PGlite database made from the image costs ~0.5 s of CPU to open (its WebAssembly
 * memory, every page of it first touched on this machine's expensive page faults), and ~55 test
 * files each open one or two. So a worker keeps the ones its files have closed and hands them out
 * again as new: emptied (every table the image left empty truncated, identities restarted, the
 * session discarded) and checked (the schema and the image's reference rows as they were, by a
 * fingerprint). One that fails either is closed instead, and the next file gets a fresh copy.
 */
type Pooled = { handle: DatabaseHandle; fingerprint: string };

/** The image's tables: those it leaves empty, and a query fingerprinting the schema and the rest. */
type ImageShape = { emptyTables: string[]; fingerprintQuery: string };

const idle: Pooled[] = [];
let shape: ImageShape | null = null;

async function readShape(db: DatabaseHandle['db']): Promise<ImageShape> {
  const tables = rowsOf<{ name: string }>(
    await db.execute(
      sql`select format('%I.%I', schemaname, tablename) as name from pg_tables where schemaname = 'public' order by 1`,
    ),
  ).map((row) => row.name);
  const counts = rowsOf<Record<string, number>>(
    await db.execute(
      sql.raw(`select ${tables.map((table, i) => `(select count(*)::int from ${table}) as c${i}`).join(', ')}`),
    ),
  )[0]!;
  const filled = tables.filter((_, i) => counts[`c${i}`]! > 0);
  const schema =
    "(select md5(string_agg(format('%s.%s:%s', table_name, column_name, data_type), ',' order by table_name, ordinal_position)) from information_schema.columns where table_schema = 'public')";
  const rows = filled.map((table) => `(select md5(string_agg(t::text, ',' order by t::text)) from ${table} t)`);
  const emptyTables = tables.filter((table) => !filled.includes(table));
  // …and the tables the image leaves empty still empty: a write that came late shows here.
  const left = `(${emptyTables.map((table) => `(select count(*) from ${table})`).join(' + ')})::text`;
  return { emptyTables, fingerprintQuery: `select ${[schema, ...rows, left].join(' || ')} as fingerprint` };
}

async function fingerprintOf(db: DatabaseHandle['db'], query: string): Promise<string> {
  return rowsOf<{ fingerprint: string }>(await db.execute(sql.raw(query)))[0]!.fingerprint;
}

async function openFromImage(): Promise<Pooled> {
  const imagePath = inject('pgliteImagePath');
  if (!imagePath)
    throw new Error('No PGlite image: run the tests through vitest.config.ts (its globalSetup makes one)');
  const image = await openAsBlob(imagePath);
  const handle = await openDatabase({ databaseUrl: null, dataDir: 'memory://', purpose: 'test', image });
  shape ??= await readShape(handle.db);
  return { handle, fingerprint: await fingerprintOf(handle.db, shape.fingerprintQuery) };
}

/** Back to the image's state, or false (the caller closes it) when that cannot be made sure of. */
async function emptied(pooled: Pooled): Promise<boolean> {
  if (!shape) return false;
  try {
    const { db } = pooled.handle;
    await db.execute(sql.raw('discard all'));
    await db.execute(sql.raw(`truncate ${shape.emptyTables.join(', ')} restart identity cascade`));
    return (await fingerprintOf(db, shape.fingerprintQuery)) === pooled.fingerprint;
  } catch {
    return false;
  }
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const pooled = idle.pop() ?? (await openFromImage());
    // `close` closes it for good (a test of a database that stops answering does that); `dispose`,
    // at the end of a file, gives it back for the next file.
    let done: Promise<void> | null = null;
    const close = () => (done ??= pooled.handle.close());
    const dispose = () =>
      (done ??= emptied(pooled).then(async (clean) => {
        if (clean) idle.push(pooled);
        else await pooled.handle.close().catch(() => {});
      }));
    return { db: pooled.handle.db, kind: 'pglite', close, databaseUrl: null, dispose };
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
