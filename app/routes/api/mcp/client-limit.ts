import type { ClientKey } from '#app/domain/site/client-key.ts';

/**
 * A per-client request budget in fixed windows (e.g. 60 requests a minute), in memory. A client is
 * its ClientKey (one IPv4 address or IPv6 /64, however spelled), never a raw address. Time is
 * an input (the services' clock), so tests move it; maintained limiter packages read the machine
 * clock themselves. At most `maxClients` windows are kept: past that, finished windows are
 * dropped first, then the oldest ones.
 */

type LimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export type ClientLimiter = {
  take(client: ClientKey, now: Date): LimitDecision;
};

type Window = { startedAt: number; count: number };

export function createClientLimiter(options: { limit: number; windowMs: number; maxClients?: number }): ClientLimiter {
  const { limit, windowMs, maxClients = 10_000 } = options;
  const windows = new Map<ClientKey, Window>();

  function prune(at: number): void {
    for (const [client, window] of windows) {
      if (at - window.startedAt >= windowMs) windows.delete(client);
    }
    // Map order is insertion order: the first entries are the oldest windows.
    for (const client of windows.keys()) {
      if (windows.size < maxClients) break;
      windows.delete(client);
    }
  }

  return {
    take(client, now) {
      const at = now.getTime();
      let window = windows.get(client);
      if (!window || at - window.startedAt >= windowMs || at < window.startedAt) {
        windows.delete(client);
        if (windows.size >= maxClients) prune(at);
        window = { startedAt: at, count: 0 };
        windows.set(client, window);
      }
      if (window.count >= limit) {
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window.startedAt + windowMs - at) / 1000)) };
      }
      window.count += 1;
      return { allowed: true };
    },
  };
}
