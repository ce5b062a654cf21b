import { expect, test } from 'vitest';
import { getNeighbourhoodIndex, neighbourhoodName, toNeighbourhoodLabel } from '#app/domain/geo/place-index.server.ts';
import { searchPlaces } from '#app/domain/geo/place-search.server.ts';
import { toMatchKey } from '#app/domain/text/turkish.ts';

type Options = Parameters<typeof searchPlaces>[1];

const noWeights: Options = { pharmacies: [], provinceWeight: () => 0 };
/** İstanbul has the most pharmacies on duty: its places come first within a score. */
const istanbulFirst: Options = { pharmacies: [], provinceWeight: (slug: string) => (slug === 'istanbul' ? 10 : 0) };
const placesOf = (text: string, options = noWeights) =>
  searchPlaces(text, options).places.map((p) => [p.label, p.context, p.score]);

test('a neighbourhood is found by its name and shown with its label, district and province', () => {
  expect(searchPlaces('bostanci', istanbulFirst).places[0]).toEqual({
    kind: 'neighbourhood',
    label: 'Bostancı Mahallesi',
    context: 'Kadıköy, İstanbul',
    provinceSlug: 'istanbul',
    districtSlug: 'kadikoy',
    score: 1,
  });
  // "Kumköy  Mah (kilyos Mah)" in the list: the village in brackets and the double space go.
  expect(placesOf('kumkoy', istanbulFirst)[0]).toEqual(['Kumköy Mahallesi', 'Sarıyer, İstanbul', 1]);
});

test('names that read alike are listed once per district, ties in the order of the list', () => {
  // Gölpazarı has "Bahçelievler Mah" and "Bahçelievler Mah (çımışkı Köyü)".
  expect(placesOf('bilecik bahçelievler')).toEqual([
    ['Bahçelievler Mahallesi', 'Gölpazarı, Bilecik', 1],
    ['Bahçelievler Mahallesi', 'Merkez, Bilecik', 1],
  ]);
  expect(placesOf('kumkoy').slice(0, 4)).toEqual([
    ['Kumköy Köyü', 'Eceabat, Çanakkale', 1],
    ['Kumköy Köyü', 'Pehlivanköy, Kırklareli', 1],
    ['Kumköy Mahallesi', 'Gönen, Balıkesir', 1],
    ['Kumköy Mahallesi', 'Sarıyer, İstanbul', 1],
  ]);
});

test('a query that every neighbourhood matches still lists the best eight, exact then prefixes', () => {
  expect(placesOf('mah', istanbulFirst)).toEqual([
    ['Mah', 'Mudurnu, Bolu', 0],
    ['Mahmut Şevket Paşa Mahallesi', 'Şişli, İstanbul', 1],
    ['Mahmutbey Mahallesi', 'Bağcılar, İstanbul', 1],
    ['Mahmutşevketpaşa Mahallesi', 'Beykoz, İstanbul', 1],
    ['Mahaller Mahallesi', 'Orhaneli, Bursa', 1],
    ['Mahbubeler Mahallesi', 'Bandırma, Balıkesir', 1],
    ['Mahdumlar Mahallesi', 'Taraklı, Sakarya', 1],
    ['Mahfesığmaz Mahallesi', 'Çukurova, Adana', 1],
  ]);
});

test('a typo is forgiven in a long name too', () => {
  expect(placesOf('Dibektaşı-eseler-kaneller-mustanlar-yayla Evlri Mahallesi')).toEqual([
    ['Dibektaşı-eseler-kaneller-mustanlar-yayla Evleri Mahallesi', 'Mudurnu, Bolu', 4],
  ]);
  expect(placesOf('bahcelievlr', istanbulFirst).slice(0, 2)).toEqual([
    ['Bahçelievler Mahallesi', 'Bahçelievler, İstanbul', 4],
    ['Bahçelievler Mahallesi', 'Büyükçekmece, İstanbul', 4],
  ]);
});

test('every neighbourhood of the list is searched by the match key of its label', () => {
  const { keys, starts, districts } = getNeighbourhoodIndex();
  expect(starts.length - 1).toBeGreaterThan(70_000);
  const wrong: string[] = [];
  for (const span of districts) {
    for (let entry = span.first; entry < span.first + span.names.length; entry++) {
      const raw = neighbourhoodName(span, entry);
      const key = keys.slice(starts[entry], starts[entry + 1]! - 1);
      if (key !== toMatchKey(toNeighbourhoodLabel(raw))) wrong.push(`${raw} → ${key}`);
    }
  }
  expect(wrong).toEqual([]);
});

test('a neighbourhood is labelled as the list names it, "Mah" written out and a village in brackets left off', () => {
  const labels = [
    'Merkez Mah',
    'Merkez MAH.',
    'Kumköy  Mah (kilyos Mah)',
    ' Bostancı Mah ',
    'Çamlık Mah (çamlık Köyü)',
  ];
  expect(labels.map(toNeighbourhoodLabel)).toEqual([
    'Merkez Mahallesi',
    'Merkez Mahallesi',
    'Kumköy Mahallesi',
    'Bostancı Mahallesi',
    'Çamlık Mahallesi',
  ]);
  expect(['Mah', 'Yeni Mahallesi', 'Hacı Ahmet Köyü', 'Ilıcamah'].map(toNeighbourhoodLabel)).toEqual([
    'Mah',
    'Yeni Mahallesi',
    'Hacı Ahmet Köyü',
    'Ilıcamah',
  ]);
});

test('random letters find nothing, and a random word near a name finds it as a typo', () => {
  expect(searchPlaces('zqxwvjkq', istanbulFirst)).toEqual({ provinces: [], districts: [], places: [], pharmacies: [] });
  expect(placesOf('bostnci', istanbulFirst)[0]).toEqual(['Bostancı Mahallesi', 'Kadıköy, İstanbul', 4]);
});
