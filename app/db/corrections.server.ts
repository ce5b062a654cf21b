import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '#app/db/client.server.ts';
import { pharmacyCorrections } from '#app/db/schema.ts';
import type { Correction, CorrectionKind } from '#app/domain/roster/corrections.ts';

/** Admins' corrections of pharmacies (app/domain/roster/corrections.ts applies them to the snapshot). */

type CorrectionRow = typeof pharmacyCorrections.$inferSelect;

function toCorrection(row: CorrectionRow): Correction | null {
  const base = { id: row.id, pharmacyId: row.pharmacyId };
  switch (row.kind as CorrectionKind) {
    case 'phone':
      return row.phone === null ? null : { ...base, kind: 'phone', phone: row.phone };
    case 'address':
      return row.address === null ? null : { ...base, kind: 'address', address: row.address };
    case 'location':
      return row.latitude === null || row.longitude === null
        ? null
        : { ...base, kind: 'location', latitude: row.latitude, longitude: row.longitude };
    case 'off_duty':
      return row.dutyDate === null ? null : { ...base, kind: 'off_duty', dutyDate: row.dutyDate };
    default:
      return null;
  }
}

/** Every active correction (of the given pharmacies, or all), oldest first, so a newer one wins. */
export async function listActiveCorrections(db: Database, pharmacyIds?: readonly number[]): Promise<Correction[]> {
  if (pharmacyIds?.length === 0) return [];
  const rows = await db
    .select()
    .from(pharmacyCorrections)
    .where(
      and(
        isNull(pharmacyCorrections.endedAt),
        pharmacyIds ? inArray(pharmacyCorrections.pharmacyId, [...pharmacyIds]) : undefined,
      ),
    )
    .orderBy(asc(pharmacyCorrections.createdAt), asc(pharmacyCorrections.id));
  return rows.flatMap((row) => toCorrection(row) ?? []);
}

export type NewCorrection =
  | { kind: 'phone'; phone: string }
  | { kind: 'address'; address: string }
  | { kind: 'location'; latitude: number; longitude: number }
  | { kind: 'off_duty'; dutyDate: string };

/**
 * Stores a pharmacy's corrections in one transaction; each ends the active correction of the
 * same kind (for "not on duty", of the same date) that it replaces.
 */
export async function addCorrections(
  db: Database,
  input: { pharmacyId: number; corrections: readonly NewCorrection[]; userId: number | null; now: Date },
): Promise<void> {
  if (input.corrections.length === 0) return;
  await db.transaction(async (tx) => {
    for (const c of input.corrections) {
      await tx
        .update(pharmacyCorrections)
        .set({ endedAt: input.now })
        .where(
          and(
            eq(pharmacyCorrections.pharmacyId, input.pharmacyId),
            eq(pharmacyCorrections.kind, c.kind),
            isNull(pharmacyCorrections.endedAt),
            c.kind === 'off_duty' ? eq(pharmacyCorrections.dutyDate, c.dutyDate) : undefined,
          ),
        );
      await tx.insert(pharmacyCorrections).values({
        pharmacyId: input.pharmacyId,
        kind: c.kind,
        phone: c.kind === 'phone' ? c.phone : null,
        address: c.kind === 'address' ? c.address : null,
        latitude: c.kind === 'location' ? c.latitude : null,
        longitude: c.kind === 'location' ? c.longitude : null,
        dutyDate: c.kind === 'off_duty' ? c.dutyDate : null,
        createdAt: input.now,
        createdBy: input.userId,
      });
    }
  });
}

/** Ends one active correction; returns its pharmacy and kind, or null when there was none. */
export async function endCorrection(
  db: Database,
  input: { id: number; now: Date },
): Promise<{ pharmacyId: number; kind: string } | null> {
  const [row] = await db
    .update(pharmacyCorrections)
    .set({ endedAt: input.now })
    .where(and(eq(pharmacyCorrections.id, input.id), isNull(pharmacyCorrections.endedAt)))
    .returning({ pharmacyId: pharmacyCorrections.pharmacyId, kind: pharmacyCorrections.kind });
  return row ?? null;
}
