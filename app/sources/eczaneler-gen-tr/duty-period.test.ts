import { expect, test } from 'vitest';
import { parseDutyPeriod } from '#app/sources/eczaneler-gen-tr/parse-listing.ts';

const MAY_25 = new Date('2026-05-25T09:00:00Z');

test('parseDutyPeriod reads an evening-to-morning period as the first date, not all day', () => {
  expect(parseDutyPeriod('25 Mayıs P.tesi akşamından 26 Mayıs Salı sabahına kadar.', MAY_25)).toEqual({
    dutyDate: '2026-05-25',
    allDay: false,
  });
});

test('parseDutyPeriod reads "gün boyu" as an all-day duty', () => {
  expect(parseDutyPeriod('24 Mayıs Pazar gün boyu ve 25 Mayıs P.tesi sabahına kadar.', MAY_25)).toEqual({
    dutyDate: '2026-05-24',
    allDay: true,
  });
});

test('parseDutyPeriod ignores case and weekday abbreviations', () => {
  expect(parseDutyPeriod('18 MAYIS P.TESİ AKŞAMINDAN 19 MAYIS SALI SABAHINA KADAR.', MAY_25)).toEqual({
    dutyDate: '2026-05-18',
    allDay: false,
  });
  expect(parseDutyPeriod('2 Eylül Çarş. akşamından 3 Eylül Perş. sabahına kadar.', MAY_25)?.dutyDate).toBe(
    '2026-09-02',
  );
  expect(parseDutyPeriod('5 ağustos cmt gün boyu', MAY_25)).toEqual({ dutyDate: '2026-08-05', allDay: true });
});

test('parseDutyPeriod puts "31 Aralık" fetched on 1 January in the previous year', () => {
  const newYear = new Date('2027-01-01T06:00:00Z');
  expect(parseDutyPeriod('31 Aralık Perş. akşamından 1 Ocak Cuma sabahına kadar.', newYear)?.dutyDate).toBe(
    '2026-12-31',
  );
});

test('parseDutyPeriod puts "1 Ocak" fetched on 31 December in the next year', () => {
  const newYearsEve = new Date('2026-12-31T10:00:00Z');
  expect(parseDutyPeriod('1 Ocak Cuma gün boyu ve 2 Ocak Cmt sabahına kadar.', newYearsEve)).toEqual({
    dutyDate: '2027-01-01',
    allDay: true,
  });
});

test('parseDutyPeriod chooses the year by the Istanbul date of the fetch, not the UTC date', () => {
  // 22:00 UTC on 2 July is 01:00 on 3 July in Istanbul: 1 January 2027 is then the nearer one.
  expect(parseDutyPeriod('1 Ocak Cuma gün boyu', new Date('2026-07-02T22:00:00Z'))?.dutyDate).toBe('2027-01-01');
  expect(parseDutyPeriod('1 Ocak Cuma gün boyu', new Date('2026-07-02T20:00:00Z'))?.dutyDate).toBe('2026-01-01');
});

test('parseDutyPeriod uses a year written after the month', () => {
  expect(parseDutyPeriod('25 Mayıs 2025 Pazartesi mesai bitiminden', MAY_25)?.dutyDate).toBe('2025-05-25');
});

test('parseDutyPeriod returns null without a valid day and month', () => {
  expect(parseDutyPeriod('Nöbet listesi hazırlanıyor', MAY_25)).toBeNull();
  expect(parseDutyPeriod('', MAY_25)).toBeNull();
  expect(parseDutyPeriod('32 Mayıs Pazar gün boyu', MAY_25)).toBeNull();
  expect(parseDutyPeriod('Mayıs ayı nöbet listesi', MAY_25)).toBeNull();
});
