import { count, desc, asc, eq } from 'drizzle-orm';
import type { Database } from '#app/db/client.server.ts';
import { districts, dutyEntries, dutyRosters, pharmacies, provinces } from '#app/db/schema.ts';
import { EXISTING_RECORDS_LIMIT, type ExistingRecord } from '#app/domain/admin/existing-records.ts';

/**
 * The process page's existing records: the
 * entries of all stored duty rosters, the most recently imported roster first,
 * in roster order, at most `limit`, with the total number of entries.
 */
export async function listExistingRecords(
  db: Database,
  limit: number = EXISTING_RECORDS_LIMIT,
): Promise<{ records: ExistingRecord[]; total: number }> {
  const rows = await db
    .select({
      id: dutyEntries.id,
      name: pharmacies.name,
      province: provinces.name,
      district: districts.name,
      phone: pharmacies.phone,
      address: pharmacies.address,
      dutyDate: dutyRosters.dutyDate,
      source: dutyRosters.source,
      importedAt: dutyRosters.importedAt,
    })
    .from(dutyEntries)
    .innerJoin(dutyRosters, eq(dutyEntries.rosterId, dutyRosters.id))
    .innerJoin(pharmacies, eq(dutyEntries.pharmacyId, pharmacies.id))
    .innerJoin(provinces, eq(dutyRosters.provinceId, provinces.id))
    .leftJoin(districts, eq(pharmacies.districtId, districts.id))
    .orderBy(desc(dutyRosters.importedAt), desc(dutyRosters.id), asc(dutyEntries.position), asc(dutyEntries.id))
    .limit(limit);
  const [totals] = await db.select({ total: count() }).from(dutyEntries);
  return {
    records: rows.map((row) => ({ ...row, importedAt: row.importedAt.toISOString() })),
    total: totals?.total ?? 0,
  };
}
