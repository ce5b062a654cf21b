import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '#app/db/client.server.ts';
import { dutyEntries, dutyRosters, pharmacies } from '#app/db/schema.ts';
import type { RosterRecord } from '#app/domain/roster/roster-text.ts';
import type { Province } from '#app/domain/geo/geo.server.ts';
import { toMatchKey } from '#app/domain/text/turkish.ts';

/** One province's roster for one duty date, ready to be written. */
export type RosterReplacement = {
  province: Province;
  dutyDate: string;
  source: string;
  fetchedAt: Date;
  /** The services' clock at the time of writing (imported_at, pharmacies' created/updated). */
  writtenAt: Date;
  entries: readonly RosterEntryInput[];
};

export type RosterEntryInput = RosterRecord & {
  /** Id of the matched district row, or null when the district is unknown. */
  districtId: number | null;
  dutyStart?: Date | null;
  dutyEnd?: Date | null;
};

export type RosterReplaceResult = {
  provinceSlug: string;
  dutyDate: string;
  removedCount: number;
  insertedCount: number;
};

function identityKey(districtId: number | null, nameKey: string): string {
  return `${districtId ?? ''}|${nameKey}`;
}

/**
 * Replaces one province's roster for one duty date inside one transaction.
 * Readers see the old roster or the new one, never an empty one. Pharmacies are
 * upserted by identity (province, district, folded name) so history keeps
 * pointing at the same rows.
 */
export async function replaceRoster(db: Database, input: RosterReplacement): Promise<RosterReplaceResult> {
  const unique = new Map<string, RosterEntryInput & { nameKey: string }>();
  for (const entry of input.entries) {
    const nameKey = toMatchKey(entry.name);
    const key = identityKey(entry.districtId, nameKey);
    if (!unique.has(key)) unique.set(key, { ...entry, nameKey });
  }
  const entries = [...unique.values()];
  if (entries.length === 0) throw new Error('replaceRoster needs at least one entry');

  return db.transaction(async (tx) => {
    const [roster] = await tx
      .insert(dutyRosters)
      .values({
        provinceId: input.province.plate,
        dutyDate: input.dutyDate,
        source: input.source,
        fetchedAt: input.fetchedAt,
        importedAt: input.writtenAt,
      })
      .onConflictDoUpdate({
        target: [dutyRosters.provinceId, dutyRosters.dutyDate],
        set: { source: input.source, fetchedAt: input.fetchedAt, importedAt: input.writtenAt },
      })
      .returning({ id: dutyRosters.id });
    if (!roster) throw new Error('roster upsert returned no row');

    const removed = await tx
      .delete(dutyEntries)
      .where(eq(dutyEntries.rosterId, roster.id))
      .returning({ id: dutyEntries.id });

    const saved = await tx
      .insert(pharmacies)
      .values(
        entries.map((e) => ({
          provinceId: input.province.plate,
          districtId: e.districtId,
          name: e.name,
          nameKey: e.nameKey,
          address: e.address,
          phone: e.phone,
          neighbourhood: e.neighbourhood,
          latitude: e.latitude,
          longitude: e.longitude,
          createdAt: input.writtenAt,
          updatedAt: input.writtenAt,
        })),
      )
      .onConflictDoUpdate({
        target: [pharmacies.provinceId, pharmacies.districtId, pharmacies.nameKey],
        set: {
          name: sql`excluded.name`,
          address: sql`coalesce(excluded.address, ${pharmacies.address})`,
          phone: sql`coalesce(excluded.phone, ${pharmacies.phone})`,
          neighbourhood: sql`coalesce(excluded.neighbourhood, ${pharmacies.neighbourhood})`,
          latitude: sql`coalesce(excluded.latitude, ${pharmacies.latitude})`,
          longitude: sql`coalesce(excluded.longitude, ${pharmacies.longitude})`,
          updatedAt: input.writtenAt,
        },
      })
      .returning({ id: pharmacies.id, districtId: pharmacies.districtId, nameKey: pharmacies.nameKey });
    const idByKey = new Map(saved.map((p) => [identityKey(p.districtId, p.nameKey), p.id]));

    const inserted = await tx
      .insert(dutyEntries)
      .values(
        entries.map((e, position) => {
          const pharmacyId = idByKey.get(identityKey(e.districtId, e.nameKey));
          if (pharmacyId === undefined) throw new Error(`pharmacy upsert lost ${e.name}`);
          return {
            rosterId: roster.id,
            pharmacyId,
            position,
            dutyStart: e.dutyStart ?? null,
            dutyEnd: e.dutyEnd ?? null,
            dutyHours: e.dutyHours,
            note: e.note,
          };
        }),
      )
      .returning({ id: dutyEntries.id });

    return {
      provinceSlug: input.province.slug,
      dutyDate: input.dutyDate,
      removedCount: removed.length,
      insertedCount: inserted.length,
    };
  });
}

/** True when the province already has a roster for that date. */
export async function hasRoster(db: Database, provinceId: number, dutyDate: string): Promise<boolean> {
  const rows = await db
    .select({ id: dutyRosters.id })
    .from(dutyRosters)
    .where(and(eq(dutyRosters.provinceId, provinceId), eq(dutyRosters.dutyDate, dutyDate)))
    .limit(1);
  return rows.length > 0;
}
