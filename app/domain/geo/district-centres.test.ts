import { expect, test } from 'vitest';
import { DISTRICT_CENTRES } from '#app/domain/geo/district-centres.ts';
import { listDistricts, PROVINCES } from '#app/domain/geo/geo.server.ts';

const entries = Object.entries(DISTRICT_CENTRES).flatMap(([province, districts]) =>
  Object.entries(districts).map(([district, [lat, lng]]) => ({ province, district, lat, lng })),
);

test('every centre lies inside Türkiye’s bounding box', () => {
  const outside = entries.filter(({ lat, lng }) => !(lat >= 35.8 && lat <= 42.2 && lng >= 25.6 && lng <= 44.9));
  expect(outside).toEqual([]);
});

test('every key is a real province slug and a district slug of that province', () => {
  const provinceSlugs = new Set(PROVINCES.map((p) => p.slug));
  expect(Object.keys(DISTRICT_CENTRES).filter((slug) => !provinceSlugs.has(slug))).toEqual([]);
  const strays = entries.filter(({ province, district }) => !listDistricts(province).some((d) => d.slug === district));
  expect(strays).toEqual([]);
});

test('centres have at most 4 decimals and keys are sorted', () => {
  for (const { lat, lng } of entries) {
    expect(Math.round(lat * 1e4) / 1e4).toBe(lat);
    expect(Math.round(lng * 1e4) / 1e4).toBe(lng);
  }
  const provinces = Object.keys(DISTRICT_CENTRES);
  expect(provinces).toEqual([...provinces].sort());
  for (const districts of Object.values(DISTRICT_CENTRES)) {
    expect(Object.keys(districts)).toEqual(Object.keys(districts).sort());
  }
});

// The source dump covers 888 of the 973 districts and only 746 of them have any
// pharmacy record, so about three districts in four get a centre of their own.
test('at least 730 of the 973 districts have a centre', () => {
  expect(entries.length).toBeGreaterThanOrEqual(730);
});

test('every one of the 81 provinces has at least one centre', () => {
  const without = PROVINCES.filter((p) => Object.keys(DISTRICT_CENTRES[p.slug] ?? {}).length === 0);
  expect(without.map((p) => p.slug)).toEqual([]);
});
