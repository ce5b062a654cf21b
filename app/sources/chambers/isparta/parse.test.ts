import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { ChamberLayoutError } from '#app/sources/chambers/chamber-text.ts';
import { parseIspartaPage } from '#app/sources/chambers/isparta/parse.ts';

const readFixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const options = { province: { name: 'Isparta', slug: 'isparta', plate: 32 }, fallbackDate: '2026-11-20' };

test('parseIspartaPage reads a trend-content card: h3 name, h5 district, marker address, phone, map link', () => {
  const roster = parseIspartaPage(readFixture('nobetci-eczaneler.html'), options);
  expect(roster.dutyDate).toBe('2026-11-27');
  expect(roster.records[0]).toEqual({
    name: 'Deneme Eczanesi',
    province: 'Isparta',
    district: 'Merkez',
    phone: '0 (246) 000 10 01',
    address: 'Pirimehmet Mahallesi, Fikstür Caddesi No:10 Merkez / Isparta',
    dutyHours: null,
    neighbourhood: null,
    note: null,
    latitude: 37.7625,
    longitude: 30.5537,
  });
});

test('parseIspartaPage reads the night limit, the doubled suffix, a card without map link or district label', () => {
  const records = parseIspartaPage(readFixture('nobetci-eczaneler.html'), options).records;
  expect(records.map((r) => [r.name, r.district, r.dutyHours, r.latitude])).toEqual([
    ['Deneme Eczanesi', 'Merkez', null, 37.7625],
    ['Yeni Şifa Eczanesi', 'Eğirdir', "Gece 23:59'a kadar açık", 37.8741],
    ['Işık Eczanesi', 'Yalvaç', null, null],
  ]);
  // The map link's own marker icon is no address.
  expect(records.every((r) => !r.address?.includes('Harita'))).toBe(true);
});

test('parseIspartaPage lists nobody on an empty day, dated by the date asked when the page states none', () => {
  expect(parseIspartaPage(readFixture('nobetci-eczaneler-bos.html'), options)).toEqual({
    dutyDate: '2026-11-20',
    records: [],
  });
});

test('parseIspartaPage refuses a page of another shape (the old table)', () => {
  const table =
    '<table class="table"><tbody><tr><td>DENEME ECZANESİ</td><td>Merkez</td><td>0246 000 10 01</td></tr></tbody></table>';
  expect(() => parseIspartaPage(table, options)).toThrow(ChamberLayoutError);
});
