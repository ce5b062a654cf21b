import { selectRosterInForce, type Snapshot } from '#app/domain/roster/snapshot.ts';

/** The dashboard's figures, over each province's roster in force. */
export type DashboardStats = {
  /** Entries of each province's roster in force. */
  pharmacyCount: number;
  /** Provinces that have a roster in force. */
  provinceCount: number;
  /** Distinct districts among those entries. */
  districtCount: number;
};

/** Counts the rosters in force of the snapshot the public pages show, so both always agree. */
export function toDashboardStats(snapshot: Snapshot, now: Date): DashboardStats {
  const stats: DashboardStats = { pharmacyCount: 0, provinceCount: 0, districtCount: 0 };
  for (const provinceSlug of snapshot.rosters.keys()) {
    const { roster } = selectRosterInForce(snapshot, provinceSlug, now);
    if (!roster) continue;
    stats.provinceCount += 1;
    stats.pharmacyCount += roster.pharmacies.length;
    stats.districtCount += roster.districts.length;
  }
  return stats;
}
