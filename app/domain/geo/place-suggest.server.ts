import { distance } from 'fastest-levenshtein';
import { PROVINCES, listDistricts, type District, type Province } from '#app/domain/geo/geo.server.ts';
import { DISTRICT_ALIASES, PROVINCE_ALIASES } from '#app/domain/geo/place-aliases.ts';
import { typoAllowance } from '#app/domain/geo/place-search.server.ts';
import { toSlug } from '#app/domain/text/turkish.ts';

/**
 * The place an address that names none most likely meant, for the 404 page's "… mı aradınız?":
 * a small typo ("/istanbl", "/istanbul/kadikoyy", by Levenshtein distance) or the start of one
 * name only ("/istanbul/kadik"). Never a guess between two: a typo as near to two places, or
 * the start of several names, suggests nothing.
 */

type Candidate<T> = { key: string; value: T; id: string };

/** The shortest a typed name may be for its start to stand for a whole one. */
const MIN_PREFIX = 3;

function closest<T>(typed: string, candidates: readonly Candidate<T>[]): T | null {
  const key = toSlug(typed);
  if (key.length < MIN_PREFIX) return null;
  const allowed = typoAllowance(key.length);
  let best = allowed + 1;
  let found = new Map<string, T>();
  for (const c of candidates) {
    if (Math.abs(c.key.length - key.length) > allowed) continue;
    const d = distance(key, c.key);
    if (d > allowed) continue;
    if (d < best) {
      best = d;
      found = new Map();
    }
    if (d === best) found.set(c.id, c.value);
  }
  if (found.size === 1) return [...found.values()][0]!;
  if (found.size > 1) return null;
  const starting = new Map(candidates.filter((c) => c.key.startsWith(key)).map((c) => [c.id, c.value]));
  return starting.size === 1 ? [...starting.values()][0]! : null;
}

const provinceCandidates: Candidate<Province>[] = PROVINCES.flatMap((p) => [
  { key: p.slug, value: p, id: p.slug },
  ...(PROVINCE_ALIASES[p.slug] ?? []).map((alias) => ({ key: toSlug(alias), value: p, id: p.slug })),
]);

function districtCandidates(province: Province): Candidate<District>[] {
  const districts = listDistricts(province.slug);
  const renamed = DISTRICT_ALIASES.filter((a) => a.province === province.slug).flatMap((a) => {
    const district = districts.find((d) => d.slug === a.district);
    return district ? a.names.map((name) => ({ key: toSlug(name), value: district, id: district.slug })) : [];
  });
  return [...districts.map((d) => ({ key: d.slug, value: d, id: d.slug })), ...renamed];
}

let everyDistrict: Candidate<{ province: Province; district: District }>[] | null = null;

/** The province a mistyped province name most likely meant. */
export function suggestProvince(typed: string): Province | null {
  return closest(typed, provinceCandidates);
}

/** The district of `province` a mistyped district name most likely meant. */
export function suggestDistrict(province: Province, typed: string): District | null {
  return closest(typed, districtCandidates(province));
}

/**
 * What a single unknown path segment most likely meant: a province first, else a district
 * (one province's: a district name several provinces share is no single answer).
 */
export function suggestPlace(typed: string): { province: Province; district: District | null } | null {
  const province = suggestProvince(typed);
  if (province) return { province, district: null };
  everyDistrict ??= PROVINCES.flatMap((p) =>
    districtCandidates(p).map((c) => ({
      key: c.key,
      value: { province: p, district: c.value },
      id: `${p.slug}/${c.id}`,
    })),
  );
  return closest(typed, everyDistrict);
}
