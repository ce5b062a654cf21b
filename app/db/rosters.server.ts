import { inArray, sql } from 'drizzle-orm';
import type { Database } from '#app/db/client.server.ts';
import { dutyRosters } from '#app/db/schema.ts';
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

  const rows = entries.map((e, position) => ({
    position,
    district_id: e.districtId,
    name: e.name,
    name_key: e.nameKey,
    address: e.address,
    phone: e.phone,
    neighbourhood: e.neighbourhood,
    latitude: e.latitude,
    longitude: e.longitude,
    duty_start: e.dutyStart?.toISOString() ?? null,
    duty_end: e.dutyEnd?.toISOString() ?? null,
    duty_hours: e.dutyHours,
    note: e.note,
  }));
  const writtenAt = input.writtenAt.toISOString();

  // Two statements in one transaction (all or nothing). The roster upsert comes first and
  // locks the roster row, so the next statement's snapshot sees every entry a concurrent
  // writer committed before it; that statement deletes the old entries and upserts the
  // pharmacies and inserts the entries, which travel as one JSON parameter (no bind-parameter
  // limit, one round trip however long the roster).
  return db.transaction(async (tx) => {
    const [roster] = rowsOf<{ id: number }>(
      await tx.execute(sql`
        insert into duty_rosters (province_id, duty_date, source, fetched_at, imported_at)
        values (${input.province.plate}, ${input.dutyDate}, ${input.source},
                ${input.fetchedAt.toISOString()}::timestamptz, ${writtenAt}::timestamptz)
        on conflict (province_id, duty_date) do update
          set source = excluded.source, fetched_at = excluded.fetched_at, imported_at = excluded.imported_at
        returning id`),
    );
    if (!roster) throw new Error('roster upsert returned no row');

    const [written] = rowsOf<{ removed: number; inserted: number }>(
      await tx.execute(sql`
        with removed as (
          delete from duty_entries where roster_id = ${roster.id}::int returning 1
        ), input as (
          select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(
            position int, district_id int, name text, name_key text, address text, phone text,
            neighbourhood text, latitude float8, longitude float8, duty_start timestamptz,
            duty_end timestamptz, duty_hours text, note text)
        ), saved as (
          insert into pharmacies (province_id, district_id, name, name_key, address, phone, neighbourhood,
                                  latitude, longitude, created_at, updated_at)
          select ${input.province.plate}::smallint, district_id, name, name_key, address, phone, neighbourhood,
                 latitude, longitude, ${writtenAt}::timestamptz, ${writtenAt}::timestamptz
          from input order by position
          on conflict (province_id, district_id, name_key) do update set
            name = excluded.name,
            address = coalesce(excluded.address, pharmacies.address),
            phone = coalesce(excluded.phone, pharmacies.phone),
            neighbourhood = coalesce(excluded.neighbourhood, pharmacies.neighbourhood),
            latitude = coalesce(excluded.latitude, pharmacies.latitude),
            longitude = coalesce(excluded.longitude, pharmacies.longitude),
            updated_at = excluded.updated_at
          returning id, district_id, name_key
        ), inserted as (
          insert into duty_entries (roster_id, pharmacy_id, position, duty_start, duty_end, duty_hours, note)
          select ${roster.id}::int, saved.id, input.position, input.duty_start, input.duty_end,
                 input.duty_hours, input.note
          from input join saved
            on saved.name_key = input.name_key and coalesce(saved.district_id, 0) = coalesce(input.district_id, 0)
          returning 1
        )
        select (select count(*) from removed)::int as removed, (select count(*) from inserted)::int as inserted`),
    );
    if (written?.inserted !== entries.length) {
      throw new Error(`pharmacy upsert lost entries: ${written?.inserted ?? 0} of ${entries.length} written`);
    }
    return {
      provinceSlug: input.province.slug,
      dutyDate: input.dutyDate,
      removedCount: written.removed,
      insertedCount: written.inserted,
    };
  });
}

/** The rows of a raw query, as both drivers (PGlite and node-postgres) return them. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** The provinces (plate numbers) that have a roster for each of the given dates, in one query. */
export async function listRosterProvinces(
  db: Database,
  dutyDates: readonly string[],
): Promise<Map<string, Set<number>>> {
  const byDate = new Map(dutyDates.map((date) => [date, new Set<number>()]));
  if (dutyDates.length === 0) return byDate;
  const rows = await db
    .select({ provinceId: dutyRosters.provinceId, dutyDate: dutyRosters.dutyDate })
    .from(dutyRosters)
    .where(inArray(dutyRosters.dutyDate, [...dutyDates]));
  for (const row of rows) byDate.get(row.dutyDate)?.add(row.provinceId);
  return byDate;
}
