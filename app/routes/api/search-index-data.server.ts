import { PROVINCES, listDistricts } from '#app/domain/geo/geo.server.ts';
import type { SearchSuggestion } from '#app/domain/public/public-page.ts';
import type { SiteLinks } from '#app/domain/site/site.server.ts';

/** Search entries for all 81 provinces and 973 districts, with links that fit the host. */
export function listSearchIndex(links: SiteLinks): SearchSuggestion[] {
  const entries: SearchSuggestion[] = PROVINCES.map((p) => ({
    display: p.name,
    name: p.name,
    value: p.slug,
    type: 'province',
    plateCode: p.plate,
    href: links.provinceHref(p.slug),
  }));
  for (const p of PROVINCES) {
    for (const d of listDistricts(p.slug)) {
      entries.push({
        display: `${d.name} (${p.name})`,
        name: d.name,
        value: d.slug,
        type: 'district',
        provinceName: p.name,
        href: links.absoluteDistrictHref(p.slug, d.slug),
      });
    }
  }
  return entries;
}
