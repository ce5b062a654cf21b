import { z } from 'zod';
import { getDistrict, getProvince, listDistricts, PROVINCES, TOTAL_DISTRICTS } from '#app/domain/geo/geo.server.ts';
import { distanceKm, type LatLng } from '#app/domain/geo/geo-distance.ts';

/**
 * Pure part of `scripts/derive-district-centres.ts`: turns the recorded
 * CollectAPI dump (`{ provinceKey: { districtKey: [{ loc: "lat,lng", … }] } }`)
 * into one centre per district, with a report of what it matched and dropped.
 * The CLI reads the file, prints the report and renders the module, so a test
 * can re-derive the committed table and catch drift.
 */

export type CentreTable = Record<string, Record<string, readonly [number, number]>>;

/** Türkiye's bounding box, a little generous on every side. */
export const TURKEY_BOUNDS = Object.freeze({ minLat: 35.8, maxLat: 42.2, minLng: 25.6, maxLng: 44.9 });

/**
 * A point further than this from the median of its province's points is taken
 * to be geocoded into the wrong province. Real district seats lie up to ~170 km
 * from their province's median (Anamur in Mersin, Halkapınar in Konya), so the
 * bound has to be wider than any province's reach.
 */
export const MAX_KM_FROM_PROVINCE_MEDIAN = 200;

/**
 * In a district with at least `MIN_POINTS_FOR_DISTRICT_MEDIAN` points, a point
 * further than this from the median of the district's points (a village
 * pharmacy or a stray geocode) is dropped, so the centre stays on the town.
 */
export const MAX_KM_FROM_DISTRICT_MEDIAN = 25;
export const MIN_POINTS_FOR_DISTRICT_MEDIAN = 3;

const recordSchema = z.object({ name: z.string().optional(), loc: z.string().optional() });
const dumpSchema = z.record(z.string(), z.record(z.string(), z.array(recordSchema)));

export type DropReason = 'noCoordinates' | 'outsideTurkey' | 'farFromProvince' | 'farFromDistrict';

export type DroppedRecord = Readonly<{
  provinceSlug: string;
  districtSlug: string;
  name: string;
  loc: string;
  reason: DropReason;
  /** Distance to the median it was measured against, for the two outlier rules. */
  km?: number;
}>;

export type DerivationReport = Readonly<{
  provinceKeys: number;
  districtKeys: number;
  records: number;
  unmatchedProvinceKeys: readonly string[];
  /** "provinceKey/districtKey" for keys no district of the province matches. */
  unmatchedDistrictKeys: readonly string[];
  dropped: readonly DroppedRecord[];
  usedRecords: number;
  districtsWithCentre: number;
  totalDistricts: number;
  /** "provinceSlug/districtSlug" for the package's districts left without a centre. */
  districtsWithoutCentre: readonly string[];
  provincesWithoutCentre: readonly string[];
}>;

type Point = { provinceSlug: string; districtSlug: string; name: string; loc: string; lat: number; lng: number };

/** Parses "lat,lng"; null for anything else (the dump has empty strings). */
export function parseLatLng(loc: string | undefined): LatLng | null {
  const match = /^\s*(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)\s*$/.exec(loc ?? '');
  if (!match) return null;
  return { lat: Number(match[1]), lng: Number(match[2]) };
}

