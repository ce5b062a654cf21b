/**
 * How many pages a client may have rendered for it (a miss of the shared-page cache): a token
 * bucket per client key, `burst` at once, refilled at `perSecond`. Kept pages cost nothing and are
 * never counted. One client asking for random searches or positions cannot take the two cores from
 * everyone else: past its budget it gets a cheap 429 with `Retry-After` instead of a rendering.
 * Memory is bounded: at most `maxClients` buckets, the least recently used dropped first.
 */
export type ClientBudget = {
  /** Takes one rendering from `client`'s budget: null when it may, else the seconds until it may again. */
  take(client: string): number | null;
};

export type ClientBudgetOptions = { perSecond: number; burst: number; maxClients?: number; now: () => number };

export function createClientBudget(options: ClientBudgetOptions): ClientBudget {
  const maxClients = options.maxClients ?? 10_000;
  const buckets = new Map<string, { tokens: number; at: number }>();
  return {
    take(client) {
      const now = options.now();
      const bucket = buckets.get(client) ?? { tokens: options.burst, at: now };
      buckets.delete(client);
      bucket.tokens = Math.min(options.burst, bucket.tokens + ((now - bucket.at) / 1000) * options.perSecond);
      bucket.at = now;
      buckets.set(client, bucket);
      if (buckets.size > maxClients) buckets.delete(buckets.keys().next().value!);
      if (bucket.tokens >= 1) {
        bucket.tokens -= 1;
        return null;
      }
      return Math.ceil((1 - bucket.tokens) / options.perSecond);
    },
  };
}
