import { z } from 'zod';
import type { AppServices } from '#app/services.server.ts';
import { formatDataAge } from '#app/domain/time/duty-text.ts';
import { DEFAULT_ROTATION, getDutyDate, getDutyWindow } from '#app/domain/time/duty-window.ts';
import { PROVINCES, getDistrict, getProvince, listDistricts, type Province } from '#app/domain/geo/geo.server.ts';
import {
  selectRoster,
  selectRosterInForce,
  type ProvinceRoster,
  type SnapshotPharmacy,
} from '#app/domain/roster/snapshot.ts';
import type { RosterAgreement } from '#app/domain/sources/agreement.ts';
import { formatProvenance, toSourceLabel } from '#app/domain/sources/provenance.ts';
import {
  DutyDateParamSchema,
  PlaceParamSchema,
  type ApiCheck,
  type ApiPharmacy,
  type ApiPharmacyList,
  type ApiProvinceList,
} from '#app/routes/api/v1/api-schemas.ts';
import { badRequest, notFound, type ApiPayload } from '#app/routes/api/v1/respond.server.ts';

/**
 * The `/api/v1` bodies, read from the in-memory snapshot. Their shapes are the zod contract
 * in api-schemas.ts, from which the OpenAPI document is generated; the integration tests check
 * every answer against the served document.
 */

export type { ApiPharmacy, ApiPharmacyList } from '#app/routes/api/v1/api-schemas.ts';

function toApiCheck(agreement: RosterAgreement | null): ApiCheck | null {
  if (!agreement) return null;
  return {
    source: agreement.checkedAgainst,
    sourceLabel: toSourceLabel(agreement.checkedAgainst),
    same: agreement.same,
    total: agreement.total,
    otherTotal: agreement.otherTotal,
    disagrees: agreement.disagrees,
    checkedAt: agreement.checkedAt,
  };
}

const MAX_QUERY_LENGTH = 512;

const paramsSchema = z.object({ province: PlaceParamSchema, district: PlaceParamSchema.optional() });

function rotationOf(services: AppServices, provinceSlug: string): string {
  return services.snapshots.get().rotations.get(provinceSlug) ?? DEFAULT_ROTATION;
}

/** `GET /api/v1/provinces`: every province and district, with the pharmacy counts of the roster in force. */
export function listApiProvinces(services: AppServices): ApiPayload {
  const now = services.now();
  const snapshot = services.snapshots.get();
  const rotations = new Set<string>();
  const provinces = PROVINCES.map((province): ApiProvinceList['provinces'][number] => {
    const rotation = rotationOf(services, province.slug);
    rotations.add(rotation);
    const { roster } = selectRosterInForce(snapshot, province.slug, now);
    const counts = new Map(roster?.districts.map((d) => [d.slug, d.count]));
    return {
      plate: province.plate,
      name: province.name,
      asciiName: province.asciiName,
      slug: province.slug,
      districts: listDistricts(province.slug).map((d) => ({
        name: d.name,
        slug: d.slug,
        pharmacyCount: counts.get(d.slug) ?? 0,
      })),
    };
  });
  return { body: { provinces } satisfies ApiProvinceList, rotations: [...rotations] };
}

export function toApiPharmacy(p: SnapshotPharmacy): ApiPharmacy {
  return {
    id: p.id,
    name: p.name,
    address: p.address,
    phone: p.phone,
    phoneDisplay: p.phoneDisplay,
    telHref: p.telHref,
    district: p.district,
    neighbourhood: p.neighbourhood,
    dutyHours: p.dutyHours,
    note: p.note,
    mapUrl: p.mapUrl,
    latitude: p.latitude,
    longitude: p.longitude,
  };
}

function parseDate(url: URL): string | null {
  const values = url.searchParams.getAll('date');
  if (values.length === 0) return null;
  const parsed = values.length === 1 ? DutyDateParamSchema.safeParse(values[0]) : null;
  if (!parsed?.success) badRequest('"date" parametresi YYYY-MM-DD biçiminde geçerli bir tarih olmalıdır.');
  return parsed.data;
}

function requireProvince(value: string): Province {
  return getProvince(value) ?? notFound(`"${value}" adında bir il bulunamadı.`);
}

/**
 * `GET /api/v1/provinces/{province}[/districts/{district}]/pharmacies[?date=]`:
 * the roster in force (or that date's roster), for the province or one district.
 */
export function listApiPharmacies(
  services: AppServices,
  request: Request,
  params: { province?: string; district?: string },
): ApiPayload {
  const url = new URL(request.url);
  if (url.search.length > MAX_QUERY_LENGTH) badRequest('Sorgu metni çok uzun.');
  const parsed = paramsSchema.safeParse(params);
  if (!parsed.success) badRequest('İl ve ilçe adı 1 ile 64 karakter arasında olmalıdır.');
  const date = parseDate(url);

  const province = requireProvince(parsed.data.province);
  const districtValue = parsed.data.district;
  const district =
    districtValue === undefined
      ? null
      : (getDistrict(province.slug, districtValue) ??
        notFound(`${province.name} ilinde "${districtValue}" adında bir ilçe bulunamadı.`));

  const now = services.now();
  const rotation = rotationOf(services, province.slug);
  const list = services.snapshots.get().rosters.get(province.slug);
  let roster: ProvinceRoster | null;
  let isStale = false;
  if (date !== null) {
    roster = list?.find((r) => r.dutyDate === date) ?? notFound(`${province.name} için ${date} tarihli liste yok.`);
  } else {
    ({ roster, isStale } = selectRoster(list, getDutyDate(now, rotation)));
  }

  const dutyDate = roster?.dutyDate ?? date ?? getDutyDate(now, rotation);
  const window = getDutyWindow(dutyDate, rotation);
  const pharmacies = (roster?.pharmacies ?? []).filter((p) => district === null || p.districtSlug === district.slug);
  const body = {
    province: { plate: province.plate, name: province.name, slug: province.slug },
    district: district && { name: district.name, slug: district.slug },
    dutyDate,
    dutyWindow: { start: window.start.toISOString(), end: window.end.toISOString() },
    isStale,
    source: roster?.source ?? null,
    sourceLabel: roster ? toSourceLabel(roster.source) : null,
    provenance: roster ? formatProvenance(roster) : null,
    check: toApiCheck(roster?.agreement ?? null),
    fetchedAt: roster?.fetchedAt ?? null,
    dataAge: roster ? formatDataAge(new Date(roster.fetchedAt), now) : null,
    pharmacies: pharmacies.map(toApiPharmacy),
  } satisfies ApiPharmacyList;
  return { body, rotations: [rotation] };
}
