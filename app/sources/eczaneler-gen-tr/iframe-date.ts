/**
 * The date of the listing site's embeddable page, from the heading of its table: "8 Ağustos
 * Cumartesi Van Nöbetçi Eczaneleri". The page lists the duty of that date (today's, as the site
 * counts it), so the heading's date is the roster's duty date.
 */
import { parseDutyPeriod } from '#app/sources/eczaneler-gen-tr/duty-period.ts';

/**
 * The duty date the heading names, as "YYYY-MM-DD"; null when it names no valid day and month.
 * The heading writes no year: the year that puts the date nearest to `fetchedAt` (on the Istanbul
 * clock) is chosen, the rule of the province page's tabs (duty-period.ts), so "31 Aralık" read on
 * 1 January is last year's and "1 Ocak" read on 31 December next year's.
 */
export function parseIframeDate(heading: string, fetchedAt: Date): string | null {
  return parseDutyPeriod(heading, fetchedAt)?.dutyDate ?? null;
}
