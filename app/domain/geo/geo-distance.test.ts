import { expect, test } from 'vitest';
import {
  distanceKm,
  formatDistanceKm,
  getDistrictCentre,
  getProvinceCentre,
  rankByDistance,
} from '#app/domain/geo/geo-distance.ts';
import { getDistrict, listDistricts, PROVINCES } from '#app/domain/geo/geo.server.ts';

function between(provinceA: string, districtA: string, provinceB: string, districtB: string): number {
  for (const [province, district] of [
    [provinceA, districtA],
    [provinceB, districtB],
  ] as const) {
    expect(getDistrict(province, district)?.slug, `${province}/${district} is a district`).toBe(district);
  }
  const a = getDistrictCentre(provinceA, districtA);
  const b = getDistrictCentre(provinceB, districtB);
  if (!a || !b) throw new Error(`No centre for ${provinceA}/${districtA} or ${provinceB}/${districtB}`);
  return distanceKm(a, b);
}

test('a point is 0 km from itself and distances are symmetric', () => {
  const kadikoy = { lat: 40.9836, lng: 29.058 };
  const cankaya = { lat: 39.9, lng: 32.85 };
  expect(distanceKm(kadikoy, kadikoy)).toBe(0);
  expect(distanceKm(kadikoy, cankaya)).toBeCloseTo(distanceKm(cankaya, kadikoy), 9);
});

test('one degree of latitude is about 111.2 km', () => {
  expect(distanceKm({ lat: 40, lng: 30 }, { lat: 41, lng: 30 })).toBeCloseTo(111.2, 1);
});

test('İstanbul Kadıköy–Beşiktaş is under 15 km', () => {
  expect(between('istanbul', 'kadikoy', 'istanbul', 'besiktas')).toBeLessThan(15);
});

test('İzmir Konak–Karşıyaka is under 15 km', () => {
  expect(between('izmir', 'konak', 'izmir', 'karsiyaka')).toBeLessThan(15);
});

test('Giresun Bulancak–Keşap, either side of the city, is between 15 and 35 km', () => {
  const km = between('giresun', 'bulancak', 'giresun', 'kesap');
  expect(km).toBeGreaterThan(15);
  expect(km).toBeLessThan(35);
});

test('Ankara Çankaya–İstanbul Kadıköy is between 300 and 400 km', () => {
  const km = between('ankara', 'cankaya', 'istanbul', 'kadikoy');
  expect(km).toBeGreaterThan(300);
  expect(km).toBeLessThan(400);
});

test('Van İpekyolu–Edirne Uzunköprü is over 1,200 km', () => {
  expect(between('van', 'ipekyolu', 'edirne', 'uzunkopru')).toBeGreaterThan(1200);
});

test('a district the pharmacy dump never saw is placed at its GeoNames seat; an unknown slug at the province’s centre', () => {
  // The dump has no records for Giresun's central district: its seat is the town of Giresun.
  const merkez = getDistrictCentre('giresun', 'merkez');
  expect(merkez).toMatchObject({ exact: true });
  expect(distanceKm(merkez!, { lat: 40.9128, lng: 38.3895 })).toBeLessThan(3);
  expect(getDistrictCentre('giresun', 'bulancak')).toMatchObject({ exact: true });
  const province = getProvinceCentre('giresun');
  expect(province).not.toBeNull();
  expect(getDistrictCentre('giresun', 'no-such-district')).toEqual({ ...province, exact: false });
});

test('every one of the 973 districts has a centre of its own', () => {
  const without = PROVINCES.flatMap((p) =>
    listDistricts(p.slug)
      .filter((d) => !getDistrictCentre(p.slug, d.slug)?.exact)
      .map((d) => `${p.slug}/${d.slug}`),
  );
  expect(without).toEqual([]);
});

test('an unknown province has no centre', () => {
  expect(getProvinceCentre('atlantis')).toBeNull();
  expect(getDistrictCentre('atlantis', 'merkez')).toBeNull();
  expect(getProvinceCentre('__proto__')).toBeNull();
  expect(getDistrictCentre('istanbul', 'constructor')).toMatchObject({ exact: false });
});

test('the province centre is the mean of its district centres and lies in the province', () => {
  const istanbul = getProvinceCentre('istanbul');
  expect(istanbul).not.toBeNull();
  expect(istanbul!.lat).toBeGreaterThan(40.8);
  expect(istanbul!.lat).toBeLessThan(41.3);
  expect(istanbul!.lng).toBeGreaterThan(28.5);
  expect(istanbul!.lng).toBeLessThan(29.4);
});

