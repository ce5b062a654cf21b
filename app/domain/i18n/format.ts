import { INTL_LOCALE, type Locale } from '#app/domain/i18n/locale.ts';
import { formatTurkishDate, formatTurkishDayMonth } from '#app/domain/time/format-date.ts';

/**
 * Dates in the page's language. Turkish keeps its own formatter (#app/domain/time/format-date.ts,
 * "29 Kasım 2026 Pazar"); English and Arabic ask `Intl` ("Sunday 29 November 2026",
 * "الأحد، 29 نوفمبر 2026"). A duty date is a calendar day: formatted at noon UTC, read as UTC.
 */
type DateStyle = 'long' | 'dayMonth' | 'weekdayDayMonth';

const OPTIONS: Readonly<Record<DateStyle, Intl.DateTimeFormatOptions>> = {
  long: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  dayMonth: { day: 'numeric', month: 'long' },
  weekdayDayMonth: { weekday: 'long', day: 'numeric', month: 'long' },
};

const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(locale: Locale, style: DateStyle, isoDate: string): string {
  const key = `${locale}|${style}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALE[locale], { ...OPTIONS[style], timeZone: 'UTC' });
    formats.set(key, format);
  }
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return format.format(new Date(Date.UTC(year, month - 1, day, 12)));
}

/** "29 Kasım 2026 Pazar", "Sunday 29 November 2026", "الأحد، 29 نوفمبر 2026". */
export function formatLongDate(locale: Locale, isoDate: string): string {
  return locale === 'tr' ? formatTurkishDate(isoDate) : formatIn(locale, 'long', isoDate);
}

/** "29 Kasım", "29 November", "29 نوفمبر". */
export function formatDayMonth(locale: Locale, isoDate: string): string {
  return locale === 'tr' ? formatTurkishDayMonth(isoDate) : formatIn(locale, 'dayMonth', isoDate);
}

/** "29 Kasım Pazar", "Sunday 29 November", "الأحد، 29 نوفمبر". */
export function formatWeekdayDayMonth(locale: Locale, isoDate: string): string {
  if (locale !== 'tr') return formatIn(locale, 'weekdayDayMonth', isoDate);
  const [day, month, , weekday] = formatTurkishDate(isoDate).split(' ');
  return `${day} ${month} ${weekday}`;
}
