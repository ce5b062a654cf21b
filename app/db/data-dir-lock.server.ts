import { mkdirSync, openSync, readFileSync, rmSync, writeSync, closeSync } from 'node:fs';
import path from 'node:path';

/**
 * The embedded database belongs to one process (docs/operations.md, "Starting and stopping"). A lock file in
 * DATA_DIR records the owner's PID; a second process is refused while that
 * process lives, and a lock left by a process that died is taken over.
 */

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

export type DataDirLock = { release(): void };

/** Lock files this process holds, so a second open in the same process is refused too. */
const heldHere = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function acquireDataDirLock(dataDir: string, purpose: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'embedded-db.lock');
  // When this process took the lock, for an operator reading the file: the machine's time, not data.
  // eslint-disable-next-line no-restricted-syntax
  const content = JSON.stringify({ pid: process.pid, purpose, since: new Date().toISOString() });
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, content);
      closeSync(fd);
      heldHere.add(file);
      return {
        release() {
          heldHere.delete(file);
          try {
            if (readFileSync(file, 'utf8') === content) rmSync(file);
          } catch {
            // Already gone: nothing to release.
          }
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    let owner: { pid?: number; purpose?: string; since?: string } = {};
    try {
      owner = JSON.parse(readFileSync(file, 'utf8')) as typeof owner;
    } catch {
      // A half-written or foreign file: treat as stale.
    }
    // A lock with our own PID that we do not hold is left from an earlier process
    // that had the same PID (common in containers): stale.
    const ownedByUs = owner.pid === process.pid && heldHere.has(file);
    if (typeof owner.pid === 'number' && (ownedByUs || (owner.pid !== process.pid && isAlive(owner.pid)))) {
      throw new DataDirLockedError(
        `The embedded database in ${path.resolve(dataDir)} is in use by another process ` +
          `(PID ${owner.pid}, ${owner.purpose ?? 'unknown'}, since ${owner.since ?? '?'}). ` +
          'Only one process may open it at a time. Stop that process first (for the import CLI: stop the server, ' +
          'run the import, start the server again), or use PostgreSQL through DATABASE_URL to run several processes.',
      );
    }
    rmSync(file, { force: true });
  }
  throw new DataDirLockedError(`Could not lock ${file}; another process keeps taking it.`);
}
