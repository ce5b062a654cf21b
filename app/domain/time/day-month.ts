import { foldTurkish } from '#app/domain/text/turkish.ts';

/**
 * A day and month as Turkish text writes them ("25 Mayıs", "25. mayıs 2026"): the listing site's
 * duty-period sentences (app/sources/eczaneler-gen-tr/duty-period.ts) and the same sentences in
 * pasted text (app/domain/roster/plain-roster-text.ts).
 */

/** Month names folded to ASCII lower case, January first. */
export const FOLDED_MONTHS = [
  'ocak',
  'subat',
  'mart',
  'nisan',
  'mayis',
  'haziran',
  'temmuz',
  'agustos',
  'eylul',
  'ekim',
  'kasim',
  'aralik',
] as const;

const DAY_MONTH = new RegExp(`(?<!\\d)(\\d{1,2})\\.?\\s*(${FOLDED_MONTHS.join('|')})(?![a-z])(?:\\s+(\\d{4})(?!\\d))?`);

export type DayMonth = { day: number; monthIndex: number; year: number | null };

/** The first "day month [year]" in `text`, or null. The day is not checked against the month. */
export function readDayMonth(text: string): DayMonth | null {
  const match = DAY_MONTH.exec(foldTurkish(text).replace(/\s+/g, ' '));
  if (match === null) return null;
  return {
    day: Number(match[1]),
    monthIndex: FOLDED_MONTHS.indexOf(match[2] as (typeof FOLDED_MONTHS)[number]),
    year: match[3] === undefined ? null : Number(match[3]),
  };
}

const DAY_MONTH_FORMAT = new Intl.DateTimeFormat('tr-TR', { timeZone: 'UTC', day: 'numeric', month: 'long' });

/** "25 Mayıs" (any year: 2000's calendar, which has a 29 Şubat). */
export function formatDayMonth(value: Pick<DayMonth, 'day' | 'monthIndex'>): string {
  return DAY_MONTH_FORMAT.format(Date.UTC(2000, value.monthIndex, value.day));
}
