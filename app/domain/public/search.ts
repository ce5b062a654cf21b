import { DISTRICT_ALIASES, PROVINCE_ALIASES } from '#app/domain/geo/place-aliases.ts';
import { parsePlaceQuery, splitProvince, toPlaceWords, type PlaceNames } from '#app/domain/geo/place-query.ts';
import type { SearchSuggestion } from '#app/domain/public/public-page.ts';
import { toMatchKey, toSlug, toTurkishLower } from '#app/domain/text/turkish.ts';

const MAX_SUGGESTIONS = 8;

/**
 * The search box's suggestions from the index of provinces and districts (`/arama-dizini.json`),
 * read as the server reads a search (app/domain/geo/place-query.ts): a province and a district in
 * either order among filler words ("istanbul kadıköy", "Kadıköy'deki nöbetçi eczaneler"), former
 * names ("Antep", "Eyüp"), Turkish letters and case folded ("kadikoy").
 */

type Indexed = {
  entry: SearchSuggestion;
  /** Where it sits in the index: the order among equals (provinces, then districts, alphabetical). */
  order: number;
  provinceSlug: string;
  /** Match key of its name: "gaziantep". */
  key: string;
  /** Match keys of its former and short names: "antep". */
  aliases: string[];
  /** Match key of its display text, "kadikoy istanbul": a province's name finds its districts last. */
  displayKey: string;
};

type Prepared = { entries: Indexed[]; names: PlaceNames; byPlace: Map<string, Indexed> };

const preparedIndexes = new WeakMap<readonly SearchSuggestion[], Prepared>();

/** An alias's keys: its match key and, for "K.Maraş", the one-word form "kmaras". */
function aliasKeys(name: string): string[] {
  return [...new Set([toMatchKey(name), toSlug(name).replaceAll('-', ' ')])];
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key) ?? [];
  if (!list.includes(value)) list.push(value);
  map.set(key, list);
}

/** The index read once into match keys and the names the query parser asks about. */
function prepare(index: readonly SearchSuggestion[]): Prepared {
  const cached = preparedIndexes.get(index);
  if (cached) return cached;
  const provinceSlugByName = new Map<string, string>();
  for (const e of index) if (e.type === 'province') provinceSlugByName.set(e.name, e.value);

  const provinceByKey = new Map<string, string>();
  const districtByKey = new Map<string, string>();
  const provincesByDistrictKey = new Map<string, string[]>();
  const byPlace = new Map<string, Indexed>();
  const entries = index.map((entry, order): Indexed => {
    const provinceSlug =
      entry.type === 'province' ? entry.value : (provinceSlugByName.get(entry.provinceName ?? '') ?? '');
    const key = toMatchKey(entry.name);
    let aliases: string[];
    if (entry.type === 'province') {
      aliases = (PROVINCE_ALIASES[provinceSlug] ?? []).flatMap(aliasKeys);
      for (const k of [key, ...aliases]) provinceByKey.set(k, provinceSlug);
      if (entry.plateCode !== undefined) {
        provinceByKey.set(String(entry.plateCode), provinceSlug);
        provinceByKey.set(String(entry.plateCode).padStart(2, '0'), provinceSlug);
      }
    } else {
      const renamed = DISTRICT_ALIASES.find((a) => a.province === provinceSlug && a.district === entry.value);
      aliases = (renamed?.names ?? []).flatMap(aliasKeys);
      for (const k of [key, ...aliases]) {
        districtByKey.set(`${provinceSlug}|${k}`, entry.value);
        push(provincesByDistrictKey, k, provinceSlug);
      }
    }
    const indexed = {
      entry,
      order,
      provinceSlug,
      key,
      aliases,
      displayKey: toMatchKey(entry.display),
    };
    byPlace.set(`${provinceSlug}|${entry.type === 'district' ? entry.value : ''}`, indexed);
    return indexed;
  });
  const names: PlaceNames = {
    province: (key) => provinceByKey.get(key) ?? null,
    district: (provinceSlug, key) => districtByKey.get(`${provinceSlug}|${key}`) ?? null,
    provincesWithDistrict: (key) => provincesByDistrictKey.get(key) ?? [],
  };
  const prepared = { entries, names, byPlace };
  preparedIndexes.set(index, prepared);
  return prepared;
}