export function isInTurkey({ lat, lng }: LatLng): boolean {
  const b = TURKEY_BOUNDS;
  return lat >= b.minLat && lat <= b.maxLat && lng >= b.minLng && lng <= b.maxLng;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Coordinate-wise median: robust to a few stray points. */
function medianPoint(points: readonly LatLng[]): LatLng {
  return { lat: median(points.map((p) => p.lat)), lng: median(points.map((p) => p.lng)) };
}

function round4(value: number): number {
  return Math.round(value * 1e4) / 1e4;
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

/**
 * Matches the dump's keys to the app's provinces and districts, drops unusable
 * points and averages the rest per district (mean of lat and lng, 4 decimals).
 */
export function deriveDistrictCentres(json: unknown): { centres: CentreTable; report: DerivationReport } {
  const dump = dumpSchema.parse(json);
  const unmatchedProvinceKeys: string[] = [];
  const unmatchedDistrictKeys: string[] = [];
  const dropped: DroppedRecord[] = [];
  const points: Point[] = [];
  let districtKeys = 0;
  let records = 0;

  for (const [provinceKey, districts] of Object.entries(dump)) {
    const province = getProvince(provinceKey);
    const entries = Object.entries(districts);
    districtKeys += entries.length;
    for (const [, list] of entries) records += list.length;
    if (!province) {
      unmatchedProvinceKeys.push(provinceKey);
      continue;
    }
    for (const [districtKey, list] of entries) {
      const district = getDistrict(province.slug, districtKey);
      if (!district) {
        unmatchedDistrictKeys.push(`${provinceKey}/${districtKey}`);
        continue;
      }
      for (const record of list) {
        const base = {
          provinceSlug: province.slug,
          districtSlug: district.slug,
          name: record.name ?? '',
          loc: record.loc ?? '',
        };
        const point = parseLatLng(record.loc);
        if (!point) dropped.push({ ...base, reason: 'noCoordinates' });
        else if (!isInTurkey(point)) dropped.push({ ...base, reason: 'outsideTurkey' });
        else points.push({ ...base, ...point });
      }
    }
  }

  const kept: Point[] = [];
  for (const provincePoints of groupBy(points, (p) => p.provinceSlug).values()) {
    const centre = medianPoint(provincePoints);
    for (const point of provincePoints) {
      const km = distanceKm(centre, point);
      if (km > MAX_KM_FROM_PROVINCE_MEDIAN) dropped.push({ ...toDropped(point), reason: 'farFromProvince', km });
      else kept.push(point);
    }
  }

  const centres: CentreTable = {};
  let usedRecords = 0;
  const byDistrict = groupBy(kept, (p) => `${p.provinceSlug}/${p.districtSlug}`);
  for (const districtPoints of byDistrict.values()) {
    let used = districtPoints;
    if (districtPoints.length >= MIN_POINTS_FOR_DISTRICT_MEDIAN) {
      const centre = medianPoint(districtPoints);
      used = [];
      for (const point of districtPoints) {
        const km = distanceKm(centre, point);
        if (km > MAX_KM_FROM_DISTRICT_MEDIAN) dropped.push({ ...toDropped(point), reason: 'farFromDistrict', km });
        else used.push(point);
      }
    }
    const first = used[0];
    if (!first) continue;
    usedRecords += used.length;
    const lat = round4(used.reduce((sum, p) => sum + p.lat, 0) / used.length);
    const lng = round4(used.reduce((sum, p) => sum + p.lng, 0) / used.length);
    (centres[first.provinceSlug] ??= {})[first.districtSlug] = [lat, lng];
  }

  const sorted = sortTable(centres);
  const provincesWithoutCentre = PROVINCES.filter((p) => !Object.hasOwn(sorted, p.slug)).map((p) => p.slug);
  const districtsWithoutCentre = PROVINCES.flatMap((p) =>
    listDistricts(p.slug)
      .filter((d) => !Object.hasOwn(sorted[p.slug] ?? {}, d.slug))
      .map((d) => `${p.slug}/${d.slug}`),
  );
  return {
    centres: sorted,
    report: {
      provinceKeys: Object.keys(dump).length,
      districtKeys,
      records,
      unmatchedProvinceKeys,
      unmatchedDistrictKeys,
      dropped,
      usedRecords,
      districtsWithCentre: countPoints(sorted),
      totalDistricts: TOTAL_DISTRICTS,
      districtsWithoutCentre,
      provincesWithoutCentre,
    },
  };
}

function toDropped(point: Point): Omit<DroppedRecord, 'reason'> {
  const { provinceSlug, districtSlug, name, loc } = point;
  return { provinceSlug, districtSlug, name, loc };
}

function sortTable(table: CentreTable): CentreTable {
  const byKey = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return Object.fromEntries(
    Object.keys(table)
      .sort(byKey)
      .map((province) => {
        const districts = table[province]!;
        return [
          province,
          Object.fromEntries(
            Object.keys(districts)
              .sort(byKey)
              .map((d) => [d, districts[d]!]),
          ),
        ];
      }),
  );
}

export function countDropped(report: DerivationReport): Record<DropReason, number> {
  const counts: Record<DropReason, number> = {
    noCoordinates: 0,
    outsideTurkey: 0,
    farFromProvince: 0,
    farFromDistrict: 0,
  };
  for (const d of report.dropped) counts[d.reason] += 1;
  return counts;
}

/** How many districts a table places. */
export function countPoints(table: CentreTable): number {
  return Object.values(table).reduce((sum, districts) => sum + Object.keys(districts).length, 0);
}

/** A table as the generated modules write it: one province per line. */
export function toTableBody(table: CentreTable): string {
  return Object.entries(table)
    .map(([province, districts]) => {
      const inner = Object.entries(districts)
        .map(([district, [lat, lng]]) => `${JSON.stringify(district)}: [${lat}, ${lng}]`)
        .join(', ');
      return `  ${JSON.stringify(province)}: { ${inner} },`;
    })
    .join('\n');
}
