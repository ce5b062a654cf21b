/**
 * The shape of the canonical URLs and the pure helpers that meta functions use in
 * the browser too. The rules that make them (subdomain or path form) live with
 * the rest of the site's URL rules in app/domain/site/site.server.ts.
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

/** A district's canonical URL from its province's: `…/giresun` or `https://giresun.{base}/` + `bulancak`. */
export function joinDistrictUrl(provinceUrl: string, districtSlug: string): string {
  return `${provinceUrl.replace(/\/+$/, '')}/${encodeURIComponent(districtSlug)}`;
}
