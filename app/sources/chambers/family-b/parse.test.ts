import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { toChamberRosters } from '#app/sources/chambers/chamber-records.ts';
import { ChamberLayoutError } from '#app/sources/chambers/chamber-text.ts';
import { parseFamilyBPage } from '#app/sources/chambers/family-b/parse.ts';
import { decodeBody } from '#app/sources/safe-fetch-charset.ts';

const bytes = (name: string): Buffer => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));
/** A page as the fetcher decodes it: the header names no charset, the `<meta>` does. */
const read = (name: string): string => decodeBody(bytes(name), 'text/html');

const province = (name: string, slug: string, plate: number) => ({ name, slug, plate });
const NIGDE = province('Niğde', 'nigde', 51);
const KIRKLARELI = province('Kırklareli', 'kirklareli', 39);
const AYDIN = province('Aydın', 'aydin', 9);
const KARAMAN = province('Karaman', 'karaman', 70);
const SIVAS = province('Sivas', 'sivas', 58);

test('a windows-1254 page declared only in <meta> reads its Turkish letters right', () => {
  // As UTF-8 the legacy bytes would not even be letters.
  expect(bytes('nigde.windows-1254.html').toString('utf8')).not.toContain('Güneş');
  const { cards } = parseFamilyBPage(read('nigde.windows-1254.html'), NIGDE);
  expect(cards.map((c) => c.record.name)).toEqual(['Güneş Eczanesi', 'Işık Eczanesi', 'Şifa Eczanesi']);
  expect(cards[0]?.record.note).toBe('Şifa Hastanesi karşısı');
  expect(cards[2]?.record.address).toBe('Cumhuriyet Mah. Atatürk Bulvarı No:40 Ulukışla / Niğde');
});

test('Niğde: the stated date, "NAME - DISTRICT", directions, a night limit in bold and a phone without a link', () => {
  const page = parseFamilyBPage(read('nigde.windows-1254.html'), NIGDE);
  expect(page.statedDate).toBe('2026-11-27');
  expect(page.cards[0]).toEqual({
    windowDate: null,
    record: {
      name: 'Güneş Eczanesi',
      province: 'Niğde',
      district: 'Merkez',
      phone: '03882321010',
      address: 'Selçuk Mah. İstiklal Cad. No:14 Merkez / Niğde',
      dutyHours: null,
      dutyStart: null,
      dutyEnd: null,
      neighbourhood: null,
      note: 'Şifa Hastanesi karşısı',
      latitude: 37.9698,
      longitude: 34.6766,
    },
  });
  expect(page.cards[1]?.record).toMatchObject({
    district: 'Bor',
    dutyHours: "Gece 23:59'a kadar açık",
    note: 'Bor Devlet Hastanesi yanı',
  });
  // The hand line names a district here, so it is the district, not directions.
  expect(page.cards[2]?.record).toMatchObject({
    district: 'Ulukışla',
    note: null,
    phone: '0 (388) 511 30 30',
    latitude: null,
  });
});

test('Kırklareli (ISO-8859-9): district sections, a doubled suffix and a night limit inside the address', () => {
  const page = parseFamilyBPage(read('kirklareli.iso-8859-9.html'), KIRKLARELI);
  expect(page.statedDate).toBe('2026-11-27');
  expect(page.cards.map((c) => [c.record.name, c.record.district])).toEqual([
    ['Şifa Eczanesi', 'Merkez'],
    ['Çağlayan Eczanesi', 'Lüleburgaz'],
  ]);
  expect(page.cards[1]?.record).toMatchObject({
    address: 'Özerler Mah. İstasyon Cad. No:21',
    dutyHours: "Gece 23:59'a kadar açık",
    note: 'Köprü başı',
  });
});

test('Aydın: each card’s duty window dates the list, and a night limit stays a night limit', () => {
  const page = parseFamilyBPage(read('aydin.html'), AYDIN);
  expect(page.statedDate).toBeNull();
  expect(page.cards.map((c) => [c.record.district, c.windowDate, c.record.dutyHours])).toEqual([
    ['Efeler', '2026-11-27', null],
    ['Nazilli', null, "Gece 23:59'a kadar açık"],
  ]);
  expect(page.cards[0]?.record.dutyStart).toEqual(new Date('2026-11-27T05:30:00Z'));
  expect(toChamberRosters([page], '2026-11-28').map((r) => [r.dutyDate, r.records.length])).toEqual([
    ['2026-11-27', 2],
  ]);
});

test('Karaman: "Merkez Nöbetçi Eczaneler <br />27-11-2026" heads each district and dates the list', () => {
  const page = parseFamilyBPage(read('karaman.html'), KARAMAN);
  expect(page.statedDate).toBe('2026-11-27');
  expect(page.cards.map((c) => [c.record.name, c.record.district, c.record.dutyHours])).toEqual([
    ['Altay Eczanesi', 'Merkez', null],
    ['Yıldız Eczanesi', 'Ermenek', "Gece 23:59'a kadar açık"],
  ]);
  expect(page.cards[0]?.record).toMatchObject({ phone: '03382131111', latitude: 37.1811, longitude: 33.215 });
});

test('Sivas: div.team.team-list cards with the district under the name', () => {
  const page = parseFamilyBPage(read('sivas.html'), SIVAS);
  expect(page.statedDate).toBe('2026-11-27');
  expect(page.cards.map((c) => c.record)).toEqual([
    {
      name: 'Merkez Eczanesi',
      province: 'Sivas',
      district: 'Zara',
      phone: '03468141414',
      address: 'Yukarı Mah. Hükümet Cad. No:4',
      dutyHours: null,
      dutyStart: null,
      dutyEnd: null,
      neighbourhood: null,
      note: 'Belediye yanı',
      latitude: 39.8978,
      longitude: 37.7531,
    },
  ]);
});

test('a page saying nobody is on duty, or Karaman’s dated head with no rows, is an empty list', () => {
  expect(parseFamilyBPage(read('empty.html'), AYDIN)).toEqual({ statedDate: null, cards: [] });
  expect(parseFamilyBPage(read('karaman-empty.html'), KARAMAN)).toEqual({ statedDate: '2026-11-27', cards: [] });
});

test('a page without the family’s markup is a changed layout, not an empty list', () => {
  expect(() => parseFamilyBPage(read('changed.html'), KARAMAN)).toThrow(ChamberLayoutError);
  expect(() => parseFamilyBPage(read('changed.html'), KARAMAN)).toThrow(/font\.kirmizi/);
});
