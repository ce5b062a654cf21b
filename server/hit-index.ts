import type { StoredDocument } from '#server/document-store.ts';

/**
 * The kept document each request target (`/yakin?lat=…&lng=…`, as the request line sends it) was
 * last answered with, for the shared-page cache's hits (server/edge-cache.ts). Its key (scheme,
 * origin, path, sorted query, data version and minute) is a pure function of the target, the
 * settled origin and the bucket, so once worked out for a target it is not worked out again: a
 * hit looks the target up, compares two strings and a flag, and answers. Working the key out
 * (the query sorted through URLSearchParams, two strings joined, flattened and hashed) cost a
 * 200-connection mix of kept pages about a sixth of its requests a second; with this index and
 * the request reader's last-pair shortcut (server/trusted-proxy.ts) the mix did 1.20× as many
 * (median of ten interleaved runs; 0.82× a bare `node:http` server's, against 0.68×:
 * docs/measurements.md, 2026-11-30).
 *
 * An answer is good for its bucket only, and until the store changes: any document kept, replaced
 * or let go empties the index (`forget`), so it never holds a document the store has dropped. A
 * target answered as another origin replaces the entry (the next request as the first goes the
 * long way once). At `limit` targets the index is emptied rather than grown: anyone can send new
 * targets, and at worst a key is worked out again.
 */
export type HitIndex = {
  /** The document remembered for `target` as `origin` (over HTTPS or not) in `bucket`, if any. */
  get(target: string, origin: string, https: boolean, bucket: string): StoredDocument | undefined;
  /** Remembers that `document` (kept for `bucket`) answers `target` as `origin`. */
  remember(target: string, origin: string, https: boolean, document: StoredDocument): void;
  /** The store changed: nothing remembered may be answered again. */
  forget(): void;
  /** How many targets it remembers. */
  size(): number;
};

type Entry = { readonly origin: string; readonly https: boolean; readonly document: StoredDocument };

export function createHitIndex(limit = 1024): HitIndex {
  const entries = new Map<string, Entry>();
  /** The bucket of every entry: a new minute or data version empties the index. */
  let bucket = '';
  return {
    get(target, origin, https, current) {
      if (current !== bucket) {
        entries.clear();
        bucket = current;
        return undefined;
      }
      const entry = entries.get(target);
      return entry && entry.origin === origin && entry.https === https ? entry.document : undefined;
    },
    remember(target, origin, https, document) {
      if (document.bucket !== bucket) {
        entries.clear();
        bucket = document.bucket;
      }
      if (entries.size >= limit) entries.clear();
      entries.set(target, { origin, https, document });
    },
    forget() {
      entries.clear();
    },
    size() {
      return entries.size;
    },
  };
}
