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
import { FOLDED_MONTHS, formatDayMonth, readDayMonth, type DayMonth } from '#app/domain/time/day-month.ts';

export const NO_NAME_REASON = 'Eczane adı bulunamadı';
/** A block whose first line might be a bare name ("Şifa"), but with neither the word nor a phone: page text, a menu. */
export const NOT_A_PHARMACY_REASON = 'Eczane kaydına benzemiyor: adında “Eczane” geçmiyor, telefon numarası da yok';
/** The longest name before its "Eczanesi" in 1,281 real records is four words ("4. Etap Nilüfer Eczanesi"). */
const MAX_NAME_WORDS = 6;

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
const MONTH = `(?:${FOLDED_MONTHS.join('|')})`;
const HEADING = new RegExp(
  `\\bnobetci\\b|\\beczaneleri\\b|^\\d{1,2}[./-]\\d{1,2}[./-]\\d{2,4}|(?<!\\d)\\d{1,2}\\s+${MONTH}\\b`,
);

/** A listing's column headings, copied with its table: "Eczane", "Adres", "Telefon" alone on a line. */
const COLUMN_HEADING = /^(?:eczane(?: adi)?|adres(?: bilgisi)?|telefon|tel|ilce|semt|harita|yol tarifi)$/;

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
 * A line that is no part of any entry: a heading, a duty period or a date ("GİRESUN NÖBETÇİ
 * ECZANELERİ", "23 Kasım 2026"; not "19 Mayıs Mah.", an address) or a table's column heading.
 */
function isFrameLine(text: string): boolean {
  const folded = foldTurkish(cleanText(text)).replace(/[.:]+$/, '');
  return COLUMN_HEADING.test(folded) || (isHeading(text) && !isAddressLike(text));
}

/**
 * The first date of each duty period written in the text ("25 Mayıs P.tesi akşamından 26 Mayıs
 * Salı sabahına kadar." → 25 Mayıs): a copied page of a listing site holds yesterday's, today's and
 * tomorrow's lists one after the other.
 */
function listDutyPeriods(lines: readonly string[]): DayMonth[] {
  const periods = new Map<string, DayMonth>();
  for (const line of lines) {
    if (listPhones(line).length > 0 || !/\bkadar\b/.test(foldTurkish(line))) continue;
    const first = readDayMonth(line);
    if (first) periods.set(`${first.day} ${first.monthIndex}`, first);
  }
  return [...periods.values()];
}

/**
 * Where a pharmacy's name ends in `value` (not an address): after its last "Eczanesi", with a
 * district or note in parentheses left as the rest ("Başkale Eczanesi (Başkale)"). Null when the
 * text reads as a sentence that mentions a pharmacy ("Bugün ilçede 1 nöbetçi eczane bulunuyor.")
 * or is longer than any name.
 */
function toNameEnd(value: string): { name: string; rest: string } | null {
  const words = [...value.matchAll(new RegExp(PHARMACY_WORD.source, 'giu'))];
  const last = words.at(-1);
  if (!last || last.index === undefined) {
    return value.split(' ').length > MAX_NAME_WORDS ? null : { name: value, rest: '' };
  }
  const end = last.index + last[0].length;
  const before = value.slice(0, words[0]!.index);
  const after = value.slice(end).trim();
  if (before.split(' ').filter((w) => /\p{L}/u.test(w)).length > MAX_NAME_WORDS) return null;
  if (/^\(.*\)$/.test(after) || !/\p{L}/u.test(after)) return { name: value.slice(0, end), rest: after };
  // Words on both sides of "eczane", or a full stop: a sentence, not a name. "Ecz. Ayşe Kaya" is a name.
  if (/\p{L}/u.test(before) && (after.endsWith('.') || after.split(' ').length > 3)) return null;
  return { name: value, rest: '' };
}

/**
 * The pharmacy name at the start of a piece of text, and what follows it: "HAYAT ECZANESİ" →
 * name only; "HAYAT ECZANESİ Gazi Cad. No:5" → name and rest. Null for addresses and headings.
 */
function splitName(text: string): { name: string; rest: string } | null {
  const value = withoutPhones(text).replace(LIST_BULLET, '');
  if (!/\p{L}/u.test(value) || isHeading(value)) return null;
  if (!isAddressLike(value)) {
    const named = toNameEnd(value);
    return named === null || toPharmacyName(named.name) === 'Eczane' ? null : named;
  }
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
  for (const line of rest) phones.push(...listPhones(line.text));
  // "Şifa" with its address and phone is a pharmacy; "İlçe Seç" over a menu's lines is not.
  if (phones.length === 0 && !PHARMACY_WORD.test(name.name)) {
    return { line: first.number, text: first.text.trim(), reason: NOT_A_PHARMACY_REASON };
  }
  const notes: string[] = [];
  const addressLines: string[] = [];
  const readPieces = (pieces: string[], separator: string) => {
    const address: string[] = [];
    for (const piece of pieces) {
      const text = withoutPhones(piece).replace(/^adres\s*:\s*/iu, '');
      // "(Devlet Hastanesi karşısı)", or a listing's "» 4 Nolu Aile Sağlığı Merkezi yakını".
      const note = /^\((.+)\)$|^»\s*(.+)$/.exec(text);
      const noted = note?.[1] ?? note?.[2];
      if (noted) notes.push(cleanText(noted));
      else if (/[\p{L}\p{N}]/u.test(text)) address.push(text);
    }
    if (address.length > 0) addressLines.push(address.join(separator));
  };
  readPieces([name.rest, ...parts.slice(1)], joiner);
  for (const line of rest) {
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
  const lines = text.split(/\r\n|\r|\n/);
  const periods = listDutyPeriods(lines);
  if (periods.length > 1) return { records: [], errors: [], refusal: toSeveralDaysRefusal(periods) };
  const blocks: Line[][] = [[]];
  lines.forEach((raw, index) => {
    if (raw.trim() === '') blocks.push([]);
    else if (!isFrameLine(raw)) blocks.at(-1)?.push({ number: index + 1, text: raw });
  });
  const records: ParsedRosterRecord[] = [];
  const errors: RosterLineError[] = [];
  /** The entry just read, when it was a pharmacy. */
  let previous: ParsedRosterRecord | null = null;
  for (const block of blocks) {
    // A phone number on its own after a pharmacy without one (a table copied cell by cell, with
    // blank lines between): that pharmacy's.
    if (previous?.phone === null && block.length > 0 && block.every(isPhoneOnly)) {
      previous.phone = [...new Set(block.flatMap((line) => listPhones(line.text)))].join(' / ');
      previous = null;
      continue;
    }
    for (const entry of splitEntries(block)) {
      const result = readEntry(entry, defaults);
      if (result === null) continue;
      if ('reason' in result) errors.push(result);
      else records.push(result);
      previous = 'reason' in result ? null : result;
    }
  }
  return { records, errors };
}

function isPhoneOnly(line: Line): boolean {
  return listPhones(line.text).length > 0 && withoutPhones(line.text) === '';
}

function toSeveralDaysRefusal(periods: readonly DayMonth[]): string {
  const days = periods.map(formatDayMonth);
  return (
    `Metin birden çok nöbet gününün listesini içeriyor (${days.join(', ')}). Günler karışmasın diye hiçbir ` +
    'şey kaydedilmedi: yalnızca bir günün listesini yapıştırın ya da sayfanın adresini İçerik Çekici’ye ' +
    'verin; İçerik Çekici her günü kendi tarihine yazar.'
  );
}
