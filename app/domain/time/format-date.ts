import { toIstanbulDate, toIstanbulTime } from '#app/domain/time/istanbul-clock.ts';

/**
 * Dates and times the Turkish way: "22 Kasım 2026 Pazar", "09:00" (the house style), always in
 * Istanbul time (app/domain/time/istanbul-clock.ts) whatever the machine's time zone. Every date the
 * site and the admin show comes from here; each is assembled from parts, so the server and the
 * browser agree.
 */

// The calendar fields of a UTC noon are the date's own, whatever the machine's zone.
const DATE_FORMAT = new Intl.DateTimeFormat('tr-TR', {
  timeZone: 'UTC',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  weekday: 'long',
});

function partOf(parts: Intl.DateTimeFormatPart[], type: Intl.DateTimeFormatPartTypes): string {
  return parts.find((part) => part.type === type)?.value ?? '';
}

/** Day, month, year and weekday of a YYYY-MM-DD date, in Turkish. Throws a RangeError for anything but a real date. */
type DateParts = { day: string; month: string; year: string; weekday: string };

/** Dates already formatted: a page shows a few, and Intl's formatToParts is slow (ICU). */
const knownParts = new Map<string, DateParts>();
const KNOWN_PARTS_KEPT = 512;

function toDateParts(isoDate: string): DateParts {
  const known = knownParts.get(isoDate);
  if (known) return known;
  const parts = formatDateParts(isoDate);
  if (knownParts.size >= KNOWN_PARTS_KEPT) knownParts.clear();
  knownParts.set(isoDate, parts);
  return parts;
}

function formatDateParts(isoDate: string): DateParts {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (match === null) throw new RangeError(`Invalid ISO date: ${isoDate}`);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day, 12));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    throw new RangeError(`Invalid ISO date: ${isoDate}`);
  }
  const parts = DATE_FORMAT.formatToParts(date);
  return {
    day: partOf(parts, 'day'),
    month: partOf(parts, 'month'),
    year: partOf(parts, 'year'),
    weekday: partOf(parts, 'weekday'),
  };
}

/** "2026-11-22" → "22 Kasım 2026 Pazar". Throws a RangeError for anything but a real YYYY-MM-DD date. */
export function formatTurkishDate(isoDate: string): string {
  const { day, month, year, weekday } = toDateParts(isoDate);
  return `${day} ${month} ${year} ${weekday}`;
}

/** "2026-11-27" → "27 Kasım": a day and month where the year and weekday would crowd a short line. */
export function formatTurkishDayMonth(isoDate: string): string {
  const { day, month } = toDateParts(isoDate);
  return `${day} ${month}`;
}

/** The wall-clock time in Istanbul as "HH:MM" (24-hour), or "HH:MM:SS" with `seconds`. */
export function formatTurkishTime(date: Date, options: { seconds?: boolean } = {}): string {
  return toIstanbulTime(date, options);
}

/**
 * An instant (a Date or an ISO timestamp) as "22 Kasım 2026 09:15" in Istanbul time: the one
 * date-and-time format of the admin pages (runs, schedules, task logs, the audit log).
 */
export function formatDateTime(value: Date | string): string {
  const instant = typeof value === 'string' ? new Date(value) : value;
  const { day, month, year } = toDateParts(toIstanbulDate(instant));
  return `${day} ${month} ${year} ${toIstanbulTime(instant)}`;
}
