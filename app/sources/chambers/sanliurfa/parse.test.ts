import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { ChamberLayoutError } from '#app/sources/chambers/chamber-text.ts';
import { parseSanliurfaRosters } from '#app/sources/chambers/sanliurfa/parse.ts';

const readFixture = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8'));

const REQUEST = { province: { name: 'Şanlıurfa', slug: 'sanliurfa' }, fallbackDutyDate: '2026-11-27' };

test('parseSanliurfaRosters dates each group by its dutyDate, one roster per date', () => {
  const rosters = parseSanliurfaRosters(readFixture('list-grouped.json'), REQUEST);
  expect(rosters.map((r) => [r.dutyDate, r.records.map((record) => record.name)])).toEqual([
    ['2026-11-27', ['Şifa Eczanesi', 'Yeni Eczanesi', 'Siverek Eczanesi']],
    ['2026-11-28', ['Güneş Eczanesi']],
  ]);
});

test('parseSanliurfaRosters reads a pharmacy, null positions, and the region when the district is missing', () => {
  const [today] = parseSanliurfaRosters(readFixture('list-grouped.json'), REQUEST);
  expect(today?.records[0]).toEqual({
    name: 'Şifa Eczanesi',
    province: 'Şanlıurfa',
    district: 'Haliliye',
    phone: '0414 000 10 63',
    address: 'Bamyasuyu Mah. Atatürk Bulvarı No:10 Haliliye',
    dutyHours: null,
    neighbourhood: null,
    note: null,
    latitude: 37.1674,
    longitude: 38.7955,
  });
  expect(today?.records.slice(1).map((r) => [r.district, r.phone, r.latitude, r.longitude])).toEqual([
    ['Haliliye', '0414 000 11 63', null, null],
    ['Siverek', null, 37.755, 39.3166],
  ]);
});

test('parseSanliurfaRosters dates a group without dutyDate by the date in force, and reads an empty page', () => {
  const group = { regionName: 'BİRECİK', dutyList: [{ eczane: { name: 'FIRAT ECZANESİ', district: 'BİRECİK' } }] };
  expect(parseSanliurfaRosters({ content: [group] }, REQUEST).map((r) => [r.dutyDate, r.records.length])).toEqual([
    ['2026-11-27', 1],
  ]);
  expect(parseSanliurfaRosters(readFixture('list-grouped-empty.json'), REQUEST)).toEqual([
    { dutyDate: '2026-11-27', records: [] },
  ]);
});

test('parseSanliurfaRosters throws ChamberLayoutError for another shape or an unreadable date', () => {
  expect(() => parseSanliurfaRosters({ success: true, items: [] }, REQUEST)).toThrow(ChamberLayoutError);
  expect(() => parseSanliurfaRosters({ content: [{ dutyDate: 'yarın', dutyList: [] }] }, REQUEST)).toThrow(
    /Unreadable dutyDate/,
  );
});
