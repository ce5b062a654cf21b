import { createSafeFetch } from '#app/sources/safe-fetch.server.ts';
import { requireProvinceBySlug } from '#app/domain/geo/geo.server.ts';
import {
  SourceError,
  toFetchError,
  type SourceContext,
  type SourceKeys,
  type SourceRequest,
} from '#app/sources/source.ts';
import type { SourceFixtureServers } from '#tests/support/source-fixtures/server.ts';

/**
 * A SourceContext for one adapter's tests against the fixture servers: each request for a real
 * host goes to its fixture listener (as SOURCE_HOST_MAP does), through the SSRF-safe fetcher,
 * without the polite client's pacing. Network failures are SourceErrors, as the polite client
 * throws them.
 */
export function createFixtureSourceContext(
  servers: SourceFixtureServers,
  options: { now: () => Date; baseUrl: string; keys?: Partial<SourceKeys>; timeoutMs?: number },
): SourceContext & { requests: string[] } {
  const safeFetch = createSafeFetch({
    allowHosts: servers.allowHosts,
    userAgent: 'NobetciEczaneBot/test',
    timeoutMs: options.timeoutMs ?? 5000,
    maxBytes: 5 * 1024 * 1024,
  });
  const requests: string[] = [];
  return {
    requests,
    now: options.now,
    baseUrl: options.baseUrl,
    keys: { collectApi: null, nosyApi: null, ...options.keys },
    async fetch(url, init = {}) {
      const target = new URL(url);
      const origin = servers.origins.get(target.host);
      if (!origin) throw new SourceError('unreachable', `Fikstürde böyle bir sunucu yok: ${target.host}`, false);
      const mapped = new URL(`${target.pathname}${target.search}`, origin).href;
      requests.push(`${init.method ?? 'GET'} ${url}`);
      try {
        const response = await safeFetch(mapped, init);
        return { ...response, url };
      } catch (error) {
        throw toFetchError(error, url);
      }
    },
  };
}

/** An adapter's request for one province by slug: the duty date given (and any options). */
export function requestFor(slug: string, dutyDate: string, options: Partial<SourceRequest> = {}): SourceRequest {
  const { name, plate } = requireProvinceBySlug(slug);
  return { province: { name, slug, plate }, dutyDates: [dutyDate], purpose: 'publish', ...options };
}

/** The SourceError `run` fails with; anything else (or no failure) fails the test. */
export async function failureOf(run: Promise<unknown>): Promise<SourceError> {
  const error = await run.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (error instanceof SourceError) return error;
  throw new Error(`expected a SourceError, got ${String(error)}`);
}
