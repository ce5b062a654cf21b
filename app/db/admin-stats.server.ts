import { eq, sql } from 'drizzle-orm';
import type { Database } from '#app/db/client.server.ts';
import { dutyEntries, dutyRosters, pharmacies, provinces } from '#app/db/schema.ts';
import { getDutyDate } from '#app/domain/duty-window.ts';

/** The dashboard's figures (spec 2.17), over the rosters in force. */
export type DashboardStats = {
  /** Entries of each province's roster in force. */
  pharmacyCount: number;
  /** Provinces that have a roster in force. */
  provinceCount: number;
  /** Distinct districts among those entries. */
  districtCount: number;
};

/**
 * The roster in force for a province is the one of its current duty date (by
 * its own rotation time), or else its newest older one: the same choice the
 * public pages make (selectRoster in app/domain/snapshot.ts).
 */
export async function getDashboardStats(db: Database, now: Date): Promise<DashboardStats> {
  const rotations = await db.select({ id: provinces.id, rotation: provinces.dutyRotation }).from(provinces);
  if (rotations.length === 0) return { pharmacyCount: 0, provinceCount: 0, districtCount: 0 };
  const dutyDates = sql.join(
    rotations.map((p) => sql`(${p.id}::smallint, ${getDutyDate(now, p.rotation)}::date)`),
    sql`, `,
  );
  const inForce = sql`(
    select distinct on (r.province_id) r.id
    from ${dutyRosters} r
    join (values ${dutyDates}) as d(province_id, duty_date) on d.province_id = r.province_id
    where r.duty_date <= d.duty_date
    order by r.province_id, r.duty_date desc
  )`;
  const [row] = await db
    .select({
      pharmacyCount: sql<number>`count(${dutyEntries.id})::int`,
      provinceCount: sql<number>`count(distinct ${dutyRosters.provinceId})::int`,
      districtCount: sql<number>`count(distinct ${pharmacies.districtId})::int`,
    })
    .from(dutyEntries)
    .innerJoin(dutyRosters, eq(dutyRosters.id, dutyEntries.rosterId))
    .innerJoin(pharmacies, eq(pharmacies.id, dutyEntries.pharmacyId))
    .where(sql`${dutyEntries.rosterId} in ${inForce}`);
  return row ?? { pharmacyCount: 0, provinceCount: 0, districtCount: 0 };
}
