import { expect, test } from 'vitest';
import { PLACE_NAMES } from '#app/domain/geo/geo.server.ts';
import { parsePlaceQuery, toKeyVariants, toPlaceWords } from '#app/domain/geo/place-query.ts';

const parse = (text: string) => parsePlaceQuery(text, PLACE_NAMES);
const kadikoy = { provinceSlug: 'istanbul', districtSlug: 'kadikoy' };

test('a province and a district are read in either order, with or without a comma', () => {
  for (const text of [
    'İstanbul Kadıköy',
    'Kadıköy İstanbul',
    'Kadıköy, İstanbul',
    'İstanbul, Kadıköy',
    'Kadıköy / İstanbul',
  ]) {
    expect(parse(text), text).toEqual(kadikoy);
  }
  expect(parse('Samsun 19 Mayıs')).toEqual({ provinceSlug: 'samsun', districtSlug: '19-mayis' });
  expect(parse('19 Mayıs Samsun')).toEqual({ provinceSlug: 'samsun', districtSlug: '19-mayis' });
  expect(parse('34 Kadıköy')).toEqual(kadikoy);
});

test('Turkish letters and case are folded: ASCII and capitals read the same', () => {
  for (const text of ['istanbul kadikoy', 'ISTANBUL KADIKOY', 'İSTANBUL KADIKÖY', 'Istanbul kadıköy']) {
    expect(parse(text), text).toEqual(kadikoy);
  }
  expect(parse('izmir karsiyaka')).toEqual({ provinceSlug: 'izmir', districtSlug: 'karsiyaka' });
});

test('words around the names are passed over: nöbetçi eczane, ilçesi, ili, and the locative', () => {
  for (const text of [
    'istanbul kadıköy nöbetçi eczane',
    'Kadıköy nöbetçi eczaneler',
    'nöbetçi eczane kadıköy istanbul',
    'İstanbul ili Kadıköy ilçesi',
    "Kadıköy'deki nöbetçi eczaneler",
    'Kadıköy’de açık eczane',
    'kadıköyde nöbetçi eczane',
    "İstanbul'da Kadıköy",
  ]) {
    expect(parse(text), text).toEqual(kadikoy);
  }
  expect(parse('Van’da nöbetçi eczane')).toEqual({ provinceSlug: 'van', districtSlug: null });
  expect(parse('vanda')).toEqual({ provinceSlug: 'van', districtSlug: null });
  expect(toPlaceWords("İstanbul'un Kadıköy ilçesindeki nöbetçi eczaneleri")).toEqual(['istanbul', 'kadikoy']);
  expect(toKeyVariants('kadikoyde')).toEqual(['kadikoyde', 'kadikoy']);
});

test('a province alone is the province; a district alone is its page only where one province has it', () => {
  expect(parse('İzmir nöbetçi eczane')).toEqual({ provinceSlug: 'izmir', districtSlug: null });
  expect(parse('Kadıköy')).toEqual(kadikoy);
  // Merkez is a district of 51 provinces, Yenişehir of three: which one is not guessed.
  expect(parse('Merkez')).toBeNull();
  expect(parse('Yenişehir')).toBeNull();
  expect(parse('Bursa Yenişehir')).toEqual({ provinceSlug: 'bursa', districtSlug: 'yenisehir' });
  expect(parse('Giresun merkez')).toEqual({ provinceSlug: 'giresun', districtSlug: 'merkez' });
});

test('former and colloquial names lead to today’s province or district', () => {
  const province = (slug: string) => ({ provinceSlug: slug, districtSlug: null });
  expect(parse('Antep')).toEqual(province('gaziantep'));
  expect(parse('Urfa')).toEqual(province('sanliurfa'));
  expect(parse('Maraş')).toEqual(province('kahramanmaras'));
  expect(parse('K.Maraş')).toEqual(province('kahramanmaras'));
  expect(parse('K. Maraş Onikişubat')).toEqual({ provinceSlug: 'kahramanmaras', districtSlug: 'onikisubat' });
  expect(parse('İçel')).toEqual(province('mersin'));
  expect(parse('afyon nöbetçi eczane')).toEqual(province('afyonkarahisar'));
  expect(parse('Eyüp')).toEqual({ provinceSlug: 'istanbul', districtSlug: 'eyupsultan' });
  expect(parse('istanbul eyup')).toEqual({ provinceSlug: 'istanbul', districtSlug: 'eyupsultan' });
  expect(parse('Ankara Kazan')).toEqual({ provinceSlug: 'ankara', districtSlug: 'kahramankazan' });
  // Adapazarı is Sakarya's district, not another name of the province.
  expect(parse('Adapazarı')).toEqual({ provinceSlug: 'sakarya', districtSlug: 'adapazari' });
});

test('anything else is not a place named exactly: a district of another province, two provinces, a neighbourhood', () => {
  expect(parse('Ankara Kadıköy')).toBeNull();
  expect(parse('İstanbul Ankara')).toBeNull();
  expect(parse('istanbul bostancı')).toBeNull();
  expect(parse('nöbetçi eczane')).toBeNull();
  expect(parse('   ')).toBeNull();
});
