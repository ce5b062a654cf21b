import type { ProvinceRoster, Snapshot, SnapshotPharmacy } from '#app/domain/roster/snapshot.ts';

/**
 * Finds a pharmacy of the snapshot by its id (stable per pharmacy, so a shared link keeps
 * working on the days it is not on duty while the snapshot still holds one of its rosters).
 * The index is built once per snapshot, on the first look-up, and kept with it.
 */

export type PharmacyEntry = Readonly<{ pharmacy: SnapshotPharmacy; roster: ProvinceRoster }>;

const indexes = new WeakMap<Snapshot, ReadonlyMap<number, PharmacyEntry>>();

function buildIndex(snapshot: Snapshot): ReadonlyMap<number, PharmacyEntry> {
  const index = new Map<number, PharmacyEntry>();
  // Oldest duty date first in each province: a later roster's entry replaces an earlier one's.
  for (const rosters of snapshot.rosters.values()) {
    for (const roster of rosters) {
      for (const pharmacy of roster.pharmacies) index.set(pharmacy.id, { pharmacy, roster });
    }
  }
  return index;
}

/** The pharmacy with `id` in its newest roster of the snapshot, or null. */
export function getSnapshotPharmacy(snapshot: Snapshot, id: number): PharmacyEntry | null {
  let index = indexes.get(snapshot);
  if (!index) {
    index = buildIndex(snapshot);
    indexes.set(snapshot, index);
  }
  return index.get(id) ?? null;
}
