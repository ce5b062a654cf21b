import type { IncomingMessage, ServerResponse } from 'node:http';
import { isNotModified } from '#app/domain/site/cache-headers.ts';
import { afterNextPoll } from '#app/domain/site/next-poll.ts';
import { toSecurityHeaders } from '#app/domain/site/security-headers.ts';
import { toAnswerHeaders } from '#server/answer-headers.ts';
import { createDocumentStore, type DocumentStoreStats, type StoredDocument } from '#server/document-store.ts';
import { toNormalisedQuery, toPreferredEncoding } from '#server/edge-cache-rules.ts';
import { createClientBudget } from '#server/client-budget.ts';
import { createHitIndex } from '#server/hit-index.ts';
import { createPageKeeper, type Lookup, type PageKeeperStats } from '#server/page-keeper.ts';
import { createRenderQueue, type RenderQueueOptions } from '#server/render-queue.ts';
import { refuse } from '#server/refusal.ts';
import { answerOnce, isShareable, toShareableAnswer } from '#server/shareable-answer.ts';

/**
 * The shared-page cache, which owns the public pages end to end (docs/decisions/0003-duty-dates-and-caching.md).
 * For a GET or HEAD of a page without the admin's session (server/app.ts decides, by the request
 * classifier), it answers from memory when a route has already answered the same address in the
 * same minute and data version: prebuilt headers, the body in the encoding the client prefers
 * (br, gzip, identity; each compressed once, as it is stored), ETag/304 by the one rule in
 * app/domain/site/cache-headers.ts. Otherwise it calls React Router's handler itself, takes the
 * bytes and, when the route says `Cache-Control: public` (server/shareable-answer.ts), keeps them
 * (server/page-keeper.ts) before answering: the visitor whose request rendered the page gets the
 * kept copy, as every later one does. A route that depends on the visitor says `private` or
 * `no-store` (/legal and its consent banner); its answer goes out as it is, compressed once.
 */

export type EdgeCacheOptions = {
  /** The services' clock. */
  now: () => Date;
  /** What else shapes every page: the snapshot version and health. */
  dataVersion: () => string;
  /** Where a page that failed to render or compress is reported (the services' logger). */
  log: { error(obj: object, msg: string): void };
  maxBytes?: number;
  maxVariantsPerPath?: number;
  /**
   * How many renderings one client may cause (server/client-budget.ts): 4 at once, then 2 a second
   * by default. A random search costs ~10 ms of the main thread here; 30 at once held kept pages
   * back for seconds, and with 10 at once a flood's first seconds still took kept pages' p99 to
   * 40 ms (31 and 15 ms with 4). A client whose key is null (one on this machine: the bench, an
   * unconfigured proxy) is not counted.
   */
  renderBudget?: { burst: number; perSecond: number };
  /** When counted clients' renderings run (server/render-queue.ts): one per client, two at once, by default. */
  renderQueue?: RenderQueueOptions;
};

export type EdgeCacheStats = DocumentStoreStats & PageKeeperStats & { hits: number; misses: number };

/** A shared page to answer: the origin it is answered as, and how to render it. */
export type SharedPage = {
  /** The settled origin (server/trusted-proxy.ts): part of the key, as it shapes the page's links. */
  origin: string;
  /** It came over HTTPS (the security headers then include HSTS). */
  https: boolean;
  /**
   * Whose rendering budget a miss takes from (server/client-budget.ts); null: nobody's. Asked on a
   * miss only: a kept page's answer does not read the client's address.
   */
  client(): string | null;
  /** React Router's answer to a GET of the address, without the visitor's conditions (If-None-Match). */
  render(): Promise<Response>;
};

export type EdgeCache = {
  /**
   * Answers `req` from memory, or renders it. Requests for a page that is being rendered wait for
   * that one rendering instead of rendering it again (a new minute or snapshot would otherwise
   * start one rendering per visitor).
   */
  serve(req: IncomingMessage, res: ServerResponse, page: SharedPage): void;
  stats(): EdgeCacheStats;
};

/**
 * The edge cache's `dataVersion` for the services' snapshots, asked on every request: the
 * snapshot's version and health (a page says when its data is stale), as one string that stays
 * the same string until either changes, so a hit builds none.
 */
export function toDataVersion(snapshots: { get(): { version: number | string }; isHealthy(): boolean }): () => string {
  let shown = { version: Number.NaN as number | string, healthy: false, value: '' };
  return () => {
    const { version } = snapshots.get();
    const healthy = snapshots.isHealthy();
    if (version !== shown.version || healthy !== shown.healthy) {
      shown = { version, healthy, value: `${version}|${healthy ? 'ok' : 'degraded'}` };
    }
    return shown.value;
  };
}

