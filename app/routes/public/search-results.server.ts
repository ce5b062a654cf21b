import { PROVINCES, getProvince } from '#app/domain/geo/geo.server.ts';
import {
  findDirectTarget,
  searchPlaces,
  type PlaceHit,
  type PlaceTarget,
  type SearchablePharmacy,
} from '#app/domain/geo/place-search.server.ts';
import type { ProvinceSummary, SearchResultLink, SearchResultsData } from '#app/domain/public/public-page.ts';
import { selectRosterInForce } from '#app/domain/roster/snapshot.ts';
import type { Site, SiteLinks } from '#app/domain/site/site.server.ts';
import type { AppServices } from '#app/services.server.ts';

function hrefOf(target: PlaceTarget, links: SiteLinks): string {
  const list = links.listHref(target.provinceSlug, target.districtSlug);
  return target.districtSlug && target.pharmacyId !== undefined ? `${list}#eczane-${target.pharmacyId}` : list;
}

/** Where `/ara?q=` goes at once (a province, a province and district in either order, a unique district), or null for a results page. */
export function findSearchRedirect(text: string, site: Site): string | null {
  const target = findDirectTarget(text, getProvince);
  return target ? hrefOf(target, site.links) : null;
}

type OnDuty = { pharmacies: readonly SearchablePharmacy[]; counts: ReadonlyMap<string, number> };

/**
 * The last list made, and the lists in force it was made of: the same list (the very array) serves
 * every search until they change, and the search keeps its pharmacies' match keys with it
 * (app/domain/geo/place-search.server.ts).
 */
let lastOnDuty: { rosters: readonly unknown[]; onDuty: OnDuty } | null = null;

/** The pharmacies on duty now in every province, from the snapshot. */
function listPharmaciesOnDuty(services: Pick<AppServices, 'snapshots' | 'now'>): OnDuty {
  const snapshot = services.snapshots.get();
  const now = services.now();
  const inForce = [...snapshot.rosters.keys()].map((slug) => ({
    slug,
    roster: selectRosterInForce(snapshot, slug, now).roster,
  }));
  const rosters = inForce.flatMap(({ slug, roster }) => [slug, roster]);
  if (lastOnDuty?.rosters.length === rosters.length && lastOnDuty.rosters.every((r, i) => r === rosters[i])) {
    return lastOnDuty.onDuty;
  }
  const pharmacies: SearchablePharmacy[] = [];
  const counts = new Map<string, number>();
  for (const { slug, roster } of inForce) {
    if (!roster) continue;
    counts.set(slug, roster.pharmacies.length);
    for (const p of roster.pharmacies) {
      pharmacies.push({
        id: p.id,
        name: p.name,
        provinceSlug: slug,
        districtSlug: p.districtSlug,
        districtName: p.district,
      });
    }
  }
  lastOnDuty = { rosters, onDuty: { pharmacies, counts } };
  return lastOnDuty.onDuty;
}

export function loadSearchResults(
  text: string,
  site: Site,
  services: Pick<AppServices, 'snapshots' | 'now'>,
): SearchResultsData {
  const { links } = site;
  const { pharmacies, counts } = listPharmaciesOnDuty(services);
  const results = searchPlaces(text, { pharmacies, provinceWeight: (slug) => counts.get(slug) ?? 0 });
  const toLink = (hit: PlaceHit): SearchResultLink => ({
    label: hit.label,
    context: hit.context,
    href: hrefOf(hit, links),
    typo: hit.score >= 3,
  });
  const data = {
    provinces: results.provinces.map(toLink),
    districts: results.districts.map(toLink),
    places: results.places.map(toLink),
    pharmacies: results.pharmacies.map(toLink),
  };
  return {
    query: text,
    ...data,
    total: data.provinces.length + data.districts.length + data.places.length + data.pharmacies.length,
    allProvinces: PROVINCES.map((p): ProvinceSummary => ({
      name: p.name,
      slug: p.slug,
      plate: p.plate,
      href: links.provinceHref(p.slug),
    })),
  };
}
