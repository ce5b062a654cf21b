import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import type * as Undici from 'undici';
import { isBlockedAddress } from '#app/sources/safe-fetch-address.ts';
import { discardBody, readLimitedBody } from '#app/sources/safe-fetch-body.ts';
import { decodeBody } from '#app/sources/safe-fetch-charset.ts';
import { SafeFetchError } from '#app/sources/safe-fetch-error.ts';
import { toHeaders, toRequestHeaders, withoutCredentials } from '#app/sources/safe-fetch-headers.ts';

export { isBlockedAddress } from '#app/sources/safe-fetch-address.ts';
export { SafeFetchError } from '#app/sources/safe-fetch-error.ts';
export type { SafeFetchErrorCode } from '#app/sources/safe-fetch-error.ts';

export type SafeFetchOptions = {
  /** "host:port" entries (FETCH_ALLOW_HOSTS) that may be reached although private or loopback. */
  allowHosts: readonly string[];
  userAgent: string;
  /** Deadline for the whole request: DNS, connects, every redirect and the body. */
  timeoutMs: number;
  /** Cap on the (decompressed) body size. */
  maxBytes: number;
  /** Default 3. */
  maxRedirects?: number;
  /** Default: node:dns/promises lookup with `all: true`. */
  lookup?: (hostname: string) => Promise<{ address: string; family: 4 | 6 }[]>;
};

export type SafeResponse = {
  status: number;
  /** The final URL, after redirects. */
  url: string;
  headers: Headers;
  contentType: string | null;
  body: Buffer;
  /** The body decoded with the Content-Type charset (an HTML <meta> charset, else UTF-8). */
  text(): string;
};

export type SafeFetchInit = {
  headers?: Record<string, string>;
  signal?: AbortSignal;
  method?: 'GET' | 'HEAD' | 'POST';
  /** A form or JSON body, with POST; a redirect after a POST is followed as a GET without it (303 and 301/302, as browsers do). */
  body?: string;
  /**
   * A session's cookies (`name=value; name2=value2`), for sources with a session handshake (e-Devlet's
   * token form). Sent to the URL's origin only: a redirect to another origin leaves them behind.
   */
  cookie?: string;
};

export type SafeFetch = (url: string, init?: SafeFetchInit) => Promise<SafeResponse>;

const redirectStatuses = new Set([301, 302, 303, 307, 308]);

/**
 * The one outbound HTTP client for scrapers and the admin content fetcher. Every hop (the first
 * request and each redirect) is checked from scratch: http(s) only, and every address the host
 * resolves to must be public unless its "host:port" is in `allowHosts`. The connection then goes
 * to the very address that was checked, so a DNS answer that changes in between cannot redirect
 * it (DNS rebinding). Non-2xx statuses are returned, not thrown.
 */
export function createSafeFetch(options: SafeFetchOptions): SafeFetch {
  const allowHosts = new Set(options.allowHosts.map((entry) => entry.trim().toLowerCase()).filter(Boolean));
  const maxRedirects = options.maxRedirects ?? 3;
  const lookup = options.lookup ?? lookupAll;

  return async function safeFetch(url, init = {}) {
    let target = parseTarget(url);
    const deadline = AbortSignal.timeout(options.timeoutMs);
    const signal = init.signal ? AbortSignal.any([deadline, init.signal]) : deadline;
    let method = init.method ?? 'GET';
    let requestBody = method === 'POST' ? init.body : undefined;
    let headers = toRequestHeaders(options.userAgent, init.headers);
    if (init.cookie) headers.cookie = init.cookie;
    // Loaded on the first fetch, not with the server: ~50 ms of every start, and most never fetch.
    const undici = await import('undici');
    try {
      for (let redirects = 0; ; redirects += 1) {
        const address = await resolveTarget(target, allowHosts, lookup, signal);
        const agent = createPinnedAgent(undici, address);
        try {
          const response = await undici.request(target, {
            method,
            headers,
            body: requestBody,
            signal,
            dispatcher: agent,
          });
          const responseHeaders = toHeaders(response.headers);
          const location = responseHeaders.get('location');
          if (redirectStatuses.has(response.statusCode) && location !== null) {
            discardBody(response.body);
            if (redirects >= maxRedirects) {
              throw new SafeFetchError(
                'too_many_redirects',
                target.href,
                `Too many redirects (more than ${maxRedirects}) while fetching ${url}`,
              );
            }
            const next = parseTarget(location, target);
            if (next.origin !== target.origin) headers = withoutCredentials(headers);
            if (method === 'POST' && response.statusCode !== 307 && response.statusCode !== 308) {
              method = 'GET';
              requestBody = undefined;
              delete headers['content-type'];
            }
            target = next;
            continue;
          }
          const announced = Number(responseHeaders.get('content-length') ?? Number.NaN);
          if (method !== 'HEAD' && announced > options.maxBytes) {
            discardBody(response.body);
            throw new SafeFetchError(
              'too_large',
              target.href,
              `Response body of ${target.href} announces ${announced} bytes, over the limit of ${options.maxBytes}`,
            );
          }
          const contentEncoding = responseHeaders.get('content-encoding') ?? undefined;
          const body = await readLimitedBody(response.body, contentEncoding, options.maxBytes, target.href, signal);
          const contentType = responseHeaders.get('content-type');
          return {
            status: response.statusCode,
            url: target.href,
            headers: responseHeaders,
            contentType,
            body,
            text: () => decodeBody(body, contentType),
          };
        } finally {
          await agent.destroy();
        }
      }
    } catch (error) {
      throw toSafeFetchError(error, target.href, options.timeoutMs, deadline, init.signal);
    }
  };
}

