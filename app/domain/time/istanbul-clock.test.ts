import { expect, test } from 'vitest';
import {
  isClockTime,
  toClockTime,
  toIstanbulDate,
  toIstanbulInstant,
  toIstanbulMinute,
  toIstanbulTime,
} from '#app/domain/time/istanbul-clock.ts';

// Every instant below is written in UTC; Istanbul is UTC+3 all year. The suite runs in
// Pacific/Kiritimati (UTC+14), so a rule that read the machine's zone would fail here.

test('an instant reads as the Istanbul date and time, which turns at 21:00 UTC', () => {
  expect(toIstanbulDate(new Date('2026-11-22T20:59:59.999Z'))).toBe('2026-11-22');
  expect(toIstanbulDate(new Date('2026-11-22T21:00:00Z'))).toBe('2026-11-23');
  expect(toIstanbulTime(new Date('2026-11-22T06:15:59.900Z'))).toBe('09:15');
  expect(toIstanbulTime(new Date('2026-11-22T21:05:07Z'), { seconds: true })).toBe('00:05:07');
  expect(toIstanbulMinute(new Date('2026-12-31T21:00:30Z'))).toEqual({ date: '2027-01-01', time: '00:00' });
});

test('summer and winter instants read the same offset (no daylight saving since 2016)', () => {
  expect(toIstanbulTime(new Date('2026-07-01T06:30:00Z'))).toBe('09:30');
  expect(toIstanbulTime(new Date('2026-01-01T06:30:00Z'))).toBe('09:30');
});

test('an Istanbul date and time map back to their instant', () => {
  expect(toIstanbulInstant('2026-11-22').toISOString()).toBe('2026-11-21T21:00:00.000Z');
  expect(toIstanbulInstant('2026-11-22', '09:15').toISOString()).toBe('2026-11-22T06:15:00.000Z');
  const instant = new Date('2026-03-29T23:30:00Z');
  const { date, time } = toIstanbulMinute(instant);
  expect(toIstanbulInstant(date, time)).toEqual(instant);
});

test('clock times are 24-hour HH:MM from 00:00 to 23:59', () => {
  for (const time of ['00:00', '09:15', '23:59']) expect(isClockTime(time)).toBe(true);
  for (const time of ['24:00', '9:15', '09:60', '09.15', ' 09:15', '']) expect(isClockTime(time)).toBe(false);
  // As typed on a phone's number pad (no colon) or by hand.
  for (const [typed, time] of [
    ['23:30', '23:30'],
    ['2330', '23:30'],
    ['23.30', '23:30'],
    [' 9:15 ', '09:15'],
    ['915', '09:15'],
    ['0300', '03:00'],
  ]) {
    expect(toClockTime(typed!)).toBe(time);
  }
  for (const typed of ['2430', '09:60', '9', '12345', 'abc', '']) expect(toClockTime(typed)).toBeNull();
});
