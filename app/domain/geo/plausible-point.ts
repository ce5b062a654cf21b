import { getDistrictCentre, type LatLng } from '#app/domain/geo/geo-distance.ts';

/**
 * A made-up but plausible position for a fictional pharmacy (the demo roster, the local
 * fixture source): a point scattered around its district's centre (app/domain/geo/district-centres.ts),
 * or around its province's centre where the district has none. The same key always gives the
 * same point, so a pharmacy keeps its place from one day's roster to the next.
 */

/** How far from the centre a point may fall, in km: tight around a district's own centre. */
const DISTRICT_RADIUS_KM = 0.9;
const PROVINCE_RADIUS_KM = 3;
const KM_PER_DEGREE_LAT = 111.32;

/** FNV-1a, then a murmur finaliser: a well-spread 32-bit hash of the key, as a fraction in [0, 1). */
function toFractions(key: string): [number, number] {
  let h = 2166136261;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 16777619);
  const next = () => {
    h = Math.imul(h ^ (h >>> 15), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    return ((h ^= h >>> 16) >>> 0) / 4294967296;
  };
  return [next(), next()];
}

const round5 = (value: number) => Math.round(value * 1e5) / 1e5;

/**
 * A deterministic point for `key` (any text naming the pharmacy) in the district: uniform over a
 * disc of 0.9 km around the district's centre. Where the district has no centre of its own, a
 * point within 3 km of the province's centre with `provinceFallback`, else null: such a point
 * can be tens of km from the district (İstanbul's centre is by Kadıköy, not Şile), fine for
 * exercising a scrape but not for telling anyone which pharmacy is nearest. Null for an unknown
 * province.
 */
export function toPlausiblePoint(
  provinceSlug: string,
  districtSlug: string,
  key: string,
  { provinceFallback = false }: { provinceFallback?: boolean } = {},
): LatLng | null {
  const centre = getDistrictCentre(provinceSlug, districtSlug);
  if (!centre || (!centre.exact && !provinceFallback)) return null;
  const [u, v] = toFractions(`${provinceSlug}/${districtSlug}/${key}`);
  const km = (centre.exact ? DISTRICT_RADIUS_KM : PROVINCE_RADIUS_KM) * Math.sqrt(u);
  const angle = 2 * Math.PI * v;
  const lat = centre.lat + (km * Math.sin(angle)) / KM_PER_DEGREE_LAT;
  const lng = centre.lng + (km * Math.cos(angle)) / (KM_PER_DEGREE_LAT * Math.cos((centre.lat * Math.PI) / 180));
  return { lat: round5(lat), lng: round5(lng) };
}
