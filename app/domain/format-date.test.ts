import { expect, test } from 'vitest';
import { formatTurkishDate, formatTurkishTime } from '#app/domain/format-date.ts';

test('formatTurkishDate writes day, month, year and weekday in Turkish', () => {
  expect(formatTurkishDate('2026-11-22')).toBe('22 Kasım 2026 Pazar');
  expect(formatTurkishDate('2026-01-05')).toBe('5 Ocak 2026 Pazartesi');
  expect(formatTurkishDate('2024-02-29')).toBe('29 Şubat 2024 Perşembe');
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
