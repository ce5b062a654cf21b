import { DISTRICT_CENTRES } from '#app/domain/geo/district-centres.ts';
import { DISTRICT_SEATS } from '#app/domain/geo/district-seats.ts';
import { compareTurkish } from '#app/domain/text/turkish.ts';
import { INTL_LOCALE, type Locale } from '#app/domain/i18n/locale.ts';

/**
 * Straight-line distances between districts, from the derived centre table
 * (app/domain/geo/district-centres.ts: where pharmacies are) and, for the districts it
 * lacks, the GeoNames seats (app/domain/geo/district-seats.ts). Pure and safe for the browser bundle: it
 * must not import geo.server.ts, which carries every neighbourhood.
 */

export type LatLng = Readonly<{ lat: number; lng: number }>;

/** Mean Earth radius (IUGG), in km. */
const EARTH_RADIUS_KM = 6371.0088;

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in km (haversine). */
export function distanceKm(a: LatLng, b: LatLng): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLng = toRadians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

const provinceCentres = new Map<string, LatLng | null>();

/** Mean of the province's district centres; null for an unknown province or one without any centre. */
export function getProvinceCentre(provinceSlug: string): LatLng | null {
  const cached = provinceCentres.get(provinceSlug);
  if (cached !== undefined) return cached;
  const points = Object.hasOwn(DISTRICT_CENTRES, provinceSlug)
    ? Object.values(DISTRICT_CENTRES[provinceSlug] ?? {})
    : [];
  const centre =
    points.length === 0
      ? null
      : Object.freeze({
          lat: round4(points.reduce((sum, [lat]) => sum + lat, 0) / points.length),
          lng: round4(points.reduce((sum, [, lng]) => sum + lng, 0) / points.length),
        });
  provinceCentres.set(provinceSlug, centre);
  return centre;
}

type PointTable = Readonly<Record<string, Readonly<Record<string, readonly [number, number]>>>>;

function lookUp(table: PointTable, provinceSlug: string, districtSlug: string): readonly [number, number] | undefined {
  const districts = Object.hasOwn(table, provinceSlug) ? table[provinceSlug] : undefined;
  return districts && Object.hasOwn(districts, districtSlug) ? districts[districtSlug] : undefined;
}

/**
 * The district's centre (`exact: true`): the mean of its known pharmacies, else its
 * seat from GeoNames; for a slug that is neither (every real district has one), its
 * province's centre (`exact: false`); null when the province has no centre at all
 * (unknown slug).
 */
export function getDistrictCentre(
  provinceSlug: string,
  districtSlug: string,
): { lat: number; lng: number; exact: boolean } | null {
  const point =
    lookUp(DISTRICT_CENTRES, provinceSlug, districtSlug) ?? lookUp(DISTRICT_SEATS, provinceSlug, districtSlug);
  if (point) return { lat: point[0], lng: point[1], exact: true };
  const province = getProvinceCentre(provinceSlug);
  return province ? { ...province, exact: false } : null;
}

/**
 * A distance the Turkish way: one decimal with a comma under 10 km ("0,8 km",
 * "4,2 km"), whole kilometres from 10 km with a dot between thousands ("37 km",
 * "1.452 km"), and "0 km" for a distance that rounds to nothing. Written out by hand rather than
 * with `Intl.NumberFormat('tr-TR')`, which gives the same text (tested) at a few µs a call: a
 * district page writes up to 38 of them on every render.
 */
export function formatDistanceKm(km: number, locale: Locale = 'tr'): string {
  if (!Number.isFinite(km) || km < 0) throw new RangeError(`Not a distance in km: ${km}`);
  const tenths = Math.round(km * 10);
  if (locale !== 'tr') return formatKmIn(locale, tenths < 100 ? tenths / 10 : Math.round(km));
  if (tenths === 0) return '0 km';
  if (tenths < 100) return `${Math.floor(tenths / 10)},${tenths % 10} km`;
  return `${String(Math.round(km)).replace(/\B(?=(\d{3})+(?!\d))/g, '.')} km`;
}

const kmFormats = new Map<Locale, Intl.NumberFormat>();

/** "4.2 km", "4.2 كم": English and Arabic through `Intl`, with one decimal under 10 km. */
function formatKmIn(locale: Locale, km: number): string {
  let format = kmFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(INTL_LOCALE[locale], { style: 'unit', unit: 'kilometer', maximumFractionDigits: 1 });
    kmFormats.set(locale, format);
  }
  return format.format(km);
}

export type Ranked<T> = T & {
  /** Straight-line km from the origin district, to 0.1 km; null when the province has no coordinates at all. */
  distanceKm: number | null;
  /** True when the origin or this candidate has no centre of its own and the province's centre stood in. */
  distanceIsEstimate: boolean;
};

/**
 * Sorts districts of one province by distance from `fromDistrictSlug`, nearest
 * first. Candidates with a centre of their own come first; those measured from
 * the province's centre follow, since that stand-in says little about where in
 * the province they lie. Ties go by Turkish name order when candidates have a
 * `name`, then by input order. Where the province has no coordinates at all,
 * the input order is kept and every distance is null. The origin itself, if
 * passed, ranks first at 0 km.
 */
export function rankByDistance<T extends { slug: string }>(
  provinceSlug: string,
  fromDistrictSlug: string,
  candidates: readonly T[],
): Array<Ranked<T>> {
  const origin = getDistrictCentre(provinceSlug, fromDistrictSlug);
  if (!origin) return candidates.map((candidate) => ({ ...candidate, distanceKm: null, distanceIsEstimate: false }));
  return candidates
    .map((candidate, index) => {
      const centre = getDistrictCentre(provinceSlug, candidate.slug) ?? { ...origin, exact: false };
      return {
        ranked: {
          ...candidate,
          distanceKm: round1(distanceKm(origin, centre)),
          distanceIsEstimate: !origin.exact || !centre.exact,
        },
        ownCentre: centre.exact,
        index,
      };
    })
    .sort(
      (a, b) =>
        Number(b.ownCentre) - Number(a.ownCentre) ||
        a.ranked.distanceKm - b.ranked.distanceKm ||
        compareNames(a.ranked, b.ranked) ||
        a.index - b.index,
    )
    .map(({ ranked }) => ranked);
}

function compareNames(a: object, b: object): number {
  const nameA = 'name' in a && typeof a.name === 'string' ? a.name : null;
  const nameB = 'name' in b && typeof b.name === 'string' ? b.name : null;
  return nameA !== null && nameB !== null ? compareTurkish(nameA, nameB) : 0;
}

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}

function round4(value: number): number {
  return Math.round(value * 1e4) / 1e4;
}
