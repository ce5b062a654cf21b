import { and, lt, sql } from 'drizzle-orm';
import type { Database } from '#app/db/client.server.ts';
import { dutyRosters } from '#app/db/schema.ts';
import { addDays, getDutyDate } from '#app/domain/time/duty-window.ts';

/**
 * Roster retention (ROSTER_RETENTION_DAYS): rosters of duty dates more than `days` days before the
 * duty date in force are deleted with their entries. The pharmacies (and every correction made to
 * them) are kept, and so are yesterday's, today's and tomorrow's lists, whatever `days` says, and
 * each province's newest roster however old (the last good data a page shows with its age).
 * Deleting is idempotent, so several instances may all run it.
 */
export const MIN_RETENTION_DAYS = 2;

export async function pruneOldRosters(
  db: Database,
  options: { now: Date; days: number },
): Promise<{ deleted: number; before: string }> {
  const days = Math.max(options.days, MIN_RETENTION_DAYS);
  const before = addDays(getDutyDate(options.now), -days);
  const deleted = await db
    .delete(dutyRosters)
    .where(
      and(
        lt(dutyRosters.dutyDate, before),
        // Spelled out: Drizzle leaves a DELETE's own columns unqualified, which the subquery would read as its own.
        sql`exists (select 1 from duty_rosters newer where newer.province_id = duty_rosters.province_id and newer.duty_date > duty_rosters.duty_date)`,
      ),
    )
    .returning({ id: dutyRosters.id });
  return { deleted: deleted.length, before };
}
