/**
 * Text cleaning for scraped and pasted pharmacy data:
 * entities decoded, tags removed, whitespace collapsed, names title-cased the Turkish way.
 */
import { toMatchKey, toTurkishLower, toTurkishUpper } from '#app/domain/text/turkish.ts';

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  shy: '',
  ouml: 'ö',
  Ouml: 'Ö',
  uuml: 'ü',
  Uuml: 'Ü',
  ccedil: 'ç',
  Ccedil: 'Ç',
  scedil: 'ş',
  Scedil: 'Ş',
  gbreve: 'ğ',
  Gbreve: 'Ğ',
  imath: 'ı',
  inodot: 'ı',
  Idot: 'İ',
  acirc: 'â',
  Acirc: 'Â',
  icirc: 'î',
  Icirc: 'Î',
  ucirc: 'û',
  Ucirc: 'Û',
  ndash: '–',
  mdash: '—',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  laquo: '«',
  raquo: '»',
  hellip: '…',
  middot: '·',
  bull: '•',
  deg: '°',
  copy: '©',
  reg: '®',
};

function decodeCodePoint(code: number): string | null {
  if (!Number.isInteger(code) || code <= 0 || code > 0x10ffff) return null;
  if (code >= 0xd800 && code <= 0xdfff) return null;
  return String.fromCodePoint(code);
}

/** Decodes numeric (&#305; &#x131;) and common named (&amp; &ouml;) entities; unknown ones stay as written. */
export function decodeEntities(value: string): string {
  return value.replace(
    /&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|([A-Za-z][A-Za-z0-9]{1,31}));/g,
    (match, dec, hex, name) => {
      if (dec !== undefined) return decodeCodePoint(Number.parseInt(dec, 10)) ?? match;
      if (hex !== undefined) return decodeCodePoint(Number.parseInt(hex, 16)) ?? match;
      return NAMED_ENTITIES[name as string] ?? match;
    },
  );
}

/**
 * Removes markup and entities, invisible characters (soft hyphen, zero-width ones, the byte-order
 * mark, and bidirectional controls, which could reverse how a name reads or make one of nothing)
 * and C0 controls, and collapses all whitespace (NBSP included) to single spaces.
 */
