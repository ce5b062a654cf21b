import { expect, test } from 'vitest';
import { applyCorrections, type Correction } from '#app/domain/roster/corrections.ts';
import type { RawRosterRow } from '#app/domain/roster/snapshot.ts';

function row(pharmacyId: number, dutyDate: string): RawRosterRow {
  return {
    provinceSlug: 'istanbul',
    provinceName: 'İstanbul',
    dutyDate,
    source: 'import',
    fetchedAt: new Date('2026-11-22T06:00:00Z'),
    pharmacyId,
    name: `Eczane ${pharmacyId}`,
    address: 'Kaynak Cad. 1',
    phone: '0216 000 00 01',
    neighbourhood: null,
    latitude: 40.99,
    longitude: 29.03,
    districtName: 'Kadıköy',
    districtSlug: 'kadikoy',
    dutyHours: null,
    note: null,
  };
}

const rows = [row(1, '2026-11-21'), row(1, '2026-11-22'), row(2, '2026-11-22')];

test('a correction replaces the source’s phone, address and position on every date of that pharmacy only', () => {
  const corrections: Correction[] = [
    { id: 1, pharmacyId: 1, kind: 'phone', phone: '0 (216) 000 00 09' },
    { id: 2, pharmacyId: 1, kind: 'address', address: 'Doğru Sok. 5' },
    { id: 3, pharmacyId: 1, kind: 'location', latitude: 40.98, longitude: 29.02 },
  ];
  const result = applyCorrections(rows, corrections);
  expect(result.map((r) => [r.pharmacyId, r.dutyDate, r.phone, r.address, r.latitude, r.longitude])).toEqual([
    [1, '2026-11-21', '0 (216) 000 00 09', 'Doğru Sok. 5', 40.98, 29.02],
    [1, '2026-11-22', '0 (216) 000 00 09', 'Doğru Sok. 5', 40.98, 29.02],
    [2, '2026-11-22', '0216 000 00 01', 'Kaynak Cad. 1', 40.99, 29.03],
  ]);
  expect(rows[0]!.phone).toBe('0216 000 00 01');
  expect(result[2]).toBe(rows[2]);
});

test('"not on duty" leaves the pharmacy out of that date’s roster only', () => {
  const result = applyCorrections(rows, [{ id: 4, pharmacyId: 1, kind: 'off_duty', dutyDate: '2026-11-22' }]);
  expect(result.map((r) => [r.pharmacyId, r.dutyDate])).toEqual([
    [1, '2026-11-21'],
    [2, '2026-11-22'],
  ]);
});

test('of two corrections of one kind the later one wins', () => {
  const result = applyCorrections(rows, [
    { id: 5, pharmacyId: 2, kind: 'phone', phone: 'eski' },
    { id: 6, pharmacyId: 2, kind: 'phone', phone: 'yeni' },
  ]);
  expect(result[2]!.phone).toBe('yeni');
});
