import type { AppConfig } from '#app/config/env.server.ts';
import type { SourceRuntime } from '#app/jobs/daily-scrape.server.ts';
import { createPoliteClient, type ConditionalCache } from '#app/sources/polite-client.server.ts';
import { SOURCES } from '#app/sources/registry.server.ts';
import { createSafeFetch, type SafeFetch } from '#app/sources/safe-fetch.server.ts';
import type { SourceAdapter } from '#app/sources/source.ts';

/** How the bot names itself to the sites it reads, with a contact (SOURCE_CONTACT, else the site). */
export function userAgentFor(config: AppConfig): string {
  const site = config.publicOrigin ?? (config.baseDomain ? `https://${config.baseDomain}` : null);
  const contact = config.sourceContact ?? (site ? `${site}/hakkinda` : 'https://github.com/nobetci-eczane');
  return `NobetciEczaneBot/1.0 (+${contact})`;
}

/** `host:port` of each SOURCE_HOST_MAP target: the SSRF-safe fetcher may reach exactly those too. */
function listMappedHosts(config: Pick<AppConfig, 'sourceHostMap'>): string[] {
  return [...config.sourceHostMap.values()].map((origin) => {
    const url = new URL(origin);
    return `${url.hostname}:${url.port || (url.protocol === 'https:' ? '443' : '80')}`;
  });
}

/** The SSRF-safe fetcher as sources use it: 15 s per request, at most 5 MB, our User-Agent. */
function createSourceFetch(config: AppConfig): SafeFetch {
  return createSafeFetch({
    allowHosts: [...config.fetchAllowHosts, ...listMappedHosts(config)],
    userAgent: userAgentFor(config),
    timeoutMs: 15_000,
    maxBytes: 5 * 1024 * 1024,
  });
}

/**
 * The listing site's sources are read from LISTING_SOURCE_URL; the others from their own address,
 * for one province (`plate`) where that differs by province (a regional chamber's page per province).
 */
export function toDefaultBaseUrl(config: AppConfig, adapter: SourceAdapter, plate?: number): string {
  if (adapter.family === 'eczaneler.gen.tr') return config.listingSourceUrl;
  return plate !== undefined && adapter.defaultUrlFor ? adapter.defaultUrlFor(plate) : adapter.defaultBaseUrl;
}

/** The sources as every run reads them: the adapters, keys, addresses and a polite client per run. */
export function createSourceRuntime(config: AppConfig, options: { runTimeoutMs?: number } = {}): SourceRuntime {
  const safeFetch = createSourceFetch(config);
  const userAgent = userAgentFor(config);
  // Kept across runs, so a source that sends ETag or Last-Modified can answer 304 the next time.
  const conditionalCache: ConditionalCache = new Map();
  return {
    adapters: SOURCES,
    keys: { collectApi: config.collectApiKey, nosyApi: config.nosyApiKey },
    defaultBaseUrl: (adapter, plate) => toDefaultBaseUrl(config, adapter, plate),
    openClient: (signal) =>
      createPoliteClient({
        safeFetch,
        userAgent,
        hostMap: config.sourceHostMap,
        minIntervalMs: config.sourceRequestIntervalMs,
        // The one retry of a transient failure waits two intervals (2 s by default).
        retryDelayMs: config.sourceRequestIntervalMs * 2,
        conditionalCache,
        signal,
      }),
    runTimeoutMs: options.runTimeoutMs ?? 20 * 60 * 1000,
  };
}