export function cleanText(raw: string): string {
  // Most values have no markup and no entities: skip those passes (they are most of the cost).
  const withoutMarkup = raw.includes('<')
    ? raw
        .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
        .replace(/<!--[\s\S]*?-->/g, ' ')
        .replace(/<\/?[A-Za-z][^>]*>/g, ' ')
    : raw;
  return (
    (withoutMarkup.includes('&') ? decodeEntities(withoutMarkup) : withoutMarkup)
      .normalize('NFC')
      // eslint-disable-next-line no-control-regex -- the C0 controls are what it removes.
      .replace(/[\u0000-\u0008\u000e-\u001f\u007f\u00ad\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g, '')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/**
 * Title case with Turkish rules: "İSTANBUL ECZANESİ" → "İstanbul Eczanesi", "ışık" → "Işık".
 * A word starts after a space, hyphen, slash, dot, bracket or similar; not after an apostrophe
 * ("AYŞE'NİN" → "Ayşe'nin") and not after a digit ("5A" → "5a").
 */
export function toTitleCaseTurkish(value: string): string {
  return toTurkishLower(value).replace(WORD, (word: string, at: number, text: string) =>
    isConjunctionInside(word, text[at - 1]) ? word : toTurkishUpper(word.charAt(0)) + word.slice(1),
  );
}

/** A word, from its first letter: not one that goes on after an apostrophe or a digit. */
const WORD = /(?<![\p{L}\p{M}\p{N}'’`])\p{L}[\p{L}\p{M}]*/gu;

/** "ve", "ile" and "veya" stay small inside a name: "Sağlık ve Şifa", not "Sağlık Ve Şifa". */
const CONJUNCTIONS = new Set(['ve', 'ile', 'veya']);

/** `lower` (a word in lower case) is a conjunction after a space, not the first word. */
function isConjunctionInside(lower: string, before: string | undefined): boolean {
  return before !== undefined && /\s/.test(before) && CONJUNCTIONS.has(lower);
}

/** Words an address keeps in capitals: acronyms of places and institutions. */
const ADDRESS_ACRONYMS = new Set([
  'AVM',
  'OSB',
  'PTT',
  'SGK',
  'SSK',
  'TOKİ',
  'TEM',
  'TCDD',
  'DSİ',
  'TRT',
  'TSK',
  'KKTC',
  'ODTÜ',
  'İTÜ',
]);
const ROMAN_NUMERAL = /^(?:I{1,3}|IV|VI{0,3}|IX|XI{0,3})$/;

/** Front vowels: after one, Turkish vowel harmony wants "i", not "ı". */
const FRONT_VOWEL = /[eiöü]/;

/**
 * A capitalised word in lower case with Turkish rules, except that a plain "I" right after a front
 * vowel ("CADDESI", "ÖZBILEN") is read as the "İ" a keyboard without it could not type: those
 * lower-case to "i" ("caddesi"), where "ı" would break vowel harmony ("caddesı"). After a back vowel
 * "I" stays "ı" ("BULVARI" → "bulvarı"), as it is in most addresses.
 */
function toLowerAddressWord(word: string): string {
  let lower = '';
  let vowel = '';
  for (const letter of word) {
    const low = letter === 'I' && FRONT_VOWEL.test(vowel) ? 'i' : toTurkishLower(letter);
    if (/[aeıioöuü]/.test(low)) vowel = low;
    lower += low;
  }
  return lower;
}

/**
 * Words of addresses whose "i" breaks vowel harmony (loans and names, and place names), as the
 * capitals of a source that lost the dot of "İ" write them: "CUMHURIYET" reads "Cumhuriyet", not
 * the "Cumhurıyet" that harmony after "u" would give. Taken from the words of the real CollectAPI
 * addresses (recorded answers, kept outside the repository) with an "İ" after a back vowel or before one, most frequent
 * first, and the provinces whose names are such words. Whole words only: "ALI" is "Ali", while
 * "SALI" and "BALIK" keep their "ı".
 */
const DISHARMONIC_WORDS = new Map(
  [
    'Cumhuriyet',
    'Fatih',
    'Gazi',
    'Ali',
    'Mithatpaşa',
    'İstasyon',
    'Mimar',
    'Sinan',
    'Sinanpaşa',
    'Kamil',
    'İsmail',
    'İhsaniye',
    'Akif',
    'Gazipaşa',
    'Orhangazi',
    'Ertuğrulgazi',
    'Gaziosmanpaşa',
    'Hamidiye',
    'Reşadiye',
    'Cami',
    'Camii',
    'Kanuni',
    'Selahattin',
    'Sebahattin',
    'Bahattin',
    'Sahil',
    'Tayyip',
    'İbrahim',
    'Halit',
    'Halil',
    'Salih',
    'Muhsin',
    'Nisan',
    'Acil',
    'Aziz',
    'Nadir',
    'Polis',
    'Pilot',
    'Sanayi',
    'Sanayii',
    'Site',
    'Sitesi',
    'Bina',
    'Binası',
    'İnönü',
    'İsmet',
    'İstiklal',
    'İskele',
    'İstanbul',
    'İzmir',
    'Afyonkarahisar',
    'Diyarbakır',
    'Gaziantep',
    'Osmaniye',
    'Hakkari',
    'Mardin',
    'Bitlis',
    'Kilis',
    'Siirt',
    'Sinop',
  ].map((word) => [toTurkishUpper(word).replaceAll('İ', 'I'), word]),
);

/**
 * An address as it reads best. One written all in capitals ("SİNANPAŞA MAH. İNÖNÜ CAD. NO:40/D",
 * as CollectAPI sends about half of its addresses) in Turkish title case: "Sinanpaşa Mah. İnönü Cad.
 * No:40/D". Acronyms ("AVM", "TOKİ") and Roman numerals ("II. ETAP") stay in capitals, and so does
 * a letter right after a digit ("5A", a door or a block). After an apostrophe a word goes on in
 * lower case ("ATATÜRK'ÜN" → "Atatürk'ün"). An address with any lower-case letter is left as it
 * was written.
 */
export function toReadableAddress(address: string): string {
  if (/\p{Ll}/u.test(address) || !/\p{Lu}[^]*\p{Lu}/u.test(address)) return address;
  return address.replace(/[\p{L}\p{M}]+/gu, (word: string, at: number) => {
    const before = at === 0 ? '' : address[at - 1]!;
    if (ADDRESS_ACRONYMS.has(word) || ROMAN_NUMERAL.test(word) || /\p{N}/u.test(before)) return word;
    const known = DISHARMONIC_WORDS.get(word.replaceAll('İ', 'I'));
    if (known !== undefined && !/['’`]/.test(before)) return known;
    const lower = toLowerAddressWord(word);
    if (/['’`]/.test(before) || isConjunctionInside(lower, address[at - 1])) return lower;
    return toTurkishUpper(lower.charAt(0)) + lower.slice(1);
  });
}

const PHARMACY_WORDS = new Set(['eczane', 'eczanesi', 'ecz']);

/** "HAYAT ECZANESİ" → "Hayat Eczanesi", "eczane güneş" → "Güneş Eczanesi"; "Eczane" when no name remains. */
export function toPharmacyName(raw: string): string {
  const words = cleanText(raw)
    .replace(/\b(ecz)\.(?=\S)/gi, '$1. ')
    .split(' ')
    .filter((word) => !PHARMACY_WORDS.has(toMatchKey(word)));
  const name = words
    .join(' ')
    .replace(/^[\s\-–—,;:|/.]+|[\s\-–—,;:|/.]+$/g, '')
    .trim();
  if (!/[\p{L}\p{N}]/u.test(name)) return 'Eczane';
  return `${toTitleCaseTurkish(name)} Eczanesi`;
}
