/**
 * Dates and times the Turkish way: "22 Kasım 2026 Pazar", "09:00" (STYLE.md), always in
 * Istanbul time whatever the machine's time zone. Every date the site and the admin show
 * comes from here; each is assembled from parts, so the server and the browser agree.
 */

const DATE_FORMAT = new Intl.DateTimeFormat('tr-TR', {
  timeZone: 'UTC',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  weekday: 'long',
});

const TIME_FORMAT = new Intl.DateTimeFormat('tr-TR', {
  timeZone: 'Europe/Istanbul',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

const DATE_TIME_FORMAT = new Intl.DateTimeFormat('tr-TR', {
  timeZone: 'Europe/Istanbul',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function partOf(parts: Intl.DateTimeFormatPart[], type: Intl.DateTimeFormatPartTypes): string {
  return parts.find((part) => part.type === type)?.value ?? '';
}

/** "2026-11-22" → "22 Kasım 2026 Pazar". Throws a RangeError for anything but a real YYYY-MM-DD date. */
export function formatTurkishDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (match === null) throw new RangeError(`Invalid ISO date: ${isoDate}`);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day, 12));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    throw new RangeError(`Invalid ISO date: ${isoDate}`);
  }
  const parts = DATE_FORMAT.formatToParts(date);
  return [partOf(parts, 'day'), partOf(parts, 'month'), partOf(parts, 'year'), partOf(parts, 'weekday')].join(' ');
}

/** The wall-clock time in Istanbul as "HH:MM" (24-hour), or "HH:MM:SS" with `seconds`. */
export function formatTurkishTime(date: Date, options: { seconds?: boolean } = {}): string {
  const parts = TIME_FORMAT.formatToParts(date);
  const time = `${partOf(parts, 'hour')}:${partOf(parts, 'minute')}`;
  return options.seconds ? `${time}:${partOf(parts, 'second')}` : time;
}

/**
 * An instant (a Date or an ISO timestamp) as "22 Kasım 2026 09:15" in Istanbul time: the one
 * date-and-time format of the admin pages (runs, schedules, task logs, the audit log).
 */
export function formatDateTime(value: Date | string): string {
  const parts = DATE_TIME_FORMAT.formatToParts(typeof value === 'string' ? new Date(value) : value);
  const date = `${partOf(parts, 'day')} ${partOf(parts, 'month')} ${partOf(parts, 'year')}`;
  return `${date} ${partOf(parts, 'hour')}:${partOf(parts, 'minute')}`;
}
