import { expect, test } from 'vitest';
import { requireProvinceBySlug } from '#app/domain/geo/geo.server.ts';
import { suggestDistrict, suggestPlace, suggestProvince } from '#app/domain/geo/place-suggest.server.ts';

const istanbul = requireProvinceBySlug('istanbul');
const named = (place: ReturnType<typeof suggestPlace>) => place && [place.province.name, place.district?.name ?? null];

test('a small typo of a province or a district is taken for the one it nearly is', () => {
  expect(suggestProvince('istanbl')?.name).toBe('İstanbul');
  expect(suggestProvince('antalay')?.name).toBe('Antalya');
  expect(suggestProvince('antp')?.name).toBe('Gaziantep');
  expect(suggestDistrict(istanbul, 'kadikoyy')?.name).toBe('Kadıköy');
  expect(suggestDistrict(istanbul, 'uskdar')?.name).toBe('Üsküdar');
  expect(suggestDistrict(istanbul, 'eyupsultn')?.name).toBe('Eyüpsultan');
  expect(suggestDistrict(istanbul, 'eyp')?.name).toBeUndefined();
});

test('the start of exactly one name stands for it', () => {
  expect(suggestProvince('ista')?.name).toBe('İstanbul');
  expect(suggestDistrict(istanbul, 'kadik')?.name).toBe('Kadıköy');
  // Kadıköy, Kadınhanı, Kadirli, Kadışehri: no single answer.
  expect(suggestPlace('kad')).toBeNull();
});

test('one path segment is read as a province first, then as one province’s district', () => {
  expect(named(suggestPlace('istanbl'))).toEqual(['İstanbul', null]);
  expect(named(suggestPlace('kadikoyy'))).toEqual(['İstanbul', 'Kadıköy']);
  expect(named(suggestPlace('eyupsultn'))).toEqual(['İstanbul', 'Eyüpsultan']);
  // Yenişehir is in Bursa, Diyarbakır and Mersin: its typo has no single answer.
  expect(suggestPlace('yenisehr')).toBeNull();
  expect(suggestPlace('atlantis')).toBeNull();
  // Too short to be a typo of anything.
  expect(suggestPlace('ka')).toBeNull();
});
