import { isIPv6, SocketAddress } from 'node:net';

/**
 * The client a rate limit counts, keyed on what an attacker cannot multiply cheaply.
 *
 * One address has many spellings (`::ffff:127.0.0.1` is `127.0.0.1`, `0:0:0:0:0:0:0:1` is `::1`,
 * hex in either case, zero-padded groups and octets, a zone id `%eth0`), and each spelling counted
 * alone would get a fresh budget. An IPv6 host is handed a whole /64 by its provider and may use
 * any of its 2^64 addresses, so the /64 is one client. IPv4 addresses stay one client each.
 *
 * The brand makes every limiter take a key made here: passing a raw address does not compile.
 */
export type ClientKey = string & { readonly __clientKey: true };

/** Anything that is not an address (`unknown` when the socket had none, garbage) shares one budget. */
export const UNKNOWN_CLIENT = 'unknown' as ClientKey;

/** Longer than any spelling of an address with a zone id and a port: not worth parsing. */
const MAX_INPUT_LENGTH = 100;

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;
const BRACKETED = /^\[([^\]]+)\](?::\d{1,5})?$/;
const IPV4_WITH_PORT = /^([\d.]+):\d{1,5}$/;
const MAPPED_IPV4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/;

/**
 * Dotted decimal, each octet read as decimal even when zero-padded (`127.000.000.001`). Shorter or
 * hex forms (`127.1`, `0x7f.0.0.1`) are not addresses a proxy or socket reports: they are garbage.
 */
function toIPv4(text: string): string | null {
  const match = IPV4.exec(text);
  if (!match) return null;
  const octets = match.slice(1).map((octet) => Number.parseInt(octet, 10));
  return octets.every((octet) => octet <= 255) ? octets.join('.') : null;
}

/** The eight 16-bit groups of a valid IPv6 address (its last 32 bits may be written dotted). */
function toGroups(address: string): number[] {
  const [head = '', tail] = address.split('::');
  const parse = (part: string): number[] =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          const v4 = toIPv4(group);
          if (!v4) return [Number.parseInt(group, 16)];
          const [a = 0, b = 0, c = 0, d = 0] = v4.split('.').map(Number);
          return [(a << 8) | b, (c << 8) | d];
        });
  const before = parse(head);
  const after = tail === undefined ? [] : parse(tail);
  return [...before, ...Array<number>(8 - before.length - after.length).fill(0), ...after];
}

/** The compressed lower-case form (RFC 5952), as the system's inet_ntop writes it. */
function toCanonicalIPv6(address: string): string {
  return new SocketAddress({ address, family: 'ipv6' }).address;
}

/** One spelling of the address (IPv4-mapped IPv6 as IPv4), or null when it is not one. */
export function toCanonicalAddress(raw: string): string | null {
  let text = raw.trim();
  if (text.length === 0 || text.length > MAX_INPUT_LENGTH) return null;
  // `[2001:db8::1]:443` and `192.0.2.1:443`: some proxies forward the client's port too.
  text = BRACKETED.exec(text)?.[1] ?? IPV4_WITH_PORT.exec(text)?.[1] ?? text;
  if (!text.includes(':')) return toIPv4(text);
  // A zone id names the receiving host's interface, not the client.
  text = text.split('%')[0]!;
  if (!isIPv6(text)) return null;
  const canonical = toCanonicalIPv6(text);
  const mapped = MAPPED_IPV4.exec(canonical)?.[1];
  return mapped ? toIPv4(mapped) : canonical;
}

/**
 * The limit key of a client address: the canonical IPv4 address (`192.0.2.1`), the IPv6 /64 it
 * belongs to (`2001:db8:1:2::/64`), or UNKNOWN_CLIENT.
 */
export function toClientKey(ip: string): ClientKey {
  const address = toCanonicalAddress(ip);
  if (!address) return UNKNOWN_CLIENT;
  if (!address.includes(':')) return address as ClientKey;
  const prefix = toGroups(address)
    .map((group, index) => (index < 4 ? group.toString(16) : '0'))
    .join(':');
  return `${toCanonicalIPv6(prefix)}/64` as ClientKey;
}
