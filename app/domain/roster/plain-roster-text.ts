/**
 * Pharmacy lists pasted as plain text, without the "Eczane Adı:" labels of roster-text.ts:
 *
 * - blocks separated by blank lines: a name line ("HAYAT ECZANESİ"), then address and phone lines;
 *   inside a block a new pharmacy starts at each line naming an "… Eczanesi";
 * - one pharmacy per line: "NAME - ADDRESS - PHONE", "NAME | ADDRESS | PHONE" or tab-separated.
 */
import type { ParsedRosterRecord, RosterLineError, RosterParseResult } from '#app/domain/roster/roster-text.ts';
import { toPhoneDigits } from '#app/domain/text/phone.ts';
import { cleanText, toPharmacyName } from '#app/domain/text/text.ts';
import { foldTurkish } from '#app/domain/text/turkish.ts';

export const NO_NAME_REASON = 'Eczane adı bulunamadı';

type Line = { number: number; text: string };

/** Turkish numbers: "0 (454) 316 12 34", "0454 316 1234", "+90 532 123 45 67", "04543161234". */
const PHONE = /(?<!\d)(?:\+?90[\s.-]*)?(?:\(?0\)?[\s.-]*)?\(?[2-58]\d{2}\)?[\s.-]*\d{3}[\s.-]*\d{2}[\s.-]*\d{2}(?!\d)/g;
const PHONE_LABEL = /(?<!\p{L})(?:telefon|tel|gsm|cep)(?!\p{L})\s*[:.]?/giu;
const PHARMACY_WORD = /(?<!\p{L})ecz(?:ane(?:s[iıİ])?|\.)?(?!\p{L})/iu;
const LIST_BULLET = /^(?:\d{1,3}[.)]\s+|[-–—*•·]\s*)/;
/** Tested on folded text: street words, door numbers and landmarks mark an address, not a name. */
const LANDMARK = '(?:yani|karsisi|bitisigi|arkasi|yakini|kosesi|alti|ustu|civari|onu)';
const ADDRESS_LIKE = new RegExp(
  `\\b(?:mah|mahallesi|mh|cad|caddesi|cd|sok|sokak|sokagi|sk|bulvari|bulv|blv|apt|no|mevkii|${LANDMARK})\\b|\\d\\s*/\\s*[a-z0-9]`,
);
const STARTS_WITH_LANDMARK = new RegExp(`^\\W*${LANDMARK}\\b`);
const MONTH = '(?:ocak|subat|mart|nisan|mayis|haziran|temmuz|agustos|eylul|ekim|kasim|aralik)';
const HEADING = new RegExp(
  `\\bnobetci\\b|\\beczaneleri\\b|^\\d{1,2}[./-]\\d{1,2}[./-]\\d{2,4}|(?<!\\d)\\d{1,2}\\s+${MONTH}\\b`,
);

function listPhones(text: string): string[] {
  return [...text.matchAll(PHONE)].map((match) => cleanText(match[0])).filter((phone) => toPhoneDigits(phone));
}

/** The text with its phone numbers and phone labels removed. */
function withoutPhones(text: string): string {
  const rest = text.replace(PHONE, (match) => (toPhoneDigits(match) ? ' ' : match));
  return cleanText(rest.replace(PHONE_LABEL, ' ')).replace(/^[\s,;:/-]+|[\s,;:/-]+$/g, '');
}

function splitParts(text: string): { parts: string[]; joiner: string } {
  const tabbed = text.includes('\t');
  const parts = text
    .split(tabbed ? /\t/ : /\s+[-–—]\s+|\s*\|\s*/)
    .map(cleanText)
    .filter((part) => part !== '');
  return { parts, joiner: tabbed ? ', ' : ' - ' };
}

function isAddressLike(text: string): boolean {
  return ADDRESS_LIKE.test(foldTurkish(text));
}

function isHeading(text: string): boolean {
  return listPhones(text).length === 0 && !PHARMACY_WORD.test(text) && HEADING.test(foldTurkish(text));
}

/**
 * The pharmacy name at the start of a piece of text, and what follows it: "HAYAT ECZANESİ" →
 * name only; "HAYAT ECZANESİ Gazi Cad. No:5" → name and rest. Null for addresses and headings.
 */
