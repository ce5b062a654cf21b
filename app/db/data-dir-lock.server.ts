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

/**
 * The scheduler state of a process as Linux's /proc/<pid>/stat gives it ('R', 'S', 'Z' …), or null
 * where there is no such file (another system, or the process is gone).
 */
export function readProcessState(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // "1234 (node) S 1 …": the command name may hold spaces and parentheses, so read past its last ')'.
    return (
      stat
        .slice(stat.lastIndexOf(')') + 1)
        .trim()
        .charAt(0) || null
    );
  } catch {
    return null;
  }
}

/**
 * Whether the process that wrote a lock still runs. A process killed with SIGKILL stays a zombie
 * until its parent reaps it (seconds under npm or a shell): its PID still answers signals, but
 * it will never touch the database again, so a zombie ('Z') or a dying one ('X') counts as dead.
 */
export function isLockOwnerAlive(pid: number, readState: (pid: number) => string | null = readProcessState): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const state = readState(pid);
  return state !== 'Z' && state !== 'X';
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
    if (typeof owner.pid === 'number' && (ownedByUs || (owner.pid !== process.pid && isLockOwnerAlive(owner.pid)))) {
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
