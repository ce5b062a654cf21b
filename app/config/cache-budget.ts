/**
 * One memory budget for the page caches (CACHE_MAX_MB, issue 40): the shared-page cache at the
 * HTTP edge (server/edge-cache.ts, every kept page three times: as is, gzip and brotli) and the
 * kept markup of page heads (app/markup-cache.server.ts). The default, 64 MB, leaves a 512 MB
 * host room for the process itself (~250 MB under load, docs/decisions/0011-memory.md).
 */
export type CacheBudget = Readonly<{ edgeCacheBytes: number; markupBytes: number }>;

/** The edge cache takes seven eighths: a 130-card page is ~270 KB and the heads kept by text are 2–20 KB each. */
export function splitCacheBudget(totalBytes: number): CacheBudget {
  const markupBytes = Math.floor(totalBytes / 8);
  return { edgeCacheBytes: totalBytes - markupBytes, markupBytes };
}
