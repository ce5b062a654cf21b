import { fetchRobotsPolicy, type RobotsPolicy } from '#app/sources/robots.server.ts';
import type { SafeFetch, SafeResponse } from '#app/sources/safe-fetch.server.ts';
import {
  SourceError,
  toFetchError,
  toRobotsError,
  type SourceFetch,
  type SourceRequestInit,
  type SourceResponse,
} from '#app/sources/source.ts';

/**
 * The polite, identifiable client every source adapter fetches through (issue 34, item 8):
 * - each host is asked one request at a time, and a request starts at least `minIntervalMs` (1 s by
 *   default, or robots.txt's Crawl-delay when longer) after the previous one to that host ended;
 * - robots.txt is read once per host and honoured (a refusal is a `robots` SourceError);
 * - GETs remember ETag and Last-Modified and ask again conditionally: a 304 gives the kept answer;
 * - a transient failure (no connection, a timeout, a 5xx) is tried once more after a backoff;
 * - SOURCE_HOST_MAP sends a host's requests to another origin (path and query kept);
 * - `signal` bounds the whole run: once it fires, nothing more is asked.
 * The User-Agent (with the contact) is set by the SSRF-safe fetcher it wraps.
 */

export type ConditionalCache = Map<
  string,
  { etag: string | null; lastModified: string | null; response: SafeResponse }
>;

export type PoliteClientOptions = {
  safeFetch: SafeFetch;
  userAgent: string;
  hostMap?: ReadonlyMap<string, string>;
  /** Between the end of one request to a host and the start of the next. Default 1000. */
  minIntervalMs?: number;
  /** Wait before the one retry of a transient failure. Default 2000. */
  retryDelayMs?: number;
  /** Kept across runs by the caller, so a source that supports it can answer 304. */
  conditionalCache?: ConditionalCache;
  /** Fires when the run's time is up. */
  signal?: AbortSignal;
  /** Milliseconds on a monotonic clock; default performance.now. */
  clock?: () => number;
  sleep?: (ms: number) => Promise<void>;
  loadRobots?: (origin: string) => Promise<RobotsPolicy>;
};

export type PoliteClient = {
  fetch: SourceFetch;
  /** Requests made so far, by real host (robots.txt included). */
  requestsPerHost(): ReadonlyMap<string, number>;
};

type HostState = { queue: Promise<unknown>; lastEnd: number; robots: Promise<RobotsPolicy> | null; count: number };

const TRANSIENT = new Set(['unreachable', 'timeout']);

/** The URL a request really goes to: its host replaced by the mapped origin, if any. */
function toMappedUrl(url: URL, hostMap: ReadonlyMap<string, string> | undefined): URL {
  const origin = hostMap?.get(url.host.toLowerCase()) ?? hostMap?.get(url.hostname.toLowerCase());
  return origin ? new URL(`${url.pathname}${url.search}`, origin) : url;
}

export function createPoliteClient(options: PoliteClientOptions): PoliteClient {
  const minInterval = options.minIntervalMs ?? 1000;
  const retryDelay = options.retryDelayMs ?? 2000;
  const clock = options.clock ?? (() => performance.now());
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const cache = options.conditionalCache ?? new Map();
  const hosts = new Map<string, HostState>();
  const loadRobots =
    options.loadRobots ?? ((origin: string) => fetchRobotsPolicy(options.safeFetch, origin, options.userAgent));

  const stateOf = (host: string): HostState => {
    let state = hosts.get(host);
    if (!state) {
      state = { queue: Promise.resolve(), lastEnd: Number.NEGATIVE_INFINITY, robots: null, count: 0 };
      hosts.set(host, state);
    }
    return state;
  };

  const checkTime = (url: string) => {
    if (options.signal?.aborted)
      throw new SourceError('timeout', `Çalışmanın süresi doldu; bu istek yapılmadı: ${url}`, false);
  };

  /** Runs `task` in the host's turn: one at a time, spaced by the interval (or Crawl-delay). */
  function inTurn<T>(host: string, interval: () => number, task: () => Promise<T>): Promise<T> {
    const state = stateOf(host);
    const run = state.queue.then(async () => {
      // Timers may fire a millisecond early: wait until the interval has really passed.
      for (let wait = state.lastEnd + interval() - clock(); wait > 0; wait = state.lastEnd + interval() - clock()) {
        await sleep(Math.ceil(wait));
      }
      try {
        return await task();
      } finally {
        state.lastEnd = clock();
      }
    });
    state.queue = run.catch(() => undefined);
    return run;
  }

  async function robotsFor(host: string, mapped: URL): Promise<RobotsPolicy> {
    const state = stateOf(host);
    state.robots ??= inTurn(
      host,
      () => minInterval,
      () => {
        state.count += 1;
        return loadRobots(mapped.origin);
      },
    );
    return state.robots;
  }

  async function once(mapped: URL, realUrl: string, init: SourceRequestInit): Promise<SourceResponse> {
    checkTime(realUrl);
    const method = init.method ?? 'GET';
    const conditional = method === 'GET' && !init.cookie ? cache.get(mapped.href) : undefined;
    const headers = { ...init.headers };
    if (conditional?.etag) headers['If-None-Match'] = conditional.etag;
    if (conditional?.lastModified) headers['If-Modified-Since'] = conditional.lastModified;
    const signal =
      options.signal && init.signal ? AbortSignal.any([options.signal, init.signal]) : (init.signal ?? options.signal);
    let response: SafeResponse;
    try {
      response = await options.safeFetch(mapped.href, {
        method,
        headers,
        body: init.body,
        cookie: init.cookie,
        signal,
      });
    } catch (error) {
      throw toFetchError(error, realUrl);
    }
    if (response.status === 304 && conditional) return { ...conditional.response, url: realUrl };
    if (method === 'GET' && !init.cookie && response.status === 200) {
      const etag = response.headers.get('etag');
      const lastModified = response.headers.get('last-modified');
      if (etag || lastModified) cache.set(mapped.href, { etag, lastModified, response });
    }
    return { ...response, url: realUrl };
  }

  const fetch: SourceFetch = async (url, init = {}) => {
    const real = new URL(url);
    const host = real.host.toLowerCase();
    const mapped = toMappedUrl(real, options.hostMap);
    checkTime(url);
    const robots = await robotsFor(host, mapped);
    const refused = toRobotsError(robots, mapped.href);
    if (refused) throw refused;
    const interval = () => Math.max(minInterval, robots.crawlDelayMs ?? 0);
    const state = stateOf(host);
    return inTurn(host, interval, async () => {
      try {
        state.count += 1;
        const response = await once(mapped, url, init);
        if (response.status < 500) return response;
      } catch (error) {
        if (!(error instanceof SourceError) || !TRANSIENT.has(error.kind)) throw error;
      }
      // One more try of a transient failure, after a backoff with a little jitter.
      await sleep(Math.max(retryDelay, interval()) + Math.floor(Math.random() * (retryDelay / 4)));
      state.count += 1;
      return once(mapped, url, init);
    });
  };

  return {
    fetch,
    requestsPerHost: () => new Map([...hosts].map(([host, state]) => [host, state.count])),
  };
}
