import { BlockList, isIPv4, isIPv6 } from 'node:net';

// Address policy of the SSRF-safe fetcher. Written on node:net's BlockList plus a small IPv6
// parser for the forms that embed an IPv4 address (mapped, compatible, NAT64, 6to4); ipaddr.js
// would not make this shorter, and keeping it here keeps the rules readable in one place.

const blockedIpv4 = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, incl. cloud metadata 169.254.169.254
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation (TEST-NET-1)
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation (TEST-NET-2)
  ['203.0.113.0', 24], // documentation (TEST-NET-3)
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, incl. broadcast 255.255.255.255
] as const) {
  blockedIpv4.addSubnet(network, prefix, 'ipv4');
}

const blockedIpv6 = new BlockList();
for (const [network, prefix] of [
  ['::', 96], // unspecified, loopback and deprecated IPv4-compatible addresses
  ['64:ff9b:1::', 48], // local-use NAT64
  ['100::', 64], // discard-only
  ['2001::', 23], // IETF protocol assignments, incl. Teredo 2001::/32 (tunnels to any IPv4)
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique-local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const) {
  blockedIpv6.addSubnet(network, prefix, 'ipv6');
}

/** True when `ip` must not be reached by the fetcher; anything that is not an IP address is blocked too. */
export function isBlockedAddress(ip: string): boolean {
  const address = ip.startsWith('[') && ip.endsWith(']') ? ip.slice(1, -1) : ip;
  if (isIPv4(address)) return blockedIpv4.check(address, 'ipv4');
  if (!isIPv6(address)) return true;
  const withoutZone = address.split('%')[0] ?? '';
  const words = parseIpv6(withoutZone);
  if (!words) return true;
  const embedded = toEmbeddedIpv4(words);
  if (embedded) return blockedIpv4.check(embedded, 'ipv4');
  return blockedIpv6.check(withoutZone, 'ipv6');
}

/** The IPv4 address carried by an IPv4-mapped, SIIT-translated, NAT64 or 6to4 IPv6 address. */
function toEmbeddedIpv4(words: number[]): string | null {
  const [w0, w1, w2, w3, w4, w5, w6, w7] = words as [number, number, number, number, number, number, number, number];
  const zeroPrefix64 = w0 === 0 && w1 === 0 && w2 === 0 && w3 === 0;
  if (zeroPrefix64 && w4 === 0 && w5 === 0xffff) return wordsToIpv4(w6, w7); // ::ffff:a.b.c.d
  if (zeroPrefix64 && w4 === 0xffff && w5 === 0) return wordsToIpv4(w6, w7); // ::ffff:0:a.b.c.d
  if (w0 === 0x64 && w1 === 0xff9b && w2 === 0 && w3 === 0 && w4 === 0 && w5 === 0) return wordsToIpv4(w6, w7);
  if (w0 === 0x2002) return wordsToIpv4(w1, w2); // 6to4
  return null;
}

function wordsToIpv4(high: number, low: number): string {
  return `${high >> 8}.${high & 0xff}.${low >> 8}.${low & 0xff}`;
}

/** Eight 16-bit words of a textual IPv6 address (a trailing dotted IPv4 is allowed), or null. */
function parseIpv6(text: string): number[] | null {
  let body = text;
  const lastColon = body.lastIndexOf(':');
  const dotted = body.slice(lastColon + 1);
  if (dotted.includes('.')) {
    if (!isIPv4(dotted)) return null;
    const [a = 0, b = 0, c = 0, d = 0] = dotted.split('.').map(Number);
    body = `${body.slice(0, lastColon + 1)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const toWords = (part: string): number[] => (part === '' ? [] : part.split(':').map((group) => parseInt(group, 16)));
  const doubleColon = body.indexOf('::');
  let words: number[];
  if (doubleColon === -1) {
    words = toWords(body);
  } else {
    const left = toWords(body.slice(0, doubleColon));
    const right = toWords(body.slice(doubleColon + 2));
    const missing = 8 - left.length - right.length;
    if (missing < 1) return null;
    words = [...left, ...new Array<number>(missing).fill(0), ...right];
  }
  if (words.length !== 8 || words.some((word) => !Number.isInteger(word) || word < 0 || word > 0xffff)) return null;
  return words;
}
