/**
 * When the renderings of counted clients (misses of the shared-page cache, server/edge-cache.ts)
 * run. A rendering holds the main thread for 15–25 ms (a random search warm; far more at first),
 * and kept pages are answered on the same thread between them. With only a per-client budget, one
 * client's 30-rendering burst arrived within 0.6 s and ran back to back: the kept `/istanbul`
 * went from p99 ~10 ms to 0.9–3 s for everyone in those seconds (bench step 7,
 * scripts/bench-abuse.ts). So:
 *
 * - one rendering at a time per client: its next waits until the one before is answered;
 * - at most `concurrent` renderings at once in all, whoever asks (many addresses of one botnet);
 * - each started on its own turn of the event loop (`setImmediate`), after the connections that
 *   are waiting have been read, so kept pages are answered between renderings; a search's
 *   rendering is itself split in three (the search, its page, the compression of an answer that is
 *   not kept: app/domain/site/next-poll.ts), so a kept page waits for one part at most;
 * - a bounded wait: past `perClientWaiting` for one client, or `maxWaiting` in all, `enter`
 *   refuses (the caller answers 429), so waiting holds neither unbounded memory nor time.
 */
export type RenderQueue = {
  /** Runs `start` when its turn comes; false (and `start` never runs) when the wait is full. */
  enter(client: string, start: () => Promise<unknown>): boolean;
  /** Renderings running and waiting (for tests and stats). */
  size(): { running: number; waiting: number };
};

export type RenderQueueOptions = { concurrent: number; perClientWaiting: number; maxWaiting: number };

type Waiting = { client: string; start: () => Promise<unknown> };

export function createRenderQueue(options: RenderQueueOptions): RenderQueue {
  const waiting: Waiting[] = [];
  /** Waiting renderings per client. */
  const waitingOf = new Map<string, number>();
  /** Clients with a rendering running. */
  const busy = new Set<string>();
  let scheduled = false;

  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(next);
  };

  /** Starts the first waiting rendering whose client has none running, then yields the turn. */
  function next(): void {
    scheduled = false;
    if (busy.size >= options.concurrent) return;
    const index = waiting.findIndex((item) => !busy.has(item.client));
    if (index === -1) return;
    const [item] = waiting.splice(index, 1) as [Waiting];
    const left = waitingOf.get(item.client)! - 1;
    if (left === 0) waitingOf.delete(item.client);
    else waitingOf.set(item.client, left);
    busy.add(item.client);
    const done = () => {
      busy.delete(item.client);
      schedule();
    };
    try {
      void item.start().then(done, done);
    } catch {
      done();
    }
    if (waiting.length > 0) schedule();
  }

  return {
    enter(client, start) {
      const mine = waitingOf.get(client) ?? 0;
      if (mine >= options.perClientWaiting || waiting.length >= options.maxWaiting) return false;
      waiting.push({ client, start });
      waitingOf.set(client, mine + 1);
      schedule();
      return true;
    },
    size: () => ({ running: busy.size, waiting: waiting.length }),
  };
}
