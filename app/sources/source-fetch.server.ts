import type { AppConfig } from '#app/config/env.server.ts';
import { createSafeFetch, type SafeFetch } from '#app/sources/safe-fetch.server.ts';

/** How the bot names itself to the sites it reads. */
export function userAgentFor(config: AppConfig): string {
  const site = config.baseDomain ? `https://${config.baseDomain}` : 'https://github.com/nobetci-eczane';
  return `NobetciEczaneBot/0.1 (+${site}/hakkinda)`;
}

/** The SSRF-safe fetcher as sources use it: 15 s per request, at most 5 MB, our User-Agent. */
export function createSourceFetch(config: AppConfig): SafeFetch {
  return createSafeFetch({
    allowHosts: config.fetchAllowHosts,
    userAgent: userAgentFor(config),
    timeoutMs: 15_000,
    maxBytes: 5 * 1024 * 1024,
  });
}
