import type { RosterRecord } from '#app/domain/roster/roster-text.ts';
import { toIstanbulMinute } from '#app/domain/time/istanbul-clock.ts';

/**
 * A province's rotation time as its official source states it (issue 35, item 5): the hand-over
 * time of the duty windows its list gives ("16.08.2026 08:30 - 17.08.2026 08:30" → 08:30; Bursa's
 * "27.08.2026 18:30 / 28.08.2026 08:30" → 08:30, the morning hand-over). Null when fewer than half of
 * the records give a window, or their ends disagree more often than not. Pure.
 */
export function toStatedRotation(records: readonly Pick<RosterRecord, 'dutyEnd'>[]): string | null {
  const counts = new Map<string, number>();
  for (const record of records) {
    if (!record.dutyEnd) continue;
    const time = toIstanbulMinute(record.dutyEnd).time;
    counts.set(time, (counts.get(time) ?? 0) + 1);
  }
  const [best] = [...counts].sort((a, b) => b[1] - a[1]);
  if (!best || best[1] * 2 <= records.length) return null;
  // Hand-overs happen in the morning; an evening end is a night limit, not the rotation.
  return best[0] >= '05:00' && best[0] <= '12:00' ? best[0] : null;
}
