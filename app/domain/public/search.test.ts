import { expect, test } from 'vitest';
import { PROVINCES, listDistricts } from '#app/domain/geo/geo.server.ts';
import type { SearchSuggestion } from '#app/domain/public/public-page.ts';
import { listSuggestions } from '#app/domain/public/search.ts';

const entry = (display: string, type: 'province' | 'district'): SearchSuggestion => ({
  display,
  name: display,
  value: display,
  type,
  href: '/',
});
const small = [
  entry('İstanbul', 'province'),
  entry('İzmir', 'province'),
  entry('Kadıköy (İstanbul)', 'district'),
  ...Array.from({ length: 12 }, (_, i) => entry(`Merkez ${i} (Bir İl)`, 'district')),
];

/** The index the search box loads (`/arama-dizini.json`): 81 provinces, then their 973 districts. */
const index: SearchSuggestion[] = [
  ...PROVINCES.map((p): SearchSuggestion => ({
    display: p.name,
    name: p.name,
    value: p.slug,
    type: 'province',
    plateCode: p.plate,
    href: `/${p.slug}`,
  })),
  ...PROVINCES.flatMap((p) =>
    listDistricts(p.slug).map((d): SearchSuggestion => ({
      display: `${d.name} (${p.name})`,
      name: d.name,
      value: d.slug,
      type: 'district',
      provinceName: p.name,
      href: `/${p.slug}/${d.slug}`,
    })),
  ),
];
const shown = (query: string) => listSuggestions(index, query).map((s) => s.display);

test('matching ignores Turkish case and dotted letters', () => {
  expect(listSuggestions(small, 'istan').map((s) => s.display)).toEqual(['İstanbul', 'Kadıköy (İstanbul)']);
  expect(listSuggestions(small, 'KADIKÖY').map((s) => s.display)).toEqual(['Kadıköy (İstanbul)']);
  expect(listSuggestions(small, 'kadikoy').map((s) => s.display)).toEqual(['Kadıköy (İstanbul)']);
});

test('at most 8 suggestions, none for blank input', () => {
  expect(listSuggestions(small, 'merkez')).toHaveLength(8);
  expect(listSuggestions(small, '   ')).toEqual([]);
});

test('names that start with the text come first, provinces before districts, then names with it inside', () => {
  // "i" starts İstanbul and İzmir as typed; Iğdır and Isparta only once folded (ı, I).
  expect(shown('i').slice(0, 4)).toEqual(['İstanbul', 'İzmir', 'Iğdır', 'Isparta']);
  expect(shown('i')[4]).toMatch(/^İ.* \(.+\)$/);
  const kad = shown('kad');
  expect(kad[0]).toBe('Kadıköy (İstanbul)');
  expect(kad.indexOf('Kadıköy (İstanbul)')).toBeLessThan(kad.indexOf('Dulkadiroğlu (Kahramanmaraş)'));
  expect(shown('ant').slice(0, 2)).toEqual(['Antalya', 'Gaziantep']);
  expect(shown('ist')[0]).toBe('İstanbul');
});

test('a province and a district in either order, among filler words, put that district first', () => {
  for (const query of [
    'istanbul kadıköy',
    'kadıköy istanbul',
    'Kadıköy, İstanbul',
    'kadikoy nobetci eczane',
    "İstanbul'da Kadıköy nöbetçi eczaneleri",
  ]) {
    expect(shown(query)[0], query).toBe('Kadıköy (İstanbul)');
  }
  // The rest of the text is looked for among the named province's districts.
  expect(shown('istanbul kad')).toEqual(['Kadıköy (İstanbul)']);
  expect(shown('bursa yenişehir')).toEqual(['Yenişehir (Bursa)']);
});

test('former and colloquial names are suggested as today’s', () => {
  expect(shown('antep')[0]).toBe('Gaziantep');
  expect(shown('Urfa')[0]).toBe('Şanlıurfa');
  expect(shown('K.Maraş')[0]).toBe('Kahramanmaraş');
  expect(shown('içel')[0]).toBe('Mersin');
  expect(shown('eyüp')[0]).toBe('Eyüpsultan (İstanbul)');
  expect(shown('istanbul eyup')).toEqual(['Eyüpsultan (İstanbul)']);
  expect(shown('kazan')[0]).toBe('Kahramankazan (Ankara)');
  // A former name counts from three letters: "i" does not bring Mersin (İçel).
  expect(shown('i')).not.toContain('Mersin');
});
