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
 * 5,000-record import), a quarter of the limit. The young generation starts at 4 MB, not 1: a start
 * allocates ~40 MB of objects that live (the build's code, the snapshot), and from 1 MB it copied
 * them through many small collections; from 4 MB a start reached its first answer 45–60 ms sooner
 * (eight interleaved starts in each of two rounds: medians 991 → 946 and 985 → 925 ms; 8 MB gave
 * the same as 4). V8 keeps the start below the maximum when an operator sets a smaller one. An
 * operator who sets any of these flags (in NODE_OPTIONS or on the command line) keeps theirs.
 */
const SMALL_HOST_HEAP_FLAGS: Readonly<Record<string, string>> = {
  '--max-old-space-size': '256',
  '--max-semi-space-size': '8',
  '--min-semi-space-size': '4',
};

/**
 * V8's allocation-site pretenuring, off for the server (server/main.ts sets it before the build
 * loads; the bench's loaded bare server passes it on its command line).
 */
export const NO_PRETENURING_FLAG = '--no-allocation-site-pretenuring';

/**
 * glibc's malloc set for the same host (it reads these when a process starts; other C libraries
 * ignore them). By default glibc raises its mmap threshold each time a large block is freed (up to
 * 32 MB), so later large blocks (a rendered page's body, a compression's buffers) come from its
 * arenas, whose freed space is fragmented and seldom given back; and it keeps up to eight arenas per
 * core for the threads (libuv's pool, V8's helpers), each with free space of its own. With the
 * threshold fixed at 128 KB (blocks above it are mapped and unmapped whole), the top of an arena
 * trimmed past 128 KB, and two arenas, the bench's server held 228 MB instead of 263 MB after its
 * hit runs and 294 MB instead of 335 MB after 20,000 unique addresses, at the same request rate
 * (docs/decisions/0011-memory.md). An operator who sets any of them keeps theirs.
 */
const SMALL_HOST_MALLOC_ENV: Readonly<Record<string, string>> = {
  MALLOC_ARENA_MAX: '2',
  MALLOC_MMAP_THRESHOLD_: '131072',
  MALLOC_TRIM_THRESHOLD_: '131072',
};

/**
 * The settings of SMALL_HOST_MALLOC_ENV that `env` does not already hold. An empty one counts as
 * missing: glibc reads `MALLOC_MMAP_THRESHOLD_=` as 0, every allocation its own mapping, and a
 * start then took 18–20 s instead of ~2.5.
 */
export function missingMallocEnv(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(Object.entries(SMALL_HOST_MALLOC_ENV).filter(([name]) => !env[name]));
}

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
 * Runs `script` in place of this process (same PID, `process.execve`) with the heap flags and
 * malloc settings it lacks, this process's own flags, arguments and environment kept; returns only
 * when there are none to add or the platform cannot (Windows: the heap stays Node's). Whatever this
 * process holds is gone: call it before anything is set up.
 */
export function execWithHeapFlags(script: string): void {
  const missing = missingHeapFlags(process.execArgv, process.env.NODE_OPTIONS);
  const malloc = missingMallocEnv(process.env);
  if ((missing.length === 0 && Object.keys(malloc).length === 0) || typeof process.execve !== 'function') return;
  const argv = [process.execPath, ...missing, ...process.execArgv, script, ...process.argv.slice(2)];
  try {
    process.execve(process.execPath, argv, { ...process.env, ...malloc });
  } catch {
    // Not allowed here (a sandbox): Node's own sizing, as before.
  }
}
