import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { ChamberLayoutError } from '#app/sources/chambers/chamber-text.ts';
import {
  parseIstanbulAnswer,
  parseIstanbulToken,
  toIstanbulRosters,
  type IstanbulPharmacy,
} from '#app/sources/chambers/istanbul/parse.ts';

const readFixture = (name: string): string => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

const ISTANBUL = { name: 'İstanbul', slug: 'istanbul', plate: 34 };
const YALOVA = { name: 'Yalova', slug: 'yalova', plate: 77 };

function listOf(name: string): IstanbulPharmacy[] {
  const answer = parseIstanbulAnswer(readFixture(name));
  if (answer.kind !== 'list') throw new Error(`expected a list, got ${answer.kind}`);
  return answer.pharmacies;
}

test('parseIstanbulToken reads the hidden h token, and a page without it is a changed layout', () => {
  expect(parseIstanbulToken(readFixture('nobetci-eczane.html'))).toBe('c2VzLTIwMjYxMTI3LWZpa3N0dXI');
  expect(() => parseIstanbulToken('<html><body><form></form></body></html>')).toThrow(ChamberLayoutError);
});

test('toIstanbulRosters reads a marker: HTML stripped from adres and tarif, the duty end kept', () => {
  const [roster] = toIstanbulRosters(listOf('markers.json'), { province: ISTANBUL, fallbackDutyDate: '2026-11-27' });
  expect(roster?.records[0]).toEqual({
    name: 'Moda Eczanesi',
    province: 'İstanbul',
    district: 'Kadıköy',
    phone: '0216 000 10 01',
    address: 'Caferağa Mah. Moda Cad. No:12/A Kadıköy / İSTANBUL',
    dutyHours: null,
    dutyEnd: new Date('2026-11-28T05:30:00Z'),
    neighbourhood: 'Caferağa Mah.',
    note: 'Moda çarşısı yanında & İskele karşısı',
    latitude: 40.9909,
    longitude: 29.0303,
  });
});

test('toIstanbulRosters keeps the province asked by il: Yalova’s markers apart from İstanbul’s', () => {
  const list = listOf('markers.json');
  const istanbul = toIstanbulRosters(list, { province: ISTANBUL, fallbackDutyDate: '2026-11-27' });
  const yalova = toIstanbulRosters(list, { province: YALOVA, fallbackDutyDate: '2026-11-27' });
  expect(istanbul.map((r) => [r.dutyDate, r.records.map((record) => record.name)])).toEqual([
    ['2026-11-27', ['Moda Eczanesi', 'Beşiktaş Eczanesi', 'Üsküdar Eczanesi', 'Gece Eczanesi', 'Sabah Eczanesi']],
  ]);
  expect(
    yalova.map((r) => [r.dutyDate, r.records.map((record) => [record.name, record.province, record.district])]),
  ).toEqual([
    [
      '2026-11-27',
      [
        ['Yalova Eczanesi', 'Yalova', 'Merkez'],
        ['Çınarcık Eczanesi', 'Yalova', 'Çınarcık'],
      ],
    ],
  ]);
});

test('toIstanbulRosters dates by nobet_bitis: morning ends close the day before, later ends are night limits', () => {
  const records = toIstanbulRosters(listOf('markers.json'), { province: ISTANBUL, fallbackDutyDate: '2026-11-27' })[0]!
    .records;
  expect(records.map((r) => [r.dutyHours, r.dutyEnd ?? null])).toEqual([
    [null, new Date('2026-11-28T05:30:00Z')],
    // A wall-clock end without an offset is Istanbul time.
    [null, new Date('2026-11-28T05:30:00Z')],
    ["Gece 23:59'a kadar açık", null],
    ["Gece 02:00'ye kadar açık", null],
    // No nobet_bitis: the date in force.
    [null, null],
  ]);
  expect(records.map((r) => [r.neighbourhood, r.phone, r.latitude])).toEqual([
    ['Caferağa Mah.', '0216 000 10 01', 40.9909],
    ['Sinanpaşa Mah.', '0212 000 10 02', 41.0438],
    ['Merkez', '0216 000 10 03', 41.0255],
    ['Osmanbey', '0212 000 10 04', null],
    ['Caferağa Mah.', null, null],
  ]);
  const previous = toIstanbulRosters(listOf('markers-previous-day.json'), {
    province: ISTANBUL,
    fallbackDutyDate: '2026-11-27',
  });
  expect(previous.map((r) => [r.dutyDate, r.records.length])).toEqual([['2026-11-26', 1]]);
});

test('toIstanbulRosters gives the empty roster of the date in force when the province has no markers', () => {
  expect(toIstanbulRosters([], { province: YALOVA, fallbackDutyDate: '2026-11-27' })).toEqual([
    { dutyDate: '2026-11-27', records: [] },
  ]);
  const onlyIstanbul = listOf('markers-previous-day.json');
  expect(toIstanbulRosters(onlyIstanbul, { province: YALOVA, fallbackDutyDate: '2026-11-27' })).toEqual([
    { dutyDate: '2026-11-27', records: [] },
  ]);
});

test('parseIstanbulAnswer tells a refusal and an HTML page from a list, and another shape is a layout change', () => {
  expect(parseIstanbulAnswer(readFixture('markers-refused.json'))).toEqual({ kind: 'refused', code: '1' });
  expect(parseIstanbulAnswer('<!DOCTYPE html><html><body>Hata</body></html>')).toEqual({ kind: 'html' });
  expect(() => parseIstanbulAnswer('{"durum":"ok","liste":[]}')).toThrow(ChamberLayoutError);
  expect(() => parseIstanbulAnswer('{"error":0}')).toThrow(/no eczaneler/);
  expect(() => parseIstanbulAnswer('{"error":0,')).toThrow(/broken JSON/);
});
