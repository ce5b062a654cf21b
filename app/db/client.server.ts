import { existsSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import * as coreSchema from '#app/db/schema.ts';
import * as sourceSchema from '#app/db/schema-sources.ts';
import { acquireDataDirLock } from '#app/db/data-dir-lock.server.ts';
import { preparedClusterFor } from '#app/db/prepared-cluster.server.ts';
import { seedReferenceData } from '#app/db/reference-data.server.ts';

/** Every table: the core ones and the source chain's. */
const schema = { ...coreSchema, ...sourceSchema };

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
};

export type DatabaseOptions = {
  databaseUrl: string | null;
  dataDir: string;
  /** Shown to a second process that finds the embedded database locked. */
  purpose: string;
  /** Told about errors of idle PostgreSQL connections (they are dropped and replaced). */
  onIdleError?: (error: Error) => void;
  /**
   * In-memory PGlite only: start from this data directory (a `dumpDataDir()` tarball) instead of
   * an empty cluster. Tests copy one migrated image per file; the migrator then finds nothing to do.
   */
  image?: Blob;
  /**
   * The folder where the build left a prepared cluster (app/db/prepared-cluster.server.ts): a new
   * data directory starts from it instead of running initdb. The server passes it; tools and
   * tests make their clusters themselves.
   */
  preparedClusterDir?: string;
};

/**
 * initdb's settings, for a new data directory only: PGlite runs initdb in a second, throw-away
 * instance and copies the new cluster over as a tarball, the first start's peak. Its bootstrap
 * runs with the same 16 MB of shared buffers (which the new postgresql.conf then names), and the
 * cluster gets 1 MB WAL segments instead of 16 MB, so the segment initdb leaves is 1 MB in each
 * copy. First start (issue 40, server under V8's --liftoff-only): peak RSS 628 → 533 MB; imports
 * as fast. An existing database keeps what it has.
 */
const INITDB_PARAMS = ['-c', 'shared_buffers=16MB', '--wal-segsize=1'];

/**
 * PGlite's WebAssembly (PostgreSQL, ~1,900 functions) compiled by V8's baseline compiler only
 * (Liftoff), never re-optimised by TurboFan. TurboFan optimised ~70 of its functions in the
 * seconds after every start, in the background, with ~870 MB of compiler memory in all (one
 * function alone ~600 MB): a warm start peaked at ~820 MB RSS and settled at ~320; with these
 * flags, 256-259 MB, ready at ~222 MB (issue 40, docs/decisions/0011-memory.md). The price: a
 * 5,000-pharmacy import takes 380-600 ms instead of 320-380 once TurboFan has finished (in its
 * first seconds it was slower, sharing the two cores). Set before the module compiles; all three
 * are needed when set from code (`--liftoff-only` alone changes nothing, dynamic tiering off
 * alone optimises every function up front).
 */
function compileWasmWithBaselineOnly(): void {
  setFlagsFromString('--liftoff-only');
  setFlagsFromString('--no-wasm-tier-up');
  setFlagsFromString('--no-wasm-dynamic-tiering');
}

/**
 * Creates the embedded PostgreSQL the project's way, for the server and for a restore's check
 * alike: PGlite's own start parameters and 16 MB of shared buffers instead of the 128 MB an older
 * data directory names. Inside WebAssembly the buffer pool is fresh memory that every start
 * faults in, while a running site's whole database is ~15 MB and the host's page cache holds the
 * files behind the pool: a start ~450 ms sooner and ~110 MB less memory, imports as fast (ADR 0001).
 */
export async function createPglite(dataDir: string, loadDataDir?: Blob): Promise<PGlite> {
  compileWasmWithBaselineOnly();
  const { PGlite } = await import('@electric-sql/pglite');
  return PGlite.create(dataDir, {
    loadDataDir,
    startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
    initDbStartParams: INITDB_PARAMS,
  });
}

