import { expect, test } from 'vitest';
import { getNeighbourhoodIndex, scoreKey, toKeyQuery } from '#app/domain/geo/place-index.server.ts';
import { scanNeighbourhoods } from '#app/domain/geo/place-scan.server.ts';
import { toMatchKey } from '#app/domain/text/turkish.ts';

/** What the scan must find: every neighbourhood's key scored on its own, in the index's order. */
function scoreEveryKey(text: string, within: string | null): [number, number][] {
  const { keys, starts, districts } = getNeighbourhoodIndex();
  const query = toKeyQuery(toMatchKey(text));
  const hits: [number, number][] = [];
  for (const span of districts) {
    if (within !== null && span.province.slug !== within) continue;
    for (let entry = span.first; entry < span.first + span.names.length; entry++) {
      const score = scoreKey(query, keys.slice(starts[entry], starts[entry + 1]! - 1));
      if (score !== null) hits.push([entry, score]);
    }
  }
  return hits;
}

function scan(text: string, within: string | null): [number, number][] {
  const hits: [number, number][] = [];
  scanNeighbourhoods(toKeyQuery(toMatchKey(text)), within, (_span, entry, score) => hits.push([entry, score]));
  return hits;
}

const QUERIES = [
  // Random letters, as a flood of searches sends them: mostly nothing, now and then a typo.
  'zqxwvjkq',
  'qwertyui',
  'kelarimo',
  'abcd',
  'ab',
  'x'.repeat(40),
  // Typos of one and two letters, in one word and in several.
  'bostnci',
  'bahcelievlr',
  'kzlay',
  'mahalesi',
  'caddebostn mahallesi',
  // Names whole, in part, inside words, across words, with digits.
  'bostanci',
  'mah',
  'koyu',
  'merkez',
  'ler mah',
  'i mah',
  'yeni mah',
  '19 mayis',
  'kumkoy',
  'ova',
];

test('the scan finds every neighbourhood that scoring each key finds, with the same score, in order', () => {
  for (const text of QUERIES) {
    expect(scan(text, null), text).toEqual(scoreEveryKey(text, null));
  }
}, 60_000);

test('within one province, the scan finds what scoring that province’s keys finds', () => {
  for (const text of ['bostnci', 'merkez', 'ler mah', 'zqxwvjkq']) {
    expect(scan(text, 'istanbul'), text).toEqual(scoreEveryKey(text, 'istanbul'));
  }
  expect(scan('bostanci', 'istanbul').length).toBeGreaterThan(0);
});