function splitName(text: string): { name: string; rest: string } | null {
  const value = withoutPhones(text).replace(LIST_BULLET, '');
  if (!/\p{L}/u.test(value) || isHeading(value)) return null;
  if (!isAddressLike(value)) return toPharmacyName(value) === 'Eczane' ? null : { name: value, rest: '' };
  const word = PHARMACY_WORD.exec(value);
  if (word === null) return null;
  const end = word.index + word[0].length;
  const name = value.slice(0, end);
  const rest = value.slice(end);
  if (isAddressLike(name) || toPharmacyName(name) === 'Eczane') return null;
  // "Hayat Eczanesi yanı, …" is a landmark in an address, not a pharmacy.
  if (STARTS_WITH_LANDMARK.test(foldTurkish(rest))) return null;
  return { name, rest };
}

function startsWithName(line: Line): { name: string; rest: string } | null {
  return splitName(splitParts(line.text).parts[0] ?? '');
}

function isSeparatedLine(line: Line): boolean {
  return splitParts(line.text).parts.length >= 2 && listPhones(line.text).length > 0;
}

/**
 * Cuts a block into entries. When the block's first line is a separated "NAME - … - PHONE"
 * line, every line that starts with a name is an entry; otherwise only lines naming an
 * "… Eczanesi" start one. Other lines continue the entry above.
 */
function splitEntries(block: Line[]): Line[][] {
  const perLine = block[0] !== undefined && isSeparatedLine(block[0]);
  const entries: Line[][] = [];
  for (const line of block) {
    const name = entries.length === 0 ? null : startsWithName(line);
    const starts = entries.length === 0 || (name !== null && (perLine || PHARMACY_WORD.test(name.name)));
    if (starts) entries.push([line]);
    else entries.at(-1)?.push(line);
  }
  return entries;
}

function readEntry(entry: Line[], defaults: PlainRosterDefaults): ParsedRosterRecord | RosterLineError | null {
  const [first, ...rest] = entry;
  if (first === undefined) return null;
  const { parts, joiner } = splitParts(first.text);
  const name = splitName(parts[0] ?? '');
  if (name === null) {
    if (entry.every((line) => isHeading(line.text))) return null;
    return { line: first.number, text: first.text.trim(), reason: NO_NAME_REASON };
  }
  const phones: string[] = listPhones(first.text);
  const notes: string[] = [];
  const addressLines: string[] = [];
  const readPieces = (pieces: string[], separator: string) => {
    const address: string[] = [];
    for (const piece of pieces) {
      const text = withoutPhones(piece).replace(/^adres\s*:\s*/iu, '');
      const note = /^\((.+)\)$/.exec(text);
      if (note?.[1]) notes.push(cleanText(note[1]));
      else if (/[\p{L}\p{N}]/u.test(text)) address.push(text);
    }
    if (address.length > 0) addressLines.push(address.join(separator));
  };
  readPieces([name.rest, ...parts.slice(1)], joiner);
  for (const line of rest) {
    phones.push(...listPhones(line.text));
    const split = splitParts(line.text);
    readPieces(split.parts, split.joiner);
  }
  return {
    name: toPharmacyName(name.name),
    province: defaults.province,
    district: defaults.district ?? null,
    phone: phones.length > 0 ? [...new Set(phones)].join(' / ') : null,
    address: addressLines.length > 0 ? addressLines.join(' ') : null,
    dutyHours: null,
    neighbourhood: null,
    note: notes.length > 0 ? notes.join(', ') : null,
    latitude: null,
    longitude: null,
    line: first.number,
  };
}

export type PlainRosterDefaults = { province: string | null; district?: string | null };

/**
 * Reads plain pasted text (see the module comment). Records take their province and district
 * from `defaults`. Entries without a recognisable name are reported with their 1-based line;
 * heading lines ("GİRESUN NÖBETÇİ ECZANELERİ", a date) are skipped. Callers report
 * NO_VALID_DATA_ERROR when `records` is empty.
 */
export function parsePlainRosterText(text: string, defaults: PlainRosterDefaults): RosterParseResult {
  const blocks: Line[][] = [[]];
  text.split(/\r\n|\r|\n/).forEach((raw, index) => {
    if (raw.trim() === '') blocks.push([]);
    else blocks.at(-1)?.push({ number: index + 1, text: raw });
  });
  const records: ParsedRosterRecord[] = [];
  const errors: RosterLineError[] = [];
  for (const block of blocks) {
    for (const entry of splitEntries(block)) {
      const result = readEntry(entry, defaults);
      if (result === null) continue;
      if ('reason' in result) errors.push(result);
      else records.push(result);
    }
  }
  return { records, errors };
}
