import type { RosterAgreement } from '#app/domain/sources/agreement.ts';
import { ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '#app/db/client.server.ts';
import { listActiveCorrections } from '#app/db/corrections.server.ts';
import { provinces } from '#app/db/schema.ts';
import { addDays, DEFAULT_ROTATION } from '#app/domain/time/duty-window.ts';
import { applyCorrections } from '#app/domain/roster/corrections.ts';
import { buildProvinceRosters, type ProvinceRoster, type RawRosterRow } from '#app/domain/roster/snapshot.ts';

/** Which rosters to read: those public pages need, or just some (after a write). */
export type RosterScope =
  | { kind: 'all'; currentDutyDate: string }
  | {
      kind: 'some';
      /** These rosters (province slug and duty date). */
      rosters: readonly { provinceSlug: string; dutyDate: string }[];
      /** And every roster public pages need of these provinces. */
      provinces: readonly string[];
      currentDutyDate: string;
    };

/** The first duty date whose rosters are always kept: yesterday's (the "Dün" tab). */
export function toWindowStart(currentDutyDate: string): string {
  return addDays(currentDutyDate, -1);
}

/** Each province's newest roster, shown when its source has failed since. */
const newestPerProvince = sql`(select distinct on (province_id) id from duty_rosters order by province_id, duty_date desc)`;

function toWhere(scope: RosterScope): SQL {
  const start = toWindowStart(scope.currentDutyDate);
  const needed = sql`(r.duty_date >= ${start}::date or r.id in ${newestPerProvince})`;
  if (scope.kind === 'all') return needed;
  const rosters = scope.rosters.map((r) => ({ slug: r.provinceSlug, duty_date: r.dutyDate }));
  return sql`((p.slug, r.duty_date) in (select slug, duty_date
                from jsonb_to_recordset(${JSON.stringify(rosters)}::jsonb) as x(slug text, duty_date date))
          or (p.slug in (select jsonb_array_elements_text(${JSON.stringify(scope.provinces)}::jsonb)) and ${needed}))`;
}

type RosterRow = {
  slug: string;
  name: string;
  duty_date: string;
  source: string;
  fetched_ms: number;
  agreement: string | null;
  entries: string;
};
type EntryTuple = [
  id: number,
  name: string,
  address: string | null,
  phone: string | null,
  neighbourhood: string | null,
  latitude: number | null,
  longitude: number | null,
  districtName: string | null,
  districtSlug: string | null,
  dutyHours: string | null,
  note: string | null,
];

/**
 * Reads rosters with their entries, in order (province, date, position). One row per roster,
 * its entries as one JSON text: both drivers hand over a few long strings much faster than
 * thousands of rows of a dozen columns (PGlite above all).
 */
async function loadRosterRows(db: Database, scope: RosterScope): Promise<RawRosterRow[]> {
  const result = (await db.execute(sql`
    select p.slug, p.name, r.duty_date::text as duty_date, r.source,
           (extract(epoch from r.fetched_at) * 1000)::float8 as fetched_ms, r.agreement::text as agreement,
           coalesce((select json_agg(json_build_array(ph.id, ph.name, ph.address, ph.phone, ph.neighbourhood,
                                                      ph.latitude, ph.longitude, d.name, d.slug, e.duty_hours, e.note)
                                     order by e.position)
                     from duty_entries e
                     join pharmacies ph on ph.id = e.pharmacy_id
                     left join districts d on d.id = ph.district_id
                     where e.roster_id = r.id), '[]')::text as entries
    from duty_rosters r
    join provinces p on p.id = r.province_id
    where ${toWhere(scope)}
    order by r.province_id, r.duty_date`)) as unknown as { rows: RosterRow[] };
  const rows: RawRosterRow[] = [];
  for (const roster of result.rows) {
    const fetchedAt = new Date(Math.floor(Number(roster.fetched_ms)));
    const agreement = roster.agreement === null ? null : (JSON.parse(roster.agreement) as RosterAgreement);
    for (const e of JSON.parse(roster.entries) as EntryTuple[]) {
      rows.push({
        provinceSlug: roster.slug,
        provinceName: roster.name,
        dutyDate: roster.duty_date,
        source: roster.source,
        fetchedAt,
        agreement,
        pharmacyId: e[0],
        name: e[1],
        address: e[2],
        phone: e[3],
        neighbourhood: e[4],
        latitude: e[5],
        longitude: e[6],
        districtName: e[7],
        districtSlug: e[8],
        dutyHours: e[9],
        note: e[10],
      });
    }
  }
  return rows;
}

/** Each province's rotation time, where it differs from the default. */
export async function loadRotations(db: Database): Promise<Map<string, string>> {
  const rows = await db
    .select({ slug: provinces.slug, rotation: provinces.dutyRotation })
    .from(provinces)
    .where(ne(provinces.dutyRotation, DEFAULT_ROTATION));
  return new Map(rows.map((r) => [r.slug, r.rotation]));
}

/** Each province's built rosters for a scope. */
export async function loadProvinceRosters(
  db: Database,
  scope: RosterScope,
): Promise<Map<string, Map<string, ProvinceRoster>>> {
  const rows = await loadRosterRows(db, scope);
  // Admins' corrections (accepted reports) win over the source's values, in full and partial builds alike.
  return buildProvinceRosters(applyCorrections(rows, await listActiveCorrections(db)), rows);
}
