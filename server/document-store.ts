/**
 * The edge cache's memory (server/edge-cache.ts): stored documents under their keys, least
 * recently used first out, bounded by the bytes it holds. Every byte counts: the key, the
 * identity, gzip and brotli bodies and the headers, plus a fixed overhead per entry. A host and
 * path keep at most `maxVariantsPerPath` query variants, so random query strings can neither
 * evict the real pages nor grow memory; the page without a query is always admitted.
 *
 * When the minute or data version moves on, the documents of the one before are no longer
 * served but are kept, one per path and query, as earlier copies: the edge cache takes one back
 * when the page it renders again has the same ETag, instead of compressing the same bytes again.
 * They count against the budget like the rest and are the first to go when it is full.
 */

export type StoredDocument = {
  /** `${path}` (host, proto and path): the query variants are counted per path. */
  path: string;
  /** The normalised query string ('' for none). */
  query: string;
  /** The data version and minute the document was made for; a new one makes it stale. */
  bucket: string;
  etag: string;
  /** Response headers to send again (lower-case names), without the encoding, length and Cache-Control. */
  headers: Readonly<Record<string, string>>;
  /** `Cache-Control` as the route sent it; `max-age` is recounted on every hit. */
  cacheControl: string;
  /** When it was stored, ms since the epoch (from the services' clock). */
  storedAt: number;
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
};

/** `entries`: documents served now; `earlier`: copies kept from an earlier minute or data version. */
export type DocumentStoreStats = { bytes: number; entries: number; paths: number; earlier: number };

export type DocumentStore = {
  get(key: string): StoredDocument | undefined;
  /** Stores `document`; returns false when it is not admitted (too large, or too many variants). */
  set(key: string, document: StoredDocument, currentBucket: string): boolean;
  /**
   * Whether a document for this path and query could be admitted now (its size aside). In a new
   * minute or data version the variants count afresh (the older ones become earlier copies).
   */
  admits(path: string, query: string, currentBucket: string): boolean;
  /**
   * Takes out the earlier copy of this path and query (see above) when its ETag is `etag`, for
   * the caller to store again under the current minute; any other earlier copy of it is dropped.
   */
  takeEarlier(path: string, query: string, etag: string, currentBucket: string): StoredDocument | undefined;
  stats(): DocumentStoreStats;
};

/** Maps, objects and the stored Buffers' own bookkeeping, per entry (a generous estimate). */
const ENTRY_OVERHEAD_BYTES = 1024;

/** JavaScript strings are counted at two bytes a character. */
const stringBytes = (text: string) => text.length * 2;

export function sizeOfDocument(key: string, document: StoredDocument): number {
  let size = ENTRY_OVERHEAD_BYTES + stringBytes(key) + stringBytes(document.path) + stringBytes(document.query);
  size += stringBytes(document.bucket) + stringBytes(document.etag) + stringBytes(document.cacheControl);
  for (const [name, value] of Object.entries(document.headers)) size += stringBytes(name) + stringBytes(value);
  return size + document.identity.length + document.gzip.length + document.br.length;
}

/** `stored`: how many documents the store had taken in when this entry was last moved to the recent end. */
type Entry = { document: StoredDocument; size: number; stored: number };

const toVariant = (document: StoredDocument) => `${document.path}?${document.query}`;

export function createDocumentStore(options: { maxBytes: number; maxVariantsPerPath: number }): DocumentStore {
  const entries = new Map<string, Entry>();
  /** Per path: how many stored entries each query variant has. */
  const variants = new Map<string, Map<string, number>>();
  /** Earlier copies by path and query, the least recently retired first. */
  const earlier = new Map<string, Entry>();
  /** The bucket of the documents in `entries`; the others are retired when it changes. */
  let bucket: string | undefined;
  let bytes = 0;
  /** Documents taken in so far: the only moments the recency order is read (to evict). */
  let stored = 0;

  function dropEarlier(variant: string): void {
    const entry = earlier.get(variant);
    if (!entry) return;
    earlier.delete(variant);
    bytes -= entry.size;
  }

  /** A new minute or data version: the documents made for another one become earlier copies. */
  function retire(currentBucket: string): void {
    if (bucket === currentBucket) return;
    bucket = currentBucket;
    for (const [key, entry] of entries) {
      if (entry.document.bucket === currentBucket) continue;
      remove(key);
      const variant = toVariant(entry.document);
      dropEarlier(variant);
      earlier.set(variant, entry);
      bytes += entry.size;
    }
  }

  function remove(key: string): void {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.size;
    const counts = variants.get(entry.document.path);
    const count = counts?.get(entry.document.query) ?? 0;
    if (!counts) return;
    if (count > 1) counts.set(entry.document.query, count - 1);
    else counts.delete(entry.document.query);
    if (counts.size === 0) variants.delete(entry.document.path);
  }

  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      // Refresh recency (a Map keeps insertion order, the least recently used first), once per
      // document stored: only `set` evicts, and between two stores a document used moves once (the
      // ones used since the last store are then in the order of their first use). Moving on every
      // hit had V8 rebuild the Map's table every few hits: under 50 connections on `/`, young
      // collections of 0.41–0.56 ms and 20–39k req/s, against 0.33 ms and 39–43k moving once per store.
      if (entry.stored !== stored) {
        entries.delete(key);
        entries.set(key, entry);
        entry.stored = stored;
      }
      return entry.document;
    },
    set(key, document, currentBucket) {
      const size = sizeOfDocument(key, document);
      if (size > options.maxBytes / 4 || document.bucket !== currentBucket) return false;
      retire(currentBucket);
      remove(key);
      const counts = variants.get(document.path) ?? new Map<string, number>();
      const isNewVariant = !counts.has(document.query);
      if (isNewVariant && document.query !== '' && counts.size >= options.maxVariantsPerPath) return false;
      counts.set(document.query, (counts.get(document.query) ?? 0) + 1);
      variants.set(document.path, counts);
      stored += 1;
      entries.set(key, { document, size, stored });
      bytes += size;
      // Earlier copies go first, then the least recently used, until the store is within its budget.
      for (const variant of earlier.keys()) {
        if (bytes <= options.maxBytes) break;
        dropEarlier(variant);
      }
      for (const oldKey of entries.keys()) {
        if (bytes <= options.maxBytes) break;
        if (oldKey !== key) remove(oldKey);
      }
      return true;
    },
    takeEarlier(path, query, etag, currentBucket) {
      retire(currentBucket);
      const variant = `${path}?${query}`;
      const entry = earlier.get(variant);
      dropEarlier(variant);
      return entry?.document.etag === etag ? entry.document : undefined;
    },
    admits(path, query, currentBucket) {
      retire(currentBucket);
      const counts = variants.get(path);
      if (query === '' || counts?.has(query)) return true;
      return (counts?.size ?? 0) < options.maxVariantsPerPath;
    },
    stats() {
      return { bytes, entries: entries.size, paths: variants.size, earlier: earlier.size };
    },
  };
}
