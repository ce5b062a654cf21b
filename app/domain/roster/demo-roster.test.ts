import { expect, test } from 'vitest';
import {
  isTooFewToReplaceDemo,
  listDemoDistricts,
  toDemoRoster,
  type DemoProvince,
} from '#app/domain/roster/demo-roster.ts';
import { PROVINCES, listDistricts } from '#app/domain/geo/geo.server.ts';
import { distanceKm, getDistrictCentre } from '#app/domain/geo/geo-distance.ts';
import { toSlug } from '#app/domain/text/turkish.ts';

const demoProvince = (slug: string): DemoProvince => {
  const province = PROVINCES.find((p) => p.slug === slug)!;
  return { name: province.name, plate: province.plate, districts: listDistricts(slug).map((d) => d.name) };
};

test('the README’s examples have demo pharmacies on any date: Kadıköy, Giresun Merkez, Bulancak', () => {
  for (const date of ['2026-11-22', '2027-02-28', '2031-07-14']) {
    const istanbul = toDemoRoster(demoProvince('istanbul'), date);
    expect(istanbul.filter((r) => r.district === 'Kadıköy').length).toBeGreaterThan(0);
    const giresun = toDemoRoster(demoProvince('giresun'), date);
    expect(giresun.filter((r) => r.district === 'Merkez').length).toBeGreaterThan(0);
    expect(giresun.filter((r) => r.district === 'Bulancak').length).toBeGreaterThan(0);
  }
});

test('demo rosters cover about nine districts in ten, the same ones every day, like real rosters', () => {
  let covered = 0;
  let total = 0;
  for (const province of PROVINCES) {
    const demo = demoProvince(province.slug);
    const districts = listDemoDistricts(demo);
    covered += districts.length;
    total += demo.districts.length;
    const a = new Set(toDemoRoster(demo, '2026-11-22').map((r) => r.district));
    const b = new Set(toDemoRoster(demo, '2026-11-23').map((r) => r.district));
    expect([...a].sort()).toEqual([...districts].sort());
    expect([...b].sort()).toEqual([...districts].sort());
  }
  expect(total).toBe(973);
  expect(covered / total).toBeGreaterThan(0.85);
  expect(covered / total).toBeLessThan(0.95);
});

test('demo pharmacies are plainly fictional and cannot be dialled', () => {
  for (const record of toDemoRoster(demoProvince('istanbul'), '2026-11-22')) {
    expect(record.name).toMatch(/^Örnek .+ Eczanesi$/);
    expect(record.phone).toMatch(/^0 \(\d{3}\) 000 /);
    expect(record.address).toContain('Deneme Mah.');
  }
});

test('every demo pharmacy stands within 0.9 km of its district’s centre, on the same spot every day', () => {
  let total = 0;
  for (const province of PROVINCES) {
    const demo = demoProvince(province.slug);
    const today = toDemoRoster(demo, '2026-11-22');
    const spots = new Map(toDemoRoster(demo, '2026-11-23').map((r) => [`${r.district}/${r.name}`, r]));
    for (const record of today) {
      total++;
      const where = `${record.name} in ${record.district}, ${province.name}`;
      const centre = getDistrictCentre(province.slug, toSlug(record.district ?? ''));
      expect(centre?.exact, where).toBe(true);
      expect(record.latitude, where).not.toBeNull();
      const km = distanceKm({ lat: record.latitude!, lng: record.longitude! }, centre!);
      expect(km, where).toBeLessThanOrEqual(0.9);
      const tomorrow = spots.get(`${record.district}/${record.name}`);
      if (tomorrow) expect([tomorrow.latitude, tomorrow.longitude]).toEqual([record.latitude, record.longitude]);
    }
  }
  expect(total).toBeGreaterThan(800);
  // Districts the pharmacy dump never saw are placed at their GeoNames seat: Şile by the Black Sea, not by Kadıköy.
  const sile = toDemoRoster(demoProvince('istanbul'), '2026-11-22').find((r) => r.district === 'Şile');
  expect(sile).toBeDefined();
  expect(distanceKm({ lat: sile!.latitude!, lng: sile!.longitude! }, { lat: 41.1764, lng: 29.6128 })).toBeLessThan(3);
});

test('a first real list needs the admin’s word below 3 pharmacies, or below one for every four districts', () => {
  // Bayburt (3 districts), Giresun (16), İstanbul (39): the shortest list written without a question.
  const shortestAccepted = (districts: number) => {
    let count = 0;
    while (isTooFewToReplaceDemo(count, districts)) count++;
    return count;
  };
  expect(shortestAccepted(3)).toBe(3);
  expect(shortestAccepted(16)).toBe(4);
  expect(shortestAccepted(19)).toBe(5);
  expect(shortestAccepted(39)).toBe(10);
  // The demo roster itself, about one pharmacy per district, is never "too few" for its province.
  for (const province of PROVINCES) {
    const demo = toDemoRoster(demoProvince(province.slug), '2026-11-22');
    expect(isTooFewToReplaceDemo(demo.length, listDistricts(province.slug).length), province.name).toBe(false);
  }
});
