import { toMatchKey } from '#app/domain/text/turkish.ts';

/**
 * Reads a search for a place the way people type one: a province and a district in either order,
 * with or without a comma, among words that name no place ("İstanbul Kadıköy", "kadikoy istanbul",
 * "Kadıköy'deki nöbetçi eczaneler", "İstanbul ili Kadıköy ilçesi"). Pure: the server reads it with
 * the full geography, the search box with its index; both pass what they know as `PlaceNames`.
 */

/**
 * Match-key words that name no place: what a search says around one. Not "eczanesi": "Kadıköy
 * Eczanesi" is a pharmacy's own name, which the results page finds.
 */
const FILLER_WORDS = new Set([
  'nobetci',
  'nobette',
  'nobet',
  'eczane',
  'eczaneler',
  'eczaneleri',
  'il',
  'ili',
  'ilinde',
  'ilindeki',
  'ilce',
  'ilcesi',
  'ilcesinde',
  'ilcesindeki',
  'acik',
  'bugun',
  'en',
  'yakin',
  'yakindaki',
  // Endings written after an apostrophe ("Kadıköy'de", "İstanbul'un"), which the match key splits off.
  'de',
  'da',
  'te',
  'ta',
  'deki',
  'daki',
  'teki',
  'taki',
  'nde',
  'nda',
  'ndeki',
  'ndaki',
  'in',
  'un',
  'nin',
  'nun',
]);

/** The match-key words of a search without its filler words: "Kadıköy'deki nöbetçi eczaneler" → ["kadikoy"]. */
export function toPlaceWords(text: string): string[] {
  return toMatchKey(text)
    .split(' ')
    .filter((word) => word !== '' && !FILLER_WORDS.has(word));
}

/** What the parser knows of places, by match key ("kadikoy", "k maras", "19 mayis"). */
export type PlaceNames = {
  /** The province so named (name, alias or plate code), by slug. */
  province(key: string): string | null;
  /** The district of the province so named (name or former name), by slug. */
  district(provinceSlug: string, key: string): string | null;
  /** The provinces that have a district so named. */
  provincesWithDistrict(key: string): readonly string[];
};

export type PlaceQuery = { provinceSlug: string; districtSlug: string | null };

/** A key as typed, then without a locative ending written without an apostrophe: "kadikoyde", "vanda". */
export function toKeyVariants(key: string): string[] {
  const variants = [key];
  for (const ending of [/[dt][ae](ki)?$/, /n[dt][ae](ki)?$/]) {
    const stripped = key.replace(ending, '');
    if (stripped !== key && stripped.length >= 2 && !variants.includes(stripped)) variants.push(stripped);
  }
  return variants;
}

function findProvince(words: readonly string[], names: PlaceNames): string | null {
  for (const key of toKeyVariants(words.join(' '))) {
    const slug = names.province(key);
    if (slug) return slug;
  }
  return null;
}

function findDistrict(provinceSlug: string, words: readonly string[], names: PlaceNames): string | null {
  for (const key of toKeyVariants(words.join(' '))) {
    const slug = names.district(provinceSlug, key);
    if (slug) return slug;
  }
  return null;
}

/**
 * Every way the words start or end with a province's name (one word, or two for "K. Maraş"),
 * with the words left over: "istanbul kadikoy" → İstanbul and ["kadikoy"].
 */
export function splitProvince(words: readonly string[], names: PlaceNames): { provinceSlug: string; rest: string[] }[] {
  const splits: { provinceSlug: string; rest: string[] }[] = [];
  for (const size of [2, 1]) {
    if (words.length < size) continue;
    const head = findProvince(words.slice(0, size), names);
    if (head) splits.push({ provinceSlug: head, rest: words.slice(size) });
    const tail = words.length > size ? findProvince(words.slice(-size), names) : null;
    if (tail) splits.push({ provinceSlug: tail, rest: words.slice(0, -size) });
  }
  return splits;
}

/**
 * The province, or the district, a search names exactly (names, former names, plate codes, in
 * either order, fillers ignored); null when it names none, or a district name several provinces
 * share without saying which.
 */
export function parsePlaceQuery(text: string, names: PlaceNames): PlaceQuery | null {
  const words = toPlaceWords(text);
  if (words.length === 0) return null;
  const whole = findProvince(words, names);
  if (whole) return { provinceSlug: whole, districtSlug: null };
  for (const { provinceSlug, rest } of splitProvince(words, names)) {
    if (rest.length === 0) return { provinceSlug, districtSlug: null };
    const districtSlug = findDistrict(provinceSlug, rest, names);
    if (districtSlug) return { provinceSlug, districtSlug };
  }
  for (const key of toKeyVariants(words.join(' '))) {
    const provinces = names.provincesWithDistrict(key);
    if (provinces.length > 1) return null;
    const districtSlug = provinces.length === 1 ? names.district(provinces[0]!, key) : null;
    if (districtSlug) return { provinceSlug: provinces[0]!, districtSlug };
  }
  return null;
}
