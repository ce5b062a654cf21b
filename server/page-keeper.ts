import { toWeakEtag } from '#app/domain/site/cache-headers.ts';
import type { DocumentStore, StoredDocument } from '#server/document-store.ts';
import type { HitIndex } from '#server/hit-index.ts';
import { compressForKeeping } from '#server/page-compression.ts';
import { haveSameHeaders, type ShareableAnswer } from '#server/shareable-answer.ts';

/**
 * What the shared-page cache (server/edge-cache.ts) keeps of a rendered page, and when: the one
 * writer of its document store. A page is kept for the key it was asked under, in the minute and
 * data version the request arrived in, compressed once, or, when it shows what the minute before
 * showed, as the earlier minute's copy without compressing at all.
 */

/** A request the cache could not answer: its key, and when it arrived (ms). */
export type Lookup = { key: string; path: string; query: string; bucket: string; at: number };

export type PageKeeperStats = {
  /** Documents kept (new or replacing). */
  stores: number;
  /** Documents compressed to be kept (each costs a gzip-9 and a brotli-8). */
  compressions: number;
  /** Documents kept again from an earlier minute's copy, without compressing. */
  reuses: number;
};

export type PageKeeper = {
  /**
   * Whether a page rendered for `lookup` may be kept: made in the current minute and data version,
   * and within its path's cap of query variants. Asked before the answer is held (a page that
   * would not be kept goes out as it is) and again when it is done (the minute may have turned).
   */
  mayKeep(lookup: Lookup): boolean;
  /** Keeps the rendered `body` for `lookup`, if it still may; the store then has it under `lookup.key`. */
  keep(lookup: Lookup, answered: ShareableAnswer, body: Buffer): void;
  stats(): PageKeeperStats;
};

export function createPageKeeper(options: {
  store: DocumentStore;
  /** Emptied whenever the store may change: it must not answer with a document the store let go. */
  hitIndex: HitIndex;
  /** The bucket (data version and minute) of now. */
  currentBucket: () => string;
}): PageKeeper {
  const { store, hitIndex, currentBucket } = options;
  let stores = 0;
  let compressions = 0;
  let reuses = 0;

  const mayKeep = (lookup: Lookup) =>
    lookup.bucket === currentBucket() && store.admits(lookup.path, lookup.query, lookup.bucket);

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
    mayKeep,

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
    keep(lookup, answered, body) {
      // Whatever is kept now may let others go (or replace this key's): the hit index forgets them all.
      hitIndex.forget();
      if (!mayKeep(lookup) || keepEarlier(lookup, answered)) return;
      compressions += 1;
      const { gzip, br } = compressForKeeping(body);
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
        gzip,
        br,
      };
      if (store.set(lookup.key, document, currentBucket())) stores += 1;
    },

    stats: () => ({ stores, compressions, reuses }),
  };
}
