import { expect, test } from 'vitest';
import { distanceKm } from '#app/domain/geo/geo-distance.ts';
import { countIndexedPharmacies, findNearestPharmacies } from '#app/domain/geo/nearest.ts';
import { buildSnapshot, type RawRosterRow } from '#app/domain/roster/snapshot.ts';

// 12:00 in Istanbul on 22 November 2026 (duty date 2026-11-22), and 01:00 that night (still the 22nd's duty).
const NOON = new Date('2026-11-22T09:00:00Z');
const ONE_AM = new Date('2026-11-22T22:00:00Z');

let nextId = 1;
type RowInput = Partial<RawRosterRow> & Pick<RawRosterRow, 'name' | 'provinceSlug'> & { at?: [number, number] | null };

function row({ at, ...input }: RowInput): RawRosterRow {
  const provinceName = { istanbul: 'İstanbul', kocaeli: 'Kocaeli', giresun: 'Giresun' }[input.provinceSlug] ?? '?';
  return {
    provinceName,
    dutyDate: '2026-11-22',
    source: 'import',
    fetchedAt: new Date('2026-11-22T06:00:00Z'),
    pharmacyId: nextId++,
    address: `${input.name} Sokak 1`,
    phone: '02160000000',
    neighbourhood: null,
    latitude: at ? at[0] : null,
    longitude: at ? at[1] : null,
    districtName: null,
    districtSlug: null,
    dutyHours: null,
    note: null,
    ...input,
  };
}

const kadikoy = { provinceSlug: 'istanbul', districtName: 'Kadıköy', districtSlug: 'kadikoy' };
const tuzla = { provinceSlug: 'istanbul', districtName: 'Tuzla', districtSlug: 'tuzla' };

const ROWS: RawRosterRow[] = [
  row({ name: 'Moda Eczanesi', ...kadikoy, at: [40.9842, 29.0302] }),
  row({ name: 'Bahariye Eczanesi', ...kadikoy, at: [40.9877, 29.0335] }),
  row({ name: 'Göztepe Eczanesi', ...kadikoy, at: [40.9772, 29.0617] }),
  row({
    name: 'Üsküdar Eczanesi',
    provinceSlug: 'istanbul',
    districtName: 'Üsküdar',
    districtSlug: 'uskudar',
    at: [41.0237, 29.0151],
  }),
  row({
    name: 'Ataşehir Eczanesi',
    provinceSlug: 'istanbul',
    districtName: 'Ataşehir',
    districtSlug: 'atasehir',
    at: [40.9923, 29.1244],
  }),
  row({ name: 'Aydınlı Eczanesi', ...tuzla, at: [40.8452, 29.3391] }),
  row({ name: 'Tuzla Çarşı Eczanesi', ...tuzla, at: [40.826, 29.3215] }),
  row({
    name: 'Gebze Merkez Eczanesi',
    provinceSlug: 'kocaeli',
    districtName: 'Gebze',
    districtSlug: 'gebze',
    at: [40.8027, 29.4307],
  }),
  row({
    name: 'Darıca Eczanesi',
    provinceSlug: 'kocaeli',
    districtName: 'Darıca',
    districtSlug: 'darica',
    at: [40.7695, 29.3753],
  }),
  row({
    name: 'İzmit Eczanesi',
    provinceSlug: 'kocaeli',
    districtName: 'İzmit',
    districtSlug: 'izmit',
    at: [40.7654, 29.9408],
  }),
  row({
    name: 'Giresun Eczanesi',
    provinceSlug: 'giresun',
    districtName: 'Merkez',
    districtSlug: 'merkez',
    at: [40.9128, 38.3895],
  }),
];

const snapshot = buildSnapshot(ROWS, 1, NOON, '2026-11-22');

