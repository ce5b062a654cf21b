import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';

/**
 * A new embedded database made at build time instead of at the first start (issue 40,
 * docs/decisions/0011-memory.md). PGlite's initdb runs a second, throw-away PostgreSQL whose
 * memory is copied for each of its steps: a first start peaked at ~580 MB, over a 512 MB host's
 * means. `npm run build` (vite.config.ts, scripts/prepare-cluster.ts) makes the cluster once, with
 * the server's own initdb settings, migrated and with its reference data, and packs it as a
 * tarball; the server's first start unpacks it (~325 MB peak, ready ~1.5 s sooner) and then
 * runs the migrator and the reference data as on any start, so a build older than the code only
 * costs the usual migration.
 *
 * The file's name carries PGlite's version: a cluster another PostgreSQL build wrote is never
 * loaded (after `npm ci` upgraded PGlite without a build, the start falls back to initdb).
 */

/** The installed PGlite's version, from its package.json. */
export function pgliteVersion(): string {
  const entry = fileURLToPath(import.meta.resolve('@electric-sql/pglite'));
  let dir = path.dirname(entry);
  for (let i = 0; i < 4; i++) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest)) {
      const { name, version } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string; version?: string };
      if (name === '@electric-sql/pglite' && version) return version;
    }
    dir = path.dirname(dir);
  }
  throw new Error('@electric-sql/pglite: package.json not found');
}

/** Where the build keeps the prepared cluster for the installed PGlite, inside `dir`. */
export function preparedClusterFile(dir: string): string {
  return path.join(dir, `pglite-cluster-${pgliteVersion()}.tar.gz`);
}

/**
 * The prepared cluster to start a new data directory from, as a tar archive, or undefined: when
 * `pgdata` already holds anything (a cluster, or what a crash left: initdb's own checks decide
 * then), when the build has none for this PGlite, or when the file does not unpack (gzip's
 * checksum). It is unpacked here: PGlite's own gunzip of a damaged file fails outside any promise
 * the caller holds, and would stop the process.
 */
export function preparedClusterFor(pgdata: string, dir: string | undefined): Blob | undefined {
  if (!dir) return undefined;
  if (existsSync(pgdata) && readdirSync(pgdata).length > 0) return undefined;
  const file = preparedClusterFile(dir);
  if (!existsSync(file)) return undefined;
  try {
    return new Blob([gunzipSync(readFileSync(file))], { type: 'application/x-tar' });
  } catch {
    return undefined;
  }
}
