import { performance } from 'node:perf_hooks';
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * Memory V8 keeps after a burst of work, given back once the server is idle (issue 40,
 * docs/decisions/0011-memory.md).
 *
 * Rendering allocates a lot that dies young. After a burst of renderings (10,000 unique widget
 * addresses, say) V8 keeps the pages its heap grew into: in a pool of free pages (50 MB measured)
 * and as free space in old space (56 MB committed for 40 MB live). Its own memory reducer would
 * give them back, but it waits until the allocation rate it measured looks low, and in an idle
 * server it still reported "high alloc" 15 s after the last request: the server sat at 291–311 MB.
 * One last-resort collection (V8's full collection that compacts, shrinks the young generation
 * and releases the pool; up to seven of them in a row) took it to 208 MB, in 82 ms of main thread;
 * 114–202 ms in servers that had answered more (the bench's abuse server: 237 → 206 MB).
 *
 * So: once a second, the event loop's utilisation over that second; after two idle seconds in a
 * row, if the resident memory has grown by 32 MB over the lowest seen since the last collection,
 * one collection. It pauses an idle server only, and only after such growth: live data that
 * grows (the page caches filling) costs one collection per 32 MB, not one a second.
 */
export type IdleTrimRule = {
  /** Resident memory grown by this much since its lowest point (bytes). */
  growthBytes: number;
  /** Seconds in a row the event loop must have been idle. */
  idleTicks: number;
  /** Idle: the event loop was busy less than this share of the last second. */
  idleBelow: number;
};

const IDLE_TRIM_RULE: IdleTrimRule = { growthBytes: 32 * 1024 * 1024, idleTicks: 2, idleBelow: 0.02 };

export type Trimmed = { rssBefore: number; rssAfter: number };

type IdleTrimInputs = {
  /** Gives memory back: V8's last-resort collection. */
  collect: () => void;
  /** The process's resident memory (bytes). */
  rss: () => number;
  /** The event loop's utilisation (0–1) since the last call. */
  busy: () => number;
};

/** The rule over its inputs: `tick` once a second; the memory it gave back, when it collected. */
export function createIdleTrim(inputs: IdleTrimInputs, rule: IdleTrimRule = IDLE_TRIM_RULE) {
  let lowest = inputs.rss();
  let idle = 0;
  return {
    tick(): Trimmed | null {
      const rss = inputs.rss();
      lowest = Math.min(lowest, rss);
      idle = inputs.busy() < rule.idleBelow ? idle + 1 : 0;
      if (idle < rule.idleTicks || rss - lowest < rule.growthBytes) return null;
      inputs.collect();
      const rssAfter = inputs.rss();
      lowest = rssAfter;
      idle = 0;
      return { rssBefore: rss, rssAfter };
    },
  };
}

/**
 * V8's last-resort collection, without exposing `gc` to the site's code: the flag is on only while
 * a throwaway context is made, whose `gc` collects the whole isolate. Null where V8 gives none.
 */
function lastResortCollection(): (() => void) | null {
  v8.setFlagsFromString('--expose-gc');
  let gc: unknown;
  try {
    gc = runInNewContext('typeof gc === "function" ? gc : undefined');
  } finally {
    v8.setFlagsFromString('--no-expose-gc');
  }
  if (typeof gc !== 'function') return null;
  return () => (gc as (options: object) => void)({ type: 'major', flavor: 'last-resort' });
}

/**
 * Starts the rule on a timer that does not keep the process alive; `onTrim` hears of each
 * collection (memory before and after, its pause in ms). Returns the function that stops it.
 */
export function startIdleTrim(onTrim: (trimmed: Trimmed & { pauseMs: number }) => void): () => void {
  const collect = lastResortCollection();
  if (!collect) return () => {};
  let last = performance.eventLoopUtilization();
  const trim = createIdleTrim({
    collect,
    rss: () => process.memoryUsage.rss(),
    busy: () => {
      const now = performance.eventLoopUtilization();
      const { utilization } = performance.eventLoopUtilization(now, last);
      last = now;
      return utilization;
    },
  });
  const timer = setInterval(() => {
    // A tick that does not collect takes microseconds: one that does is the collection's pause.
    const started = performance.now();
    const trimmed = trim.tick();
    if (trimmed) onTrim({ ...trimmed, pauseMs: performance.now() - started });
  }, 1000);
  timer.unref();
  return () => clearInterval(timer);
}
