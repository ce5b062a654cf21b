import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { ChamberLayoutError } from '#app/sources/chambers/chamber-text.ts';
import { parseGiresunPharmacies } from '#app/sources/chambers/giresun/parse.ts';

const readFixture = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8'));

const GIRESUN = { name: 'Giresun', slug: 'giresun' };

test('parseGiresunPharmacies gives one roster per date of the answer, in its order', () => {
  const rosters = parseGiresunPharmacies(readFixture('pharmacies.json'), GIRESUN);
  expect(rosters.map((r) => [r.dutyDate, r.records.map((record) => record.name)])).toEqual([
    ['2026-11-26', ['Aksu Eczanesi']],
    ['2026-11-27', ['Hayat Eczanesi', 'Yeşil Eczanesi', 'Kıyı Eczanesi']],
    ['2026-11-28', ['Umut Eczanesi']],
  ]);
});

test('parseGiresunPharmacies reads a record: district, phone, directions as a note, the window of duty_status', () => {
  const [first] = parseGiresunPharmacies(readFixture('pharmacies.json'), GIRESUN);
  expect(first?.records[0]).toEqual({
    name: 'Aksu Eczanesi',
    province: 'Giresun',
    district: 'Merkez',
    phone: '0454 000 10 28',
    address: 'Hacı Hüseyin Mah. Gazi Cad. No:10 Merkez',
    dutyHours: null,
    dutyStart: new Date('2026-11-26T05:30:00Z'),
    dutyEnd: new Date('2026-11-27T05:30:00Z'),
    neighbourhood: null,
    note: 'Devlet Hastanesi karşısı',
    latitude: 40.9128,
    longitude: 38.3895,
  });
});

test('parseGiresunPharmacies reads night limits, plain statuses and missing positions and phones', () => {
  const today = parseGiresunPharmacies(readFixture('pharmacies.json'), GIRESUN)[1]!.records;
  expect(today.map((r) => [r.district, r.dutyHours, r.phone, r.note, r.latitude])).toEqual([
    ['Bulancak', null, '0454 000 11 28', null, 40.938],
    ['Tirebolu', "Gece 23:59'a kadar açık", '0454 000 12 28', 'Belediye yanı', null],
    ['Görele', null, null, null, null],
  ]);
});

test('parseGiresunPharmacies reads an empty array as no roster and throws ChamberLayoutError for another shape', () => {
  expect(parseGiresunPharmacies([], GIRESUN)).toEqual([]);
  expect(() => parseGiresunPharmacies({ status: 'ok', result: { eczaneler: [] } }, GIRESUN)).toThrow(
    ChamberLayoutError,
  );
  expect(() => parseGiresunPharmacies([{ date: '2026/13/45', name: 'X' }], GIRESUN)).toThrow(/Unreadable date/);
});
