/** Dates and times the Turkish way: "22 Kasım 2026 Pazar", "09:00" (STYLE.md). */

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

/** The wall-clock time in Istanbul as "HH:MM" (24-hour). */
export function formatTurkishTime(date: Date): string {
  const parts = TIME_FORMAT.formatToParts(date);
  return `${partOf(parts, 'hour')}:${partOf(parts, 'minute')}`;
}