export function createEdgeCache(options: EdgeCacheOptions): EdgeCache {
  const maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  const budget = createClientBudget({
    ...(options.renderBudget ?? { burst: 4, perSecond: 2 }),
    now: () => options.now().getTime(),
  });
  const queue = createRenderQueue(options.renderQueue ?? { concurrent: 2, perClientWaiting: 4, maxWaiting: 256 });
  const store = createDocumentStore({
    maxBytes,
    maxVariantsPerPath: options.maxVariantsPerPath ?? 32,
  });
  /** The document each request target was last answered with (server/hit-index.ts). */
  const hitIndex = createHitIndex();
  /** Keys being rendered, with the requests waiting for that rendering. */
  const inflight = new Map<string, (() => void)[]>();
  let hits = 0;
  let misses = 0;

  /**
   * The data version and the minute of `at` (ms): documents of another bucket are not served. The
   * same string until either changes, so a request's key is built from strings already flat.
   */
  let lastBucket = { version: '', minute: Number.NaN, value: '' };
  const toBucket = (at: number) => {
    const version = options.dataVersion();
    const minute = Math.floor(at / 60_000);
    if (version !== lastBucket.version || minute !== lastBucket.minute) {
      lastBucket = { version, minute, value: `${version}|${minute}` };
    }
    return lastBucket.value;
  };
  const currentBucket = () => toBucket(options.now().getTime());
  const keeper = createPageKeeper({ store, hitIndex, currentBucket });

  /**
   * The key is what shapes the page: the origin it is answered as, path, sorted query, data
   * version and the minute the page shows (taken when the request arrives, so a document is never
   * kept under a minute earlier than the one it shows).
   */
  function toLookup(url: string, page: SharedPage, at: number, bucket: string): Lookup {
    const queryAt = url.indexOf('?');
    const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
    const query = queryAt === -1 ? '' : toNormalisedQuery(url.slice(queryAt));
    // The scheme the request came over is there too: it decides HSTS, even where the origin is PUBLIC_ORIGIN's.
    const path = `${page.https ? 'https' : 'http'}|${page.origin}|${pathname}`;
    return { key: `${path}?${query}|${bucket}`, path, query, bucket, at };
  }

  /**
   * The kept document, or a 304, straight to the socket; `hit` marks an answer that rendered
   * nothing. `at` (ms): now, for the max-age left (a hit passes its request's arrival, read a moment ago).
   */
  function answer(
    req: IncomingMessage,
    res: ServerResponse,
    document: StoredDocument,
    hit: boolean,
    at = options.now().getTime(),
  ): void {
    const ready = toAnswerHeaders(document, at);
    const lists = hit ? ready.hit : ready.rendered;
    const { headers } = req;
    if (isNotModified(headers['if-none-match'] ?? null, document.etag)) {
      res.writeHead(304, lists.notModified);
      res.end();
      return;
    }
    const encoding = toPreferredEncoding(headers['accept-encoding']);
    res.writeHead(200, lists[encoding]);
    res.end(req.method === 'HEAD' ? undefined : document[encoding]);
  }

  /**
   * Renders the page and answers it: kept first when the route allows (`lookup`: the request may
   * keep what it renders), else as it is.
   */
  async function render(req: IncomingMessage, res: ServerResponse, page: SharedPage, lookup: Lookup | null) {
    let response: Response;
    let body: Buffer;
    try {
      response = await page.render();
      body = Buffer.from(await response.arrayBuffer());
    } catch (error) {
      options.log.error({ err: error, path: req.url }, 'a shared page failed to render');
      if (!res.headersSent) refuse(res, req.url, 500, { head: req.method === 'HEAD' });
      return;
    }
    if (res.destroyed && !lookup) return;
    const pathname = (req.url ?? '/').split('?')[0]!;
    const defaults = toSecurityHeaders(pathname, page.https);
    if (lookup && isShareable(response)) {
      try {
        keeper.keep(lookup, toShareableAnswer(response, defaults), body);
      } catch (error) {
        options.log.error({ err: error, path: req.url }, 'edge cache could not keep a page');
      }
      const kept = store.get(lookup.key);
      if (res.destroyed) return;
      if (kept) return answer(req, res, kept, false);
    }
    // Compressed and sent on a later turn than the rendering: a kept page asked for meanwhile
    // waits for one rendering at most, not for its compression too.
    await afterNextPoll();
    if (res.destroyed) return;
    answerOnce(req, res, response, defaults, body);
  }

  return {
    serve(req, res, page) {
      const target = req.url ?? '/';
      const at = options.now().getTime();
      const bucket = toBucket(at);
      const known = hitIndex.get(target, page.origin, page.https, bucket);
      if (known) {
        hits += 1;
        return answer(req, res, known, true, at);
      }
      const lookup = toLookup(target, page, at, bucket);
      const document = store.get(lookup.key);
      if (document) {
        hits += 1;
        hitIndex.remember(target, page.origin, page.https, document);
        return answer(req, res, document, true, at);
      }
      const waiters = inflight.get(lookup.key);
      if (waiters) {
        waiters.push(() => {
          const kept = store.get(lookup.key);
          if (!kept) return void render(req, res, page, null);
          hits += 1;
          answer(req, res, kept, true);
        });
        return;
      }
      const client = page.client();
      const wait = client === null ? null : budget.take(client);
      const tooMany = (seconds: number) =>
        refuse(res, req.url, 429, { headers: { 'Retry-After': String(seconds) }, head: req.method === 'HEAD' });
      if (wait !== null) return tooMany(wait);
      // This request renders the page (for everyone: a visitor who leaves does not stop it); the
      // ones for the same key wait until it is kept (or not).
      const run = () =>
        render(req, res, page, keeper.mayKeep(lookup) ? lookup : null).finally(() => {
          const waiting = inflight.get(lookup.key) ?? [];
          inflight.delete(lookup.key);
          for (const waiter of waiting) waiter();
        });
      // A counted client's rendering waits for its turn (the queue starts it on a later turn of the
      // event loop); one on this machine renders at once.
      if (client !== null && !queue.enter(client, run)) return tooMany(1);
      misses += 1;
      inflight.set(lookup.key, []);
      if (client === null) void run();
    },

    stats() {
      return { ...store.stats(), ...keeper.stats(), hits, misses };
    },
  };
}
