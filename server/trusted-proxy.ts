import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import proxyaddr from 'proxy-addr';
import type { TrustProxy } from '#app/config/env.server.ts';
import { toRequestOrigin, type OriginSettings, type RequestOrigin } from '#app/domain/site/request-origin.ts';
import { rememberAnswers } from '#app/domain/site/remembered-answers.ts';

/**
 * Who sent a request and which origin it is answered as, read once from the raw Node request by
 * one rule for the whole HTTP layer: the shared-page cache, the request boundary, HSTS and the
 * client address the rate limits count all take it from here.
 *
 * `X-Forwarded-For`/`-Host`/`-Proto` count only from the proxies TRUST_PROXY names: off (the
 * default), a hop count, or addresses and ranges with the keywords `loopback`, `linklocal` and
 * `uniquelocal`, read by `proxy-addr` as Express reads its `trust proxy` setting. An untrusted
 * forwarded header changes nothing: ten spoofed hosts are one page, one render and one stored copy.
 * Which host counts then is app/domain/site/request-origin.ts's rule.
 */
type RequestFacts = {
  /** The origin the request is answered as, or why it cannot be. */
  origin: RequestOrigin;
  /** The client's address (the trusted proxies' `X-Forwarded-For`, else the peer). */
  ip: string;
  /** It came over HTTPS, directly or as a trusted proxy reports (HSTS is sent then). */
  https: boolean;
};

export type ReadRequest = (req: IncomingMessage) => RequestFacts;

type Trust = (address: string, hop: number) => boolean;

function toTrust(trustProxy: TrustProxy): Trust {
  if (trustProxy === false) return () => false;
  if (typeof trustProxy === 'number') return (_address, hop) => hop < trustProxy;
  return proxyaddr.compile([...trustProxy]);
}

/** The first value of a header ("https, http" → "https"); '' when absent (asked on every request: no split). */
function firstValue(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return '';
  const comma = value.indexOf(',');
  return (comma === -1 ? value : value.slice(0, comma)).trim();
}

/**
 * One request's facts. A class, not an object literal with a `get ip()` closing over the request:
 * V8 gives every such literal a hidden class of its own (its getter is a new function each time),
 * kept in old space until a full collection, and from there it held each request through every
 * young collection. Under wrk on a kept page every request was promoted (~4 MB per scavenge,
 * 10–23 ms pauses, hit p99 22 ms); with the getter on the prototype, nothing is (issue 36).
 */
class ReadFacts implements RequestFacts {
  readonly origin: RequestOrigin;
  readonly https: boolean;
  readonly #req: IncomingMessage;
  readonly #peer: string;
  readonly #trust: Trust;
  #ip: string | undefined;

  constructor(req: IncomingMessage, peer: string, trust: Trust, origin: RequestOrigin, https: boolean) {
    this.origin = origin;
    this.https = https;
    this.#req = req;
    this.#peer = peer;
    this.#trust = trust;
  }

  /** Read when asked (a kept page's answer does not ask): proxy-addr walks X-Forwarded-For. */
  get ip(): string {
    this.#ip ??= this.#peer === '' ? 'unknown' : proxyaddr(this.#req, this.#trust);
    return this.#ip;
  }
}

/** How many (scheme, host) pairs' origins a reader keeps: a few in use, any number an attacker sends. */
const ORIGINS_KEPT = 64;

/** How many peers' trust a reader keeps: the proxies in front, and any other peer lately seen. */
const PEERS_KEPT = 64;

export function createRequestReader(settings: OriginSettings & { trustProxy: TrustProxy }): ReadRequest {
  const trust = toTrust(settings.trustProxy);
  /**
   * Whether the peer itself is a trusted proxy. With addresses or ranges, proxy-addr parses the
   * peer's address for each request (ipaddr.js): ~4.6% of the busy CPU of a 200-connection mix of
   * kept pages and API answers behind `TRUST_PROXY=loopback` (2026-11-30, `--cpu-prof`). The peer
   * of a request is one of a few proxies, and the rule is pure for the reader's settings. Off or a
   * hop count, the answer costs nothing to work out and is not kept.
   */
  const trustsPeer =
    typeof settings.trustProxy === 'object'
      ? rememberAnswers(PEERS_KEPT, (peer) => trust(peer, 0))
      : (peer: string) => trust(peer, 0);
  /**
   * The origin of each (scheme, host) pair seen lately: the rule is pure for the reader's settings,
   * and working it out (a host pattern and three smaller ones) took ~1 µs of a kept page's ~34 µs
   * (2026-11-29). A header value holds no line break, so the key cannot be made of another pair's parts.
   */
  const originFor = rememberAnswers(ORIGINS_KEPT, (key) => {
    const at = key.indexOf('\n');
    return toRequestOrigin({ proto: key.slice(0, at), host: key.slice(at + 1) || null }, settings);
  });
  // The last pair's origin, answered without joining and hashing the pair: most requests come as
  // the one host the site is served as.
  let last: { proto: string; host: string | null; origin: RequestOrigin } | null = null;
  const originOf = (proto: string, host: string | null): RequestOrigin => {
    if (last === null || last.proto !== proto || last.host !== host) {
      last = { proto, host, origin: originFor(`${proto}\n${host ?? ''}`) };
    }
    return last.origin;
  };
  return (req) => {
    const peer = req.socket.remoteAddress ?? '';
    const trusted = trustsPeer(peer);
    const direct = (req.socket as Partial<TLSSocket>).encrypted ? 'https' : 'http';
    const { headers } = req;
    const proto = (trusted && firstValue(headers['x-forwarded-proto'])) || direct;
    const host = (trusted && firstValue(headers['x-forwarded-host'])) || headers.host || null;
    return new ReadFacts(req, peer, trust, originOf(proto, host), proto.toLowerCase() === 'https');
  };
}
