import { getProvince, type Province } from '#app/domain/geo.server.ts';

/**
 * Which province a host name selects (DECISIONS.md §6): the first label when it
 * is a province slug or alias. The main domain, www, localhost, IP addresses and
 * preview hosts select none; then `?province=` decides.
 */
export type HostSelection =
  { kind: 'none' } | { kind: 'province'; province: Province; label: string } | { kind: 'unknown'; label: string };

const PREVIEW_SUFFIXES = ['.vercel.app', '.netlify.app', '.pages.dev', '.lovable.app', '.onrender.com', '.fly.dev'];

function isIpAddress(host: string): boolean {
  return /^\d{1,3}(\.\d{1,3}){3}$/.test(host) || host.startsWith('[') || host.includes(':');
}

/** `hostname` is without port, lower-cased. */
export function selectProvinceByHost(hostname: string, baseDomain: string | null): HostSelection {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host === '' || host === 'localhost' || isIpAddress(host)) return { kind: 'none' };
  const base = baseDomain?.replace(/:\d+$/, '') ?? null;
  if (base && (host === base || host === `www.${base}`)) return { kind: 'none' };
  if (PREVIEW_SUFFIXES.some((suffix) => host.endsWith(suffix))) return { kind: 'none' };

  const labels = host.split('.');
  const first = labels[0] ?? '';
  // istanbul.localhost works without DNS; otherwise a subdomain needs a parent domain.
  const isSubdomain = base ? host.endsWith(`.${base}`) : labels.length >= 3 || host.endsWith('.localhost');
  if (!isSubdomain || first === 'www') return { kind: 'none' };
  const province = getProvince(first);
  if (province && /^[a-z-]+$/.test(first)) return { kind: 'province', province, label: first };
  // Under BASE_DOMAIN, or on *.localhost, the first label can only mean a province: say it was not found.
  return base || host.endsWith('.localhost') ? { kind: 'unknown', label: first } : { kind: 'none' };
}

/** The URL of a province's own subdomain, when BASE_DOMAIN is set. */
export function toProvinceOrigin(provinceSlug: string, baseDomain: string, protocol: string): string {
  return `${protocol}//${provinceSlug}.${baseDomain}`;
}
