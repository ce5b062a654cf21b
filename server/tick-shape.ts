import { createHook } from 'node:async_hooks';

/**
 * One of Node's `process.nextTick` queue entries, kept for the life of the process.
 *
 * Every answer queues a few `nextTick`s (Node's own HTTP and stream code), and each builds its entry
 * as an object literal with computed keys (Node 24's own task queue, not this repository). V8
 * remembers one shape (map) for each of those keys; on any other shape it gives up for good and
 * defines each key through the runtime from then on (Runtime_DefineKeyedOwnPropertyInLiteral). The
 * entry's shapes are reachable only while an entry lives; a few full collections at a moment when
 * no entry was queued (a start builds its search indexes in one piece, an idle server shrinks its
 * heap) let V8 drop them, the next entry gets new ones, and `nextTick` stays ~5× slower for the
 * rest of the process. Measured (2026-11-30): 2,000,000 ticks after six full collections 654 ms,
 * against 114 ms with one entry kept; in fresh servers `nextTick` took 8.8% of the busy CPU of
 * kept-page hits instead of 0.8%, in 4 of 11 starts. One entry kept holds the shapes (ADR 0003).
 */
let kept: object | undefined;

/**
 * Keeps one `nextTick` entry (caught by an async hook enabled for that one call); true when one is
 * kept. Call it first thing, before the process has made many entries.
 */
export function keepTickShape(): boolean {
  if (kept) return true;
  const hook = createHook({
    init(_asyncId, type, _triggerAsyncId, resource) {
      if (type === 'TickObject') kept ??= resource;
    },
  });
  hook.enable();
  process.nextTick(() => {});
  hook.disable();
  return kept !== undefined;
}
