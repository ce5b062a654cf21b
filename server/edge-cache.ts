import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { TrustProxy } from '#app/config/env.server.ts';
import { createForwardedTrust, toKeyOrigin } from '#server/trusted-proxy.ts';
import { SESSION_COOKIE_NAME } from '#app/auth/session-cookie-name.ts';
import { isNotModified, toWeakEtag } from '#app/domain/site/cache-headers.ts';
import { toAnswerHeaders } from '#server/answer-headers.ts';
import { createDocumentStore, type DocumentStoreStats, type StoredDocument } from '#server/document-store.ts';
import { toNormalisedQuery, toPreferredEncoding } from '#server/edge-cache-rules.ts';
import {
  haveSameHeaders,
  holdShareableAnswer,
  sendHeld,
  type HeldAnswer,
  type ShareableAnswer,
} from '#server/shareable-answer.ts';

/**
 * The shared-page cache at the HTTP edge, in front of Express and React Router
 * (docs/decisions/0003-duty-dates-and-caching.md). A GET or HEAD without a cookie that shapes
 * the page is answered from memory when a route has already answered the same address in the
 * same minute and data version: prebuilt headers, the body in the encoding the client prefers
 * (br, gzip, identity; each compressed once, as it is stored), ETag/304 by the one rule in
 * app/domain/site/cache-headers.ts.
 *
 * `serve` runs first, on the raw Node request; `capture` is Express middleware mounted after
 * `compression`, so it sees the router's uncompressed bytes. It keeps a 200 `text/html` answer
 * whose `Cache-Control` says `public` and that sets no cookie (server/shareable-answer.ts): a
 * route that depends on the visitor says `private` or `no-store` (the admin pages, /legal and
 * its consent banner). Such an answer is held back until it is kept, and the visitor whose
 * request rendered it gets the kept copy, as every later one does.
 */

export type EdgeCacheOptions = {
  /** The services' clock. */
  now: () => Date;
  /** What else shapes every page: the snapshot version and health. */
  dataVersion: () => string;
  /** Where a document that failed to compress is reported (the services' logger). */
  log: { error(obj: object, msg: string): void };
  /**
   * TRUST_PROXY: whose `X-Forwarded-Host`/`-Proto` shape the key (server/trusted-proxy.ts). Off by
   * default, as for the app: an untrusted forwarded header changes nothing the page shows.
   */
  trustProxy?: TrustProxy;
  maxBytes?: number;
  maxVariantsPerPath?: number;
};

/**
 * `compressions`: documents compressed to be kept (each costs a gzip-9 and a brotli-8);
 * `reuses`: documents kept again from an earlier minute's copy, without compressing.
 */
export type EdgeCacheStats = DocumentStoreStats & {
  hits: number;
  misses: number;
  stores: number;
  compressions: number;
  reuses: number;
};

export type EdgeCache = {
  /**
   * Answers `req` from memory, or calls `next` to let the app answer. Requests for a page that
   * is being rendered wait for that one rendering instead of rendering it again (a new minute
   * or snapshot would otherwise start one rendering per visitor).
   */
  serve(req: IncomingMessage, res: ServerResponse, next: () => void): void;
  /** Express middleware: keeps the app's answer to a request `serve` could not answer. */
  capture(req: IncomingMessage, res: ServerResponse, next: () => void): void;
  stats(): EdgeCacheStats;
};

/**
 * The cookie that may change what any page shows: the admin session (`__Host-` over HTTPS,
 * app/auth/cookie.server.ts). A request carrying it is neither answered from nor stored in the
 * cache. The consent choice (`cookie_consent`) is not one: only the legal pages read it, and they
 * say `private`, so they are never kept; a visitor who chose was rendered every page before.
 */
const SESSION_COOKIE = new RegExp(`(?:^|;)\\s*(?:__Host-)?${SESSION_COOKIE_NAME}=`);

/**
 * Brotli 8, not 9: for the İstanbul page (270 KB) quality 9 took a median 117 ms of CPU for
 * 14,325 bytes, quality 8 4.7 ms for 14,482 (1% more). Every shared page is compressed again
 * each minute and snapshot, on the same two cores that render.
 */
const BROTLI_QUALITY = 8;

