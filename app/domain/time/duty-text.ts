import { addDays, getDutyWindow } from '#app/domain/time/duty-window.ts';
import { formatTurkishDate, formatTurkishDayMonth } from '#app/domain/time/format-date.ts';
import { toIstanbulInstant } from '#app/domain/time/istanbul-clock.ts';

/** The words pages use for duty periods, data age and night limits. */

/** "22 Kasım Pazar" (no year: the period is always this week). */
function shortDate(isoDate: string): string {
  const [day, month, , weekday] = formatTurkishDate(isoDate).split(' ');
  return `${day} ${month} ${weekday}`;
}

/** "22 Kasım Pazar 08:30 ile 23 Kasım Pazartesi 08:30 arası" */
export function describeDutyPeriod(dutyDate: string, rotation: string): string {
  return `${shortDate(dutyDate)} ${rotation} ile ${shortDate(addDays(dutyDate, 1))} ${rotation} arası`;
}

/**
 * "27 Kasım 08:30 – 28 Kasım 08:30": a duty by its window, short enough for a phone's line. With
 * `space` a no-break space, each end keeps together and the dash stays with the start, so a
 * narrow line breaks only after the dash.
 */
export function describeDutyWindow(dutyDate: string, rotation: string, space = ' '): string {
  const end = (date: string) => `${formatTurkishDayMonth(date)} ${rotation}`.replaceAll(' ', space);
  return `${end(dutyDate)}${space}– ${end(addDays(dutyDate, 1))}`;
}

/**
 * "27-28 Kasım gecesi", "30 Kasım-1 Aralık gecesi": a duty named by the night it spans, the way
 * Turkish names a night between two dates. Neither date alone can be read as "today's" list.
 */
export function describeDutyNight(dutyDate: string): string {
  const [day, month] = formatTurkishDayMonth(dutyDate).split(' ');
  const next = formatTurkishDayMonth(addDays(dutyDate, 1));
  return next.endsWith(` ${month}`) ? `${day}-${next} gecesi` : `${day} ${month}-${next} gecesi`;
}

/** "az önce", "12 dakika önce", "3 saat önce", "2 gün önce" — followed by "güncellendi" on the page. */
export function formatDataAge(fetchedAt: Date, now: Date): string {
  const minutes = Math.floor((now.getTime() - fetchedAt.getTime()) / 60_000);
  if (minutes < 1) return 'az önce';
  if (minutes < 60) return `${minutes} dakika önce`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} saat önce`;
  return `${Math.floor(hours / 24)} gün önce`;
}

/** A night limit the source wrote, e.g. "Gece 23:59'a kadar", "GECE SAAT 02:00'A KADAR AÇIK" → "23:59", "02:00". */
export function parseNightLimit(dutyHours: string | null): string | null {
  const match = /gece\s*(?:saat\s*)?(\d{1,2})[:.](\d{2})/i.exec(dutyHours ?? '');
  if (!match) return null;
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  if (hour > 24 || minute > 59) return null;
  return `${String(hour % 24).padStart(2, '0')}:${match[2]}`;
}

/**
 * For a pharmacy of the duty in force whose source gives a night limit: open
 * now until the limit, or on call (ring first) after it. Null otherwise.
 */
export function toNightLimitHint(
  dutyHours: string | null,
  dutyDate: string,
  rotation: string,
  now: Date,
): { kind: 'open' | 'on-call'; text: string } | null {
  const limit = parseNightLimit(dutyHours);
  if (!limit) return null;
  const window = getDutyWindow(dutyDate, rotation);
  if (now < window.start || now >= window.end) return null;
  // The limit falls in the duty's night: the evening of the duty date, or after midnight.
  const limitDate = limit >= '12:00' ? dutyDate : addDays(dutyDate, 1);
  const limitAt = toIstanbulInstant(limitDate, limit);
  if (now < limitAt) return { kind: 'open', text: `Şu an açık (kapanış ${limit})` };
  return { kind: 'on-call', text: `Kapanış saati (${limit}) geçti: gitmeden önce arayın, icap nöbeti olabilir` };
}
