import type { RosterRecord } from '#app/domain/roster/roster-text.ts';
import { toFetchFailure, toHostLabel, toStatusFailure } from '#app/sources/fetch-failure-text.ts';

/**
 * The shape every data source adapter has. A source lives in its own folder
 * with fetch (I/O) apart from parse (pure) and its fixtures; see docs/data-sources.md,
 * "Adding a source".
 */

/** An answer as adapters see it (through the polite client, app/sources/polite-client.server.ts). */
export type SourceResponse = {
  status: number;
  url: string;
  contentType: string | null;
  headers: Headers;
  text(): string;
};

export type SourceRequestInit = {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** With POST: a form (`application/x-www-form-urlencoded`, set the header) or JSON body. */
  body?: string;
  /** A session's cookies (`a=1; b=2`), for sources with a handshake; sent to the URL's origin only. */
  cookie?: string;
  signal?: AbortSignal;
};

/**
 * What adapters fetch with: the polite client. It maps hosts (SOURCE_HOST_MAP), keeps to one request
 * at a time and one a second per host, honours robots.txt, retries a transient failure once and
 * names us in the User-Agent. A network failure, a timeout or a robots.txt refusal is thrown as a
 * SourceError; any HTTP status is returned (see `requirePage`).
 */
export type SourceFetch = (url: string, init?: SourceRequestInit) => Promise<SourceResponse>;

/** What the source website's robots.txt says (app/sources/robots.server.ts), as adapters see it. */
export type RobotsRules = {
  isAllowed(url: string): boolean;
  /**
   * Set when robots.txt could not be read (no connection, timeout, 5xx): every page is then
   * disallowed for the run (RFC 9309), and each is reported with this failure, not as a refusal.
   */
  unreachable: { kind: SourceErrorKind; message: string } | null;
};

/** The keys of the paid APIs (COLLECTAPI_KEY, NOSYAPI_KEY); a source without its key is off. */
export type SourceKeys = Readonly<{ collectApi: string | null; nosyApi: string | null }>;

export type SourceContext = {
  fetch: SourceFetch;
  now: () => Date;
  keys: SourceKeys;
  /**
   * Where the source is read: its `defaultBaseUrl`, or the address an admin set for this province
   * or for all (addresses drift), without a trailing slash. Adapters build every URL from it.
   */
  baseUrl: string;
  /**
   * State kept for one run and shared by all its provinces (a source's session handshake), keyed
   * by the source; absent outside a run.
   */
  runState?: Map<string, unknown>;
};

/** One province's roster for one duty date, as a source delivered it. */
export type DatedRoster = { dutyDate: string; records: RosterRecord[] };

export type SourceProvince = { name: string; slug: string; plate: number };

export type SourceRequest = {
  province: SourceProvince;
  /**
   * The duty dates wanted, the one in force first (then tomorrow, when wanted). A source that
   * pays a request per date (e-Devlet) fetches only these; one that shows several days at once
   * (the listing site's tabs) may return them all. Each roster is dated by what the source itself
   * says (a tab's duty-period sentence, a record's date), or, where it says nothing, by the first
   * date asked (the province's duty date in force, by its own rotation time): the engine refuses a
   * source whose list is for another day.
   */
  dutyDates: readonly string[];
  /** 'check': read to compare with the published list; an adapter may skip extras such as positions. */
  purpose: 'publish' | 'check';
  /**
   * For a check: the list being checked lacks positions, so a source that can add them at the cost
   * of a request should (the listing site's embeddable page).
   */
  wantsPositions?: boolean;
};

/**
 * How far a source is trusted (docs/decisions/0008-source-chain-and-cross-checks.md): the chamber's
 * or the municipality's own list, the national approved list (e-Devlet), the listing site that copies
 * them, the paid APIs that copy those.
 */
type SourceTrust = 'official' | 'national' | 'listing' | 'commercial';

export type SourceAdapter = {
  /** Stored as the roster's source and accepted by `npm run scrape -- --source`. */
  name: string;
  /** Shown to visitors as the data source: "e-Devlet (onaylı liste)", "eczaneler.gen.tr". */
  label: string;
  trust: SourceTrust;
  /**
   * Sources of one family copy one publisher (the listing site's province page and its embeddable
   * page): a cross-check needs a source of another family.
   */
  family: string;
  /** Where it is read unless an admin re-addressed it, without a trailing slash. */
  defaultBaseUrl: string;
  /**
   * Where one province is read, when that differs by province (a regional chamber's page per
   * province); absent: `defaultBaseUrl` for all.
   */
  defaultUrlFor?(plate: number): string;
  /** The plates it serves (a municipality's province); null: all 81. */
  plates: readonly number[] | null;
  /**
   * Its list carries positions in the same answer (the embeddable page, the municipalities, the paid
   * APIs); a list without positions is checked against such a source first, so the check brings them.
   */
  givesPositions: boolean;
  /**
   * When it publishes, also ask it for tomorrow's list: it costs at most one more request (a
   * chamber's date form, a dated endpoint) and gives the "Yarın" tab the official list.
   */
  readsTomorrow?: boolean;
  /** Off without its key (paid APIs). */
  isEnabled(keys: SourceKeys): boolean;
  fetchProvince(context: SourceContext, request: SourceRequest): Promise<DatedRoster[]>;
};

