/**
 * The duty-period sentence of the listing site's day tabs, e.g.
 * "25 Mayıs P.tesi akşamından 26 Mayıs Salı sabahına kadar." or
 * "24 Mayıs Pazar gün boyu ve 25 Mayıs P.tesi sabahına kadar.".
 */
import { readDayMonth } from '#app/domain/time/day-month.ts';
import { toIstanbulDate } from '#app/domain/time/istanbul-clock.ts';
import { foldTurkish } from '#app/domain/text/turkish.ts';

const ALL_DAY = /\bgun ?boyu\b|\btum gun\b|\b24 saat\b/;

function toUtcDay(year: number, monthIndex: number, day: number): number | null {
  const time = Date.UTC(year, monthIndex, day);
  const date = new Date(time);
  return date.getUTCMonth() === monthIndex && date.getUTCDate() === day ? time : null;
}

function toIsoDate(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/**
 * Reads the first "day month" in the text as the duty date. The page gives no year, so the year
 * that puts the date closest to `fetchedAt` (in Europe/Istanbul) is chosen: "31 Aralık" fetched on
 * 1 January belongs to the previous year. A four-digit year written after the month is used as is.
 * "gün boyu" marks a whole-day duty (weekends, holidays); "akşamından" an evening-to-morning one.
 * Returns null when the text holds no valid day and month.
 */
export function parseDutyPeriod(text: string, fetchedAt: Date): { dutyDate: string; allDay: boolean } | null {
  const written = readDayMonth(text);
  if (written === null) return null;
  const { day, monthIndex } = written;
  const folded = foldTurkish(text).replace(/\s+/g, ' ');
  const today = toIstanbulDate(fetchedAt);
  const todayTime = Date.parse(`${today}T00:00:00Z`);
  const thisYear = Number(today.slice(0, 4));
  const years = written.year === null ? [thisYear, thisYear - 1, thisYear + 1] : [written.year];
  let best: number | null = null;
  for (const year of years) {
    const time = toUtcDay(year, monthIndex, day);
    if (time === null) continue;
    if (best === null || Math.abs(time - todayTime) < Math.abs(best - todayTime)) best = time;
  }
  if (best === null) return null;
  const allDayAt = folded.search(ALL_DAY);
  const eveningAt = folded.search(/\baksamindan\b/);
  const allDay = allDayAt !== -1 && (eveningAt === -1 || allDayAt < eveningAt);
  return { dutyDate: toIsoDate(best), allDay };
}
