import { DAY_MS, toIstanbulDate, toIstanbulInstant } from '#app/domain/time/istanbul-clock.ts';

/**
 * Duty dates and windows, on the Istanbul clock (app/domain/time/istanbul-clock.ts). A duty date's
 * list runs from that day's rotation time to the next day's rotation: at 03:00 the list in force
 * is the previous date's (docs/decisions/0003-duty-dates-and-caching.md).
 */

/**
 * Default rotation time. Chambers hand over between 08:00 and 09:00 (İstanbul
 * and Ankara at 08:30, most others at 08:00 or 09:00); see
 * docs/decisions/0003-duty-dates-and-caching.md.
 */
export const DEFAULT_ROTATION = '08:30';

function parseRotation(rotation: string): number {
  const match = /^(\d{2}):(\d{2})$/.exec(rotation);
  if (!match) throw new Error(`Invalid rotation time: ${rotation}`);
  return (Number(match[1]) * 60 + Number(match[2])) * 60 * 1000;
}

export function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** The duty date whose window contains `now`. */
export function getDutyDate(now: Date, rotation: string = DEFAULT_ROTATION): string {
  return toIstanbulDate(new Date(now.getTime() - parseRotation(rotation)));
}

/**
 * True between Istanbul midnight and the rotation, when the calendar has turned and the duty has
 * not: at 02:30 on the 28th the list in force is still the 27th's.
 */
export function isBeforeRotation(now: Date, rotation: string = DEFAULT_ROTATION): boolean {
  return getDutyDate(now, rotation) !== toIstanbulDate(now);
}

export type DutyWindow = { start: Date; end: Date };

export function getDutyWindow(dutyDate: string, rotation: string = DEFAULT_ROTATION): DutyWindow {
  const start = new Date(toIstanbulInstant(dutyDate).getTime() + parseRotation(rotation));
  return { start, end: new Date(start.getTime() + DAY_MS) };
}

/** Milliseconds until the list in force changes. */
export function msUntilNextRotation(now: Date, rotation: string = DEFAULT_ROTATION): number {
  return getDutyWindow(getDutyDate(now, rotation), rotation).end.getTime() - now.getTime();
}
