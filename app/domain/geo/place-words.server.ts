import { getNeighbourhoodIndex } from '#app/domain/geo/place-index.server.ts';

/**
 * The distinct parts of the neighbourhoods' match keys, and which neighbourhoods have each, for
 * the scan of app/domain/geo/place-scan.server.ts. A part is what typoScore measures a query
 * against (app/domain/geo/place-index.server.ts): a whole key and, when it has several words, each
 * of them. The 73,000 keys have ~65,000 distinct parts ("mahallesi" is one part of 60,000 keys),
 * ~29,000 of them words.
 */

const SPACE = 0x20;
/** After each word in WordIndex.words: no query word matches across it. */
const SEPARATOR = '|';

export type WordIndex = Readonly<{
  /** Where each part first occurs in the neighbourhood index's `keys`, shortest parts first. */
  at: Uint32Array;
  /** The parts of length l are at[byLength[l]] … at[byLength[l + 1] - 1]. */
  byLength: Uint32Array;
  /** The letters of each part, as letterMask gives them. */
  masks: Uint32Array;
  /** The neighbourhoods having part p, ascending: entries[firstEntry[p]] … entries[firstEntry[p + 1] - 1]. */
  firstEntry: Uint32Array;
  entries: Uint32Array;
  /** The parts without a space (the words), each followed by SEPARATOR … */
  words: string;
  /** … word w from wordStart[w] (and then words.length), and which part it is. */
  wordStart: Uint32Array;
  wordPart: Uint32Array;
}>;

/**
 * Which letters text[start, end) has, one bit each (digits share five bits, anything else one): a
 * part with more letters the query lacks than its typo allowance, or lacking more of the query's,
 * is no typo of it (each such letter takes an edit of its own).
 */
export function letterMask(text: string, start: number, end: number): number {
  let mask = 0;
  for (let i = start; i < end; i++) {
    const code = text.charCodeAt(i);
    const bit =
      code >= 0x61 && code <= 0x7a ? code - 0x61 : code >= 0x30 && code <= 0x39 ? 26 + ((code - 0x30) % 5) : 31;
    mask |= 1 << bit;
  }
  return mask;
}

/** The parts of every key, counted: the whole key, and each word of a key of several. */
function countParts(keys: string, starts: Uint32Array): number {
  let parts = starts.length - 1;
  for (let entry = 0; entry + 1 < starts.length; entry++) {
    let spaces = 0;
    for (let i = starts[entry]!; i < starts[entry + 1]! - 1; i++) if (keys.charCodeAt(i) === SPACE) spaces++;
    if (spaces > 0) parts += spaces + 1;
  }
  return parts;
}

let wordIndex: WordIndex | null = null;

/**
 * The index, built on first use (the server's warm-up searches build it, server/warm-up.ts) in
 * ~50 ms, ~2.3 MB kept. Parts are told apart by a hash table over `keys` itself: a string and a
 * Map entry for each of 226,000 parts took ~300 ms.
 */
