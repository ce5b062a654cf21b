import type { RawRosterRow } from '#app/domain/roster/snapshot.ts';

/**
 * Admins' corrections of pharmacies (accepted "Bilgi yanlış mı?" reports), laid over the
 * source's values every time the snapshot is built: they belong to the pharmacy, so the next
 * scrape or import, which rewrites the pharmacy's own row, does not undo them.
 */

export type CorrectionKind = 'phone' | 'address' | 'location' | 'off_duty';

export type Correction = Readonly<
  { id: number; pharmacyId: number } & (
    | { kind: 'phone'; phone: string }
    | { kind: 'address'; address: string }
    | { kind: 'location'; latitude: number; longitude: number }
    /** Not on duty on this duty date (YYYY-MM-DD): left out of that date's roster. */
    | { kind: 'off_duty'; dutyDate: string }
  )
>;

/**
 * The rows with every active correction applied: a corrected phone, address or position
 * replaces the source's, and a pharmacy marked "not on duty" for a date leaves that date's
 * roster. Rows without corrections are returned as they are (same objects); the input is
 * not changed.
 */
export function applyCorrections(rows: readonly RawRosterRow[], corrections: readonly Correction[]): RawRosterRow[] {
  if (corrections.length === 0) return [...rows];
  const byPharmacy = new Map<number, Correction[]>();
  for (const c of corrections) {
    const list = byPharmacy.get(c.pharmacyId) ?? [];
    list.push(c);
    byPharmacy.set(c.pharmacyId, list);
  }
  const result: RawRosterRow[] = [];
  for (const row of rows) {
    const own = byPharmacy.get(row.pharmacyId);
    if (!own) {
      result.push(row);
      continue;
    }
    if (own.some((c) => c.kind === 'off_duty' && c.dutyDate === row.dutyDate)) continue;
    const corrected = { ...row };
    for (const c of own) {
      if (c.kind === 'phone') corrected.phone = c.phone;
      else if (c.kind === 'address') corrected.address = c.address;
      else if (c.kind === 'location') {
        corrected.latitude = c.latitude;
        corrected.longitude = c.longitude;
      }
    }
    result.push(corrected);
  }
  return result;
}
