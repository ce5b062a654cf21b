/**
 * The edge cache's memory (server/edge-cache.ts): stored documents under their keys, least
 * recently used first out, bounded by the bytes it holds. Every byte counts: the key, the
 * identity, gzip and brotli bodies and the headers, plus a fixed overhead per entry. A host and
 * path keep at most `maxVariantsPerPath` query variants, so random query strings can neither
 * evict the real pages nor grow memory; the page without a query is always admitted.
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

export type DocumentStoreStats = { bytes: number; entries: number; paths: number };

export type DocumentStore = {
  get(key: string): StoredDocument | undefined;
  /** Stores `document`; returns false when it is not admitted (too large, or too many variants). */
  set(key: string, document: StoredDocument, currentBucket: string): boolean;
  /**
   * Whether a document for this path and query could be admitted now (its size aside), with
   * `pending` other new variants of the path already on their way in (being compressed).
   */
  admits(path: string, query: string, pending?: number): boolean;
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

export function createDocumentStore(options: { maxBytes: number; maxVariantsPerPath: number }): DocumentStore {
  const entries = new Map<string, { document: StoredDocument; size: number }>();
  /** Per path: how many stored entries each query variant has. */
  const variants = new Map<string, Map<string, number>>();
  let bytes = 0;

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
      // Refresh recency: a Map keeps insertion order, the least recently used first.
      entries.delete(key);
      entries.set(key, entry);
      return entry.document;
    },
    set(key, document, currentBucket) {
      const size = sizeOfDocument(key, document);
      if (size > options.maxBytes / 4 || document.bucket !== currentBucket) return false;
      remove(key);
      const counts = variants.get(document.path) ?? new Map<string, number>();
      const isNewVariant = !counts.has(document.query);
      if (isNewVariant && document.query !== '' && counts.size >= options.maxVariantsPerPath) return false;
      counts.set(document.query, (counts.get(document.query) ?? 0) + 1);
      variants.set(document.path, counts);
      entries.set(key, { document, size });
      bytes += size;
      // Documents of an older minute or data version are never asked for again: they go first,
      // then the least recently used, until the store is within its budget.
      for (const [oldKey, old] of entries) {
        if (old.document.bucket === currentBucket && bytes <= options.maxBytes) break;
        if (oldKey !== key) remove(oldKey);
      }
      return true;
    },
    admits(path, query, pending = 0) {
      const counts = variants.get(path);
      if (query === '' || counts?.has(query)) return true;
      return (counts?.size ?? 0) + pending < options.maxVariantsPerPath;
    },
    stats() {
      return { bytes, entries: entries.size, paths: variants.size };
    },
  };
}