function parseTarget(input: string, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(input, base);
  } catch (error) {
    throw new SafeFetchError('invalid_url', input, `Invalid URL: ${input}`, { cause: error });
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new SafeFetchError('blocked_protocol', url.href, `Protocol ${url.protocol} is not allowed: ${url.href}`);
  }
  return url;
}

/** The checked address to connect to. WHATWG URL parsing has already turned 2130706433, 0x7f.1 etc. into dotted IPv4. */
async function resolveTarget(
  url: URL,
  allowHosts: ReadonlySet<string>,
  lookup: NonNullable<SafeFetchOptions['lookup']>,
  signal: AbortSignal,
): Promise<string> {
  const hostname = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  const isAllowedHost = allowHosts.has(`${url.hostname}:${port}`);
  const addresses = isIP(hostname) ? [hostname] : (await withAbort(lookup(hostname), signal)).map((a) => a.address);
  if (addresses.length === 0) {
    throw new SafeFetchError('network', url.href, `Host ${url.hostname} has no addresses (${url.href})`);
  }
  const blocked = isAllowedHost ? undefined : addresses.find((address) => isBlockedAddress(address));
  if (blocked !== undefined) {
    throw new SafeFetchError(
      'blocked_address',
      url.href,
      `Refusing to fetch ${url.href}: host ${url.hostname} resolves to non-public address ${blocked}`,
    );
  }
  return addresses.find((address) => isIP(address) === 4) ?? (addresses[0] as string);
}

/** A one-hop agent whose every connection goes to `address`; Host header and TLS SNI keep the URL's name. */
function createPinnedAgent(undici: typeof Undici, address: string): Undici.Agent {
  const connect = undici.buildConnector({});
  return new undici.Agent({
    connect: (connectOptions, callback) => connect({ ...connectOptions, hostname: address }, callback),
  });
}

async function lookupAll(hostname: string): Promise<{ address: string; family: 4 | 6 }[]> {
  const results = await dnsLookup(hostname, { all: true });
  return results.map((result) => ({ address: result.address, family: result.family === 6 ? 6 : 4 }));
}

function withAbort<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  signal.throwIfAborted();
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

function toSafeFetchError(
  error: unknown,
  url: string,
  timeoutMs: number,
  deadline: AbortSignal,
  callerSignal: AbortSignal | undefined,
): SafeFetchError {
  if (error instanceof SafeFetchError) return error;
  if (deadline.aborted) {
    return new SafeFetchError('timeout', url, `Fetching ${url} took longer than ${timeoutMs} ms`, { cause: error });
  }
  if (callerSignal?.aborted) {
    const reason: unknown = callerSignal.reason;
    const timedOut = reason instanceof DOMException && reason.name === 'TimeoutError';
    return new SafeFetchError(timedOut ? 'timeout' : 'network', url, `Fetching ${url} was aborted by the caller`, {
      cause: reason,
    });
  }
  const detail = error instanceof Error ? error.message : String(error);
  return new SafeFetchError('network', url, `Network error while fetching ${url}: ${detail}`, { cause: error });
}