/**
 * unreachable: no connection (DNS, refused, reset); timeout; blocked: 403/429 or a bot-challenge
 * page; http: any other status or unusable answer; layout: the page changed; robots: a robots.txt
 * rule disallows it; format: not the kind of answer asked for (HTML where JSON was asked); wrong_day:
 * the list is for another duty date than the one asked; empty: the source lists nobody;
 * disagrees: held back because two other sources agree on pharmacies it lacks.
 */
export type SourceErrorKind =
  'unreachable' | 'timeout' | 'blocked' | 'http' | 'layout' | 'robots' | 'format' | 'wrong_day' | 'empty' | 'disagrees';

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

/** Marks of a bot-challenge page (Cloudflare's "Just a moment…", DDoS-Guard), in its head or scripts. */
const CHALLENGE_MARKERS = [
  /<title>\s*just a moment/i,
  /<title>\s*attention required/i,
  /<title>\s*ddos-guard/i,
  /cf[-_]chl[-_]/i,
  /challenge-platform/i,
  /cf-browser-verification/i,
  /checking (?:if the site connection is secure|your browser)/i,
  /enable javascript and cookies to continue/i,
];

/**
 * True when the answer is a bot challenge rather than the page: Cloudflare's `cf-mitigated:
 * challenge` header, or a 200, 403, 429 or 503 whose HTML carries a challenge's marks.
 */
export function isChallenge(response: Pick<SourceResponse, 'status' | 'headers' | 'contentType' | 'text'>): boolean {
  if (response.headers.get('cf-mitigated') === 'challenge') return true;
  if (![200, 403, 429, 503].includes(response.status)) return false;
  const type = response.contentType ?? '';
  if (type && !type.includes('html')) return false;
  const head = response.text().slice(0, 20_000);
  return CHALLENGE_MARKERS.some((marker) => marker.test(head));
}

/**
 * The answer when it is a page to read: a challenge is `blocked` ("Bot koruması …"), never parsed;
 * any other non-2xx status is its failure (toStatusError).
 */
export function requirePage(response: SourceResponse): SourceResponse {
  if (isChallenge(response)) {
    throw new SourceError(
      'blocked',
      `Bot koruması: kaynak eczane listesi yerine bir doğrulama sayfası gönderdi (HTTP ${response.status}): ${response.url}`,
      false,
    );
  }
  const failure = toStatusError(response.status, response.url);
  if (failure) throw failure;
  return response;
}

/**
 * The JSON of an answer that must be JSON: an HTML page in its place (a challenge, an error page,
 * a maintenance notice) is a `format` failure naming what came, never parsed.
 */
export function requireJson(response: SourceResponse): unknown {
  const page = requirePage(response);
  const text = page.text();
  const start = text.trimStart().slice(0, 1);
  if (start !== '{' && start !== '[') {
    const what = /^\s*</.test(text) ? 'HTML sayfası' : 'tanınmayan bir metin';
    throw new SourceError(
      'format',
      `Kaynak JSON yerine ${what} gönderdi (${page.contentType ?? 'türü yok'}): ${page.url}`,
      false,
    );
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new SourceError('format', `Kaynağın JSON yanıtı bozuk: ${page.url}`, false, { cause: error });
  }
}

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

/**
 * A session handshake shared by a run's provinces through `runState` (or a private one without
 * it): `current()` is the run's session, opened once; `renew()` opens a new one for everyone after
 * a source refused the old. A failed opening is forgotten, so the next province tries again.
 */
export function sharedSession<T>(
  runState: Map<string, unknown> | undefined,
  key: string,
  open: () => Promise<T>,
): { current(): Promise<T>; renew(): Promise<T> } {
  const renew = () => {
    const opening = open();
    runState?.set(key, opening);
    opening.catch(() => runState?.delete(key));
    return opening;
  };
  return { current: () => (runState?.get(key) as Promise<T> | undefined) ?? renew(), renew };
}
