import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { parseAntalyaPage } from '#app/sources/chambers/antalya/parse.ts';
import { ChamberLayoutError } from '#app/sources/chambers/chamber-text.ts';

const readFixture = (name: string): string => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

const ANTALYA = { name: 'Antalya', slug: 'antalya' };
const REAL = path.join(process.cwd(), '../shared/fixtures/real/chambers/antalya-nobetci-eczaneler.html');

test('parseAntalyaPage reads a card: name and phone from tel: links, the map link and its address', () => {
  const [first] = parseAntalyaPage(readFixture('nobetci-eczaneler.html'), ANTALYA);
  expect(first).toEqual({
    name: 'Deniz Eczanesi',
    province: 'Antalya',
    district: 'Kepez',
    phone: '0242 000 10 07',
    address: 'ŞAFAK MAH. 5003 SK. NO:12 KEPEZ',
    dutyHours: null,
    neighbourhood: null,
    note: null,
    latitude: 36.9281,
    longitude: 30.7253,
  });
});

test('parseAntalyaPage takes night limits out of the address and reads a card without a map or a name phone', () => {
  const records = parseAntalyaPage(readFixture('nobetci-eczaneler.html'), ANTALYA);
  expect(records.map((r) => [r.name, r.district, r.phone, r.dutyHours, r.address, r.latitude])).toEqual([
    ['Deniz Eczanesi', 'Kepez', '0242 000 10 07', null, 'ŞAFAK MAH. 5003 SK. NO:12 KEPEZ', 36.9281],
    [
      'Güneş Eczanesi',
      'Kepez',
      '0242 000 11 07',
      "Gece 23:59'a kadar açık",
      'VARSAK MAH. ATATÜRK CAD. NO:3 KEPEZ',
      null,
    ],
    // The name's tel: link is empty; the second link carries the phone.
    [
      'Kale Eczanesi',
      'Alanya',
      '0242 000 12 07',
      "Gece 02:00'ye kadar açık",
      'SARAY MAH. ATATÜRK BULVARI NO:40 ALANYA',
      36.5444,
    ],
  ]);
});

test('parseAntalyaPage reads a list of nobody as empty and a page without its markup as a changed layout', () => {
  expect(parseAntalyaPage(readFixture('nobetci-eczaneler-bos.html'), ANTALYA)).toEqual([]);
  expect(() => parseAntalyaPage('<html><body><div class="eczaneler"></div></body></html>', ANTALYA)).toThrow(
    ChamberLayoutError,
  );
  const renamed =
    '<div class="nobetciler"><div class="ilce"><div class="ilcebas"><span>Kemer</span></div><div class="kart">X</div></div></div>';
  expect(() => parseAntalyaPage(renamed, ANTALYA)).toThrow(/\.nobetciDiv/);
});

test.skipIf(!existsSync(REAL))('parseAntalyaPage reads the real excerpt (skipped: not saved)', () => {
  const records = parseAntalyaPage(readFileSync(REAL, 'utf8'), ANTALYA);
  expect(records.map((r) => [r.name, r.district, r.phone, r.latitude, r.longitude, r.dutyHours, r.address])).toEqual([
    [
      'Hilal Eczanesi',
      'Muratpaşa',
      '0242 344 64 74',
      36.8943052923,
      30.6843637283,
      null,
      'MEDSTAR ANTALYA HASTANESI KARSISI YILDIZ MAH.220 SK.',
    ],
    [
      'Hanımeli Eczanesi',
      'Muratpaşa',
      '0505 039 15 15',
      36.89,
      30.7,
      null,
      'ALTINDAĞ MAH. GÜLLÜK CAD. NO 69/A MURATPAŞA ANTALYA',
    ],
    [
      'Hamit Çoban Eczanesi',
      'Finike',
      '0242 852 20 99',
      36.365,
      30.133,
      "Gece 23:59'a kadar açık",
      'TURUNÇOVA MAH.İNÖNÜ CAD. NO : 17/A FİNİKE',
    ],
    [
      'Beldibi Eczanesi',
      'Kemer',
      null,
      36.7,
      30.56,
      "Gece 02:00'ye kadar açık",
      'BELDİBİ MAH. ATATÜRK CAD. NO:480/C KEMER',
    ],
  ]);
});
