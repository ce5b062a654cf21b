import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { getDistrict } from '#app/domain/geo/geo.server.ts';
import { IzmirLayoutError, parseIzmirPharmacies, toAreaNote } from '#app/sources/izmir-acik-veri/parse.ts';

const readFixture = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8'));

const REAL_DIR = path.join(process.cwd(), '../shared/fixtures/real/municipal');
const realFiles = existsSync(REAL_DIR) ? readdirSync(REAL_DIR).filter((name) => name.startsWith('izmir-')) : [];

test('parseIzmirPharmacies dates the list by Tarih and reads a record with its hand-over', () => {
  const rosters = parseIzmirPharmacies(readFixture('nobetcieczaneler.json'));
  expect(rosters.map((roster) => roster.dutyDate)).toEqual(['2026-11-27']);
  expect(rosters[0]?.records[0]).toEqual({
    name: 'Yeni Deneme Eczanesi',
    province: 'İzmir',
    district: 'Bornova',
    phone: '02320001001',
    address: 'TUNA MAH. FİKSTÜR CAD. NO:1/A KOŞUKAVAK',
    dutyHours: "24:00'den sonra nöbet Çamdibi bölgesinde",
    neighbourhood: 'Altındağ',
    note: null,
    latitude: 38.4272,
    longitude: 27.1901,
  });
});

test('parseIzmirPharmacies finds the district of each duty area: district, numbered district, quarter or address', () => {
  const records = parseIzmirPharmacies(readFixture('nobetcieczaneler.json'))[0]?.records ?? [];
  expect(records.map((r) => [r.name, r.district, r.neighbourhood])).toEqual([
    ['Yeni Deneme Eczanesi', 'Bornova', 'Altındağ'],
    ['Lale Eczanesi', 'Balçova', null],
    ['Menekşe Eczanesi', 'Karabağlar', 'Basın Sitesi'],
    ['Ege Deneme Eczanesi', 'Bornova', null],
    ['Gündüz Eczanesi', 'Bornova', 'Çamdibi'],
    ['Kıyı Eczanesi', 'Karşıyaka', null],
    ['Işıl Eczanesi', 'Buca', null],
  ]);
  expect(records.every((r) => getDistrict('izmir', r.district) !== null)).toBe(true);
});

test('parseIzmirPharmacies keeps hand-overs as duty hours and other area text as a note', () => {
  const records = parseIzmirPharmacies(readFixture('nobetcieczaneler.json'))[0]?.records ?? [];
  expect(records.map((r) => [r.dutyHours, r.note])).toEqual([
    ["24:00'den sonra nöbet Çamdibi bölgesinde", null],
    [null, null],
    [null, null],
    [null, null],
    [null, 'DEVLET HASTANESİ KARŞISI'],
    ["24:00'dan sonra nöbet Karşıyaka 2 bölgesinde", null],
    [null, null],
  ]);
});

test('parseIzmirPharmacies reads coordinates as strings or numbers and drops 0/0 and points outside Türkiye', () => {
  const records = parseIzmirPharmacies(readFixture('nobetcieczaneler.json'))[0]?.records ?? [];
  expect(records.map((r) => [r.latitude, r.longitude])).toEqual([
    [38.4272, 27.1901],
    [38.3951, 27.0561],
    [38.3973, 27.1048],
    [38.4569, 27.2079],
    [38.4368, 27.1931],
    [null, null],
    [null, null],
  ]);
  expect(records.map((r) => r.phone)).toEqual([
    '02320001001',
    '02320001002',
    '02320001003',
    '0232 000 10 04',
    '02320001005',
    null,
    '02320001007',
  ]);
});

test('parseIzmirPharmacies drops a record whose name is only the word "eczane"', () => {
  const records = parseIzmirPharmacies(readFixture('nobetcieczaneler.json'))[0]?.records ?? [];
  expect(records).toHaveLength(7);
  expect(records.map((r) => r.name)).not.toContain('Eczane');
});

