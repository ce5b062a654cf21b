import { toDistrictKey, type DistrictIdIndex } from '#app/db/district-ids.server.ts';
import type { RosterEntryInput } from '#app/db/rosters.server.ts';
import { getDistrict, type District, type Province } from '#app/domain/geo/geo.server.ts';
import type { RosterRecord } from '#app/domain/roster/roster-text.ts';

/** getDistrict, remembered: a roster names the same few districts many times. */
export type DistrictLookup = (province: Province, name: string | null) => District | null;

export function createDistrictLookup(): DistrictLookup {
  const known = new Map<string, District | null>();
  return (province, name) => {
    const key = `${province.slug}|${name ?? ''}`;
    if (!known.has(key)) known.set(key, getDistrict(province.slug, name));
    return known.get(key) ?? null;
  };
}

/** One record of a known province as a roster entry, with its district row when the name is known. */
export function toRosterEntry(
  record: RosterRecord,
  province: Province,
  districtIds: DistrictIdIndex,
  lookup: DistrictLookup = (p, name) => getDistrict(p.slug, name),
): { entry: RosterEntryInput; warning: string | null } {
  const district = lookup(province, record.district);
  return {
    entry: {
      ...record,
      province: province.name,
      district: district?.name ?? null,
      districtId: district ? (districtIds.get(toDistrictKey(province.plate, district.slug)) ?? null) : null,
    },
    warning: record.district && !district ? `İlçe tanınmadı: ${record.district}` : null,
  };
}
