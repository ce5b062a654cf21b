import { inArray, sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Database } from '#app/db/client.server.ts';
import { PHARMACY_PRUNE_LOCK } from '#app/db/roster-prune.server.ts';
import { dutyRosters } from '#app/db/schema.ts';
import type { RosterRecord } from '#app/domain/roster/roster-text.ts';
import type { RosterAgreement } from '#app/domain/sources/agreement.ts';
import type { Province } from '#app/domain/geo/geo.server.ts';
import { toMatchKey } from '#app/domain/text/turkish.ts';

/** Several rosters written together: one transaction, the same source and times for all. */
export type RostersReplacement = {
  source: string;
  fetchedAt: Date;
  writtenAt: Date;
  rosters: readonly {
    province: Province;
    dutyDate: string;
    entries: readonly RosterEntryInput[];
    /** What the roster was compared with (a scrape's cross-check); none for imports. */
    agreement?: RosterAgreement | null;
  }[];
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

/**
 * Entries per statement. A roster longer than this is written in several statements of the same
 * transaction, so no single parameter grows without bound (a province of a million lines).
 */
const ENTRIES_PER_STATEMENT = 10_000;

type PharmacyRow = {
  k: number;
  province_id: number;
  district_id: number | null;
  name: string;
  name_key: string;
  address: string | null;
  phone: string | null;
  neighbourhood: string | null;
  latitude: number | null;
  longitude: number | null;
};

/** An entry names its pharmacy by identity (province, district, folded name), as the upsert left it. */
type EntryRow = {
  province_id: number;
  district_id: number | null;
  name_key: string;
  roster_id: number;
  position: number;
  duty_start: string | null;
  duty_end: string | null;
  duty_hours: string | null;
  note: string | null;
};

/** Later values win; a missing (null) value keeps the earlier one, as the upsert's coalesce does. */
function mergePharmacy(earlier: PharmacyRow, later: PharmacyRow): void {
  earlier.name = later.name;
  earlier.address = later.address ?? earlier.address;
  earlier.phone = later.phone ?? earlier.phone;
  earlier.neighbourhood = later.neighbourhood ?? earlier.neighbourhood;
  earlier.latitude = later.latitude ?? earlier.latitude;
  earlier.longitude = later.longitude ?? earlier.longitude;
}

/** A pharmacy's values that a later source may leave out: a missing (null) one keeps the known one. */
const KEPT_WHEN_MISSING = ['address', 'phone', 'neighbourhood', 'latitude', 'longitude'] as const;

/** The pharmacy row's values, `(name, address, …)`, of the row named `row`. */
function pharmacyValues(row: string): SQL {
  return sql.raw(`(${['name', ...KEPT_WHEN_MISSING].map((column) => `${row}.${column}`).join(', ')})`);
}

/** The values `known` takes from `incoming`, in pharmacyValues' order (as mergePharmacy does in memory). */
function mergedValues(known: string, incoming: string): SQL {
  const kept = KEPT_WHEN_MISSING.map((column) => `coalesce(${incoming}.${column}, ${known}.${column})`);
  return sql.raw(`(${[`${incoming}.name`, ...kept].join(', ')})`);
}

/** True where merging `incoming` into `known` changes a value. */
function changesValues(known: string, incoming: string): SQL {
  return sql`${pharmacyValues(known)} is distinct from ${mergedValues(known, incoming)}`;
}

/**
 * Replaces several provinces' rosters (one per province and duty date) in one transaction, so
 * each is all or nothing and readers see each old roster or its new one, never an empty one.
 * Pharmacies are upserted by identity (province, district, folded name) so history keeps
 * pointing at the same rows; within a roster the first line of an identity is kept, across
 * rosters the later roster's values win (a missing value keeps the known one).
 *
 * Round trips do not grow with the number of rosters: the roster rows are upserted in one
 * statement, then pharmacies and entries travel as JSON parameters (no bind-parameter limit) in
 * two statements per ENTRIES_PER_STATEMENT entries. They are read as json, not jsonb: PostgreSQL
 * read the 1.1 MB of 5,000 pharmacies in 16-19 ms as json and in 47-51 ms as jsonb. A pharmacy
 * row is rewritten only when its values change, so updated_at says when they last did.
 */
export async function replaceRosters(db: Database, input: RostersReplacement): Promise<RosterReplaceResult[]> {
  if (input.rosters.length === 0) return [];
  const rosterKey = (plate: number, dutyDate: string) => `${plate}|${dutyDate}`;
  // Roster rows are locked in one order (province, date), so two writers cannot deadlock on them.
  const order = input.rosters
    .map((roster, index) => ({ roster, index }))
    .sort(
      (a, b) => a.roster.province.plate - b.roster.province.plate || a.roster.dutyDate.localeCompare(b.roster.dutyDate),
    );
  const pharmacyByIdentity = new Map<string, PharmacyRow>();
  const perRoster = order.map(({ roster, index }, n) => {
    if (
      n > 0 &&
      rosterKey(roster.province.plate, roster.dutyDate) ===
        rosterKey(order[n - 1]!.roster.province.plate, order[n - 1]!.roster.dutyDate)
    )
      throw new Error(`one write lists ${roster.province.slug} ${roster.dutyDate} twice`);
    const seen = new Set<string>();
    const entries: { pharmacy: PharmacyRow; entry: RosterEntryInput }[] = [];
    for (const entry of roster.entries) {
      const nameKey = toMatchKey(entry.name);
      const identity = `${roster.province.plate}|${entry.districtId ?? ''}|${nameKey}`;
      if (seen.has(identity)) continue;
      seen.add(identity);
      const row: PharmacyRow = {
        k: pharmacyByIdentity.size,
        province_id: roster.province.plate,
        district_id: entry.districtId,
        name: entry.name,
        name_key: nameKey,
        address: entry.address,
        phone: entry.phone,
        neighbourhood: entry.neighbourhood,
        latitude: entry.latitude,
        longitude: entry.longitude,
      };
      const known = pharmacyByIdentity.get(identity);
      if (known) mergePharmacy(known, row);
      else pharmacyByIdentity.set(identity, row);
      entries.push({ pharmacy: known ?? row, entry });
    }
    if (entries.length === 0) throw new Error('replaceRosters needs at least one entry per roster');
    return { roster, index, entries };
  });
  const writtenAt = input.writtenAt.toISOString();
  const heads = perRoster.map(({ roster }) => ({
    province_id: roster.province.plate,
    duty_date: roster.dutyDate,
    checked_against: roster.agreement?.checkedAgainst ?? null,
    agreement: roster.agreement ?? null,
  }));

  return db.transaction(async (tx) => {
    // No pharmacy is pruned while this write runs (app/db/roster-prune.server.ts).
    await tx.execute(sql`select pg_advisory_xact_lock_shared(${PHARMACY_PRUNE_LOCK})`);
    // The roster upsert comes first and locks the roster rows, so the next statements' snapshots
    // see every entry a concurrent writer committed before them.
    const saved = rowsOf<{ id: number; province_id: number; duty_date: string }>(
      await tx.execute(sql`
        insert into duty_rosters (province_id, duty_date, source, fetched_at, imported_at, checked_against, agreement)
        select province_id, duty_date, ${input.source}, ${input.fetchedAt.toISOString()}::timestamptz,
               ${writtenAt}::timestamptz, checked_against, agreement
        from jsonb_to_recordset(${JSON.stringify(heads)}::jsonb)
          as x(province_id smallint, duty_date date, checked_against text, agreement jsonb)
        order by province_id, duty_date
        on conflict (province_id, duty_date) do update
          set source = excluded.source, fetched_at = excluded.fetched_at, imported_at = excluded.imported_at,
              checked_against = excluded.checked_against, agreement = excluded.agreement
        returning id, province_id, duty_date::text`),
    );
    const rosterIds = new Map(saved.map((r) => [rosterKey(Number(r.province_id), r.duty_date), Number(r.id)]));
    const idOf = (roster: { province: Province; dutyDate: string }) => {
      const id = rosterIds.get(rosterKey(roster.province.plate, roster.dutyDate));
      if (id === undefined) throw new Error('roster upsert returned no row');
      return id;
    };

    // Each statement carries whole pharmacies with all their entries (a pharmacy on duty on two
    // dates of this write is upserted once).
    const entriesOf = new Map<PharmacyRow, EntryRow[]>();
    for (const { roster, entries } of perRoster) {
      const rosterId = idOf(roster);
      entries.forEach(({ pharmacy, entry }, position) => {
        const list = entriesOf.get(pharmacy) ?? [];
        entriesOf.set(pharmacy, list);
        list.push({
          province_id: pharmacy.province_id,
          district_id: pharmacy.district_id,
          name_key: pharmacy.name_key,
          roster_id: rosterId,
          position,
          duty_start: entry.dutyStart?.toISOString() ?? null,
          duty_end: entry.dutyEnd?.toISOString() ?? null,
          duty_hours: entry.dutyHours,
          note: entry.note,
        });
      });
    }
    const chunks: { pharmacies: PharmacyRow[]; entries: EntryRow[] }[] = [];
    let chunk: { pharmacies: PharmacyRow[]; entries: EntryRow[] } = { pharmacies: [], entries: [] };
    for (const [pharmacy, list] of entriesOf) {
      if (chunk.entries.length > 0 && chunk.entries.length + list.length > ENTRIES_PER_STATEMENT) {
        chunks.push(chunk);
        chunk = { pharmacies: [], entries: [] };
      }
      chunk.pharmacies.push(pharmacy);
      chunk.entries.push(...list);
    }
    chunks.push(chunk);

    const removed = new Map<number, number>();
    const inserted = new Map<number, number>();
    const ids = [...rosterIds.values()];
    for (const [n, part] of chunks.entries()) {
      // A pharmacy whose values did not change (most of a daily roster) is left out before the
      // upsert: no dead tuple, no index entries, and no row lock (the upsert locked each one: 5,000
      // unchanged rows took 53-56 ms in PostgreSQL, 13-15 ms left out). Only the prune deletes
      // pharmacies, and not while this transaction holds its lock, so the entries below still find
      // them. New and changed ones go through the upsert, which settles a race with a concurrent writer.
      const upsert = tx
        .execute(
          sql`
        insert into pharmacies (province_id, district_id, name, name_key, address, phone, neighbourhood,
                                latitude, longitude, created_at, updated_at)
        select x.province_id, x.district_id, x.name, x.name_key, x.address, x.phone, x.neighbourhood,
               x.latitude, x.longitude, ${writtenAt}::timestamptz, ${writtenAt}::timestamptz
        from json_to_recordset(${JSON.stringify(part.pharmacies)}::json) as x(
          k int, province_id smallint, district_id int, name text, name_key text, address text, phone text,
          neighbourhood text, latitude float8, longitude float8)
        left join pharmacies ph
          on ph.province_id = x.province_id and ph.name_key = x.name_key
         and coalesce(ph.district_id, 0) = coalesce(x.district_id, 0)
        where ph.id is null or ${changesValues('ph', 'x')}
        order by x.k
        on conflict (province_id, district_id, name_key) do update
          set (name, ${sql.raw(KEPT_WHEN_MISSING.join(', '))}) = ${mergedValues('pharmacies', 'excluded')},
              updated_at = excluded.updated_at
          where ${changesValues('pharmacies', 'excluded')}`,
        )
        .then(() => undefined);
      // Asking for the result sent the statement; the entries' JSON is written while PostgreSQL
      // runs it (PGlite runs in this thread, so there it simply comes first).
      const entriesJson = JSON.stringify(part.entries);
      await upsert;
      // A new statement, so its snapshot sees every pharmacy row of the upsert: those it wrote,
      // those it left as they were, and those a concurrent writer committed while it waited.
      const [counts] = rowsOf<{ removed: string | null; inserted: string | null }>(
        await tx.execute(sql`
          with removed as (
            delete from duty_entries
            where roster_id in (select jsonb_array_elements_text(${JSON.stringify(n === 0 ? ids : [])}::jsonb)::int)
            returning roster_id
          ), e as (
            select * from json_to_recordset(${entriesJson}::json) as x(
              province_id smallint, district_id int, name_key text, roster_id int, position int,
              duty_start timestamptz, duty_end timestamptz, duty_hours text, note text)
          ), inserted as (
            insert into duty_entries (roster_id, pharmacy_id, position, duty_start, duty_end, duty_hours, note)
            select e.roster_id, ph.id, e.position, e.duty_start, e.duty_end, e.duty_hours, e.note
            from e join pharmacies ph
              on ph.province_id = e.province_id and ph.name_key = e.name_key
             and coalesce(ph.district_id, 0) = coalesce(e.district_id, 0)
            order by e.roster_id, e.position
            returning roster_id
          )
          select (select json_object_agg(roster_id, n) from (select roster_id, count(*) as n from removed group by 1) r)::text
                   as removed,
                 (select json_object_agg(roster_id, n) from (select roster_id, count(*) as n from inserted group by 1) i)::text
                   as inserted`),
      );
      for (const [target, text] of [
        [removed, counts?.removed],
        [inserted, counts?.inserted],
      ] as const) {
        for (const [id, count] of Object.entries(JSON.parse(text ?? '{}') as Record<string, number>)) {
          target.set(Number(id), (target.get(Number(id)) ?? 0) + count);
        }
      }
    }

    const results: RosterReplaceResult[] = new Array(input.rosters.length);
    for (const { roster, index, entries } of perRoster) {
      const id = idOf(roster);
      const insertedCount = inserted.get(id) ?? 0;
      if (insertedCount !== entries.length) {
        throw new Error(`pharmacy upsert lost entries: ${insertedCount} of ${entries.length} written`);
      }
      results[index] = {
        provinceSlug: roster.province.slug,
        dutyDate: roster.dutyDate,
        removedCount: removed.get(id) ?? 0,
        insertedCount,
      };
    }
    return results;
  });
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
