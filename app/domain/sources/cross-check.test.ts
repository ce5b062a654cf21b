import { expect, test } from 'vitest';
import type { RosterRecord } from '#app/domain/roster/roster-text.ts';
import {
  compareRosters,
  countAgreedMissing,
  fillFromOther,
  isDisagreement,
  toNameKey,
} from '#app/domain/sources/cross-check.ts';

const record = (name: string, extra: Partial<RosterRecord> = {}): RosterRecord => ({
  name,
  province: 'Giresun',
  district: 'Merkez',
  phone: null,
  address: null,
  dutyHours: null,
  neighbourhood: null,
  note: null,
  latitude: null,
  longitude: null,
  ...extra,
});

const checkedAt = new Date('2026-11-27T05:41:00Z');

test('names match after Turkish folding, without "eczane(si)" and doubled suffixes', () => {
  expect(toNameKey('ŞİFA ECZANESİ  ECZANESİ')).toBe('sifa');
  expect(toNameKey('Şifa Eczanesi')).toBe('sifa');
  expect(toNameKey('DİNÇERLER')).toBe('dincerler');
  expect(toNameKey('Yeni Işık Ecz.')).toBe('yeni-isik');
});

test('two lists of the same pharmacies agree, whether matched by phone or by name and district', () => {
  const published = [
    record('Şifa Eczanesi', { phone: '0 (454) 216 10 28' }),
    record('Hayat Eczanesi', { district: 'Bulancak' }),
  ];
  const other = [record('HAYAT', { district: 'BULANCAK' }), record('Şifa Sağlık', { phone: '04542161028' })];
  const agreement = compareRosters(published, other, { checkedAgainst: 'e-devlet', checkedAt });
  expect(agreement).toEqual({
    checkedAgainst: 'e-devlet',
    same: 2,
    total: 2,
    otherTotal: 2,
    missingFromOther: [],
    onlyInOther: [],
    checkedAt: '2026-11-27T05:41:00.000Z',
    disagrees: false,
  });
});

test('a name in two districts is two pharmacies', () => {
  const agreement = compareRosters(
    [record('Hayat', { district: 'Merkez' })],
    [record('Hayat', { district: 'Espiye' })],
    {
      checkedAgainst: 'x',
      checkedAt,
    },
  );
  expect(agreement.same).toBe(0);
});

test('a check source lacking 3 of 14 pharmacies is a disagreement that names them', () => {
  const published = Array.from({ length: 14 }, (_, i) => record(`Eczane ${i}`, { phone: `0454 000 10 ${10 + i}` }));
  const agreement = compareRosters(published, published.slice(0, 11), { checkedAgainst: 'e-devlet', checkedAt });
  expect(agreement).toMatchObject({ same: 11, total: 14, otherTotal: 11, disagrees: true });
  expect(agreement.missingFromOther).toEqual(['Eczane 11', 'Eczane 12', 'Eczane 13']);
});

test('one pharmacy off in fourteen is within the threshold; two in four is not', () => {
  expect(isDisagreement({ total: 14, missingFromOther: ['a'], onlyInOther: [] })).toBe(false);
  expect(isDisagreement({ total: 4, missingFromOther: ['a'], onlyInOther: ['b'] })).toBe(true);
});

test('a missing position and note are taken from the same pharmacy in the other list, nothing is added', () => {
  const published = [record('Şifa', { phone: '04540001028' }), record('Umut', { latitude: 40.9, longitude: 38.4 })];
  const other = [
    record('ŞİFA ECZANESİ', { latitude: 40.91, longitude: 38.39, note: 'Hastane karşısı' }),
    record('Umut', { latitude: 1, longitude: 1 }),
    record('Yalnız Burada'),
  ];
  const filled = fillFromOther(published, other);
  expect(filled).toHaveLength(2);
  expect(filled[0]).toMatchObject({ name: 'Şifa', latitude: 40.91, longitude: 38.39, note: 'Hastane karşısı' });
  expect(filled[1]).toMatchObject({ latitude: 40.9, longitude: 38.4 });
});

test('what two other lists agree on and the published list lacks is counted', () => {
  const all = Array.from({ length: 6 }, (_, i) => record(`E${i}`));
  expect(countAgreedMissing(all.slice(0, 2), all, all.slice(0, 5))).toEqual({ agreed: 5, missing: 3 });
});
