import { ne, sql } from 'drizzle-orm';
import type { Database } from '#app/db/client.server.ts';
import { loadDistrictIds } from '#app/db/district-ids.server.ts';
import { hasRoster, replaceRoster } from '#app/db/rosters.server.ts';
import { dutyRosters } from '#app/db/schema.ts';
import { toDemoRoster } from '#app/domain/demo-roster.ts';
import { addDays } from '#app/domain/duty-window.ts';
import { PROVINCES, listDistricts } from '#app/domain/geo.server.ts';
import { toRosterEntry } from '#app/jobs/import-roster.server.ts';
import { DEMO_SOURCE } from '#app/domain/snapshot.ts';

/**
 * Fills an install that has no real data with demo rosters for yesterday, today
 * and tomorrow. Once any real roster exists, demo data is never added again.
 * Returns how many rosters were written.
 */
export async function ensureDemoRosters(db: Database, dutyDate: string, now: Date): Promise<number> {
  const real = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(dutyRosters)
    .where(ne(dutyRosters.source, DEMO_SOURCE));
  if ((real[0]?.n ?? 0) > 0) return 0;

  const districtIds = await loadDistrictIds(db);
  let written = 0;
  for (const date of [addDays(dutyDate, -1), dutyDate, addDays(dutyDate, 1)]) {
    for (const province of PROVINCES) {
      if (await hasRoster(db, province.plate, date)) continue;
      const districts = listDistricts(province.slug).map((d) => d.name);
      const records = toDemoRoster({ name: province.name, plate: province.plate, districts }, date);
      await replaceRoster(db, {
        province,
        dutyDate: date,
        source: DEMO_SOURCE,
        fetchedAt: now,
        writtenAt: now,
        entries: records.map((r) => toRosterEntry(r, province, districtIds).entry),
      });
      written++;
    }
  }
  return written;
}
