import type { CanonicalUrls } from '#app/domain/site/canonical.ts';
import { getProvince, type Province } from '#app/domain/geo/geo.server.ts';
import { localiseHref, splitLocale, type Locale } from '#app/domain/i18n/locale.ts';

/**
 * A request's site, resolved once (docs/decisions/0003-duty-dates-and-caching.md): which
 * province the host selects, where links point, and each page's one canonical
 * URL. Under BASE_DOMAIN a province lives on its own subdomain
 * (`https://giresun.{base}/`, districts as paths there); without it the path form
 * `/{province}/{district}` works on any host (localhost, an IP, a preview host),
 * and `{province}.localhost` works without DNS. Every URL rule of the site is
 * here; loaders get the resolved value from `getRequestSite` (app/context.server.ts).
 */

export type HostSelection =
  { kind: 'none' } | { kind: 'province'; province: Province; label: string } | { kind: 'unknown'; label: string };

/** Where links point from a page of this host. */
export type SiteLinks = {
  home: string;
  provinceHref(provinceSlug: string): string;
  /** A link from a page of the same province. */
  districtHref(provinceSlug: string, districtSlug: string): string;
  /** A link from anywhere on the site (search results and suggestions). */
  absoluteDistrictHref(provinceSlug: string, districtSlug: string): string;
  /** A place's live list, from anywhere on the site: its district's page, or its province's. */
  listHref(provinceSlug: string, districtSlug: string | null): string;
};

export type Site = {
  /** The page's language, from its path (`/en/…`): its links stay in it. */
  locale: Locale;
  host: HostSelection;
  /** The page was asked for on a province's own host (`giresun.{base}`, `giresun.localhost`). */
  onSubdomain: boolean;
  /** The request came in under BASE_DOMAIN (the main domain or one of its subdomains). */
  underBase: boolean;
  links: SiteLinks;
  canonical: CanonicalUrls;
};

const PREVIEW_SUFFIXES = ['.vercel.app', '.netlify.app', '.pages.dev', '.lovable.app', '.onrender.com', '.fly.dev'];

function isIpAddress(host: string): boolean {
  return /^\d{1,3}(\.\d{1,3}){3}$/.test(host) || host.startsWith('[') || host.includes(':');
}

function stripPort(baseDomain: string | null): string | null {
  return baseDomain?.replace(/:\d+$/, '') ?? null;
}

/**
 * Which province a host name selects: the first label when it is a province slug
 * or alias. The main domain, www, localhost, IP addresses and preview hosts select
 * none; an unknown first label under BASE_DOMAIN or localhost is reported.
 * `hostname` is without port.
 */
/**
 * The Domain of the cookies the visitor's choices live in (`cookie_consent`, the remembered place):
 * BASE_DOMAIN without its port when the page is under it, so a choice made on `istanbul.{base}`
 * holds on `{base}` and every other province's host; null elsewhere, and for a single-label base
 * such as `localhost` (host-only cookies).
 */
export function toCookieDomain(hostname: string, baseDomain: string | null): string | null {
  const base = stripPort(baseDomain);
  // A single label (BASE_DOMAIN=localhost in development): browsers refuse such a Domain.
  if (!base?.includes('.')) return null;
  const host = hostname.toLowerCase().replace(/\.$/, '');
  return host === base || host.endsWith(`.${base}`) ? base : null;
}

export function selectProvinceByHost(hostname: string, baseDomain: string | null): HostSelection {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host === '' || host === 'localhost' || isIpAddress(host)) return { kind: 'none' };
  const base = stripPort(baseDomain);
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

/**
 * The canonical URLs. Under BASE_DOMAIN: the province subdomain; a request that
 * came in under the base domain keeps its scheme and port (so
 * `BASE_DOMAIN=localhost` works in development), any other host gets https.
 * Without it: the path form on the request's origin, or on the parent host when
 * the request came to a province subdomain anyway
 * (`istanbul.localhost:3000/kadikoy` → `http://localhost:3000/istanbul/kadikoy`).
 */
export function createCanonicalUrls(url: URL, baseDomain: string | null, onProvinceSubdomain = false): CanonicalUrls {
  if (baseDomain === null) {
    const parent = url.hostname.split('.').slice(1).join('.');
    const site = onProvinceSubdomain ? `${url.protocol}//${parent}${url.port ? `:${url.port}` : ''}` : url.origin;
    return {
      site,
      province: (p) => `${site}/${p}`,
      district: (p, d) => `${site}/${p}/${encodeURIComponent(d)}`,
    };
  }
  const underBase = isUnderBase(url, baseDomain);
  const origin = toOrigin(underBase ? url.protocol : 'https:', baseDomain, underBase ? url.port : '');
  return {
    site: origin(null),
    province: (p) => `${origin(p)}/`,
    district: (p, d) => `${origin(p)}/${encodeURIComponent(d)}`,
  };
}

function isUnderBase(url: URL, baseDomain: string | null): boolean {
  return baseDomain !== null && (url.hostname === baseDomain || url.hostname.endsWith(`.${baseDomain}`));
}

/** The one place a subdomain URL is built: `{scheme}//{province.}{base}{:port}`. */
function toOrigin(protocol: string, baseDomain: string, port: string): (provinceSlug: string | null) => string {
  const suffix = port ? `:${port}` : '';
  return (slug) => `${protocol}//${slug ? `${slug}.` : ''}${baseDomain}${suffix}`;
}

/** Everything URL-shaped about a request, worked out once. */
export function resolveSite(url: URL, baseDomain: string | null): Site {
  const host = selectProvinceByHost(url.hostname, baseDomain);
  const onSubdomain = host.kind === 'province';
  const underBase = isUnderBase(url, baseDomain);
  const origin = baseDomain ? toOrigin(url.protocol, baseDomain, url.port) : null;
  const { locale } = splitLocale(url.pathname);
  const local = (href: string) => localiseHref(locale, href);
  const links: SiteLinks = {
    home: local(underBase && origin ? `${origin(null)}/` : '/'),
    provinceHref: (p) => local(underBase && origin ? `${origin(p)}/` : `/${p}`),
    districtHref: (p, d) => local(onSubdomain ? `/${d}` : `/${p}/${d}`),
    absoluteDistrictHref: (p, d) => local(underBase && origin ? `${origin(p)}/${d}` : `/${p}/${d}`),
    listHref: (p, d) => (d ? links.absoluteDistrictHref(p, d) : links.provinceHref(p)),
  };
  return { locale, host, onSubdomain, underBase, links, canonical: createCanonicalUrls(url, baseDomain, onSubdomain) };
}
