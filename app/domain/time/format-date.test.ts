import { afterEach, expect, test } from 'vitest';
import {
  formatDateTime,
  formatTurkishDate,
  formatTurkishDayMonth,
  formatTurkishTime,
} from '#app/domain/time/format-date.ts';

const machineZone = process.env.TZ;
afterEach(() => {
  if (machineZone === undefined) delete process.env.TZ;
  else process.env.TZ = machineZone;
});

test('formatTurkishDate writes day, month, year and weekday in Turkish', () => {
  expect(formatTurkishDate('2026-11-22')).toBe('22 Kasım 2026 Pazar');
  expect(formatTurkishDate('2026-01-05')).toBe('5 Ocak 2026 Pazartesi');
  expect(formatTurkishDate('2024-02-29')).toBe('29 Şubat 2024 Perşembe');
});

test('formatTurkishDayMonth writes day and month alone', () => {
  expect(formatTurkishDayMonth('2026-11-27')).toBe('27 Kasım');
  expect(formatTurkishDayMonth('2027-01-01')).toBe('1 Ocak');
  expect(() => formatTurkishDayMonth('2026-02-30')).toThrow(RangeError);
});

test('formatTurkishDate rejects malformed and impossible dates', () => {
  expect(() => formatTurkishDate('22.11.2026')).toThrow(RangeError);
  expect(() => formatTurkishDate('2026-02-30')).toThrow(RangeError);
});

test('formatTurkishTime shows 24-hour Istanbul time', () => {
  expect(formatTurkishTime(new Date('2026-11-22T06:00:00Z'))).toBe('09:00');
  expect(formatTurkishTime(new Date('2026-11-22T21:05:00Z'))).toBe('00:05');
  expect(formatTurkishTime(new Date('2026-11-22T12:30:00Z'))).toBe('15:30');
});

test('formatTurkishTime can show seconds (the admin clock)', () => {
  expect(formatTurkishTime(new Date('2026-11-22T06:00:07Z'), { seconds: true })).toBe('09:00:07');
});

test('formatDateTime writes an instant as "22 Kasım 2026 09:15" in Istanbul time', () => {
  expect(formatDateTime('2026-11-22T06:15:00Z')).toBe('22 Kasım 2026 09:15');
  expect(formatDateTime(new Date('2026-11-22T06:15:59.900Z'))).toBe('22 Kasım 2026 09:15');
  // Past 21:00 UTC it is already the next day in Istanbul (UTC+3 all year).
  expect(formatDateTime('2026-11-22T21:05:00Z')).toBe('23 Kasım 2026 00:05');
  expect(formatDateTime('2026-07-01T09:30:00+03:00')).toBe('1 Temmuz 2026 09:30');
});

test('formatDateTime does not depend on the machine time zone', () => {
  for (const zone of ['UTC', 'America/New_York', 'Asia/Tokyo', 'Europe/Istanbul']) {
    process.env.TZ = zone;
    expect(formatDateTime('2026-11-22T06:15:00Z'), zone).toBe('22 Kasım 2026 09:15');
    expect(formatDateTime('2026-03-29T23:30:00Z'), zone).toBe('30 Mart 2026 02:30');
  }
});