/** Finds the committed migrations folder, from source or from the server build. */
function findMigrationsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const candidate = path.join(dir, 'drizzle');
    if (existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error('drizzle/ migrations folder not found');
}

/**
 * True when the database already has the newest committed migration: a warm start then skips
 * the migrator (its module, its schema checks and its empty transaction).
 */
async function isMigrated(db: Database, migrationsFolder: string): Promise<boolean> {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  const newest = Math.max(...journal.entries.map((e) => e.when));
  try {
    const result = await db.execute(sql`select max(created_at)::text as applied from drizzle.__drizzle_migrations`);
    const applied = (result as unknown as { rows: { applied: string | null }[] }).rows[0]?.applied;
    return applied != null && Number(applied) >= newest;
  } catch {
    // No migrations table yet: a new database.
    return false;
  }
}

/**
 * Opens the database and brings its schema and reference data up to date, so a
 * fresh DATA_DIR or an empty PostgreSQL just works. Every entry point calls this.
 */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const migrationsFolder = findMigrationsFolder();
  if (options.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      // No JIT: the snapshot read's estimated cost crosses jit_above_cost, and compiling it took
      // 34 of its 60 ms after a 5,000-record import (auto_explain). The pool waits for this before
      // it hands the connection out; a server that refuses it keeps its default.
      onConnect: async (client) => {
        await client.query('set jit = off').catch(() => {});
      },
    });
    // An idle connection that the server closes (restart, failover) must not crash the process:
    // the pool drops it and the next query opens a new one.
    pool.on('error', (error) => options.onIdleError?.(error));
    const db = drizzle(pool, { schema });
    // Several instances may start together: one migrates, the others wait.
    const client = await pool.connect().catch((error: unknown) => {
      throw new Error(
        `Cannot connect to PostgreSQL (DATABASE_URL): ${error instanceof Error ? error.message : String(error)}`,
        { cause: error },
      );
    });
    try {
      await client.query('select pg_advisory_lock(741852)');
      if (!(await isMigrated(db, migrationsFolder))) {
        const { migrate } = await import('drizzle-orm/node-postgres/migrator');
        await migrate(db, { migrationsFolder });
      }
      await seedReferenceData(db);
    } finally {
      await client.query('select pg_advisory_unlock(741852)').catch(() => {});
      client.release();
    }
    return { db, kind: 'postgres', close: () => pool.end() };
  }

  // "memory://" gives a throw-away in-memory database (tests, benchmarks): no folder, no lock.
  const inMemory = options.dataDir === 'memory://';
  const lock = inMemory ? { release() {} } : acquireDataDirLock(options.dataDir, options.purpose);
  try {
    const { drizzle } = await import('drizzle-orm/pglite');
    if (options.image && !inMemory) throw new Error('a database image can only start an in-memory PGlite');
    const pgdata = inMemory ? 'memory://' : path.join(options.dataDir, 'pglite');
    const prepared = inMemory ? undefined : preparedClusterFor(pgdata, options.preparedClusterDir);
    let client: PGlite;
    try {
      client = await createPglite(pgdata, options.image ?? prepared);
    } catch (error) {
      if (!prepared) throw error;
      // The prepared cluster did not load (a damaged file). The folder held nothing before it,
      // so what the load left goes, and initdb makes the cluster as it would without one.
      await rm(pgdata, { recursive: true, force: true });
      client = await createPglite(pgdata);
    }
    const db = drizzle(client, { schema });
    if (!(await isMigrated(db, migrationsFolder))) {
      const { migrate } = await import('drizzle-orm/pglite/migrator');
      await migrate(db, { migrationsFolder });
    }
    await seedReferenceData(db);
    let closed = false;
    return {
      db,
      kind: 'pglite',
      async close() {
        if (closed) return;
        closed = true;
        try {
          await client.close();
        } finally {
          lock.release();
        }
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}

/** A cheap round trip for health checks. */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}

/** The rows of a raw query, as both drivers (PGlite and node-postgres) return them. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
