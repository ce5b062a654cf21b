import { afterAll, beforeAll, expect, test } from 'vitest';
import { findSearchRedirect, loadSearchResults } from '#app/routes/public/search-results.server.ts';
import { resolveSite } from '#app/domain/site/site.server.ts';
import { createLoadContext } from '#app/context.server.ts';
import { createTestServices } from '#tests/support/test-services.ts';

// 2026-11-22 12:00 in Istanbul: duty date 2026-11-22.
const clock = new Date('2026-11-22T09:00:00Z');
let services: Awaited<ReturnType<typeof createTestServices>>;
const url = new URL('http://localhost:3000/ara');

beforeAll(async () => {
  services = await createTestServices({ now: () => clock });
  const lines = [
    'Eczane Adı: Hayat | Konum: İstanbul | İlçe: Kadıköy | Telefon: 0216 000 00 01',
    'Eczane Adı: Bahariye | Konum: İstanbul | İlçe: Kadıköy | Telefon: 0216 000 00 02',
    'Eczane Adı: Barbaros | Konum: İstanbul | İlçe: Beşiktaş | Telefon: 0212 000 00 03',
    'Eczane Adı: Kale | Konum: Giresun | İlçe: Merkez | Telefon: 0454 000 00 04',
  ];
  const result = await services.importRosterText(lines.join('\n'), {
    dutyDate: '2026-11-22',
    source: 'import',
    fetchedAt: clock,
  });
  expect(result.success).toBe(true);
});
afterAll(async () => {
  await services?.dispose();
});

const site = resolveSite(url, null);
const search = (text: string) => loadSearchResults(text, site, services);

test('a province or a district that exists once goes straight to its page', () => {
  expect(findSearchRedirect('Giresun', site)).toBe('/giresun');
  expect(findSearchRedirect('afyon', site)).toBe('/afyonkarahisar');
  expect(findSearchRedirect('34', site)).toBe('/istanbul');
  expect(findSearchRedirect('KADIKÖY', site)).toBe('/istanbul/kadikoy');
  expect(findSearchRedirect('kadık', site)).toBe('/istanbul/kadikoy');
  // A name many provinces share, a neighbourhood or a typo is not guessed: a results page explains.
  expect(findSearchRedirect('Merkez', site)).toBeNull();
  expect(findSearchRedirect('Bostancı', site)).toBeNull();
  expect(findSearchRedirect('Bostnci', site)).toBeNull();
});

test('a province and a district in either order, among filler words, go straight to the district', () => {
  for (const text of [
    'istanbul kadıköy',
    'kadıköy istanbul',
    'kadikoy istanbul',
    'Kadıköy nöbetçi eczane',
    'İstanbul ili Kadıköy ilçesi',
    "Kadıköy'deki nöbetçi eczaneler",
    'istanbul kad',
  ]) {
    expect(findSearchRedirect(text, site), text).toBe('/istanbul/kadikoy');
  }
  expect(findSearchRedirect('İzmir nöbetçi eczaneler', site)).toBe('/izmir');
  expect(findSearchRedirect('antep', site)).toBe('/gaziantep');
  expect(findSearchRedirect('Eyüp', site)).toBe('/istanbul/eyupsultan');
  expect(findSearchRedirect('K.Maraş', site)).toBe('/kahramanmaras');
  expect(findSearchRedirect('Adapazarı', site)).toBe('/sakarya/adapazari');
  // A district of another province is no such place, and "… Eczanesi" is a pharmacy's own name:
  // the results page explains, or finds the pharmacy.
  expect(findSearchRedirect('Ankara Kadıköy', site)).toBeNull();
  expect(findSearchRedirect('Kadıköy Eczanesi', site)).toBeNull();
});

test('a province named with a neighbourhood narrows the results to that province', () => {
  const results = search('istanbul bostancı');
  expect(results.places.length).toBeGreaterThan(0);
  expect(results.places.every((p) => p.context?.endsWith(', İstanbul'))).toBe(true);
  expect(results.places[0]).toMatchObject({ label: 'Bostancı Mahallesi', href: '/istanbul/kadikoy', typo: false });
  // Filler words are passed over: a pharmacy is found by its own name.
  expect(search('hayat nöbetçi eczane').pharmacies[0]).toMatchObject({ label: 'Hayat Eczanesi' });
});

test('a typo of a neighbourhood finds it, Kadıköy’s before the villages of the same name', () => {
  const results = search('Bostnci');
  expect(results.places[0]).toEqual({
    label: 'Bostancı Mahallesi',
    context: 'Kadıköy, İstanbul',
    href: '/istanbul/kadikoy',
    typo: true,
  });
  expect(results.places.length).toBeGreaterThan(1);
});

test('a well-known quarter that is not a neighbourhood name leads to its district', () => {
  const results = search('moda');
  expect(results.places[0]).toMatchObject({ label: 'Moda', context: 'Kadıköy, İstanbul', href: '/istanbul/kadikoy' });
  expect(results.total).toBeGreaterThan(0);
});

test('a pharmacy name finds the pharmacy on duty, linked to its card on the district page', () => {
  const results = search('hayat');
  expect(results.pharmacies).toHaveLength(1);
  expect(results.pharmacies[0]).toMatchObject({ label: 'Hayat Eczanesi', context: 'Kadıköy, İstanbul', typo: false });
  expect(results.pharmacies[0]?.href).toMatch(/^\/istanbul\/kadikoy#eczane-\d+$/);
});

test('a district name many provinces share lists them all, with their provinces', () => {
  const results = search('merkez');
  expect(results.districts.length).toBe(8);
  expect(results.districts.every((d) => d.label === 'Merkez' && d.context)).toBe(true);
  // Giresun has pharmacies on duty in the data, so its Merkez comes first.
  expect(results.districts[0]).toMatchObject({ context: 'Giresun', href: '/giresun/merkez' });
});

test('a province typed with a typo and without Turkish letters is offered', () => {
  expect(search('istnbul').provinces[0]).toMatchObject({ label: 'İstanbul', href: '/istanbul', typo: true });
  expect(search('canakkal').provinces[0]).toMatchObject({ label: 'Çanakkale', typo: false });
});

test('nonsense finds nothing and says so, still offering the 81 provinces to pick from', () => {
  const results = search('xqzwvj');
  expect(results.total).toBe(0);
  expect(results.allProvinces).toHaveLength(81);
});

test('a results page is rendered on a later turn than its search: requests that came meanwhile are answered first', async () => {
  const { loader } = await import('#app/routes/public/search.tsx');
  const order: string[] = [];
  // Queued before the search starts: without a turn between the search and the page's rendering,
  // the loader's data would come first.
  setImmediate(() => order.push('a turn of the event loop'));
  const request = new Request('http://localhost:3000/ara?q=zqxwvjkq');
  const answered = loader({ request, context: createLoadContext(services), params: {} } as never).then((result) => {
    order.push('the search’s data');
    return result;
  });
  const result = await answered;
  expect(order).toEqual(['a turn of the event loop', 'the search’s data']);
  // Nothing matches: the results page says so with a 404.
  expect(result.init?.status).toBe(404);
});
