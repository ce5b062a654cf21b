import type { z } from 'zod';
import { requireProvinceBySlug } from '#app/domain/geo/geo.server.ts';
import { findNearestPharmacies } from '#app/domain/geo/nearest.ts';
import { parsePosition, toWhereabouts } from '#app/domain/geo/position.ts';
import type { AppServices } from '#app/services.server.ts';
import { toApiPharmacy } from '#app/routes/api/v1/api-data.server.ts';
import {
  LimitParamSchema,
  MAX_NEAREST_LIMIT,
  MAX_RADIUS_KM,
  RadiusKmParamSchema,
  type ApiNearbyPharmacy,
  type ApiNearbyPharmacyList,
} from '#app/routes/api/v1/api-schemas.ts';
import { badRequest, type ApiPayload } from '#app/routes/api/v1/respond.server.ts';

/**
 * `GET /api/v1/pharmacies/nearest?lat&lng[&limit][&radiusKm]`: the nearest pharmacies of the
 * rosters in force, open ones first (app/domain/geo/nearest.ts). The position is rounded to
 * 3 decimals (about 100 m) before use, so answers for one 100 m square are the same and share
 * an ETag; the answer names the rounded position it used.
 */

export type { ApiNearbyPharmacy } from '#app/routes/api/v1/api-schemas.ts';
export { MAX_NEAREST_LIMIT, MAX_RADIUS_KM } from '#app/routes/api/v1/api-schemas.ts';

/** Digits with an optional decimal part: what a query may spell a limit or a radius as. */
const DECIMAL = /^\d+(?:\.\d+)?$/;

/** An optional number parameter: its schema's default when absent, else one decimal it accepts. */
function parseNumberParam(
  url: URL,
  name: string,
  schema: z.ZodType<number, number | undefined>,
  message: string,
): number {
  const values = url.searchParams.getAll(name);
  if (values.length === 0) return schema.parse(undefined);
  const [value = ''] = values;
  const parsed = schema.safeParse(values.length === 1 && DECIMAL.test(value) ? Number(value) : Number.NaN);
  if (!parsed.success) badRequest(message);
  return parsed.data;
}

export function listApiNearest(services: AppServices, request: Request): ApiPayload {
  const url = new URL(request.url);
  if (url.search.length > 256) badRequest('Sorgu metni çok uzun.');
  const position = parsePosition(url.searchParams);
  if (position.kind === 'missing') badRequest('"lat" ve "lng" parametreleri gereklidir (ör. lat=40.984&lng=29.058).');
  if (position.kind === 'invalid') badRequest(position.message);
  const limit = parseNumberParam(
    url,
    'limit',
    LimitParamSchema,
    `"limit" 1 ile ${MAX_NEAREST_LIMIT} arasında bir tam sayı olmalıdır.`,
  );
  const radiusKm = parseNumberParam(
    url,
    'radiusKm',
    RadiusKmParamSchema,
    `"radiusKm" 1 ile ${MAX_RADIUS_KM} arasında bir sayı olmalıdır.`,
  );

  const snapshot = services.snapshots.get();
  const withinTurkey = toWhereabouts(position.point) === 'turkey';
  const found = withinTurkey
    ? findNearestPharmacies(snapshot, position.point, { now: services.now(), limit, radiusKm })
    : [];
  const pharmacies = found.map((f): ApiNearbyPharmacy => {
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
    body: { position: position.point, radiusKm, withinTurkey, pharmacies } satisfies ApiNearbyPharmacyList,
    rotations: [...snapshot.rotations.values()],
  };
}
