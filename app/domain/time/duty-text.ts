import { formatDayMonth, formatWeekdayDayMonth } from '#app/domain/i18n/format.ts';
import { translatorFor, type Translate } from '#app/domain/i18n/translate.ts';
import { addDays, getDutyWindow } from '#app/domain/time/duty-window.ts';
import { toIstanbulInstant } from '#app/domain/time/istanbul-clock.ts';

/**
 * The words pages use for duty periods, data age and night limits, in the page's language (`t`;
 * Turkish where a caller does not say: the API, MCP and the admin speak Turkish).
 */

const TURKISH = translatorFor('tr');

/** "22 Kasım Pazar 08:30 ile 23 Kasım Pazartesi 08:30 arası" (no year: the period is always this week). */
export function describeDutyPeriod(dutyDate: string, rotation: string, t: Translate = TURKISH): string {
  return t('duty.period', {
    start: formatWeekdayDayMonth(t.locale, dutyDate),
    end: formatWeekdayDayMonth(t.locale, addDays(dutyDate, 1)),
    rotation,
  });
}

/**
 * "27 Kasım 08:30 – 28 Kasım 08:30": a duty by its window, short enough for a phone's line. With
 * `space` a no-break space, each end keeps together and the dash stays with the start, so a
 * narrow line breaks only after the dash.
 */
export function describeDutyWindow(dutyDate: string, rotation: string, space = ' ', t: Translate = TURKISH): string {
  const end = (date: string) => `${formatDayMonth(t.locale, date)} ${rotation}`.replaceAll(' ', space);
  return `${end(dutyDate)}${space}– ${end(addDays(dutyDate, 1))}`;
}

/**
 * "27-28 Kasım gecesi", "30 Kasım-1 Aralık gecesi": a duty named by the night it spans, the way
 * Turkish names a night between two dates. Neither date alone can be read as "today's" list.
 */
export function describeDutyNight(dutyDate: string, t: Translate = TURKISH): string {
  const next = formatDayMonth(t.locale, addDays(dutyDate, 1));
  if (t.locale !== 'tr') return t('duty.night', { start: formatDayMonth(t.locale, dutyDate), end: next });
  const [day, month] = formatDayMonth('tr', dutyDate).split(' ');
  return next.endsWith(` ${month}`) ? `${day}-${next} gecesi` : `${day} ${month}-${next} gecesi`;
}

/** "az önce", "12 dakika önce", "3 saat önce", "2 gün önce" — followed by "güncellendi" on the page. */
export function formatDataAge(fetchedAt: Date, now: Date, t: Translate = TURKISH): string {
  const minutes = Math.floor((now.getTime() - fetchedAt.getTime()) / 60_000);
  if (minutes < 1) return t('age.now');
  if (minutes < 60) return t('age.minutes', { count: minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return t('age.hours', { count: hours });
  return t('age.days', { count: Math.floor(hours / 24) });
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
  t: Translate = TURKISH,
): { kind: 'open' | 'on-call'; text: string } | null {
  const limit = parseNightLimit(dutyHours);
  if (!limit) return null;
  const window = getDutyWindow(dutyDate, rotation);
  if (now < window.start || now >= window.end) return null;
  // The limit falls in the duty's night: the evening of the duty date, or after midnight.
  const limitDate = limit >= '12:00' ? dutyDate : addDays(dutyDate, 1);
  const limitAt = toIstanbulInstant(limitDate, limit);
  if (now < limitAt) return { kind: 'open', text: t('status.openUntil', { until: limit }) };
  return { kind: 'on-call', text: t('status.limitPassed', { until: limit }) };
}
