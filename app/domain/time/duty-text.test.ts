import { expect, test } from 'vitest';
import {
  describeDutyNight,
  describeDutyPeriod,
  describeDutyWindow,
  formatDataAge,
  parseNightLimit,
  toNightLimitHint,
} from '#app/domain/time/duty-text.ts';

test('the duty period reads as a span between two rotations', () => {
  expect(describeDutyPeriod('2026-11-22', '08:30')).toBe('22 Kasım Pazar 08:30 ile 23 Kasım Pazartesi 08:30 arası');
});

test('a duty named by its window or by its night never stands on one calendar day', () => {
  expect(describeDutyWindow('2026-11-27', '08:30')).toBe('27 Kasım 08:30 – 28 Kasım 08:30');
  expect(describeDutyWindow('2026-11-30', '09:00')).toBe('30 Kasım 09:00 – 1 Aralık 09:00');
  // With no-break spaces a narrow line can break only after the dash.
  expect(describeDutyWindow('2026-11-27', '08:30', '\u00a0').split(' ')).toEqual([
    '27\u00a0Kasım\u00a008:30\u00a0–',
    '28\u00a0Kasım\u00a008:30',
  ]);
  expect(describeDutyNight('2026-11-27')).toBe('27-28 Kasım gecesi');
  expect(describeDutyNight('2026-11-30')).toBe('30 Kasım-1 Aralık gecesi');
  expect(describeDutyNight('2026-12-31')).toBe('31 Aralık-1 Ocak gecesi');
  expect(describeDutyNight('2028-02-28')).toBe('28-29 Şubat gecesi');
});

test('data age is told in minutes, hours or days', () => {
  const now = new Date('2026-11-22T10:00:00Z');
  expect(formatDataAge(new Date('2026-11-22T09:59:30Z'), now)).toBe('az önce');
  expect(formatDataAge(new Date('2026-11-22T09:48:00Z'), now)).toBe('12 dakika önce');
  expect(formatDataAge(new Date('2026-11-22T07:00:00Z'), now)).toBe('3 saat önce');
  expect(formatDataAge(new Date('2026-11-20T09:00:00Z'), now)).toBe('2 gün önce');
});

test('night limits are read from the source’s duty-hours text', () => {
  expect(parseNightLimit("Gece 23:59'a kadar")).toBe('23:59');
  expect(parseNightLimit("GECE 24:00'E KADAR")).toBe('00:00');
  expect(parseNightLimit("Gece 02.00'ye kadar")).toBe('02:00');
  expect(parseNightLimit("(GECE SAAT 02:00'A KADAR AÇIK)")).toBe('02:00');
  expect(parseNightLimit('GECE-GÜNDÜZ NÖBETÇİDİR')).toBeNull();
  expect(parseNightLimit(null)).toBeNull();
});

test('before the limit the pharmacy is open now; after it, on call', () => {
  const at = (iso: string) => toNightLimitHint("Gece 23:59'a kadar", '2026-11-22', '08:30', new Date(iso));
  expect(at('2026-11-22T19:00:00Z')).toEqual({ kind: 'open', text: 'Şu an açık (kapanış 23:59)' }); // 22:00 local
  expect(at('2026-11-22T22:00:00Z')?.kind).toBe('on-call'); // 01:00 local, after the limit
  expect(at('2026-11-23T06:00:00Z')).toBeNull(); // the next duty
  const early = toNightLimitHint("Gece 02:00'ye kadar", '2026-11-22', '08:30', new Date('2026-11-22T22:30:00Z'));
  expect(early?.kind).toBe('open'); // 01:30 local, limit 02:00 after midnight
});
