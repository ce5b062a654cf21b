import type { RosterRecord } from '#app/domain/roster/roster-text.ts';
import { toFetchFailure, toHostLabel, toStatusFailure } from '#app/sources/fetch-failure-text.ts';

/**
 * The shape every data source adapter has. A source lives in its own folder
 * with fetch (I/O) apart from parse (pure) and its fixtures; see the README,
 * "Adding a source".
 */

/** What adapters need from the SSRF-safe fetcher (app/sources/safe-fetch.server.ts). */
export type SourceResponse = { status: number; url: string; contentType: string | null; text(): string };
export type SourceFetch = (
  url: string,
  init?: { headers?: Record<string, string>; signal?: AbortSignal },
) => Promise<SourceResponse>;

/** What the source website's robots.txt says (app/sources/robots.server.ts), as adapters see it. */
export type RobotsRules = {
  isAllowed(url: string): boolean;
  /**
   * Set when robots.txt could not be read (no connection, timeout, 5xx): every page is then
   * disallowed for the run (RFC 9309), and each is reported with this failure, not as a refusal.
   */
  unreachable: { kind: SourceErrorKind; message: string } | null;
};

/** Rules for a source without a website of its own (an API): everything is allowed. */
export const NO_ROBOTS_RULES: RobotsRules = { isAllowed: () => true, unreachable: null };

export type SourceContext = {
  fetch: SourceFetch;
  now: () => Date;
  listingSourceUrl: string;
  collectApiKey: string | null;
  /** robots.txt rules for the source's origin, when the source is a website. */
  robots: RobotsRules;
};

/** One province's roster for one duty date, as a source delivered it. */
export type DatedRoster = { dutyDate: string; records: RosterRecord[] };

export type SourceProvince = { name: string; slug: string; plate: number };

/**
 * unreachable: no connection (DNS, refused, reset); timeout; blocked: 403/429; http: any other
 * status or unusable answer; layout: the page changed; robots: a robots.txt rule disallows it.
 */
export type SourceErrorKind = 'unreachable' | 'timeout' | 'blocked' | 'http' | 'layout' | 'robots';

/**
 * An expected failure of one province's fetch; `retryable` ones are tried again with backoff.
 * The message is the Turkish reason the admin screens show, naming the real cause.
 */
export class SourceError extends Error {
  override name = 'SourceError';
  readonly kind: SourceErrorKind;
  readonly retryable: boolean;
  constructor(kind: SourceErrorKind, message: string, retryable: boolean, options?: { cause?: unknown }) {
    super(message, options);
    this.kind = kind;
    this.retryable = retryable;
  }
}

export type SourceAdapter = {
  /** Stored as the roster's source and accepted by `npm run scrape -- --source`. */
  name: string;
  /** Shown to visitors as the data source. */
  label: string;
  isEnabled(context: Pick<SourceContext, 'collectApiKey'>): boolean;
  /** The site whose robots.txt applies, if any. */
  origin(context: SourceContext): string | null;
  fetchProvince(context: SourceContext, province: SourceProvince): Promise<DatedRoster[]>;
};

/** Maps an HTTP status to the failure it means for a scraper; null for 2xx. 5xx is worth a retry. */
export function toStatusError(status: number, url: string): SourceError | null {
  if (status >= 200 && status < 300) return null;
  const failure = toStatusFailure(status);
  const kind = status === 403 || status === 429 ? 'blocked' : 'http';
  return new SourceError(kind, `${failure.headline} (${failure.detail}): ${url}`, failure.retryable);
}

/**
 * A thrown fetch as a failure naming its cause: "Kaynağa bağlanılamadı: host (bağlantı reddedildi)",
 * "Zaman aşımı: host (…)". Network trouble and timeouts are worth a retry.
 */
export function toFetchError(error: unknown, url: string): SourceError {
  const failure = toFetchFailure(error);
  const where = failure.kind === 'http' ? url : toHostLabel(url);
  const message = `${failure.headline}: ${where}${failure.detail ? ` (${failure.detail})` : ''}`;
  return new SourceError(failure.kind, message, failure.retryable, { cause: error });
}

/** Why robots.txt keeps `url` from being fetched, as the error to throw; null when it may be fetched. */
export function toRobotsError(robots: RobotsRules, url: string): SourceError | null {
  if (robots.isAllowed(url)) return null;
  if (robots.unreachable) return new SourceError(robots.unreachable.kind, robots.unreachable.message, false);
  return new SourceError('robots', `Kaynağın robots.txt dosyası bu sayfaya erişimi yasaklıyor: ${url}`, false);
}