/** A request the cache could not answer: its key, and when it arrived (ms). */
type Lookup = { key: string; path: string; query: string; bucket: string; at: number };

export function createEdgeCache(options: EdgeCacheOptions): EdgeCache {
  const maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  const trusts = createForwardedTrust(options.trustProxy ?? false);
  const store = createDocumentStore({
    maxBytes,
    maxVariantsPerPath: options.maxVariantsPerPath ?? 32,
  });
  /** Requests `serve` could have answered, with their key: only these are captured. */
  const pending = new WeakMap<IncomingMessage, Lookup>();
  /** Keys being rendered, with the requests waiting for that rendering. */
  const inflight = new Map<string, (() => void)[]>();
  let hits = 0;
  let misses = 0;
  let stores = 0;
  let compressions = 0;
  let reuses = 0;

  /** The data version and the minute of `at` (ms): documents of another bucket are not served. */
  const toBucket = (at: number) => `${options.dataVersion()}|${Math.floor(at / 60_000)}`;
  const currentBucket = () => toBucket(options.now().getTime());

  /**
   * The key is what shapes the page: scheme and host as a trusted proxy reports them (else the
   * `Host` header), path, sorted query, data version and the minute the page shows (taken when the
   * request arrives, so a document is never kept under a minute earlier than the one it shows).
   */
  function toLookup(req: IncomingMessage): Lookup | null {
    if (req.method !== 'GET' && req.method !== 'HEAD') return null;
    const url = req.url ?? '';
    if (!url.startsWith('/')) return null;
    const cookie = req.headers.cookie;
    if (cookie && SESSION_COOKIE.test(cookie)) return null;
    const queryAt = url.indexOf('?');
    const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
    const query = queryAt === -1 ? '' : toNormalisedQuery(url.slice(queryAt));
    const path = `${toKeyOrigin(req, trusts(req))}|${pathname}`;
    const at = options.now().getTime();
    const bucket = toBucket(at);
    return { key: `${path}?${query}|${bucket}`, path, query, bucket, at };
  }

  /** A hit: the kept document, or a 304, straight to the socket. */
  function answer(req: IncomingMessage, res: ServerResponse, document: StoredDocument, now: number): void {
    const ready = toAnswerHeaders(document, now);
    if (isNotModified(req.headers['if-none-match'] ?? null, document.etag)) {
      res.writeHead(304, [...ready.notModified, 'x-cache', 'HIT', 'cache-control', ready.cacheControl]);
      res.end();
      return;
    }
    const encoding = toPreferredEncoding(req.headers['accept-encoding']);
    res.writeHead(200, [...ready[encoding], 'x-cache', 'HIT', 'cache-control', ready.cacheControl]);
    res.end(req.method === 'HEAD' ? undefined : document[encoding]);
  }

  /**
   * The visitor whose request rendered the page gets the kept copy as a hit would, without
   * `x-cache`; the router's own answer when the page was not kept (server/shareable-answer.ts).
   */
  function answerHeld(req: IncomingMessage, res: ServerResponse, held: HeldAnswer, key: string): void {
    const document = store.get(key);
    if (!document) return sendHeld(res, held, undefined);
    const ready = toAnswerHeaders(document, options.now().getTime());
    const encoding = toPreferredEncoding(req.headers['accept-encoding']);
    sendHeld(res, held, {
      headers: [...ready[encoding], 'cache-control', ready.cacheControl],
      body: document[encoding],
    });
  }

  /**
   * Whether a page rendered for `lookup` may be kept: made in the current minute and data version,
   * and within its path's cap of query variants. Asked before the answer is held (a page that
   * would not be kept goes out as it is) and again when it is done (the minute may have turned).
   */
  function mayKeep(lookup: Lookup): boolean {
    return lookup.bucket === currentBucket() && store.admits(lookup.path, lookup.query, lookup.bucket);
  }

  /**
   * A page is compressed on the main thread, in the same turn of the event loop as its rendering
   * (gzip 9 and brotli 8 of the 226 KB İstanbul page: 1.5 and 1.8 ms), so nobody waits for it.
   * On libuv's threads, at a new minute under 50 connections with the server on one core, the
   * page's first visitor was answered 18–26 ms after it asked and the 49 others queued behind it
   * whenever the page had changed ("26 dakika önce" becoming "27", each minute of the hour after
   * an import); done here, 11–13 ms, rendering included, with nobody queued. A burst of new pages
   * or query variants cannot queue compressions faster than they finish either (on libuv's
   * threads one did: RSS +200 MB/s, renders down to ~25 req/s): each is paid for by the request
   * that rendered it.
   */
  function keep(lookup: Lookup, answered: ShareableAnswer, chunks: Buffer[]): void {
    if (!mayKeep(lookup) || keepEarlier(lookup, answered)) return;
    // A document comes in parts (app/entry.server.tsx): joined only for the pages kept.
    const body = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
    compressions += 1;
    const gzipped = gzipSync(body, { level: 9 });
    const brotli = brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } });
    const document: StoredDocument = {
      path: lookup.path,
      query: lookup.query,
      bucket: lookup.bucket,
      etag: answered.etag ?? toWeakEtag(body),
      headers: answered.headers,
      cacheControl: answered.cacheControl,
      // Counted from the request's arrival: the route's max-age was reckoned no earlier.
      storedAt: lookup.at,
      identity: body,
      gzip: gzipped,
      br: brotli,
    };
    if (store.set(lookup.key, document, currentBucket())) stores += 1;
  }

  /**
   * Most minutes a page shows what it showed the minute before ("3 saat önce" reads the same for
   * an hour): when its ETag (the document apart from its CSP nonce, app/entry.server.tsx) and its
   * headers but the CSP are those of the earlier copy, that copy is kept again as it is, with its
   * own nonce in body and header, and the new rendering's Cache-Control. Nothing is compressed.
   */
  function keepEarlier(lookup: Lookup, answered: ShareableAnswer): boolean {
    // `keep` has just checked that the lookup's bucket is the current one.
    if (answered.etag === undefined) return false;
    const earlier = store.takeEarlier(lookup.path, lookup.query, answered.etag, lookup.bucket);
    if (!earlier || !haveSameHeaders(earlier.headers, answered.headers)) return false;
    const document: StoredDocument = {
      ...earlier,
      bucket: lookup.bucket,
      cacheControl: answered.cacheControl,
      storedAt: lookup.at,
    };
    if (!store.set(lookup.key, document, lookup.bucket)) return false;
    stores += 1;
    reuses += 1;
    return true;
  }

  return {
    serve(req, res, next) {
      const lookup = toLookup(req);
      if (!lookup) return next();
      const document = store.get(lookup.key);
      if (document) {
        hits += 1;
        return answer(req, res, document, lookup.at);
      }
      const waiters = inflight.get(lookup.key);
      if (waiters) {
        waiters.push(() => {
          const kept = store.get(lookup.key);
          if (kept) {
            hits += 1;
            answer(req, res, kept, options.now().getTime());
          } else next();
        });
        return;
      }
      misses += 1;
      if (req.method === 'GET') {
        // This request renders the page; the ones for the same key wait until it is stored (or not).
        inflight.set(lookup.key, []);
        pending.set(req, lookup);
        // Its page is kept (or not) by the time it is answered.
        res.once('close', () => {
          const waiting = inflight.get(lookup.key) ?? [];
          inflight.delete(lookup.key);
          for (const waiter of waiting) waiter();
        });
      }
      next();
    },

    capture(req, res, next) {
      const lookup = pending.get(req);
      // A HEAD answer has no body to keep, and a page that would not be kept goes out as it is.
      if (!lookup || req.method !== 'GET' || !mayKeep(lookup)) return next();
      holdShareableAnswer(res, maxBytes / 4, (held) => {
        try {
          keep(lookup, held.answer, held.chunks);
        } catch (error) {
          options.log.error({ err: error, path: req.url }, 'edge cache could not keep a page');
        }
        try {
          answerHeld(req, res, held, lookup.key);
        } catch (error) {
          options.log.error({ err: error, path: req.url }, 'edge cache could not send a kept page');
          res.destroy();
        }
      });
      next();
    },

    stats() {
      return { ...store.stats(), hits, misses, stores, compressions, reuses };
    },
  };
}
