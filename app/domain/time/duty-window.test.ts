import { expect, test } from 'vitest';
import {
  addDays,
  getDutyDate,
  getDutyWindow,
  isBeforeRotation,
  isIsoDate,
  msUntilNextRotation,
} from '#app/domain/time/duty-window.ts';
import { toIstanbulDate } from '#app/domain/time/istanbul-clock.ts';

test('at 03:00 in Istanbul the list in force is the previous date’s', () => {
  // 2026-11-22 03:00 Istanbul = 2026-11-22 00:00 UTC
  expect(getDutyDate(new Date('2026-11-22T00:00:00Z'))).toBe('2026-11-21');
  expect(toIstanbulDate(new Date('2026-11-22T00:00:00Z'))).toBe('2026-11-22');
});

test('the duty date switches at the rotation time, not at midnight', () => {
  expect(getDutyDate(new Date('2026-11-22T05:29:59Z'), '08:30')).toBe('2026-11-21');
  expect(getDutyDate(new Date('2026-11-22T05:30:00Z'), '08:30')).toBe('2026-11-22');
  expect(getDutyDate(new Date('2026-11-22T04:59:00Z'), '08:00')).toBe('2026-11-21');
  expect(getDutyDate(new Date('2026-11-22T05:00:00Z'), '08:00')).toBe('2026-11-22');
});

test('a duty window runs from one rotation to the next', () => {
  const w = getDutyWindow('2026-11-21', '08:30');
  expect(w.start.toISOString()).toBe('2026-11-21T05:30:00.000Z');
  expect(w.end.toISOString()).toBe('2026-11-22T05:30:00.000Z');
  expect(msUntilNextRotation(new Date('2026-11-22T05:00:00Z'), '08:30')).toBe(30 * 60 * 1000);
});

test('date helpers cross month and year ends and reject impossible dates', () => {
  expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  expect(isIsoDate('2026-02-30')).toBe(false);
  expect(isIsoDate('2026-02-28')).toBe(true);
  expect(isIsoDate('28.02.2026')).toBe(false);
});

test('from midnight until the rotation the calendar has turned and the duty has not', () => {
  expect(isBeforeRotation(new Date('2026-11-27T20:59:00Z'))).toBe(false); // 23:59 on the 27th
  expect(isBeforeRotation(new Date('2026-11-27T21:00:00Z'))).toBe(true); // midnight
  expect(isBeforeRotation(new Date('2026-11-27T23:30:00Z'))).toBe(true); // 02:30 on the 28th
  expect(isBeforeRotation(new Date('2026-11-28T05:29:00Z'))).toBe(true); // 08:29
  expect(isBeforeRotation(new Date('2026-11-28T05:31:00Z'))).toBe(false); // 08:31
  expect(isBeforeRotation(new Date('2026-11-28T05:31:00Z'), '09:00')).toBe(true);
  expect(isBeforeRotation(new Date('2026-11-28T04:30:00Z'), '07:30')).toBe(false);
});
