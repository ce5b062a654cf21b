/**
 * The process page's example lines ("Örnek Satırları Doldur") and how a line made from them is
 * told apart from a real pharmacy, so that the example of the format can never be published as a
 * province's list. The demo roster's pharmacies (demo-roster.ts) carry the same marks.
 */
import type { ParsedRosterRecord, RosterLineError, RosterRecord } from '#app/domain/roster/roster-text.ts';
import { toMatchKey } from '#app/domain/text/turkish.ts';

/**
 * Three plainly fictional pharmacies in Giresun, to show the format: each carries all three
 * sample marks (an "Örnek" name, a number no telephone has, an "Örnek Mah. Deneme Sok." address),
 * so one edited field still leaves the line recognisable.
 */
export const EXAMPLE_ROSTER_TEXT = [
  'Eczane Adı: Örnek Eczanesi 1 | Konum: Giresun | İlçe: Merkez | Telefon: 0000 000 00 01 | Adres: Örnek Mah. Deneme Sok. No:1',
  'Eczane Adı: Örnek Eczanesi 2 | Konum: Giresun | İlçe: Bulancak | Telefon: 0000 000 00 02 | Adres: Örnek Mah. Deneme Sok. No:2',
  'Eczane Adı: Örnek Eczanesi 3 | Konum: Giresun | İlçe: Espiye | Telefon: 0000 000 00 03 | Adres: Örnek Mah. Deneme Sok. No:3',
].join('\n');

/** Why one line was skipped. */
export const SAMPLE_LINE_REASON = 'Örnek satır: gerçek bir eczane değil, kaydedilmedi';

/** Why a text made only of example lines was refused as a whole. */
export const SAMPLE_TEXT_ERROR =
  'Bunlar biçimi göstermek için verilen örnek satırlar, gerçek eczaneler değil; hiçbir şey kaydedilmedi. ' +
  'Örnek satırları silip yerlerine ilin gerçek nöbetçi eczane listesini yapıştırın.';

/** The first number of "0454 316 12 34 / 0454 316 12 35" (as phone.ts reads a list of numbers). */
function firstNumber(phone: string): string {
  return phone.split(/[/,;]|\s[-–—]\s|\bveya\b/)[0] ?? '';
}

/**
 * A number no Turkish line has: area code 000 ("0000 000 00 01") or a subscriber number that
 * starts with 000 ("0454 000 00 01", the demo roster's "0 (245) 000 12 34"). Turkish subscriber
 * numbers never start with 0.
 */
export function isMadeUpPhone(phone: string | null): boolean {
  if (!phone) return false;
  const digits = firstNumber(phone)
    .replace(/\D/g, '')
    .replace(/^(?:0090|90(?=\d{10}$)|0)/, '');
  return digits.length === 10 && (digits.startsWith('000') || digits.slice(3, 6) === '000');
}

/** "Örnek Eczanesi 1", "ÖRNEK ŞİFA ECZANESİ", "Ornek Papatya Eczanesi": the first word is "Örnek". */
function hasSampleName(record: RosterRecord): boolean {
  return /^ornek(?: |$)/.test(toMatchKey(record.name));
}

/**
 * The example's "Örnek Mah. Deneme Sok." or the demo's "Deneme Mah. Örnek Sok.": both words in the
 * address or neighbourhood. Either alone is no mark: Ataşehir has a real Örnek Mahallesi, and test
 * pages put their pharmacies on a "Deneme Sokak".
 */
function hasSampleAddress(record: RosterRecord): boolean {
  const words = new Set(toMatchKey(`${record.address ?? ''} ${record.neighbourhood ?? ''}`).split(' '));
  return words.has('ornek') && words.has('deneme');
}

/**
 * A line made from the example (or demo) lines: at least two of the three marks. One alone is not
 * enough, since a real pharmacy may be called "Örnek" and test lists use 000 numbers.
 */
export function isSampleRecord(record: RosterRecord): boolean {
  const marks = [hasSampleName(record), isMadeUpPhone(record.phone), hasSampleAddress(record)];
  return marks.filter(Boolean).length >= 2;
}

/**
 * Sets the example lines apart: the real records are imported as usual, each example line is
 * reported as skipped with SAMPLE_LINE_REASON.
 */
export function setSampleLinesApart(records: readonly ParsedRosterRecord[]): {
  records: ParsedRosterRecord[];
  samples: RosterLineError[];
} {
  const real: ParsedRosterRecord[] = [];
  const samples: RosterLineError[] = [];
  for (const record of records) {
    if (isSampleRecord(record)) samples.push({ line: record.line, text: record.name, reason: SAMPLE_LINE_REASON });
    else real.push(record);
  }
  return { records: real, samples };
}
