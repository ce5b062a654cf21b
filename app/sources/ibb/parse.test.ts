import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { IbbLayoutError, parseIbbPharmacies } from '#app/sources/ibb/parse.ts';

const readFixture = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8'));

test('parseIbbPharmacies reads a record of the duty layer as an İstanbul pharmacy', () => {
  const records = parseIbbPharmacies(readFixture('eczanews.json'));
  expect(records[0]).toEqual({
    name: 'Deneme Eczanesi',
    province: 'İstanbul',
    district: 'Kadıköy',
    phone: '0216 000 10 01',
    address: 'Fikstür Caddesi No: 1',
    dutyHours: null,
    neighbourhood: null,
    note: null,
    latitude: 40.9901,
    longitude: 29.0301,
  });
});

test('parseIbbPharmacies names every pharmacy "… Eczanesi" whether or not the layer wrote it', () => {
  const records = parseIbbPharmacies(readFixture('eczanews.json'));
  expect(records.map((r) => [r.name, r.district])).toEqual([
    ['Deneme Eczanesi', 'Kadıköy'],
    ['Yıldız Eczanesi', 'Beşiktaş'],
    ['Çınar Eczanesi', 'Üsküdar'],
    ['Ada Eczanesi', 'Adalar'],
    ['Şifa Eczanesi', 'Yeni İlçe'],
  ]);
});

test('parseIbbPharmacies reads string coordinates (comma or point) and leaves 0/0 and empty ones null', () => {
  const records = parseIbbPharmacies(readFixture('eczanews.json'));
  expect(records.map((r) => [r.latitude, r.longitude])).toEqual([
    [40.9901, 29.0301],
    [41.0431, 29.0061],
    [41.0251, 29.0151],
    [null, null],
    [null, null],
  ]);
  expect(records.map((r) => [r.phone, r.address])).toEqual([
    ['0216 000 10 01', 'Fikstür Caddesi No: 1'],
    ['(0212) 000 10 02', 'Deneme Bulvarı No: 2'],
    ['0216 000 10 03', 'Fikstür Sokak No: 3'],
    [null, 'Deneme Caddesi No: 4'],
    ['0212 000 10 05', 'Fikstür Mahallesi No: 5'],
  ]);
});

test('parseIbbPharmacies reads one record sent as an object rather than an array', () => {
  expect(parseIbbPharmacies(readFixture('eczanews-tek.json'))).toEqual([
    expect.objectContaining({ name: 'Tek Eczanesi', district: 'Kartal', latitude: 40.8801, longitude: 29.1201 }),
  ]);
});

test('parseIbbPharmacies gives no records for an empty, null or missing AramaList', () => {
  expect(parseIbbPharmacies({ ArrayOfAramaList: { AramaList: [] } })).toEqual([]);
  expect(parseIbbPharmacies({ ArrayOfAramaList: { AramaList: null } })).toEqual([]);
  expect(parseIbbPharmacies({ ArrayOfAramaList: { '@xmlns:xsd': 'http://www.w3.org/2001/XMLSchema' } })).toEqual([]);
});

test('parseIbbPharmacies throws IbbLayoutError for an answer of another shape', () => {
  expect(() => parseIbbPharmacies({ type: 'FeatureCollection', features: [] })).toThrow(IbbLayoutError);
  expect(() => parseIbbPharmacies({ type: 'FeatureCollection', features: [] })).toThrow(
    /unexpected shape: ArrayOfAramaList/,
  );
  expect(() => parseIbbPharmacies([])).toThrow(IbbLayoutError);
  expect(() => parseIbbPharmacies({ ArrayOfAramaList: { AramaList: [{ ECZANE: 'X' }] } })).toThrow(IbbLayoutError);
});

const MODEL = path.join(process.cwd(), '../shared/fixtures/models/ibb-cbsproxy-eczanews.json');

test.skipIf(!existsSync(MODEL))(
  'parseIbbPharmacies reads the shape model of the real layer (skipped: not saved)',
  () => {
    const records = parseIbbPharmacies(JSON.parse(readFileSync(MODEL, 'utf8')));
    expect(records.map((r) => [r.name, r.district])).toEqual([
      ['Moda Eczanesi', 'Kadıköy'],
      ['Beşiktaş Eczanesi', 'Beşiktaş'],
      ['Üsküdar Eczanesi', 'Üsküdar'],
    ]);
    expect(records.every((r) => r.latitude !== null && r.longitude !== null)).toBe(true);
  },
);
