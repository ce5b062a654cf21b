import { realpathSync } from 'node:fs';

/**
 * V8's heap sized for the smallest host this site supports (512 MB, README), on every host. Node
 * sizes the heap from the machine's memory: on this 24 GB machine the young generation grew to
 * 128 MB and old space to ~95 MB committed for ~50 MB live, and the server sat at ~580 MB after
 * 20,000 unique addresses. In a 512 MB memory cgroup Node gives a 256 MB old space (and 1–2 MB
 * semi-spaces); with that old space and 8 MB semi-spaces the same run ends near 320 MB and answers
 * the unique addresses faster. 2 MB semi-spaces saved ~18 MB more but cost kept pages ~15% of their
 * rate (young collections every few hundred requests); 8 MB was within the noise of Node's own sizing
 * (docs/decisions/0011-memory.md). The live heap peaks near 66 MB (an 81-province scrape after a
 * 5,000-record import), a quarter of the limit. An operator who sets either flag (in NODE_OPTIONS
 * or on the command line) keeps theirs.
 */
const SMALL_HOST_HEAP_FLAGS: Readonly<Record<string, string>> = {
  '--max-old-space-size': '256',
  '--max-semi-space-size': '8',
};

/** The flags of SMALL_HOST_HEAP_FLAGS that neither the command line nor NODE_OPTIONS already sets. */
export function missingHeapFlags(execArgv: readonly string[], nodeOptions: string | undefined): string[] {
  const given = [...execArgv, ...(nodeOptions ?? '').split(/\s+/)].map((arg) =>
    arg.split('=')[0]!.replaceAll('_', '-'),
  );
  return Object.entries(SMALL_HOST_HEAP_FLAGS)
    .filter(([flag]) => !given.includes(flag))
    .map(([flag, value]) => `${flag}=${value}`);
}

/** True when `script` is the one the process was started with (`node <script>`), not one it imported. */
export function isEntry(script: string): boolean {
  const started = process.argv[1];
  if (!started) return false;
  try {
    return realpathSync(started) === realpathSync(script);
  } catch {
    return false;
  }
}

/**
 * Runs `script` in place of this process (same PID, `process.execve`) with the heap flags it lacks,
 * this process's own flags and arguments kept; returns only when there are none to add or the
 * platform cannot (Windows: the heap stays Node's). Whatever this process holds is gone: call it
 * before anything is set up.
 */
export function execWithHeapFlags(script: string): void {
  const missing = missingHeapFlags(process.execArgv, process.env.NODE_OPTIONS);
  if (missing.length === 0 || typeof process.execve !== 'function') return;
  const argv = [process.execPath, ...missing, ...process.execArgv, script, ...process.argv.slice(2)];
  try {
    process.execve(process.execPath, argv, process.env);
  } catch {
    // Not allowed here (a sandbox): Node's own sizing, as before.
  }
}
