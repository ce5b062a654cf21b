import { expect, test } from 'vitest';
import {
  describeCountdown,
  formatCountdown,
  getLastOccurrence,
  getNextOccurrence,
  toNextRun,
} from '#app/domain/admin/schedule-timing.ts';

// 12:00:00 in Istanbul on 22 November 2026.
const noon = new Date('2026-11-22T09:00:00Z');

test('the next run is later today, or tomorrow once today’s time has passed (Istanbul time)', () => {
  expect(getNextOccurrence('15:30', noon).toISOString()).toBe('2026-11-22T12:30:00.000Z');
  expect(getNextOccurrence('03:00', noon).toISOString()).toBe('2026-11-23T00:00:00.000Z');
  // 00:30 in Istanbul is 21:30 UTC of the day before.
  expect(getNextOccurrence('00:30', noon).toISOString()).toBe('2026-11-22T21:30:00.000Z');
  expect(getLastOccurrence('12:00', noon).toISOString()).toBe('2026-11-22T09:00:00.000Z');
  expect(getLastOccurrence('23:59', noon).toISOString()).toBe('2026-11-21T20:59:00.000Z');
});

test('the countdown reads hours and minutes, minutes and seconds, or seconds', () => {
  expect(formatCountdown((3 * 3600 + 15 * 60 + 20) * 1000)).toBe('3 sa 15 dk');
  expect(formatCountdown((15 * 60 + 20) * 1000)).toBe('15 dk 20 sn');
  expect(formatCountdown(20_000)).toBe('20 sn');
  expect(formatCountdown(400)).toBe('1 sn');
  expect(describeCountdown((3 * 3600 + 15 * 60) * 1000)).toBe('3 saat 15 dakika');
  expect(describeCountdown(65_000)).toBe('1 dakika 5 saniye');
});

test('an active schedule counts down and fills its day bar; it is due in its minute or while its run goes', () => {
  expect(toNextRun({ time: '15:00', isActive: true }, noon)).toEqual({
    kind: 'waiting',
    inMs: 3 * 3600 * 1000,
    dayShare: 21 / 24,
  });
  expect(toNextRun({ time: '12:00', isActive: true }, new Date(noon.getTime() + 30_000))).toMatchObject({
    kind: 'due',
  });
  expect(toNextRun({ time: '09:15', isActive: true }, noon, true)).toMatchObject({ kind: 'due' });
  expect(toNextRun({ time: '15:00', isActive: false }, noon, true)).toEqual({ kind: 'paused' });
});