test('a point in Kadıköy lists Kadıköy’s pharmacies first, nearest first, each open now', () => {
  const point = { lat: 40.9856, lng: 29.0387 };
  const found = findNearestPharmacies(snapshot, point, { now: NOON, limit: 5 });
  expect(found.map((f) => f.pharmacy.name)).toEqual([
    'Bahariye Eczanesi',
    'Moda Eczanesi',
    'Göztepe Eczanesi',
    'Üsküdar Eczanesi',
    'Ataşehir Eczanesi',
  ]);
  const distances = found.map((f) => f.distanceKm);
  expect(distances).toEqual([...distances].sort((a, b) => a - b));
  expect(distances[0]).toBeCloseTo(distanceKm(point, { lat: 40.9877, lng: 29.0335 }), 2);
  expect(found.every((f) => f.status.kind === 'open' && f.status.label === 'Şu an açık')).toBe(true);
});

test('a point in Gebze near the İstanbul border lists Tuzla’s pharmacies before farther Kocaeli ones', () => {
  const found = findNearestPharmacies(snapshot, { lat: 40.8419, lng: 29.3781 }, { now: NOON, limit: 4 });
  expect(found.map((f) => `${f.pharmacy.name} (${f.provinceSlug})`)).toEqual([
    'Aydınlı Eczanesi (istanbul)',
    'Tuzla Çarşı Eczanesi (istanbul)',
    'Gebze Merkez Eczanesi (kocaeli)',
    'Darıca Eczanesi (kocaeli)',
  ]);
  const distances = found.map((f) => f.distanceKm);
  expect(distances).toEqual([...distances].sort((a, b) => a - b));
  // İzmit is 49 km away: outside a 20 km radius, inside the default 50 km one.
  expect(findNearestPharmacies(snapshot, { lat: 40.8419, lng: 29.3781 }, { now: NOON, radiusKm: 20 })).toHaveLength(4);
});

test('at 01:00 a pharmacy whose note says "Gece 23:59\'a kadar" is not shown as open, and ranks after open ones', () => {
  const rows = [
    row({ name: 'Gece Kapanan Eczanesi', ...kadikoy, at: [40.9856, 29.0388], note: "Gece 23:59'a kadar" }),
    row({ name: 'Sabaha Kadar Eczanesi', ...kadikoy, at: [40.9772, 29.0617] }),
    row({ name: 'Saatli Eczanesi', ...kadikoy, at: [40.9842, 29.0302], dutyHours: "Gece 02:00'ye kadar" }),
  ];
  const night = buildSnapshot(rows, 2, ONE_AM, '2026-11-22');
  const found = findNearestPharmacies(night, { lat: 40.9856, lng: 29.0387 }, { now: ONE_AM });
  expect(found.map((f) => [f.pharmacy.name, f.status.kind, f.status.label])).toEqual([
    ['Saatli Eczanesi', 'open-until', 'Açık, kapanış 02:00'],
    ['Sabaha Kadar Eczanesi', 'open', 'Şu an açık'],
    ['Gece Kapanan Eczanesi', 'on-call', 'İcap nöbeti: önce arayın'],
  ]);
  expect(found[2]?.status.detail).toBe('Kapanış saati (23:59) geçti: kapı kapalı olabilir, gitmeden önce arayın.');
  // At noon the same pharmacy is open until its limit.
  const noon = findNearestPharmacies(
    buildSnapshot(rows, 3, NOON, '2026-11-22'),
    { lat: 40.9856, lng: 29.0387 },
    { now: NOON },
  );
  expect(noon[0]?.pharmacy.name).toBe('Gece Kapanan Eczanesi');
  expect(noon[0]?.status).toMatchObject({ kind: 'open-until', until: '23:59' });
});

