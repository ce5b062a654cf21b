import robotsParser from 'robots-parser';
import { toFetchFailure, toHostLabel, toStatusFailure, type FetchFailure } from '#app/sources/fetch-failure-text.ts';
import type { SafeFetch } from '#app/sources/safe-fetch.server.ts';
import type { RobotsRules } from '#app/sources/source.ts';

export type RobotsPolicy = RobotsRules & {
  crawlDelayMs: number | null;
  /** Why a blanket allow/disallow was used instead of parsed rules (for the log); absent when rules were read. */
  reason?: string;
};

const allowAll = (reason: string): RobotsPolicy => ({
  isAllowed: () => true,
  crawlDelayMs: null,
  unreachable: null,
  reason,
});

/**
 * robots.txt could not be read: nothing may be fetched this run, and every page says the source
 * was unreachable ("Kaynağa bağlanılamadı: host (robots.txt alınamadı: bağlantı reddedildi)"),
 * never that robots.txt refused it.
 */
function unreachable(robotsUrl: string, failure: FetchFailure, reason: string): RobotsPolicy {
  const cause = failure.detail ? `robots.txt alınamadı: ${failure.detail}` : 'robots.txt alınamadı';
  return {
    isAllowed: () => false,
    crawlDelayMs: null,
    unreachable: {
      kind: failure.kind,
      message: `${failure.headline}: ${toHostLabel(robotsUrl)} (${cause})`,
    },
    reason,
  };
}

/**
 * Reads `${origin}/robots.txt` through the SSRF-safe fetcher, following RFC 9309 §2.3.1:
 * a 4xx answer means there are no rules (allow all); a 5xx answer, a network failure or any
 * other fetch failure means "complete disallow" for this run, reported as the source being
 * unreachable (`unreachable`), not as a refusal. Rules are matched for our product token (the
 * part of the User-Agent before "/") and fall back to the `*` group. A policy only speaks for
 * its own origin: URLs elsewhere are not allowed by it.
 */
export async function fetchRobotsPolicy(fetch: SafeFetch, origin: string, userAgent: string): Promise<RobotsPolicy> {
  const robotsUrl = new URL('/robots.txt', origin).href;
  let response: Awaited<ReturnType<SafeFetch>>;
  try {
    response = await fetch(robotsUrl);
  } catch (error) {
    // Unreachable (network, timeout, blocked address, too large): RFC 9309 says assume complete disallow.
    const detail = error instanceof Error ? error.message : String(error);
    return unreachable(
      robotsUrl,
      toFetchFailure(error),
      `${robotsUrl} could not be fetched (${detail}); disallowing all`,
    );
  }
  if (response.status >= 400 && response.status < 500) {
    return allowAll(`${robotsUrl} answered ${response.status}; no rules, allowing all`);
  }
  if (response.status < 200 || response.status >= 300) {
    const reason = `${robotsUrl} answered ${response.status}; disallowing all`;
    return unreachable(robotsUrl, toStatusFailure(response.status), reason);
  }

  const robots = robotsParser(robotsUrl, response.text());
  const token = toProductToken(userAgent);
  const crawlDelay = robots.getCrawlDelay(token);
  return {
    isAllowed(url) {
      if (isRobotsFile(url, robotsUrl)) return true;
      return robots.isAllowed(url, token) ?? false;
    },
    unreachable: null,
    crawlDelayMs: typeof crawlDelay === 'number' && crawlDelay >= 0 ? Math.round(crawlDelay * 1000) : null,
  };
}

/** "NobetciEczaneBot/0.1 (+https://…)" → "NobetciEczaneBot". */
export function toProductToken(userAgent: string): string {
  const token = userAgent.trim().split(/[/\s]/, 1)[0] ?? '';
  return token === '' ? '*' : token;
}

function isRobotsFile(url: string, robotsUrl: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.origin === new URL(robotsUrl).origin && parsed.pathname === '/robots.txt';
  } catch {
    return false;
  }
}
