import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { ChamberLayoutError } from '#app/sources/chambers/chamber-text.ts';
import { parseOrduList, parseOrduPage } from '#app/sources/chambers/ordu/parse.ts';

const readFixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const ORDU = { name: 'Ordu', slug: 'ordu', plate: 52 };
const PAGE = 'https://ordueczaciodasi.org.tr/nobetci-eczaneler';
const options = { province: ORDU, fallbackDate: '2026-11-20', districtLabel: null };

test('parseOrduPage finds each district list once: lazy, protocol-relative and duplicated frames, no map embed', () => {
  expect(parseOrduPage(readFixture('nobetci-eczaneler.html'), PAGE)).toEqual([
    { url: 'https://ordu.eczanesistemi.net/list/700', label: 'AKKUŞ NÖBETÇİ ECZANELERİ' },
    { url: 'https://ordu.eczanesistemi.net/list/701', label: 'ALTINORDU' },
    { url: 'https://ordu.eczanesistemi.net/list/718', label: 'ÜNYE' },
  ]);
});

test('parseOrduPage refuses a page without the district frames', () => {
  expect(() =>
    parseOrduPage('<html><body><p>Nöbet listesi için <a href="/nobet.pdf">tıklayınız</a></p></body></html>', PAGE),
  ).toThrow(ChamberLayoutError);
});

test('parseOrduList reads "HOURS: NAME" links, the address and the directions with the phone', () => {
  const roster = parseOrduList(readFixture('list-701.html'), options);
  expect(roster.dutyDate).toBe('2026-11-27');
  expect(roster.records[0]).toEqual({
    name: 'Deneme Eczanesi',
    province: 'Ordu',
    district: 'Altınordu',
    phone: '0 (452) 000 10 01',
    address: 'Şarkiye Mahallesi, Fikstür Caddesi No:12 Altınordu / Ordu',
    dutyHours: null,
    neighbourhood: null,
    note: 'Devlet Hastanesi karşısı',
    latitude: 40.98412,
    longitude: 37.87954,
  });
});

test('parseOrduList reads the hours: night only, a night limit, a window; the doubled suffix once', () => {
  const records = parseOrduList(readFixture('list-701.html'), options).records;
  expect(records.map((r) => [r.name, r.dutyHours])).toEqual([
    ['Deneme Eczanesi', null],
    ['Yeni Hayat Eczanesi', 'Gece nöbeti'],
    ['Işık Eczanesi', "Gece 23:59'a kadar açık"],
    ['Anka Eczanesi', '18:30 – 08:30'],
  ]);
  expect(records[3]?.dutyStart).toEqual(new Date('2026-11-27T15:30:00Z'));
  expect(records[3]?.dutyEnd).toEqual(new Date('2026-11-28T05:30:00Z'));
  // A link without a position, and a phone line without directions.
  expect([records[2]?.latitude, records[2]?.longitude, records[2]?.note, records[2]?.phone]).toEqual([
    null,
    null,
    null,
    '0 (452) 000 10 03',
  ]);
});

test('parseOrduList lists nobody where the list says so, still dated by the list', () => {
  expect(parseOrduList(readFixture('list-bos.html'), options)).toEqual({ dutyDate: '2026-11-27', records: [] });
});

test('parseOrduList takes the district from the chamber page and the date asked when the list names neither', () => {
  const roster = parseOrduList(readFixture('list-tarihsiz.html'), { ...options, districtLabel: 'ÜNYE' });
  expect(roster.dutyDate).toBe('2026-11-20');
  expect(roster.records.map((r) => [r.name, r.district, r.note])).toEqual([['Deneme Eczanesi', 'Ünye', 'PTT karşısı']]);
});

test('parseOrduList refuses a list page of another shape', () => {
  expect(() =>
    parseOrduList(
      '<html><body><table><tr><td>DENEME ECZANESİ</td><td><a href="/adres">Adres: Merkez</a></td></tr></table></body></html>',
      options,
    ),
  ).toThrow(ChamberLayoutError);
});
