import type { IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';
import type { TrustProxy } from '#app/config/env.server.ts';

/**
 * Whether a request's `X-Forwarded-Host`/`-Proto` count, by TRUST_PROXY as Express reads it
 * (`trust proxy`): off, a hop count, or the proxies' addresses and ranges (with the keywords
 * `loopback`, `linklocal`, `uniquelocal`). The edge cache keys pages by the origin the app answers
 * as, so an untrusted header is not part of the key: ten spoofed hosts are one page, not ten renders
 * and ten stored copies (issue 36). Pure apart from reading the socket's address.
 */

const KEYWORD_RANGES: Record<string, readonly string[]> = {
  loopback: ['127.0.0.1/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/** "::ffff:10.0.0.1" → "10.0.0.1": an IPv4 peer as Node reports it on a dual-stack socket. */
function toPlainAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? mapped[1]! : address;
}

function toBlockList(ranges: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of ranges.flatMap((range) => KEYWORD_RANGES[range] ?? [range])) {
    const [address = '', prefix] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return list;
}

/** A test of the request's direct peer: are its forwarded headers to be believed? */
export function createForwardedTrust(trustProxy: TrustProxy): (req: IncomingMessage) => boolean {
  if (trustProxy === false) return () => false;
  if (typeof trustProxy === 'number') return () => trustProxy > 0;
  const list = toBlockList(trustProxy);
  return (req) => {
    const address = toPlainAddress(req.socket.remoteAddress ?? '');
    const family = isIP(address);
    return family !== 0 && list.check(address, family === 6 ? 'ipv6' : 'ipv4');
  };
}

/** The first value of a forwarded header ("https, http" → "https"), lower-cased; '' when absent. */
function firstValue(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return (value ?? '').split(',')[0]!.trim().toLowerCase();
}

/**
 * The scheme and host a request is answered as, for a cache key: the proxy's forwarded ones when it
 * is trusted, else the `Host` header alone. Lower-cased (host names are not case-sensitive).
 */
export function toKeyOrigin(req: IncomingMessage, trusted: boolean): string {
  const host = (req.headers.host ?? '').toLowerCase();
  if (!trusted) return `|${host}`;
  return `${firstValue(req.headers['x-forwarded-proto'])}|${firstValue(req.headers['x-forwarded-host']) || host}`;
}
