import { addDays, getDutyDate } from '#app/domain/time/duty-window.ts';
import type { RosterWriter } from '#app/jobs/roster-writer.server.ts';

/**
 * Roster retention (ROSTER_RETENTION_DAYS): rosters of duty dates more than `days` days before the
 * duty date in force are deleted with their entries, and with them the pharmacies no remaining
 * roster names. A pharmacy an admin corrected or a visitor reported is kept (with its corrections
 * and reports), and so are yesterday's, today's and tomorrow's lists, whatever `days` says, and
 * each province's newest roster however old (the last good data a page shows with its age).
 * Deleting is idempotent, so several instances may all run it. It goes through the roster writer,
 * like every write, so the snapshot hears of it.
 */
const MIN_RETENTION_DAYS = 2;

export async function pruneOldRosters(
  writer: Pick<RosterWriter, 'pruneBefore'>,
  options: { now: Date; days: number },
): Promise<{ deleted: number; pharmaciesDeleted: number; before: string }> {
  const days = Math.max(options.days, MIN_RETENTION_DAYS);
  const before = addDays(getDutyDate(options.now), -days);
  const pruned = await writer.pruneBefore(before);
  return { deleted: pruned.rosters, pharmaciesDeleted: pruned.pharmacies, before };
}
