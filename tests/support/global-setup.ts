import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '#app/db/client.server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, unseeded PGlite data directory (tarball) that each test file's database starts from. */
    pgliteImagePath: string;
  }
}

/**
 * Runs once per `vitest run`: builds the embedded database the way the application does
 * (openDatabase: the real migrations and reference data) and dumps it, so each test file
 * copies a ready database instead of running initdb and the migrations again. The image is
 * taken before the services start, so no seed (stamped with a services' clock) is in it.
 * The PostgreSQL run does not need it: each file migrates its own throw-away database.
 */
export default async function setup(project: TestProject): Promise<(() => void) | undefined> {
  if (process.env.TEST_DATABASE_URL) return undefined;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'eczane-test-image-'));
  const imagePath = path.join(dir, 'pglite.tar');
  const handle = await openDatabase({ databaseUrl: null, dataDir: 'memory://', purpose: 'test image' });
  try {
    const client: unknown = Reflect.get(handle.db, '$client');
    if (!(client instanceof PGlite)) throw new Error('openDatabase did not open an embedded PGlite database');
    const image = await client.dumpDataDir('none');
    writeFileSync(imagePath, new Uint8Array(await image.arrayBuffer()));
  } finally {
    await handle.close();
  }
  project.provide('pgliteImagePath', imagePath);
  return () => rmSync(dir, { recursive: true, force: true });
}
