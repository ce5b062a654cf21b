import { around } from 'geokdbush';
import KDBush from 'kdbush';
import { DISTRICT_CENTRES } from '#app/domain/geo/district-centres.ts';
import { DISTRICT_SEATS } from '#app/domain/geo/district-seats.ts';
import { getProvinceCentre, type LatLng } from '#app/domain/geo/geo-distance.ts';

/**
 * A visitor's position as the nearest-pharmacy page and API take it: parsed from the query,
 * rounded to 3 decimals (about 100 m, so neither a cache key nor a shared link pins a home
 * down), checked against Türkiye; and rough travel times.
 */

/** Decimals kept of a position: 0.001° is about 110 m of latitude, 85 m of longitude here. */
const POSITION_DECIMALS = 3;

export type ParsedPosition =
  | { kind: 'missing' }
  | { kind: 'invalid'; message: string }
  | { kind: 'valid'; point: LatLng; /** The query already carried the rounded values. */ isRounded: boolean };

const NUMBER_PATTERN = /^[+-]?\d{1,3}(?:[.,]\d{1,15})?$/;

function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

function roundPosition(point: LatLng): LatLng {
  // `+ 0` turns -0 into 0, so "-0.0001" rounds to a plain "0".
  return { lat: roundTo(point.lat, POSITION_DECIMALS) + 0, lng: roundTo(point.lng, POSITION_DECIMALS) + 0 };
}

/** "40.98361" or "40,98361" → 40.98361; null for anything else. */
function parseCoordinate(value: string): number | null {
  const trimmed = value.trim();
  if (!NUMBER_PATTERN.test(trimmed)) return null;
  const number = Number(trimmed.replace(',', '.'));
  return Number.isFinite(number) ? number : null;
}

/** `lat` and `lng` from a query: both missing, not valid, or a valid point (rounded to ~100 m). */
export function parsePosition(params: URLSearchParams): ParsedPosition {
  const lat = params.getAll('lat');
  const lng = params.getAll('lng');
  if (lat.length === 0 && lng.length === 0) return { kind: 'missing' };
  if (lat.length !== 1 || lng.length !== 1) {
    return { kind: 'invalid', message: 'Konum için tek bir enlem (lat) ve tek bir boylam (lng) gerekir.' };
  }
  const latitude = parseCoordinate(lat[0] ?? '');
  const longitude = parseCoordinate(lng[0] ?? '');
  if (latitude === null || longitude === null || Math.abs(latitude) > 90 || Math.abs(longitude) > 180) {
    return {
      kind: 'invalid',
      message:
        'Konum okunamadı: enlem -90 ile 90, boylam -180 ile 180 arasında bir sayı olmalıdır (ör. lat=40.984&lng=29.058).',
    };
  }
  const point = roundPosition({ lat: latitude, lng: longitude });
  return { kind: 'valid', point, isRounded: point.lat === latitude && point.lng === longitude };
}

/** A generous box around Türkiye (36°–42.1° N, 26°–44.8° E, with islands and borders). */
const TURKEY_BOX = { minLat: 35.8, maxLat: 42.2, minLng: 25.6, maxLng: 44.9 } as const;

/**
 * Inside the box but farther than this from every district and province centre we know: the
 * open sea (the Black Sea, the Aegean, the Mediterranean) or a neighbouring country. Every
 * place on Türkiye's land is much nearer to some centre.
 */
const FAR_FROM_EVERY_CENTRE_KM = 45;

let centres: { tree: KDBush; points: LatLng[] } | null = null;

function getCentres(): { tree: KDBush; points: LatLng[] } {
  if (centres) return centres;
  const points: LatLng[] = [];
  for (const [province, districts] of Object.entries(DISTRICT_CENTRES)) {
    for (const [lat, lng] of Object.values(districts)) points.push({ lat, lng });
    const centre = getProvinceCentre(province);
    if (centre) points.push(centre);
  }
  for (const districts of Object.values(DISTRICT_SEATS)) {
    for (const [lat, lng] of Object.values(districts)) points.push({ lat, lng });
  }
  const tree = new KDBush(points.length);
  for (const p of points) tree.add(p.lng, p.lat);
  centres = { tree: tree.finish(), points };
  return centres;
}

export type Whereabouts = 'turkey' | 'outside' | 'far-from-land';

/** Whether a point is in Türkiye, outside it, or (inside its box) far from every known place: at sea. */
export function toWhereabouts(point: LatLng): Whereabouts {
  const { minLat, maxLat, minLng, maxLng } = TURKEY_BOX;
  if (point.lat < minLat || point.lat > maxLat || point.lng < minLng || point.lng > maxLng) return 'outside';
  const { tree, points } = getCentres();
  const [nearest] = around(tree, point.lng, point.lat, 1, FAR_FROM_EVERY_CENTRE_KM);
  return nearest === undefined || !points[nearest] ? 'far-from-land' : 'turkey';
}

/**
 * Rough minutes on foot and by car for a straight-line distance: streets wind (×1.3), people
 * walk about 4.5 km/h, and town traffic averages about 30 km/h. Estimates, and said to be.
 * Walking is null past 90 minutes.
 */
export function estimateTravelMinutes(straightKm: number): { walk: number | null; drive: number } {
  const roadKm = straightKm * 1.3;
  const walk = Math.max(1, Math.round((roadKm / 4.5) * 60));
  const drive = Math.max(1, Math.round((roadKm / 30) * 60));
  return { walk: walk > 90 ? null : walk, drive };
}
