import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { toChamberRosters } from '#app/sources/chambers/chamber-records.ts';
import { ChamberLayoutError } from '#app/sources/chambers/chamber-text.ts';
import { parseFamilyCPage } from '#app/sources/chambers/family-c/parse.ts';

const read = (name: string): string => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

const RIZE = { name: 'Rize', slug: 'rize', plate: 53 };
const ARTVIN = { name: 'Artvin', slug: 'artvin', plate: 8 };
const GUMUSHANE = { name: 'Gümüşhane', slug: 'gumushane', plate: 29 };

test('parseFamilyCPage reads a card: h2 name, a.category district, the dated window, address, directions, phone, position', () => {
  const page = parseFamilyCPage(read('rize.html'), RIZE);
  expect(page.statedDate).toBeNull();
  expect(page.cards[0]).toEqual({
    windowDate: '2026-11-27',
    record: {
      name: 'Çayeli Eczanesi',
      province: 'Rize',
      district: 'Çayeli',
      phone: '04645441818',
      address: 'Merkez Mah. Atatürk Cad. No:18 Çayeli / Rize',
      dutyHours: null,
      dutyStart: new Date('2026-11-27T05:30:00Z'),
      dutyEnd: new Date('2026-11-28T05:30:00Z'),
      neighbourhood: null,
      note: 'Belediye karşısı',
      latitude: 41.0885,
      longitude: 40.7289,
    },
  });
});

test('parseFamilyCPage drops a neighbour’s cards: a district of Artvin, or "MERKEZ" with an Artvin address', () => {
  const page = parseFamilyCPage(read('rize.html'), RIZE);
  expect(page.cards.map((c) => [c.record.name, c.record.district])).toEqual([
    ['Çayeli Eczanesi', 'Çayeli'],
    ['Yeşilçay Eczanesi', 'Merkez'],
  ]);
  expect(page.dropped).toBe(2);
  // Read for Artvin, the same page keeps Artvin's two and drops Rize's Çayeli; a "MERKEZ" card whose
  // address names no province cannot be told apart, and stays on the page it was published on.
  expect(parseFamilyCPage(read('rize.html'), ARTVIN).cards.map((c) => [c.record.name, c.record.district])).toEqual([
    ['Yeşilçay Eczanesi', 'Merkez'],
    ['Karadeniz Eczanesi', 'Hopa'],
    ['Çoruh Eczanesi', 'Merkez'],
  ]);
});

test('parseFamilyCPage mends a doubled suffix and reads a night limit', () => {
  const night = parseFamilyCPage(read('rize.html'), RIZE).cards[1];
  expect(night).toMatchObject({
    windowDate: null,
    record: { dutyHours: "Gece 23:59'a kadar açık", dutyStart: null, latitude: null, longitude: null },
  });
});

test('parseFamilyCPage reads hours under a dated heading: the whole day silently, an evening as hours', () => {
  const page = parseFamilyCPage(read('artvin.html'), ARTVIN);
  expect(page.statedDate).toBe('2026-11-27');
  expect(page.cards.map((c) => [c.record.district, c.record.dutyHours, c.record.dutyStart, c.record.dutyEnd])).toEqual([
    ['Arhavi', null, new Date('2026-11-27T05:30:00Z'), new Date('2026-11-28T05:30:00Z')],
    ['Şavşat', '18:00 – 08:30', new Date('2026-11-27T15:00:00Z'), new Date('2026-11-28T05:30:00Z')],
  ]);
  expect(toChamberRosters([page], '2026-11-30').map((r) => r.dutyDate)).toEqual(['2026-11-27']);
});

test('parseFamilyCPage reads "bulunamadı" as an empty list and a page without cards as a changed layout', () => {
  expect(parseFamilyCPage(read('empty.html'), GUMUSHANE)).toEqual({ statedDate: null, cards: [], dropped: 0 });
  expect(() => parseFamilyCPage(read('changed.html'), GUMUSHANE)).toThrow(ChamberLayoutError);
  expect(() => parseFamilyCPage(read('changed.html'), GUMUSHANE)).toThrow(/standart-post/);
});
