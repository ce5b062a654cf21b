import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { ChamberLayoutError } from '#app/sources/chambers/chamber-text.ts';
import { parseHatayPage } from '#app/sources/chambers/hatay/parse.ts';

const readFixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const options = { province: { name: 'Hatay', slug: 'hatay', plate: 31 }, fallbackDate: '2026-11-27' };

test('parseHatayPage reads each placemark: position, name, district and phone from the balloon', () => {
  const roster = parseHatayPage(readFixture('nobetci-eczaneler.html'), options);
  expect(roster.dutyDate).toBe('2026-11-27');
  expect(roster.records[0]).toEqual({
    name: 'Deneme Eczanesi',
    province: 'Hatay',
    district: 'Antakya',
    phone: '0 (326) 000 10 01',
    address: null,
    dutyHours: null,
    neighbourhood: null,
    note: null,
    latitude: 36.20213,
    longitude: 36.16055,
  });
});

test('parseHatayPage tolerates quotes, spacing, joined strings and escaped quotes, and reads address and night limit', () => {
  const records = parseHatayPage(readFixture('nobetci-eczaneler.html'), options).records;
  expect(records.map((r) => [r.name, r.district, r.phone, r.address, r.dutyHours])).toEqual([
    ['Deneme Eczanesi', 'Antakya', '0 (326) 000 10 01', null, null],
    [
      'Yeni Şifa Eczanesi',
      'İskenderun',
      '0 (326) 000 10 02',
      'Çay Mah. Fikstür Cad. No:4 İskenderun',
      "Gece 23:59'a kadar açık",
    ],
    ['Işık Eczanesi', 'Kırıkhan', '0 (326) 000 10 03', null, "Gece 23:59'a kadar açık"],
    ['Anka Eczanesi', 'Defne', '0 (326) 000 10 04', null, null],
  ]);
  // [0, 0] is no position.
  expect([records[3]?.latitude, records[3]?.longitude]).toEqual([null, null]);
  expect([records[1]?.latitude, records[1]?.longitude]).toEqual([36.58712, 36.1734]);
});

test('parseHatayPage lists nobody when the map has no placemarks', () => {
  expect(parseHatayPage(readFixture('nobetci-eczaneler-bos.html'), options)).toEqual({
    dutyDate: '2026-11-27',
    records: [],
  });
});

test('parseHatayPage refuses a page without the Yandex map or with placemarks it cannot read', () => {
  expect(() =>
    parseHatayPage("<script>L.marker([36.2, 36.16]).addTo(map).bindPopup('<b>DENEME ECZANESİ</b>');</script>", options),
  ).toThrow(ChamberLayoutError);
  expect(() =>
    parseHatayPage(
      '<script>map.geoObjects.add(new ymaps.Placemark([36.2, 36.1], {hintContent: 1}));</script>',
      options,
    ),
  ).toThrow(ChamberLayoutError);
});

test('parseHatayPage reads quoted coordinates and a balloon split into header and body', () => {
  const script =
    '<script>ymaps.ready(function () { map.geoObjects.add(new ymaps.Placemark(["36.71", "36.21"], ' +
    "{balloonContentHeader: 'DENEME ECZANESİ', balloonContentBody: 'DÖRTYOL<br>0 (326) 000 10 05'})); });</script>";
  expect(parseHatayPage(script, options).records.map((r) => [r.name, r.district, r.phone, r.latitude])).toEqual([
    ['Deneme Eczanesi', 'Dörtyol', '0 (326) 000 10 05', 36.71],
  ]);
});