test('a province whose list is not current ranks after open ones and says why', () => {
  const rows = [
    row({
      name: 'Eski Liste Eczanesi',
      provinceSlug: 'kocaeli',
      districtSlug: 'darica',
      dutyDate: '2026-11-20',
      at: [40.77, 29.38],
    }),
    row({ name: 'Güncel Eczanesi', ...tuzla, at: [40.8162, 29.3008] }),
  ];
  const found = findNearestPharmacies(
    buildSnapshot(rows, 4, NOON, '2026-11-22'),
    { lat: 40.7695, lng: 29.3753 },
    { now: NOON },
  );
  expect(found.map((f) => [f.pharmacy.name, f.status.kind])).toEqual([
    ['Güncel Eczanesi', 'open'],
    ['Eski Liste Eczanesi', 'unknown'],
  ]);
  expect(found[1]?.status.detail).toMatch(
    /^Bu ilin bugünkü nöbet listesi henüz yok; bu eczane 20 Kasım 2026 Cuma listesinden/,
  );
});

test('a pharmacy without coordinates is measured to its district centre, and says so; without either it is left out', () => {
  const rows = [
    row({ name: 'Koordinatsız Eczanesi', ...kadikoy, at: null }),
    row({ name: 'İlçesiz Eczanesi', provinceSlug: 'istanbul', at: null }),
  ];
  const built = buildSnapshot(rows, 5, NOON, '2026-11-22');
  expect(countIndexedPharmacies(built, NOON)).toBe(1);
  const [found] = findNearestPharmacies(built, { lat: 40.99, lng: 29.03 }, { now: NOON });
  expect(found).toMatchObject({ distanceIsApproximate: true, pharmacy: { name: 'Koordinatsız Eczanesi' } });
  expect(found?.distanceKm).toBeCloseTo(distanceKm({ lat: 40.99, lng: 29.03 }, { lat: 40.9836, lng: 29.058 }), 2);
});

test('the index follows the snapshot and the rosters in force: a new snapshot or the next duty date is seen at once', () => {
  const point = { lat: 40.9856, lng: 29.0387 };
  const first = buildSnapshot([row({ name: 'Bir Eczanesi', ...kadikoy, at: [40.985, 29.04] })], 6, NOON, '2026-11-22');
  expect(findNearestPharmacies(first, point, { now: NOON }).map((f) => f.pharmacy.name)).toEqual(['Bir Eczanesi']);
  const second = buildSnapshot(
    [
      row({ name: 'Bir Eczanesi', ...kadikoy, at: [40.985, 29.04] }),
      row({ name: 'Ertesi Gün Eczanesi', ...kadikoy, dutyDate: '2026-11-23', at: [40.985, 29.04] }),
    ],
    7,
    NOON,
    '2026-11-22',
  );
  expect(findNearestPharmacies(second, point, { now: NOON }).map((f) => f.pharmacy.name)).toEqual(['Bir Eczanesi']);
  // 23 November 09:00 in Istanbul: past the 08:30 rotation, the 23rd's roster is in force.
  const nextMorning = new Date('2026-11-23T06:00:00Z');
  expect(findNearestPharmacies(second, point, { now: nextMorning }).map((f) => f.pharmacy.name)).toEqual([
    'Ertesi Gün Eczanesi',
  ]);
  expect(findNearestPharmacies(first, point, { now: NOON, limit: 0 })).toEqual([]);
  expect(findNearestPharmacies(buildSnapshot([], 8, NOON, '2026-11-22'), point, { now: NOON })).toEqual([]);
});

test('limit and radius bound the answer', () => {
  const point = { lat: 40.9856, lng: 29.0387 };
  expect(findNearestPharmacies(snapshot, point, { now: NOON, limit: 2 })).toHaveLength(2);
  expect(findNearestPharmacies(snapshot, point, { now: NOON, radiusKm: 1 }).map((f) => f.pharmacy.name)).toEqual([
    'Bahariye Eczanesi',
    'Moda Eczanesi',
  ]);
  // Giresun is 800 km away: never within the default radius.
  expect(
    findNearestPharmacies(snapshot, point, { now: NOON, limit: 50 }).some((f) => f.provinceSlug === 'giresun'),
  ).toBe(false);
});
