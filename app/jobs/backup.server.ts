import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { createPglite, type Database } from '#app/db/client.server.ts';

/**
 * Backups of the embedded database (PGlite): a gzip tarball of its data directory taken with
 * `dumpDataDir` from the process that has the database open, so the copy is consistent (PGlite
 * runs one statement at a time in that process; the dump waits for the one running). The running
 * server takes one daily (app/jobs/maintenance.server.ts); `npm run backup` takes one with the
 * server stopped (the DATA_DIR lock refuses it otherwise). `npm run restore` loads one into a
 * fresh data directory with the server stopped. PostgreSQL is backed up with pg_dump
 * (docs/operations.md, "Backup and restore").
 */

const PREFIX = 'nobetci-eczane-';
const SUFFIX = '.tar.gz';

/** The PGlite behind a Drizzle database, or null on PostgreSQL. */
export function getPglite(db: Database): PGlite | null {
  const client = (db as unknown as { $client?: unknown }).$client;
  return client && typeof (client as PGlite).dumpDataDir === 'function' ? (client as PGlite) : null;
}

/** `nobetci-eczane-20261122T003000Z.tar.gz`: names sort by time. */
export function toBackupName(now: Date): string {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z');
  return `${PREFIX}${stamp}${SUFFIX}`;
}

export async function writeBackup(
  db: Database,
  options: { dir: string; now: Date },
): Promise<{ file: string; bytes: number }> {
  const pglite = getPglite(db);
  if (!pglite) throw new Error('Backups of PostgreSQL are taken with pg_dump (docs/operations.md).');
  const dump = await pglite.dumpDataDir('gzip');
  const bytes = Buffer.from(await dump.arrayBuffer());
  await mkdir(options.dir, { recursive: true });
  const file = path.resolve(options.dir, toBackupName(options.now));
  // Written whole under a temporary name first: a crash never leaves a half backup under a real name.
  const partial = `${file}.partial`;
  await writeFile(partial, bytes);
  await rename(partial, file);
  return { file, bytes: bytes.length };
}

/** Keeps the newest `keep` backups in `dir` (by name, which is by time); returns the removed files. */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const names = (await readdir(dir).catch(() => [] as string[]))
    .filter((name) => name.startsWith(PREFIX) && name.endsWith(SUFFIX))
    .sort()
    .reverse();
  const removed = names.slice(Math.max(keep, 1)).map((name) => path.join(dir, name));
  for (const file of removed) await rm(file, { force: true });
  return removed;
}

/**
 * Restores `file` as the embedded database of `dataDir` (the server must be stopped: the caller
 * holds the DATA_DIR lock). The backup is loaded and checked in a new folder first; only then is
 * the current database moved aside (`pglite.before-restore-…`, kept for the operator to delete)
 * and the restored one put in its place. Migrations newer than the backup run at the next start.
 */
export async function restoreBackup(options: {
  file: string;
  dataDir: string;
}): Promise<{ movedAside: string | null }> {
  const target = path.join(options.dataDir, 'pglite');
  const staging = path.join(options.dataDir, `pglite.restoring-${process.pid}`);
  await rm(staging, { recursive: true, force: true });
  await mkdir(options.dataDir, { recursive: true });
  const archive = new Blob([new Uint8Array(await readFile(options.file))]);
  try {
    const restored = await createPglite(staging, archive);
    try {
      await restored.query('select count(*) from users');
    } finally {
      await restored.close();
    }
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw new Error(`${options.file} is not a backup of this site's database: ${String(error)}`, { cause: error });
  }
  let movedAside: string | null = null;
  if (await stat(target).catch(() => null)) {
    movedAside = `${target}.before-restore-of-${path.basename(options.file).replace(/\.tar\.gz$/, '')}`;
    await rm(movedAside, { recursive: true, force: true });
    await rename(target, movedAside);
  }
  await rename(staging, target);
  return { movedAside };
}