test('formatDistanceKm writes one decimal with a comma under 10 km', () => {
  expect(formatDistanceKm(4.2)).toBe('4,2 km');
  expect(formatDistanceKm(0.84)).toBe('0,8 km');
  expect(formatDistanceKm(9.94)).toBe('9,9 km');
});

test('formatDistanceKm writes whole kilometres from 10 km, with a dot between thousands', () => {
  expect(formatDistanceKm(9.96)).toBe('10 km');
  expect(formatDistanceKm(37.4)).toBe('37 km');
  expect(formatDistanceKm(1452.3)).toBe('1.452 km');
});

test('formatDistanceKm writes what Intl.NumberFormat writes in Turkish', () => {
  const oneDecimal = new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const wholeNumber = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 0 });
  const intl = (km: number) => {
    const tenths = Math.round(km * 10) / 10;
    if (tenths === 0) return '0 km';
    return tenths < 10 ? `${oneDecimal.format(tenths)} km` : `${wholeNumber.format(km)} km`;
  };
  const distances = [0.05, 0.95, 9.95, 9.949, 10.5, 99.5, 999.5, 1000, 12_345.6];
  for (let i = 0; i < 5000; i++) distances.push(i * 0.137, i * 1.37);
  for (const km of distances) expect(formatDistanceKm(km), String(km)).toBe(intl(km));
});

test('formatDistanceKm writes "0 km" for nothing and rejects non-distances', () => {
  expect(formatDistanceKm(0)).toBe('0 km');
  expect(formatDistanceKm(0.04)).toBe('0 km');
  expect(() => formatDistanceKm(-1)).toThrow(RangeError);
  expect(() => formatDistanceKm(Number.NaN)).toThrow(RangeError);
});

test('rankByDistance puts Üsküdar and Ataşehir before Silivri and Çatalca from Kadıköy', () => {
  const others = listDistricts('istanbul').filter((d) => d.slug !== 'kadikoy');
  const ranked = rankByDistance('istanbul', 'kadikoy', others);
  const order = ranked.map((d) => d.slug);
  expect(ranked).toHaveLength(others.length);
  expect(order.slice(0, 2)).toEqual(['uskudar', 'atasehir']);
  for (const near of ['uskudar', 'atasehir']) {
    for (const far of ['silivri', 'catalca']) expect(order.indexOf(near)).toBeLessThan(order.indexOf(far));
  }
});

test('rankByDistance sorts by distance and keeps the candidates’ own fields', () => {
  const ranked = rankByDistance('istanbul', 'kadikoy', listDistricts('istanbul'));
  expect(ranked[0]).toMatchObject({ slug: 'kadikoy', name: 'Kadıköy', distanceKm: 0, distanceIsEstimate: false });
  const exact = ranked.filter((d) => !d.distanceIsEstimate);
  const distances = exact.map((d) => d.distanceKm ?? Number.NaN);
  expect(distances).toEqual([...distances].sort((a, b) => a - b));
});

test('rankByDistance ranks candidates without a centre last, with an estimated distance', () => {
  // Every real district has a centre now; a slug no table knows stands for one without.
  const ranked = rankByDistance('istanbul', 'kadikoy', [
    { slug: 'yeni-ilce', name: 'Yeni İlçe' },
    { slug: 'catalca', name: 'Çatalca' },
    { slug: 'uskudar', name: 'Üsküdar' },
  ]);
  expect(ranked.map((d) => d.slug)).toEqual(['uskudar', 'catalca', 'yeni-ilce']);
  expect(ranked[2]).toMatchObject({ distanceIsEstimate: true });
  expect(ranked[2]!.distanceKm).toEqual(expect.any(Number));
});

test('rankByDistance breaks ties by Turkish name order', () => {
  // Three slugs without centres are all measured to the province's centre.
  const ranked = rankByDistance('istanbul', 'kadikoy', [
    { slug: 'sile-koyu', name: 'Şile Köyü' },
    { slug: 'silivri-koyu', name: 'Silivri Köyü' },
    { slug: 'esen-koyu', name: 'Esen Köyü' },
  ]);
  expect(ranked.map((d) => d.name)).toEqual(['Esen Köyü', 'Silivri Köyü', 'Şile Köyü']);
});

test('rankByDistance keeps the input order with null distances where there are no coordinates', () => {
  const candidates = [{ slug: 'b' }, { slug: 'a' }];
  expect(rankByDistance('atlantis', 'a', candidates)).toEqual([
    { slug: 'b', distanceKm: null, distanceIsEstimate: false },
    { slug: 'a', distanceKm: null, distanceIsEstimate: false },
  ]);
});
