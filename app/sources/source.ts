import type { RosterRecord } from '#app/domain/roster-text.ts';

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

export type SourceContext = {
  fetch: SourceFetch;
  now: () => Date;
  listingSourceUrl: string;
  collectApiKey: string | null;
  /** robots.txt rules for the source's origin, when the source is a website. */
  isAllowed(url: string): boolean;
};

/** One province's roster for one duty date, as a source delivered it. */
export type DatedRoster = { dutyDate: string; records: RosterRecord[] };

export type SourceProvince = { name: string; slug: string; plate: number };

export type SourceErrorKind = 'blocked' | 'http' | 'layout' | 'network' | 'robots';

/** An expected failure of one province's fetch; `retryable` ones are tried again with backoff. */
export class SourceError extends Error {
  override name = 'SourceError';
  readonly kind: SourceErrorKind;
  readonly retryable: boolean;
  constructor(kind: SourceErrorKind, message: string, retryable: boolean) {
    super(message);
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

/** Maps an HTTP status to the failure it means for a scraper; null for 2xx. */
export function toStatusError(status: number, url: string): SourceError | null {
  if (status >= 200 && status < 300) return null;
  if (status === 403 || status === 429) return new SourceError('blocked', `${url} answered ${status} (blocked)`, false);
  return new SourceError('http', `${url} answered ${status}`, status >= 500);
}

/** Network-level failures of the safe fetcher (timeouts, resets) are worth a retry. */
export function toFetchError(error: unknown, url: string): SourceError {
  const code = (error as { code?: unknown }).code;
  const message = error instanceof Error ? error.message : String(error);
  if (code === 'timeout' || code === 'network') return new SourceError('network', `${url}: ${message}`, true);
  return new SourceError('network', `${url}: ${message}`, false);
}
