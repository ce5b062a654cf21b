import { createCanonicalUrls, type CanonicalUrls } from '#app/domain/canonical.ts';
import { selectProvinceByHost } from '#app/domain/host.server.ts';

/**
 * Where links point, given the host a page was asked for: under BASE_DOMAIN,
 * provinces live on their own subdomains and a district is `/{district}` there;
 * elsewhere (localhost, an IP, a preview host) the path form `/{province}/{district}`
 * works without wildcard DNS.
 */
export type SiteLinks = {
  home: string;
  /** The page is on a province subdomain. */
  onSubdomain: boolean;
  provinceHref(provinceSlug: string): string;
  /** A link from a page of the same province. */
  districtHref(provinceSlug: string, districtSlug: string): string;
  /** A link from anywhere on the site (search suggestions). */
  absoluteDistrictHref(provinceSlug: string, districtSlug: string): string;
};

export function createSiteLinks(url: URL, baseDomain: string | null): SiteLinks {
  const underBase = baseDomain !== null && (url.hostname === baseDomain || url.hostname.endsWith(`.${baseDomain}`));
  const onSubdomain = selectProvinceByHost(url.hostname, baseDomain).kind === 'province';
  const port = url.port ? `:${url.port}` : '';
  const origin = (slug: string) => `${url.protocol}//${slug}.${baseDomain}${port}`;
  return {
    home: underBase ? `${url.protocol}//${baseDomain}${port}/` : '/',
    onSubdomain,
    provinceHref: (p) => (underBase ? `${origin(p)}/` : `/${p}`),
    districtHref: (p, d) => (onSubdomain ? `/${d}` : `/${p}/${d}`),
    absoluteDistrictHref: (p, d) => (underBase ? `${origin(p)}/${d}` : `/${p}/${d}`),
  };
}

/** The canonical URLs (app/domain/canonical.ts) for a request to this host. */
export function canonicalUrlsFor(url: URL, baseDomain: string | null): CanonicalUrls {
  return createCanonicalUrls(url, baseDomain, selectProvinceByHost(url.hostname, baseDomain).kind === 'province');
}