test('parseIzmirPharmacies groups an answer with several dates into one roster per date', () => {
  const rosters = parseIzmirPharmacies(readFixture('nobetcieczaneler-iki-gun.json'));
  expect(rosters.map((r) => [r.dutyDate, r.records.map((record) => record.name)])).toEqual([
    ['2026-11-27', ['Anka Eczanesi', 'Sahil Eczanesi']],
    ['2026-11-28', ['Yarın Eczanesi']],
  ]);
});

test('parseIzmirPharmacies reads a single record sent as an object, and an empty array as no roster', () => {
  const [first] = readFixture('nobetcieczaneler-iki-gun.json') as unknown[];
  expect(parseIzmirPharmacies(first).map((r) => [r.dutyDate, r.records.length])).toEqual([['2026-11-27', 1]]);
  expect(parseIzmirPharmacies([])).toEqual([]);
});

test('parseIzmirPharmacies throws IzmirLayoutError for another shape or an unreadable date', () => {
  expect(() => parseIzmirPharmacies({ sonuc: [] })).toThrow(IzmirLayoutError);
  expect(() => parseIzmirPharmacies('<html>')).toThrow(/unexpected shape/);
  expect(() => parseIzmirPharmacies([{ Tarih: '2026-11-27T08:00:00', EczaneAdi: 'X' }])).toThrow(
    /unexpected shape: 0\.Adi/,
  );
  expect(() => parseIzmirPharmacies([{ Tarih: '27.11.2026 08:00', Adi: 'X ECZANESİ' }])).toThrow(
    'Unreadable Tarih: "27.11.2026 08:00"',
  );
  expect(() => parseIzmirPharmacies([{ Tarih: '2026-02-30T08:00:00', Adi: 'X ECZANESİ' }])).toThrow(IzmirLayoutError);
});

test('toAreaNote writes hand-overs the way the card reads them and keeps other text', () => {
  expect(toAreaNote('24:00DEN SONRA- ÇAMDİBİ')).toEqual({
    dutyHours: "24:00'den sonra nöbet Çamdibi bölgesinde",
    note: null,
  });
  expect(toAreaNote('1:00 DEN SONRA: BORNOVA 3')).toEqual({
    dutyHours: "01:00'den sonra nöbet Bornova 3 bölgesinde",
    note: null,
  });
  expect(toAreaNote('24:00DEN SONRA-')).toEqual({ dutyHours: "24:00'den sonra", note: null });
  expect(toAreaNote('  ')).toEqual({ dutyHours: null, note: null });
  expect(toAreaNote(null)).toEqual({ dutyHours: null, note: null });
  expect(toAreaNote('Hastane karşısı')).toEqual({ dutyHours: null, note: 'Hastane karşısı' });
});

test.skipIf(realFiles.length === 0)('parseIzmirPharmacies reads the saved real answers (skipped: none saved)', () => {
  const rosters = realFiles.flatMap((name) =>
    parseIzmirPharmacies(JSON.parse(readFileSync(path.join(REAL_DIR, name), 'utf8'))),
  );
  const records = rosters.flatMap((roster) => roster.records);
  expect(rosters.every((roster) => /^\d{4}-\d{2}-\d{2}$/.test(roster.dutyDate))).toBe(true);
  expect(records.length).toBeGreaterThan(0);
  expect(records.every((r) => r.name.endsWith(' Eczanesi') && r.province === 'İzmir')).toBe(true);
  expect(records.every((r) => getDistrict('izmir', r.district) !== null)).toBe(true);
  // The real hand-over text survives, readable, on the card's duty-hours line.
  expect(records.map((r) => r.dutyHours)).toContain("24:00'den sonra nöbet Çamdibi bölgesinde");
  const saved2025 = rosters.find((roster) => roster.dutyDate === '2025-05-28');
  if (saved2025) {
    expect(saved2025.records).toHaveLength(10);
    expect(saved2025.records.filter((r) => r.latitude !== null)).toHaveLength(10);
  }
});
