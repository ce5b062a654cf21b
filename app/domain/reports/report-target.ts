import type { Snapshot, SnapshotPharmacy } from '#app/domain/roster/snapshot.ts';

/**
 * Finds a pharmacy of the snapshot by id, for the report form: the public pages only list
 * pharmacies of the snapshot, so a visitor can report exactly those (anything else is 404).
 * One index per snapshot, built on first use and dropped with it.
 */

export type ReportTarget = Readonly<{ provinceSlug: string; dutyDate: string; pharmacy: SnapshotPharmacy }>;

const indexes = new WeakMap<Snapshot, ReadonlyMap<number, ReportTarget>>();

function toIndex(snapshot: Snapshot): ReadonlyMap<number, ReportTarget> {
  const known = indexes.get(snapshot);
  if (known) return known;
  const index = new Map<number, ReportTarget>();
  // Rosters run oldest first, so a pharmacy's newest listing wins.
  for (const [provinceSlug, rosters] of snapshot.rosters) {
    for (const roster of rosters) {
      for (const pharmacy of roster.pharmacies) {
        index.set(pharmacy.id, { provinceSlug, dutyDate: roster.dutyDate, pharmacy });
      }
    }
  }
  indexes.set(snapshot, index);
  return index;
}

export function getReportTarget(snapshot: Snapshot, pharmacyId: number): ReportTarget | null {
  return toIndex(snapshot).get(pharmacyId) ?? null;
}

/** `/eczane/{id}/bildir`: the report form of one pharmacy. */
export function toReportHref(pharmacyId: number): string {
  return `/eczane/${pharmacyId}/bildir`;
}
