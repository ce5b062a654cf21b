/**
 * Resolves once the event loop has read the connections that became readable meanwhile: after
 * the next poll phase, wherever it is awaited. From a socket's callback (the poll phase) one
 * `setImmediate` would run in the same turn's check phase, before the next poll; from a
 * `setImmediate` callback (server/render-queue.ts starts renderings there) one would do. Two cover
 * both. Work that holds the main thread for milliseconds (a search, then its page's rendering,
 * then its compression) is split at these points, so a request that arrived during one part is
 * answered before the next (docs/measurements.md, 2026-11-30, evening).
 */
export function afterNextPoll(): Promise<void> {
  return new Promise((resolve) => setImmediate(() => setImmediate(resolve)));
}
