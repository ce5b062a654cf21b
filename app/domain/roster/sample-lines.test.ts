import { expect, test } from 'vitest';
import { PROVINCES, listDistricts } from '#app/domain/geo/geo.server.ts';
import { toDemoRoster } from '#app/domain/roster/demo-roster.ts';
import { formatRosterLines } from '#app/domain/roster/roster-lines.ts';
import { parseRosterText } from '#app/domain/roster/roster-text.ts';
import {
  EXAMPLE_ROSTER_TEXT,
  SAMPLE_LINE_REASON,
  isMadeUpPhone,
  isSampleRecord,
  setSampleLinesApart,
} from '#app/domain/roster/sample-lines.ts';

const EXAMPLE_LINES = EXAMPLE_ROSTER_TEXT.split('\n');
const parseOne = (line: string) => parseRosterText(line).records[0]!;

test('the example lines read as three fictional Giresun pharmacies, each one a sample line', () => {
  const { records, errors } = parseRosterText(EXAMPLE_ROSTER_TEXT);
  expect(errors).toEqual([]);
  expect(records.map((r) => [r.name, r.province, r.district, r.phone, r.address])).toEqual([
    ['Örnek 1 Eczanesi', 'Giresun', 'Merkez', '0000 000 00 01', 'Örnek Mah. Deneme Sok. No:1'],
    ['Örnek 2 Eczanesi', 'Giresun', 'Bulancak', '0000 000 00 02', 'Örnek Mah. Deneme Sok. No:2'],
    ['Örnek 3 Eczanesi', 'Giresun', 'Espiye', '0000 000 00 03', 'Örnek Mah. Deneme Sok. No:3'],
  ]);
  expect(setSampleLinesApart(records)).toEqual({
    records: [],
    samples: [
      { line: 1, text: 'Örnek 1 Eczanesi', reason: SAMPLE_LINE_REASON },
      { line: 2, text: 'Örnek 2 Eczanesi', reason: SAMPLE_LINE_REASON },
      { line: 3, text: 'Örnek 3 Eczanesi', reason: SAMPLE_LINE_REASON },
    ],
  });
});

test('an example line with any one field made real, or its province changed, is still a sample line', () => {
  const line = EXAMPLE_LINES[0]!;
  const edits = [
    line.replace('Örnek Eczanesi 1', 'Hayat Eczanesi'),
    line.replace('0000 000 00 01', '0454 216 12 34'),
    line.replace('Örnek Mah. Deneme Sok. No:1', 'Gazi Cad. No:5'),
    line.replace('Konum: Giresun | İlçe: Merkez', 'Konum: Ordu | İlçe: Fatsa'),
    line.toLocaleUpperCase('tr-TR'),
  ];
  for (const edited of edits) expect(isSampleRecord(parseOne(edited)), edited).toBe(true);
});

test('an example line with two fields made real is a real pharmacy', () => {
  const line = EXAMPLE_LINES[0]!;
  const real = line.replace('Örnek Eczanesi 1', 'Hayat Eczanesi').replace('0000 000 00 01', '0454 216 12 34');
  expect(isSampleRecord(parseOne(real))).toBe(false);
});

test('one mark alone is no sample: a real "Örnek Eczanesi" in Ataşehir’s Örnek Mahallesi, test lists’ 000 numbers', () => {
  const real = [
    'Eczane Adı: Örnek Eczanesi | Konum: İstanbul | İlçe: Ataşehir | Telefon: 0216 456 78 90 | Adres: Örnek Mah. Yeni Sahra Cad. No:4',
    'Eczane Adı: Test 0 | Konum: Rize | Telefon: 0454 000 00 0',
    'Eczane Adı: Yolcu | Konum: Ordu | İlçe: Altınordu | Telefon: 0452 000 11 22 | Adres: Sahil Cad. No:1',
    'Eczane Adı: Deneme | Konum: Ordu | Telefon: 0452 223 45 67 | Adres: Deneme Sok. No:2',
    // The source fixtures' made-up pharmacies: a 000 number on a "Deneme" street, but no "Örnek".
    'Eczane Adı: Papatya 22 | Konum: Giresun | Telefon: 0 (454) 000-10-28 | Adres: Deneme Mahallesi, Fikstür Sokak No:1',
  ];
  const { records, samples } = setSampleLinesApart(parseRosterText(real.join('\n')).records);
  expect(samples).toEqual([]);
  expect(records.map((r) => r.name)).toEqual([
    'Örnek Eczanesi',
    'Test 0 Eczanesi',
    'Yolcu Eczanesi',
    'Deneme Eczanesi',
    'Papatya 22 Eczanesi',
  ]);
});

test('in a real list only the example line is set apart, with its line number', () => {
  const text = [
    'Eczane Adı: Hayat | Konum: Giresun | İlçe: Merkez | Telefon: 0454 216 12 34',
    EXAMPLE_LINES[1],
    'Eczane Adı: Güneş | Konum: Giresun | İlçe: Bulancak | Telefon: 0454 316 55 66',
  ].join('\n');
  const { records, samples } = setSampleLinesApart(parseRosterText(text).records);
  expect(records.map((r) => [r.line, r.name])).toEqual([
    [1, 'Hayat Eczanesi'],
    [3, 'Güneş Eczanesi'],
  ]);
  expect(samples).toEqual([{ line: 2, text: 'Örnek 2 Eczanesi', reason: SAMPLE_LINE_REASON }]);
});

test('numbers no Turkish line has: area code 000, or a subscriber number starting with 000', () => {
  for (const phone of ['0000 000 00 01', '0454 000 00 01', '+90 454 000 00 01', '0 (245) 000 12 34', '04540001234']) {
    expect(isMadeUpPhone(phone), phone).toBe(true);
  }
  for (const phone of [
    '0454 316 12 34',
    '0532 123 45 67',
    '0454 000 00 0',
    '0454 316 12 34 / 0454 000 00 01',
    '',
    null,
  ]) {
    expect(isMadeUpPhone(phone), String(phone)).toBe(false);
  }
});

test('every demo pharmacy, written back as lines (the existing records), is a sample line too', () => {
  for (const province of PROVINCES) {
    const demo = {
      name: province.name,
      plate: province.plate,
      districts: listDistricts(province.slug).map((d) => d.name),
    };
    const lines = formatRosterLines(toDemoRoster(demo, '2026-11-22'), province.name);
    const { records, samples } = setSampleLinesApart(parseRosterText(lines).records);
    expect(records, province.name).toEqual([]);
    expect(samples.length, province.name).toBeGreaterThan(0);
  }
});
