import { asc, eq, gte, ne, or, sql } from 'drizzle-orm';
import type { Database } from '#app/db/client.server.ts';
import { districts, dutyEntries, dutyRosters, pharmacies, provinces } from '#app/db/schema.ts';
import { addDays, DEFAULT_ROTATION } from '#app/domain/time/duty-window.ts';
import { buildSnapshot, type RawRosterRow, type Snapshot } from '#app/domain/roster/snapshot.ts';

/**
 * Reads the rosters public pages need: from yesterday's duty date on, plus each
 * province's newest roster so that a province whose source failed still shows
 * its last good data.
 */
export async function loadSnapshot(
  db: Database,
  currentDutyDate: string,
  version: number,
  now: Date,
): Promise<Snapshot> {
  const newestPerProvince = sql`(select distinct on (province_id) id from ${dutyRosters} order by province_id, duty_date desc)`;
  const rows: RawRosterRow[] = await db
    .select({
      provinceSlug: provinces.slug,
      provinceName: provinces.name,
      dutyDate: dutyRosters.dutyDate,
      source: dutyRosters.source,
      fetchedAt: dutyRosters.fetchedAt,
      pharmacyId: pharmacies.id,
      name: pharmacies.name,
      address: pharmacies.address,
      phone: pharmacies.phone,
      neighbourhood: pharmacies.neighbourhood,
      latitude: pharmacies.latitude,
      longitude: pharmacies.longitude,
      districtName: districts.name,
      districtSlug: districts.slug,
      dutyHours: dutyEntries.dutyHours,
      note: dutyEntries.note,
    })
    .from(dutyRosters)
    .innerJoin(provinces, eq(provinces.id, dutyRosters.provinceId))
    .innerJoin(dutyEntries, eq(dutyEntries.rosterId, dutyRosters.id))
    .innerJoin(pharmacies, eq(pharmacies.id, dutyEntries.pharmacyId))
    .leftJoin(districts, eq(districts.id, pharmacies.districtId))
    .where(or(gte(dutyRosters.dutyDate, addDays(currentDutyDate, -1)), sql`${dutyRosters.id} in ${newestPerProvince}`))
    .orderBy(asc(provinces.id), asc(dutyRosters.dutyDate), asc(dutyEntries.position));
  const rotations = await db
    .select({ slug: provinces.slug, rotation: provinces.dutyRotation })
    .from(provinces)
    .where(ne(provinces.dutyRotation, DEFAULT_ROTATION));
  return buildSnapshot(rows, version, now, currentDutyDate, new Map(rotations.map((r) => [r.slug, r.rotation])));
}
