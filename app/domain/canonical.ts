/**
 * The one canonical, absolute URL of each public page (SEO and the sitemap).
 * Under BASE_DOMAIN a province is its subdomain (`https://giresun.{base}/`) and a
 * district is a path there (`https://giresun.{base}/bulancak`); without it the path
 * form on the request's origin (`http://localhost:3000/giresun/bulancak`), or on
 * its parent host when the request came to a province subdomain anyway
 * (`istanbul.localhost:3000/kadikoy` → `http://localhost:3000/istanbul/kadikoy`). A
 * request that already came in under the base domain keeps its scheme and port
 * (so `BASE_DOMAIN=localhost` works in development); any other host gets https.
 * Pure, so meta functions and the sitemap agree; the caller says whether the host
 * is a province subdomain (app/domain/site-links.server.ts).
 */

/** Stands for a province slug in a URL pattern (`provinceUrlPattern` of the public pages). */
export const PROVINCE_PLACEHOLDER = '{il}';

export function fillProvinceUrl(pattern: string, provinceSlug: string): string {
  return pattern.replace(PROVINCE_PLACEHOLDER, provinceSlug);
}

export type CanonicalUrls = {
  /** "https://nobetcieczane.example" (no trailing slash). */
  site: string;
  province(provinceSlug: string): string;
  district(provinceSlug: string, districtSlug: string): string;
};

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
  const underBase = url.hostname === baseDomain || url.hostname.endsWith(`.${baseDomain}`);
  const scheme = underBase ? url.protocol : 'https:';
  const port = underBase && url.port ? `:${url.port}` : '';
  return {
    site: `${scheme}//${baseDomain}${port}`,
    province: (p) => `${scheme}//${p}.${baseDomain}${port}/`,
    district: (p, d) => `${scheme}//${p}.${baseDomain}${port}/${encodeURIComponent(d)}`,
  };
}

/** A district's canonical URL from its province's: `…/giresun` or `https://giresun.{base}/` + `bulancak`. */
export function joinDistrictUrl(provinceUrl: string, districtSlug: string): string {
  return `${provinceUrl.replace(/\/+$/, '')}/${encodeURIComponent(districtSlug)}`;
}
