import { getDistrict, getProvince, listDistricts, type District, type Province } from '#app/domain/geo/geo.server.ts';
import { toMatchKey } from '#app/domain/text/turkish.ts';

/**
 * Which place the widget's `province` and `district` parameters name. An unknown
 * name is an answer of its own, never another place: the widget says so (404)
 * and the builder makes no embed code for it.
 */
export type WidgetPlace =
  | { kind: 'found'; province: Province; district: District | null }
  | { kind: 'unknown-province' }
  | { kind: 'unknown-district'; province: Province; suggestions: string[] };

/** A partial district name shorter than this matches nothing ("a" is in most names). */
const MIN_PARTIAL_LENGTH = 3;
const MAX_SUGGESTIONS = 5;

/**
 * The districts a typed name may mean: the one named exactly (slug, any case or
 * spelling, "Merkez" forms), else those whose name contains it (the old widget's
 * case-insensitive 'contains', so "keş" is Keşap).
 */
function listDistrictMatches(province: Province, name: string): District[] {
  const exact = getDistrict(province.slug, name);
  if (exact) return [exact];
  const key = toMatchKey(name);
  if (key.length < MIN_PARTIAL_LENGTH) return [];
  return listDistricts(province.slug).filter((district) => toMatchKey(district.name).includes(key));
}

/** Resolves the widget's place; an empty district means the whole province. */
export function resolveWidgetPlace(provinceName: string, districtName: string): WidgetPlace {
  const province = getProvince(provinceName);
  if (!province) return { kind: 'unknown-province' };
  if (!districtName) return { kind: 'found', province, district: null };
  const matches = listDistrictMatches(province, districtName);
  if (matches.length === 1) return { kind: 'found', province, district: matches[0]! };
  return {
    kind: 'unknown-district',
    province,
    suggestions: matches.slice(0, MAX_SUGGESTIONS).map((district) => district.name),
  };
}
