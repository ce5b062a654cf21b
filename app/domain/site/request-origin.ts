/**
 * Which origin a request is answered as (the one rule behind canonical URLs, og:url, JSON-LD,
 * sitemap.xml, robots.txt and the widget's embed code): the `Host` the client sent (or the
 * trusted proxy's `X-Forwarded-Host`) counts only when it is a local host (localhost,
 * *.localhost, 127.0.0.1, [::1]) or under BASE_DOMAIN. Any other host is answered as the
 * configured public origin (PUBLIC_ORIGIN, else https://BASE_DOMAIN), and without either it is
 * refused: nothing an attacker puts in `Host` reaches a page.
 */

export type OriginSettings = { baseDomain: string | null; publicOrigin: string | null };

export type RequestOrigin =
  | { kind: 'ok'; origin: string }
  | { kind: 'bad-host' }
  | { kind: 'bad-proto' }
  | { kind: 'unconfigured'; hostname: string };

/** A DNS name or an IPv4/IPv6 literal, with an optional port: what `new URL` accepts as a host unchanged. */
const HOST = /^(?:[a-z0-9_](?:[a-z0-9_-]{0,62})(?:\.[a-z0-9_](?:[a-z0-9_-]{0,62}))*\.?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

export function isValidHost(host: string): boolean {
  if (host.length > 255 || !HOST.test(host)) return false;
  const port = /:(\d+)$/.exec(host)?.[1];
  return port === undefined || host.endsWith(']') || Number(port) <= 65535;
}

/** The host name without its port, lower-cased, without a trailing dot. */
function toHostname(host: string): string {
  const name = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.replace(/:\d+$/, '');
  return name.toLowerCase().replace(/\.$/, '');
}

function isLocalHostname(hostname: string): boolean {
  return (
    hostname === 'localhost' ||
    hostname.endsWith('.localhost') ||
    hostname === '[::1]' ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname)
  );
}

function isUnderBaseDomain(hostname: string, baseDomain: string | null): boolean {
  const base = baseDomain?.replace(/:\d+$/, '');
  return !!base && (hostname === base || hostname.endsWith(`.${base}`));
}

/**
 * `host` as the client (or a trusted proxy) sent it, null when absent (HTTP/1.0); `proto` the
 * scheme Express worked out (`http`, `https`, or a trusted proxy's `X-Forwarded-Proto`).
 */
export function toRequestOrigin(
  input: { host: string | null; proto: string },
  settings: OriginSettings,
): RequestOrigin {
  const proto = input.proto.toLowerCase();
  if (proto !== 'http' && proto !== 'https') return { kind: 'bad-proto' };
  const fallback = settings.publicOrigin ?? (settings.baseDomain ? `https://${settings.baseDomain}` : null);
  if (input.host === null || input.host === '') {
    return fallback ? { kind: 'ok', origin: fallback } : { kind: 'bad-host' };
  }
  if (!isValidHost(input.host)) return { kind: 'bad-host' };
  const hostname = toHostname(input.host);
  if (isLocalHostname(hostname) || isUnderBaseDomain(hostname, settings.baseDomain)) {
    return { kind: 'ok', origin: `${proto}://${input.host.toLowerCase().replace(/\.(?=:\d+$|$)/, '')}` };
  }
  if (fallback) return { kind: 'ok', origin: fallback };
  return { kind: 'unconfigured', hostname };
}
