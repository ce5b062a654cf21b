/**
 * Rendered public documents, keyed by everything that shapes them: the full URL
 * (host, path, query), the snapshot version and the Istanbul date and duty date.
 * A new snapshot or a new day changes the key, so nothing is ever invalidated by
 * hand. Bounded by bytes; least recently used entries go first.
 */
export type CachedDocument = { body: Buffer; etag: string; gzipped?: Buffer };

export type RenderCache = {
  get(key: string): CachedDocument | undefined;
  set(key: string, value: CachedDocument): void;
};

export function createRenderCache(maxBytes: number): RenderCache {
  const entries = new Map<string, CachedDocument>();
  let bytes = 0;
  return {
    get(key) {
      const hit = entries.get(key);
      if (hit) {
        // Refresh recency: Map keeps insertion order.
        entries.delete(key);
        entries.set(key, hit);
      }
      return hit;
    },
    set(key, value) {
      if (value.body.length > maxBytes / 4) return;
      const previous = entries.get(key);
      if (previous) {
        bytes -= previous.body.length;
        entries.delete(key);
      }
      entries.set(key, value);
      bytes += value.body.length;
      for (const [oldKey, old] of entries) {
        if (bytes <= maxBytes) break;
        entries.delete(oldKey);
        bytes -= old.body.length;
      }
    },
  };
}
