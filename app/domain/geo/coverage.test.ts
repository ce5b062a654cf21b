import { expect, test } from 'vitest';
import { COVERAGE_LOCATIVE, DISTRICT_COUNT, PROVINCE_COUNT } from '#app/domain/geo/coverage.ts';
import { PROVINCES, TOTAL_DISTRICTS, listDistricts } from '#app/domain/geo/geo.server.ts';

test('the coverage numbers shown on the pages are the reference data’s province and district counts', () => {
  expect(PROVINCE_COUNT).toBe(PROVINCES.length);
  expect(DISTRICT_COUNT).toBe(PROVINCES.reduce((sum, province) => sum + listDistricts(province.slug).length, 0));
  expect(DISTRICT_COUNT).toBe(TOTAL_DISTRICTS);
});

test('the coverage sentence names both counts and no rounded claim', () => {
  expect(COVERAGE_LOCATIVE).toBe('81 ilinde ve 973 ilçesinde');
  expect(COVERAGE_LOCATIVE).not.toContain('+');
});
