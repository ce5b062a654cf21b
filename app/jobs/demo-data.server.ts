import { ne } from 'drizzle-orm';
import type { Database } from '#app/db/client.server.ts';
import { listRosterProvinces } from '#app/db/rosters.server.ts';
import { dutyRosters } from '#app/db/schema.ts';
import { toDemoRoster } from '#app/domain/roster/demo-roster.ts';
import { addDays } from '#app/domain/time/duty-window.ts';
import { PROVINCES, listDistricts } from '#app/domain/geo/geo.server.ts';
import type { RosterWriter } from '#app/jobs/roster-writer.server.ts';
import { DEMO_SOURCE } from '#app/domain/roster/snapshot.ts';

export type DemoRefresh = { written: number; retired: number };

/**
 * Keeps demo rosters (yesterday, today, tomorrow) for the provinces that have
 * no real data yet, province by province: once a province has a real roster,
 * its demo rosters are deleted and never written again, so when every province
 * has real data the demo is gone entirely. Deletes and writes go through the
 * roster writer as one batch, so the snapshot rebuilds once for both.
 */
export async function ensureDemoRosters(
  db: Database,
  writer: RosterWriter,
  dutyDate: string,
  now: Date,
): Promise<DemoRefresh> {
  return writer.batch(async () => {
    const realRows = await db
      .selectDistinct({ provinceId: dutyRosters.provinceId })
      .from(dutyRosters)
      .where(ne(dutyRosters.source, DEMO_SOURCE));
    const real = new Set(realRows.map((r) => r.provinceId));
    const retired = real.size > 0 ? await writer.removeDemoRosters() : 0;

    const missing = [];
    const dates = [addDays(dutyDate, -1), dutyDate, addDays(dutyDate, 1)];
    const existing = await listRosterProvinces(db, dates);
    for (const date of dates) {
      for (const province of PROVINCES) {
        if (real.has(province.plate) || existing.get(date)?.has(province.plate)) continue;
        const districts = listDistricts(province.slug).map((d) => d.name);
        const records = toDemoRoster({ name: province.name, plate: province.plate, districts }, date);
        missing.push({ province, dutyDate: date, records });
      }
    }
    const results = await writer.write({ source: DEMO_SOURCE, fetchedAt: now, guard: false, rosters: missing });
    return { written: results.length, retired };
  });
}
