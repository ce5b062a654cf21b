import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { parseAnkaraPharmacies } from '#app/sources/chambers/ankara/parse.ts';
import { ChamberLayoutError } from '#app/sources/chambers/chamber-text.ts';

const readFixture = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8'));

const ANKARA = { province: { name: 'Ankara', slug: 'ankara' }, dutyDate: '2026-11-27' };
const KIRIKKALE = { province: { name: 'Kırıkkale', slug: 'kirikkale' }, dutyDate: '2026-11-27' };

test('parseAnkaraPharmacies reads a card: name, district, phone in a span, address, position and window', () => {
  const [first] = parseAnkaraPharmacies(readFixture('getPharmacies-2026-11-27.json'), ANKARA);
  expect(first).toEqual({
    name: 'Evcim Eczanesi',
    province: 'Ankara',
    district: 'Çankaya',
    phone: '0 (312) 000-10-06',
    address: 'Kızılay Mah. Atatürk Bulvarı No:12/A Çankaya',
    dutyHours: null,
    dutyStart: new Date('2026-11-27T05:30:00Z'),
    dutyEnd: new Date('2026-11-28T05:30:00Z'),
    neighbourhood: null,
    note: null,
    latitude: 39.9208,
    longitude: 32.8541,
  });
});

test('parseAnkaraPharmacies keeps only the province asked: Kırıkkale’s cards are filtered out of Ankara’s', () => {
  const json = readFixture('getPharmacies-2026-11-27.json');
  expect(parseAnkaraPharmacies(json, ANKARA).map((r) => [r.name, r.district])).toEqual([
    ['Evcim Eczanesi', 'Çankaya'],
    ['Hayat Eczanesi', 'Keçiören'],
    ['Yeni Umut Eczanesi', 'Yenimahalle'],
    // A card naming no district is the chamber's own province's.
    ['Sahil Eczanesi', null],
  ]);
  expect(parseAnkaraPharmacies(json, KIRIKKALE).map((r) => [r.name, r.province, r.district])).toEqual([
    ['Kale Eczanesi', 'Kırıkkale', 'Merkez'],
    ['Keskin Eczanesi', 'Kırıkkale', 'Keskin'],
  ]);
});

test('parseAnkaraPharmacies reads a night limit and an evening window from "Nöbet Saatleri:", and a card without a map', () => {
  const records = parseAnkaraPharmacies(readFixture('getPharmacies-2026-11-27.json'), ANKARA);
  expect(records[1]).toMatchObject({ dutyHours: "Gece 23:59'a kadar açık", latitude: 39.9806 });
  expect(records[1]?.dutyEnd).toBeUndefined();
  expect(records[2]).toMatchObject({
    dutyHours: '18:30 – 08:30',
    dutyStart: new Date('2026-11-27T15:30:00Z'),
    dutyEnd: new Date('2026-11-28T05:30:00Z'),
    latitude: null,
    longitude: null,
  });
});

test('parseAnkaraPharmacies reads an answer listing nobody as an empty list', () => {
  expect(parseAnkaraPharmacies(readFixture('getPharmacies-empty.json'), ANKARA)).toEqual([]);
  expect(parseAnkaraPharmacies({ html: '' }, KIRIKKALE)).toEqual([]);
});

test('parseAnkaraPharmacies throws ChamberLayoutError for another shape or a fragment without cards', () => {
  expect(() => parseAnkaraPharmacies({ data: [] }, ANKARA)).toThrow(ChamberLayoutError);
  expect(() => parseAnkaraPharmacies('<html></html>', ANKARA)).toThrow(/not \{ html \}/);
  expect(() =>
    parseAnkaraPharmacies({ html: '<ul class="eczane-listesi"><li>DENEME ECZANESİ</li></ul>' }, ANKARA),
  ).toThrow(/div\.inline-box/);
});
