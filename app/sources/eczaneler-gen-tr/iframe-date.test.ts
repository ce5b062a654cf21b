import { expect, test } from 'vitest';
import { parseIframeDate } from '#app/sources/eczaneler-gen-tr/iframe-date.ts';

test('parseIframeDate reads the heading day and month in the year of the fetch', () => {
  expect(parseIframeDate('8 Ağustos Cumartesi Van Nöbetçi Eczaneleri', new Date('2026-08-08T06:00:00Z'))).toBe(
    '2026-08-08',
  );
  expect(parseIframeDate('27 Kasım Cuma', new Date('2026-11-27T09:00:00Z'))).toBe('2026-11-27');
});

test('parseIframeDate ignores Turkish case in the month name', () => {
  expect(parseIframeDate('27 KASIM CUMA', new Date('2026-11-27T09:00:00Z'))).toBe('2026-11-27');
  expect(parseIframeDate('2 şubat pazartesi', new Date('2026-02-02T09:00:00Z'))).toBe('2026-02-02');
});

test('parseIframeDate puts "31 Aralık" read on 1 January in the previous year', () => {
  expect(parseIframeDate('31 Aralık Perşembe', new Date('2027-01-01T05:00:00Z'))).toBe('2026-12-31');
});

test('parseIframeDate puts "1 Ocak" read on 31 December in the next year', () => {
  expect(parseIframeDate('1 Ocak Cuma', new Date('2026-12-31T20:00:00Z'))).toBe('2027-01-01');
});

test('parseIframeDate chooses the year by the Istanbul date of the fetch, not the UTC date', () => {
  // 22:00 UTC on 2 July is 01:00 on 3 July in Istanbul: 1 January 2027 is then the nearer one.
  expect(parseIframeDate('1 Ocak Cuma', new Date('2026-07-02T22:00:00Z'))).toBe('2027-01-01');
  expect(parseIframeDate('1 Ocak Cuma', new Date('2026-07-02T20:00:00Z'))).toBe('2026-01-01');
});

test('parseIframeDate returns null for a heading without a valid day and month', () => {
  const now = new Date('2026-11-27T09:00:00Z');
  expect(parseIframeDate('Van Nöbetçi Eczaneleri', now)).toBeNull();
  expect(parseIframeDate('', now)).toBeNull();
  expect(parseIframeDate('31 Şubat Salı', now)).toBeNull();
});
