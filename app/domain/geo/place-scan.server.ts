import {
  NO_MATCH,
  editDistance,
  getNeighbourhoodIndex,
  occurrenceScore,
  typoScore,
  type DistrictSpan,
  type KeyQuery,
} from '#app/domain/geo/place-index.server.ts';
import { getWordIndex, letterMask, type WordIndex } from '#app/domain/geo/place-words.server.ts';

/**
 * The neighbourhoods a query matches, scored as scoreKey scores a key
 * (app/domain/geo/place-index.server.ts), without reading all 73,000 keys: a random search took
 * 35–90 ms of the main thread (issue 37), nearly all of it measuring its edit distance to every key
 * and looking for it through the whole index. The distinct parts of the keys
 * (app/domain/geo/place-words.server.ts) are read instead: the words the query occurs in, and the
 * parts of a length within its typo allowance (~22,000 for 8 letters, most passed over by their
 * letters alone). Only the neighbourhoods having such a part are scored; the others score nothing.
 * Scores, hits and their order are those that scoring every key gives.
 */

/** The bits set in a 32-bit mask. */
function bitCount(mask: number): number {
  let n = mask - ((mask >>> 1) & 0x55555555);
  n = (n & 0x33333333) + ((n >>> 2) & 0x33333333);
  return Math.imul((n + (n >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/** The word of WordIndex.words that `at` is in. */
function wordAt(wordStart: Uint32Array, at: number): number {
  let low = 0;
  let high = wordStart.length - 2;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (wordStart[mid]! <= at) low = mid;
    else high = mid - 1;
  }
  return low;
}

/** A query of one word starts a word of the neighbourhood's key. */
const STARTS_WORD = 1;
/** A query of one word is inside a word of the key (not at its start). */
const INSIDE_WORD = 2;
/** A word of the key holds the longest word of a query of several: the query may occur in the key. */
const MAY_OCCUR = 4;
/** The key or a word of it is within the query's typo allowance: it may score a typo. */
const MAY_BE_TYPO = 8;

function markPostings(index: WordIndex, part: number, marks: Uint8Array, mark: number): void {
  for (let i = index.firstEntry[part]!; i < index.firstEntry[part + 1]!; i++) marks[index.entries[i]!]! |= mark;
}

/** The marks of the scan under way, kept for the next (a new one for a scan within a scan). */
let spareMarks: Uint8Array | null = null;

/**
 * Marks the neighbourhoods the query may match: every one it does match is marked, and only a few
 * others (a query of several words: keys with its longest word; typos: keys with a word near it).
 */
function markCandidates(query: KeyQuery, marks: Uint8Array): void {
  const { keys } = getNeighbourhoodIndex();
  const index = getWordIndex();
  const { at, byLength, masks, words, wordStart, wordPart } = index;
  // An occurrence lies within a word of the key, or spans words that hold each word of the query.
  const piece = query.key.split(' ').reduce((longest, word) => (word.length > longest.length ? word : longest));
  // Spaces alone (no match key has them): every key is read letter by letter.
  if (piece === '') marks.fill(MAY_OCCUR);
  for (let found = piece === '' ? -1 : words.indexOf(piece); found !== -1;) {
    const word = wordAt(wordStart, found);
    let mark = 0;
    for (; found !== -1 && found < wordStart[word + 1]!; found = words.indexOf(piece, found + 1)) {
      mark |= !query.oneWord ? MAY_OCCUR : found === wordStart[word] ? STARTS_WORD : INSIDE_WORD;
    }
    markPostings(index, wordPart[word]!, marks, mark);
  }
  if (query.allowed === 0) return;
  const length = query.key.length;
  const mask = letterMask(query.key, 0, length);
  const shortest = Math.max(0, length - query.allowed);
  const longest = Math.min(byLength.length - 2, length + query.allowed);
  for (let l = shortest; l <= longest; l++) {
    for (let p = byLength[l]!; p < byLength[l + 1]!; p++) {
      if (bitCount(masks[p]! & ~mask) > query.allowed || bitCount(mask & ~masks[p]!) > query.allowed) continue;
      if (editDistance(query, keys, at[p]!, at[p]! + l) <= query.allowed) markPostings(index, p, marks, MAY_BE_TYPO);
    }
  }
}

/**
 * The best score of the query's occurrences in the key keys[start, end), as occurrenceScore scores
 * each; NO_MATCH for none. A query of one word is where its marks say: at the key's start (0 or 1),
 * else a later word's (1.5), else inside a word (2).
 */
function occurrencesScore(query: KeyQuery, keys: string, start: number, end: number, mark: number): number {
  const { key } = query;
  if (mark & STARTS_WORD) return keys.startsWith(key, start) ? (end - start === key.length ? 0 : 1) : 1.5;
  if (mark & INSIDE_WORD) return key.length >= 3 ? 2 : NO_MATCH;
  if (!(mark & MAY_OCCUR)) return NO_MATCH;
  let best = NO_MATCH;
  // Letter by letter within the key: indexOf would look on past it, to the next occurrence anywhere.
  next: for (let at = start; at + key.length <= end; at++) {
    for (let i = 0; i < key.length; i++) if (keys.charCodeAt(at + i) !== key.charCodeAt(i)) continue next;
    best = Math.min(best, occurrenceScore(query, keys, at, start, end));
  }
  return best;
}

/**
 * Calls `found` for every neighbourhood (of one province, `within`) whose key the query matches,
 * in the index's order, with its score as scoreKey gives it. Allocates nothing per neighbourhood.
 */
export function scanNeighbourhoods(
  query: KeyQuery,
  within: string | null,
  found: (span: DistrictSpan, entry: number, score: number) => void,
): void {
  const { starts } = getNeighbourhoodIndex();
  // A typed array of 73,000 bytes each search was ~0.2 ms of the main thread: one is kept.
  const marks = spareMarks?.fill(0) ?? new Uint8Array(starts.length - 1);
  spareMarks = null;
  markCandidates(query, marks);
  try {
    scanMarked(query, within, marks, found);
  } finally {
    spareMarks = marks;
  }
}

function scanMarked(
  query: KeyQuery,
  within: string | null,
  marks: Uint8Array,
  found: (span: DistrictSpan, entry: number, score: number) => void,
): void {
  const { keys, starts, districts } = getNeighbourhoodIndex();
  for (const span of districts) {
    if (within !== null && span.province.slug !== within) continue;
    for (let entry = span.first; entry < span.first + span.names.length; entry++) {
      const mark = marks[entry]!;
      if (mark === 0) continue;
      const start = starts[entry]!;
      const end = starts[entry + 1]! - 1;
      const best = occurrencesScore(query, keys, start, end, mark);
      const score = best !== NO_MATCH ? best : mark & MAY_BE_TYPO ? typoScore(query, keys, start, end) : null;
      if (score !== null) found(span, entry, score);
    }
  }
}
