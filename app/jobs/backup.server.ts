import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { createPglite, type Database } from '#app/db/client.server.ts';
import { checkRestoredPglite, readEmbeddedBackup, refusal } from '#app/jobs/restore-checks.server.ts';

/**
 * Backups of the embedded database (PGlite): a gzip tarball of its data directory taken with
 * `dumpDataDir` from the process that has the database open, so the copy is consistent (PGlite
 * runs one statement at a time in that process; the dump waits for the one running). The running
 * server takes one daily (app/jobs/maintenance.server.ts); `npm run backup` takes one with the
 * server stopped (the DATA_DIR lock refuses it otherwise). `npm run restore` loads one into a
 * fresh data directory with the server stopped. PostgreSQL is backed up with pg_dump and
 * restored by app/jobs/restore-postgres.server.ts (docs/operations.md, "Backup and restore").
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
 * holds the DATA_DIR lock). The archive is checked whole first (app/jobs/restore-checks.server.ts),
 * then loaded and read in a new folder; only then is the current database moved aside
 * (`pglite.before-restore-…`, kept for the operator to delete) and the restored one put in its
 * place. A refusal (RestoreRefusedError) leaves DATA_DIR as it was. Migrations newer than the
 * backup run at the next start.
 */
export async function restoreBackup(options: {
  file: string;
  dataDir: string;
}): Promise<{ movedAside: string | null }> {
  const target = path.join(options.dataDir, 'pglite');
  await mkdir(options.dataDir, { recursive: true });
  // Folders left by a restore that was killed part way: the caller holds the lock, so no other
  // restore is using them.
  for (const name of await readdir(options.dataDir)) {
    if (name.startsWith('pglite.restoring-'))
      await rm(path.join(options.dataDir, name), { recursive: true, force: true });
  }
  const tar = await readEmbeddedBackup(options.file, new Uint8Array(await readFile(options.file)));
  const staging = path.join(options.dataDir, `pglite.restoring-${process.pid}`);
  try {
    let restored: PGlite;
    try {
      restored = await createPglite(staging, new Blob([tar], { type: 'application/x-tar' }));
    } catch {
      throw refusal(options.file, 'bozuk, içindeki veritabanı açılamıyor');
    }
    try {
      await checkRestoredPglite(options.file, restored);
    } finally {
      await restored.close().catch(() => {});
    }
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
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
