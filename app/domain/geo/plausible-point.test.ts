import { expect, test } from 'vitest';
import { distanceKm, getDistrictCentre, getProvinceCentre } from '#app/domain/geo/geo-distance.ts';
import { toPlausiblePoint } from '#app/domain/geo/plausible-point.ts';

test('a pharmacy stands within 0.9 km of its district’s centre, the same point every time', () => {
  const point = toPlausiblePoint('istanbul', 'kadikoy', 'Örnek Papatya Eczanesi');
  expect(point).toEqual(toPlausiblePoint('istanbul', 'kadikoy', 'Örnek Papatya Eczanesi'));
  expect(distanceKm(point!, getDistrictCentre('istanbul', 'kadikoy')!)).toBeLessThanOrEqual(0.9);
  expect(point).not.toEqual(toPlausiblePoint('istanbul', 'kadikoy', 'Örnek Lale Eczanesi'));
  expect(point).not.toEqual(toPlausiblePoint('istanbul', 'uskudar', 'Örnek Papatya Eczanesi'));
});

test('for a district name without a centre there is no point, unless the province’s centre may stand in', () => {
  // Every real district has a centre; a name the source made up does not.
  expect(getDistrictCentre('kocaeli', 'gebze-koyu')?.exact).toBe(false);
  expect(toPlausiblePoint('kocaeli', 'gebze-koyu', 'Örnek Lale Eczanesi')).toBeNull();
  const point = toPlausiblePoint('kocaeli', 'gebze-koyu', 'Örnek Lale Eczanesi', { provinceFallback: true });
  expect(distanceKm(point!, getProvinceCentre('kocaeli')!)).toBeLessThanOrEqual(3);
});

test('an unknown province has no point; points have at most 5 decimals', () => {
  expect(toPlausiblePoint('atlantis', 'merkez', 'x')).toBeNull();
  const point = toPlausiblePoint('giresun', 'bulancak', 'Örnek Gül Eczanesi')!;
  expect(Math.round(point.lat * 1e5) / 1e5).toBe(point.lat);
  expect(Math.round(point.lng * 1e5) / 1e5).toBe(point.lng);
});
