import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { ChamberLayoutError } from '#app/sources/chambers/chamber-text.ts';
import { UsakRefusalError, parseUsakAnswer } from '#app/sources/chambers/usak/parse.ts';

const readFixture = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8'));

const USAK = { name: 'Uşak', slug: 'usak' };

test('parseUsakAnswer dates the list by selected_date and reads each pharmacy', () => {
  const roster = parseUsakAnswer(readFixture('usak-2026-11-27.json'), { province: USAK, askedDate: '2026-11-27' });
  expect(roster.dutyDate).toBe('2026-11-27');
  expect(roster.records[0]).toEqual({
    name: 'Doğan Eczanesi',
    province: 'Uşak',
    district: 'Merkez',
    phone: '0276 000 10 64',
    address: 'İslice Mah. İsmetpaşa Cad. No:12 Merkez / Uşak',
    dutyHours: null,
    neighbourhood: null,
    note: null,
    latitude: 38.6742,
    longitude: 29.4058,
  });
});

test('parseUsakAnswer takes the mobile number when the phone is empty, and drops 0,0 positions', () => {
  const { records } = parseUsakAnswer(readFixture('usak-2026-11-27.json'), { province: USAK, askedDate: '2026-11-27' });
  expect(records.map((r) => [r.name, r.district, r.phone, r.latitude])).toEqual([
    ['Doğan Eczanesi', 'Merkez', '0276 000 10 64', 38.6742],
    ['Eşme Eczanesi', 'Eşme', '0533 000 11 64', null],
    ['Banaz Eczanesi', 'Banaz', null, null],
  ]);
});

test('parseUsakAnswer dates a redirected answer by the date the site chose, never by the one asked', () => {
  const roster = parseUsakAnswer(readFixture('usak-redirected.json'), { province: USAK, askedDate: '2026-12-20' });
  expect([roster.dutyDate, roster.records.length]).toEqual(['2026-11-27', 1]);
  const unnamed = { success: true, data: [] };
  expect(parseUsakAnswer(unnamed, { province: USAK, askedDate: '2026-11-28' })).toEqual({
    dutyDate: '2026-11-28',
    records: [],
  });
});

test('parseUsakAnswer refuses an answer that serves no date, and another shape is a changed layout', () => {
  expect(() => parseUsakAnswer(readFixture('usak-refused.json'), { province: USAK, askedDate: '2026-11-27' })).toThrow(
    UsakRefusalError,
  );
  expect(() => parseUsakAnswer({ durum: 'ok', eczaneler: [] }, { province: USAK, askedDate: '2026-11-27' })).toThrow(
    ChamberLayoutError,
  );
});
