import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { parseAmasyaPage } from '#app/sources/chambers/amasya/parse.ts';
import { ChamberLayoutError } from '#app/sources/chambers/chamber-text.ts';

const readFixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const options = { province: { name: 'Amasya', slug: 'amasya', plate: 5 }, fallbackDate: '2026-11-20' };

test('parseAmasyaPage reads a card: eczaneismi, eczaneadres, eczanetel, district label and map link', () => {
  const roster = parseAmasyaPage(readFixture('nobet-listesi.html'), options);
  expect(roster.dutyDate).toBe('2026-11-27');
  expect(roster.records[0]).toEqual({
    name: 'Deneme Eczanesi',
    province: 'Amasya',
    district: 'Merkez',
    phone: '0 (358) 000 10 01',
    address: 'Hacı İlyas Mahallesi, Fikstür Caddesi No:5 Merkez / Amasya',
    dutyHours: null,
    neighbourhood: null,
    note: null,
    latitude: 40.6533,
    longitude: 35.8331,
  });
});

test('parseAmasyaPage takes the night limit out of the address and reads cards without map link, label or tel link', () => {
  const records = parseAmasyaPage(readFixture('nobet-listesi.html'), options).records;
  expect(records.map((r) => [r.name, r.district, r.address, r.dutyHours, r.phone, r.latitude])).toEqual([
    [
      'Deneme Eczanesi',
      'Merkez',
      'Hacı İlyas Mahallesi, Fikstür Caddesi No:5 Merkez / Amasya',
      null,
      '0 (358) 000 10 01',
      40.6533,
    ],
    [
      'Yeni Şifa Eczanesi',
      'Merzifon',
      'Harmanlar Mahallesi, Deneme Sokak No:7 Merzifon / Amasya',
      "Gece 23:59'a kadar açık",
      '0 (358) 000 10 02',
      null,
    ],
    [
      'Işık Eczanesi',
      'Suluova',
      'Cumhuriyet Mahallesi, Örnek Sokak No:2 Suluova / Amasya',
      null,
      '0 (358) 000 10 03',
      40.8312,
    ],
  ]);
});

test('parseAmasyaPage lists nobody on an empty day; the date asked when the page states none', () => {
  expect(parseAmasyaPage(readFixture('nobet-listesi-bos.html'), options)).toEqual({
    dutyDate: '2026-11-27',
    records: [],
  });
  const undated = readFixture('nobet-listesi.html').replace('27.11.2026 Tarihli ', '');
  expect(parseAmasyaPage(undated, options).dutyDate).toBe('2026-11-20');
});

test('parseAmasyaPage never reads a challenge page or a changed page as an empty list', () => {
  expect(() => parseAmasyaPage(readFixture('cloudflare.html'), options)).toThrow(ChamberLayoutError);
  expect(() =>
    parseAmasyaPage('<article><h1>Nöbet Listesi</h1><p>Yakında yayınlanacaktır.</p></article>', options),
  ).toThrow(ChamberLayoutError);
});

test('parseAmasyaPage groups parts standing side by side in one list by name', () => {
  const flat =
    '<h2>27.11.2026 Nöbetçi Eczaneler</h2><div class="liste">' +
    '<div class="eczaneilce">TAŞOVA</div><div class="eczaneismi">DENEME ECZANESİ</div><div class="eczaneadres">Deneme Sk. No:1</div>' +
    '<div class="eczanetel"><a href="tel:03580001004">0 (358) 000 10 04</a></div>' +
    '<div class="eczaneismi">ANKA ECZANESİ</div><div class="eczaneadres">Örnek Sk. No:2 Suluova</div></div>';
  expect(parseAmasyaPage(flat, options).records.map((r) => [r.name, r.district, r.address, r.phone])).toEqual([
    ['Deneme Eczanesi', 'Taşova', 'Deneme Sk. No:1', '0 (358) 000 10 04'],
    ['Anka Eczanesi', 'Suluova', 'Örnek Sk. No:2 Suluova', null],
  ]);
});
