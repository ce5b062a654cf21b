import { expect, test } from 'vitest';
import type { SearchSuggestion } from '#app/domain/public/public-page.ts';
import { listSuggestions } from '#app/domain/public/search.ts';

const entry = (display: string, type: 'province' | 'district'): SearchSuggestion => ({
  display,
  name: display,
  value: display,
  type,
  href: '/',
});
const index = [
  entry('İstanbul', 'province'),
  entry('İzmir', 'province'),
  entry('Kadıköy (İstanbul)', 'district'),
  ...Array.from({ length: 12 }, (_, i) => entry(`Merkez ${i} (Bir İl)`, 'district')),
];

test('matching ignores Turkish case and dotted letters', () => {
  expect(listSuggestions(index, 'istan').map((s) => s.display)).toEqual(['İstanbul', 'Kadıköy (İstanbul)']);
  expect(listSuggestions(index, 'KADIKÖY').map((s) => s.display)).toEqual(['Kadıköy (İstanbul)']);
  expect(listSuggestions(index, 'kadikoy').map((s) => s.display)).toEqual(['Kadıköy (İstanbul)']);
});

test('at most 8 suggestions, none for blank input', () => {
  expect(listSuggestions(index, 'merkez')).toHaveLength(8);
  expect(listSuggestions(index, '   ')).toEqual([]);
});
