import { requireProvinceBySlug } from '#app/domain/geo/geo.server.ts';
import { DEFAULT_NEAREST_LIMIT, DEFAULT_RADIUS_KM, findNearestPharmacies } from '#app/domain/geo/nearest.ts';
import type { OpenStatus } from '#app/domain/geo/open-status.ts';
import { parsePosition, toWhereabouts } from '#app/domain/geo/position.ts';
import type { AppServices } from '#app/services.server.ts';
import { toApiPharmacy, type ApiPharmacy } from '#app/routes/api/v1/api-data.server.ts';
import { badRequest, type ApiPayload } from '#app/routes/api/v1/respond.server.ts';

/**
 * `GET /api/v1/pharmacies/nearest?lat&lng[&limit][&radiusKm]`: the nearest pharmacies of the
 * rosters in force, open ones first (app/domain/geo/nearest.ts). The position is rounded to
 * 3 decimals (about 100 m) before use, so answers for one 100 m square are the same and share
 * an ETag; the answer names the rounded position it used.
 */

export type ApiNearbyPharmacy = ApiPharmacy & {
  province: { plate: number; name: string; slug: string };
  districtSlug: string | null;
  dutyDate: string;
  distanceKm: number;
  distanceIsApproximate: boolean;
  openStatus: OpenStatus;
};

export const MAX_NEAREST_LIMIT = 50;
export const MAX_RADIUS_KM = 200;

function parseBounded(url: URL, name: string, fallback: number, max: number, integer: boolean): number {
  const values = url.searchParams.getAll(name);
  if (values.length === 0) return fallback;
  const value = Number(values[0]);
  const valid = values.length === 1 && /^\d+(?:\.\d+)?$/.test(values[0] ?? '') && value >= 1 && value <= max;
  if (!valid || (integer && !Number.isInteger(value))) {
    badRequest(`"${name}" 1 ile ${max} arasında ${integer ? 'bir tam sayı' : 'bir sayı'} olmalıdır.`);
  }
  return value;
}

export function listApiNearest(services: AppServices, request: Request): ApiPayload {
  const url = new URL(request.url);
  if (url.search.length > 256) badRequest('Sorgu metni çok uzun.');
  const position = parsePosition(url.searchParams);
  if (position.kind === 'missing') badRequest('"lat" ve "lng" parametreleri gereklidir (ör. lat=40.984&lng=29.058).');
  if (position.kind === 'invalid') badRequest(position.message);
  const limit = parseBounded(url, 'limit', DEFAULT_NEAREST_LIMIT, MAX_NEAREST_LIMIT, true);
  const radiusKm = parseBounded(url, 'radiusKm', DEFAULT_RADIUS_KM, MAX_RADIUS_KM, false);

  const snapshot = services.snapshots.get();
  const withinTurkey = toWhereabouts(position.point) === 'turkey';
  const found = withinTurkey
    ? findNearestPharmacies(snapshot, position.point, { now: services.now(), limit, radiusKm })
    : [];
  const pharmacies: ApiNearbyPharmacy[] = found.map((f) => {
    const province = requireProvinceBySlug(f.provinceSlug);
    return {
      ...toApiPharmacy(f.pharmacy),
      province: { plate: province.plate, name: province.name, slug: province.slug },
      districtSlug: f.pharmacy.districtSlug,
      dutyDate: f.dutyDate,
      distanceKm: f.distanceKm,
      distanceIsApproximate: f.distanceIsApproximate,
      openStatus: { ...f.status },
    };
  });
  return {
    body: { position: position.point, radiusKm, withinTurkey, pharmacies },
    rotations: [...snapshot.rotations.values()],
  };
}
