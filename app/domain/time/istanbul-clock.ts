/**
 * The Istanbul clock: every "what date or time is it in Istanbul" and "when does Istanbul's wall
 * clock read …" of the app is answered here. Europe/Istanbul has been UTC+3 all year since 2016
 * (no daylight saving), so the arithmetic is a fixed offset and never reads the machine's time
 * zone. Pure, so the server, the browser and the CLI share it.
 */

const OFFSET_MS = 3 * 60 * 60 * 1000;

export const MINUTE_MS = 60 * 1000;
export const DAY_MS = 24 * 60 * 60 * 1000;

/** One minute of Istanbul's wall clock: "YYYY-MM-DD" and 24-hour "HH:MM". */
export type IstanbulMinute = { date: string; time: string };

const CLOCK_TIME_PATTERN = /^(?:[01]\d|2[0-3]):[0-5]\d$/;

/** True for a 24-hour "HH:MM", 00:00 to 23:59. */
export function isClockTime(value: string): boolean {
  return CLOCK_TIME_PATTERN.test(value);
}

/**
 * A 24-hour time as typed into a field, as "HH:MM": "23:30", "23.30", "23 30", "2330", "9:15",
 * "915". A phone's number pad has no colon. Null when it is no time of day ("2430", "abc").
 */
export function toClockTime(typed: string): string | null {
  const match = /^(\d{1,2})[:.\s]?(\d{2})$/.exec(typed.trim());
  if (!match) return null;
  const time = `${match[1]!.padStart(2, '0')}:${match[2]}`;
  return isClockTime(time) ? time : null;
}

/** The instant's Istanbul wall clock as an ISO string without zone: "YYYY-MM-DDTHH:MM:SS.sss". */
function toWallClock(instant: Date): string {
  return new Date(instant.getTime() + OFFSET_MS).toISOString().slice(0, 23);
}

/** "YYYY-MM-DD" of an instant in Istanbul. */
export function toIstanbulDate(instant: Date): string {
  return toWallClock(instant).slice(0, 10);
}

/** "HH:MM" (24-hour) of an instant in Istanbul, or "HH:MM:SS" with `seconds`. */
export function toIstanbulTime(instant: Date, options: { seconds?: boolean } = {}): string {
  return toWallClock(instant).slice(11, options.seconds ? 19 : 16);
}

/** The Istanbul date and minute an instant falls in. */
export function toIstanbulMinute(instant: Date): IstanbulMinute {
  const wallClock = toWallClock(instant);
  return { date: wallClock.slice(0, 10), time: wallClock.slice(11, 16) };
}

/** The instant at which Istanbul's wall clock reads `date` ("YYYY-MM-DD") at `time` ("HH:MM", default midnight). */
export function toIstanbulInstant(date: string, time = '00:00'): Date {
  return new Date(new Date(`${date}T${time}:00Z`).getTime() - OFFSET_MS);
}
