import { PROVINCES, listDistricts } from '#app/domain/geo.server.ts';
import { selectProvinceByHost } from '#app/domain/host.server.ts';
import type { SearchSuggestion } from '#app/domain/public-page.ts';
import { listSuggestions } from '#app/domain/search.ts';

/**
 * Search entries for all 81 provinces and 973 districts. Links follow the host:
 * subdomains under BASE_DOMAIN, the path form elsewhere.
 */
export function listSearchIndex(url: URL, baseDomain: string | null): SearchSuggestion[] {
  const underBase = baseDomain !== null && (url.hostname === baseDomain || url.hostname.endsWith(`.${baseDomain}`));
  const onSubdomain = selectProvinceByHost(url.hostname, baseDomain).kind === 'province';
  const port = url.port ? `:${url.port}` : '';
  const provinceHref = (slug: string) => (underBase ? `${url.protocol}//${slug}.${baseDomain}${port}/` : `/${slug}`);
  const districtHref = (p: string, d: string) =>
    underBase ? `${url.protocol}//${p}.${baseDomain}${port}/${d}` : onSubdomain ? `/${p}/${d}` : `/${p}/${d}`;
  const entries: SearchSuggestion[] = PROVINCES.map((p) => ({
    display: p.name,
    value: p.slug,
    type: 'province',
    plateCode: p.plate,
    href: provinceHref(p.slug),
  }));
  for (const p of PROVINCES) {
    for (const d of listDistricts(p.slug)) {
      entries.push({
        display: `${d.name} (${p.name})`,
        value: d.slug,
        type: 'district',
        provinceName: p.name,
        href: districtHref(p.slug, d.slug),
      });
    }
  }
  return entries;
}

export function findSearchTarget(text: string, url: URL, baseDomain: string | null): SearchSuggestion | null {
  return listSuggestions(listSearchIndex(url, baseDomain), text)[0] ?? null;
}
