import { toDistrictKey, type DistrictIdIndex } from '#app/db/district-ids.server.ts';
import type { RosterEntryInput } from '#app/db/rosters.server.ts';
import { getDistrict, type Province } from '#app/domain/geo/geo.server.ts';
import type { RosterRecord } from '#app/domain/roster/roster-text.ts';

/** One record of a known province as a roster entry, with its district row when the name is known. */
export function toRosterEntry(
  record: RosterRecord,
  province: Province,
  districtIds: DistrictIdIndex,
): { entry: RosterEntryInput; warning: string | null } {
  const district = getDistrict(province.slug, record.district);
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
