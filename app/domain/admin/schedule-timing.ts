import { DAY_MS, isClockTime, MINUTE_MS, toIstanbulDate, toIstanbulInstant } from '#app/domain/time/istanbul-clock.ts';

/**
 * When a daily scraping schedule (HH:MM, Europe/Istanbul) runs next, for the
 * countdown and the day-progress bar of the scheduling tab. Pure: the
 * page passes the clock in and ticks it every second.
 */

/** The latest instant at or before `now` whose Istanbul wall clock reads `time` ("HH:MM"). */
export function getLastOccurrence(time: string, now: Date): Date {
  if (!isClockTime(time)) throw new RangeError(`Invalid schedule time: ${time}`);
  const today = toIstanbulInstant(toIstanbulDate(now), time);
  return today > now ? new Date(today.getTime() - DAY_MS) : today;
}

/** The next occurrence after `now`: later today, or tomorrow when today's has passed. */
export function getNextOccurrence(time: string, now: Date): Date {
  return new Date(getLastOccurrence(time, now).getTime() + DAY_MS);
}

/** "3 sa 15 dk" (hours and minutes), "15 dk 20 sn" (minutes and seconds) or "20 sn" (seconds). */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  if (hours > 0) return `${hours} sa ${minutes} dk`;
  if (minutes > 0) return `${minutes} dk ${seconds} sn`;
  return `${seconds} sn`;
}

/** The same span in words, for screen readers and tooltips: "3 saat 15 dakika". */
export function describeCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  if (hours > 0) return `${hours} saat ${minutes} dakika`;
  if (minutes > 0) return `${minutes} dakika ${seconds} saniye`;
  return `${seconds} saniye`;
}

export type NextRun =
  { kind: 'paused' } | { kind: 'due'; dayShare: number } | { kind: 'waiting'; inMs: number; dayShare: number };

/** A slot counts as due during its minute: the scheduler's minute tick starts it then. */
const DUE_MS = MINUTE_MS;

/**
 * What the next-run column shows. `running` is true while a run of this
 * schedule is in progress. `dayShare` (0 to 1) is the part of the 24 hours
 * since the last occurrence that has elapsed.
 */
export function toNextRun(schedule: { time: string; isActive: boolean }, now: Date, running = false): NextRun {
  if (!schedule.isActive) return { kind: 'paused' };
  const sinceLast = now.getTime() - getLastOccurrence(schedule.time, now).getTime();
  const dayShare = Math.min(1, sinceLast / DAY_MS);
  if (running || sinceLast < DUE_MS) return { kind: 'due', dayShare };
  return { kind: 'waiting', inMs: DAY_MS - sinceLast, dayShare };
}