export function getWordIndex(): WordIndex {
  if (wordIndex) return wordIndex;
  const { keys, starts } = getNeighbourhoodIndex();
  const most = countParts(keys, starts);
  const partAt = new Uint32Array(most);
  const partLength = new Uint32Array(most);
  const uses = new Uint32Array(most);
  const lastEntry = new Int32Array(most).fill(-1);
  const pairPart = new Uint32Array(most);
  const pairEntry = new Uint32Array(most);
  const slots = new Int32Array(2 ** Math.ceil(Math.log2(most * 2))).fill(-1);
  let parts = 0;
  let pairs = 0;
  const isPart = (id: number, start: number, end: number) => {
    if (partLength[id] !== end - start) return false;
    for (let i = 0; i < end - start; i++)
      if (keys.charCodeAt(partAt[id]! + i) !== keys.charCodeAt(start + i)) return false;
    return true;
  };
  const add = (entry: number, start: number, end: number) => {
    let hash = 0x811c9dc5;
    for (let i = start; i < end; i++) hash = Math.imul(hash ^ keys.charCodeAt(i), 0x01000193);
    let slot = hash & (slots.length - 1);
    let id = slots[slot]!;
    while (id !== -1 && !isPart(id, start, end)) {
      slot = (slot + 1) & (slots.length - 1);
      id = slots[slot]!;
    }
    if (id === -1) {
      id = parts++;
      slots[slot] = id;
      partAt[id] = start;
      partLength[id] = end - start;
    }
    if (lastEntry[id] === entry) return;
    lastEntry[id] = entry;
    uses[id]! += 1;
    pairPart[pairs] = id;
    pairEntry[pairs++] = entry;
  };
  for (let entry = 0; entry + 1 < starts.length; entry++) {
    // The very parts typoScore measures: the whole key and, when it has several, each word.
    const start = starts[entry]!;
    const end = starts[entry + 1]! - 1;
    add(entry, start, end);
    let wordStart = start;
    for (let i = start; i <= end; i++) {
      if (i < end && keys.charCodeAt(i) !== SPACE) continue;
      if (wordStart > start || i < end) add(entry, wordStart, i);
      wordStart = i + 1;
    }
  }
  wordIndex = rankByLength(keys, partAt.subarray(0, parts), partLength.subarray(0, parts), uses, {
    parts: pairPart.subarray(0, pairs),
    entries: pairEntry.subarray(0, pairs),
  });
  return wordIndex;
}

/** The parts found, shortest first, with their neighbourhoods and the words among them. */
function rankByLength(
  keys: string,
  partAt: Uint32Array,
  partLength: Uint32Array,
  uses: Uint32Array,
  pairs: { parts: Uint32Array; entries: Uint32Array },
): WordIndex {
  const count = partAt.length;
  let longest = 0;
  for (const length of partLength) longest = Math.max(longest, length);
  const byLength = new Uint32Array(longest + 2);
  for (const length of partLength) byLength[length + 1]! += 1;
  for (let l = 1; l < byLength.length; l++) byLength[l]! += byLength[l - 1]!;
  const rank = new Uint32Array(count);
  const next = byLength.slice();
  for (let id = 0; id < count; id++) rank[id] = next[partLength[id]!]!++;
  const at = new Uint32Array(count);
  const masks = new Uint32Array(count);
  const firstEntry = new Uint32Array(count + 1);
  const words: string[] = [];
  const wordStart: number[] = [];
  const wordPart: number[] = [];
  for (let id = 0; id < count; id++) {
    at[rank[id]!] = partAt[id]!;
    masks[rank[id]!] = letterMask(keys, partAt[id]!, partAt[id]! + partLength[id]!);
    firstEntry[rank[id]! + 1] = uses[id]!;
  }
  for (let p = 1; p < firstEntry.length; p++) firstEntry[p]! += firstEntry[p - 1]!;
  const fill = firstEntry.slice(0, -1);
  const entries = new Uint32Array(pairs.parts.length);
  for (let i = 0; i < pairs.parts.length; i++) entries[fill[rank[pairs.parts[i]!]!]!++] = pairs.entries[i]!;
  let length = 0;
  for (let l = 0; l + 1 < byLength.length; l++) {
    for (let p = byLength[l]!; p < byLength[l + 1]!; p++) {
      const word = keys.slice(at[p]!, at[p]! + l);
      if (word.includes(' ')) continue;
      words.push(word);
      wordStart.push(length);
      wordPart.push(p);
      length += l + 1;
    }
  }
  wordStart.push(length);
  return {
    at,
    byLength,
    masks,
    firstEntry,
    entries,
    words: words.join(SEPARATOR) + SEPARATOR,
    wordStart: Uint32Array.from(wordStart),
    wordPart: Uint32Array.from(wordPart),
  };
}