/** A former name counts whole, or by its start from this many letters ("ant" finds Antep's Gaziantep). */
const MIN_ALIAS_PREFIX = 3;

/**
 * 0 the whole name (or a former one), 1 its start, 1.5 a later word's start, 2 inside it,
 * 3 inside the display text only ("istan" in "Kadıköy (İstanbul)").
 */
function scoreEntry(query: string, e: Indexed): number | null {
  const { key } = e;
  if (key === query || e.aliases.includes(query)) return 0;
  if (key.startsWith(query)) return 1;
  if (query.length >= MIN_ALIAS_PREFIX && e.aliases.some((alias) => alias.startsWith(query))) return 1;
  if (key.includes(' ') && key.split(' ').some((word) => word.startsWith(query))) return 1.5;
  if (key.includes(query)) return 2;
  return e.displayKey.includes(query) ? 3 : null;
}

/** The words of `query` as they were typed, in Turkish lower case: "İst" for "ist" in "İst nöbetçi". */
function toTypedLetters(typed: string, query: string): string {
  const tokens = typed.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const size = query.split(' ').length;
  for (let i = 0; i + size <= tokens.length; i++) {
    const run = tokens.slice(i, i + size).join(' ');
    if (toMatchKey(run) === query) return toTurkishLower(run);
  }
  return query;
}

/**
 * Best first: how well the name matches (whole, start, inside), provinces before districts,
 * names with the very letters typed ("i" finds İstanbul before Iğdır), then index order.
 */
function rank(entries: readonly Indexed[], words: readonly string[], typed: string): Indexed[] {
  const query = words.join(' ');
  if (query === '') return [];
  const lower = toTypedLetters(typed, query);
  const scored: { e: Indexed; score: number; letters: number }[] = [];
  for (const e of entries) {
    const score = scoreEntry(query, e);
    // Letters as typed ("i" is İstanbul's, not Iğdır's) rank first among equals.
    if (score !== null) scored.push({ e, score, letters: toTurkishLower(e.entry.name).includes(lower) ? 0 : 1 });
  }
  const kind = (e: Indexed) => (e.entry.type === 'province' ? 0 : 1);
  scored.sort((a, b) => a.score - b.score || kind(a.e) - kind(b.e) || a.letters - b.letters || a.e.order - b.e.order);
  return scored.map((s) => s.e);
}

/**
 * Up to 8 suggestions, best first. A place the text names exactly comes first ("istanbul
 * kadıköy" → Kadıköy (İstanbul)); a province named with more words looks for the rest among its
 * districts ("istanbul kad"); anything else matches names and former names anywhere.
 */
export function listSuggestions(index: readonly SearchSuggestion[], query: string): SearchSuggestion[] {
  const q = query.trim();
  if (q.length < 1) return [];
  const { entries, names, byPlace } = prepare(index);
  const words = toPlaceWords(q);
  const parsed = parsePlaceQuery(q, names);
  const named = parsed ? byPlace.get(`${parsed.provinceSlug}|${parsed.districtSlug ?? ''}`) : undefined;

  let ranked: Indexed[] = [];
  for (const { provinceSlug, rest } of splitProvince(words, names)) {
    if (rest.length === 0) continue;
    const districts = entries.filter((e) => e.entry.type === 'district' && e.provinceSlug === provinceSlug);
    ranked = rank(districts, rest, q);
    if (ranked.length > 0) break;
  }
  if (ranked.length === 0) ranked = rank(entries, words.length > 0 ? words : [toMatchKey(q)], q);

  const result = named ? [named, ...ranked.filter((e) => e !== named)] : ranked;
  return result.slice(0, MAX_SUGGESTIONS).map((e) => e.entry);
}
