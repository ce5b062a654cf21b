/**
 * Turkish-aware case folding, comparison and slugs. One slug function serves
 * provinces, districts and URLs (the house style, "Turkish text").
 */

// Turkish case rules differ from the default ones only for I, İ (and I + combining dot) when
// lower-casing and for i when upper-casing. Those letters are mapped here and the rest takes the
// default path: ICU's tr-TR casing took 0.2 ms a page render (İstanbul's 50 keywords).
const TURKISH_LOWER_I = /I\u0307|[Iİ]/g;
const toLowerI = (letter: string) => (letter === 'I' ? 'ı' : 'i');

export function toTurkishLower(value: string): string {
  return value.replace(TURKISH_LOWER_I, toLowerI).toLowerCase();
}

export function toTurkishUpper(value: string): string {
  return value.replaceAll('i', 'İ').toUpperCase();
}

/** Lower-case Turkish (and circumflexed) letters by their ASCII fold; the combining dot goes. */
const FOLDED: Record<number, string> = Object.fromEntries(
  Object.entries({ ç: 'c', ğ: 'g', ı: 'i', ö: 'o', ş: 's', ü: 'u', â: 'a', î: 'i', û: 'u', '\u0307': '' }).map(
    ([letter, ascii]) => [letter.charCodeAt(0), ascii],
  ),
);

/** Lower-cases with Turkish rules and folds Turkish letters to ASCII: "İSTANBUL" → "istanbul". */
export function foldTurkish(value: string): string {
  // Printable ASCII needs no normalising or folding (the common case for keys and slugs).
  if (!/[^\t-~]/.test(value)) return value.toLowerCase();
  // NFC first so that "i̇" (i + combining dot) is one letter; lower-casing then gives every
  // Turkish capital its small letter ("İ" becomes "i" + the combining dot, which is dropped).
  const lower = value.normalize('NFC').toLowerCase();
  let folded = '';
  let copied = 0;
  for (let i = 0; i < lower.length; i++) {
    const code = lower.charCodeAt(i);
    if (code < 0x80) continue;
    const ascii = FOLDED[code];
    if (ascii === undefined) continue;
    folded += lower.slice(copied, i) + ascii;
    copied = i + 1;
  }
  return copied === 0 ? lower : folded + lower.slice(copied);
}

/** URL slug: lowercase, Turkish letters folded to ASCII, spaces to hyphens, other characters removed. */
export function toSlug(value: string): string {
  return foldTurkish(value)
    .trim()
    .replace(/[\s_]+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Case- and accent-insensitive key for matching Turkish names ("KADIKÖY" ≡ "Kadıköy" ≡ "kadikoy"). */
export function toMatchKey(value: string): string {
  return foldTurkish(value)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The high vowel a suffix takes after each vowel (two-fold harmony): "Kadıköy'ü", "İzmir'i". */
const HIGH_VOWEL: Record<string, string> = {
  a: 'ı',
  â: 'ı',
  ı: 'ı',
  e: 'i',
  i: 'i',
  î: 'i',
  o: 'u',
  u: 'u',
  û: 'u',
  ö: 'ü',
  ü: 'ü',
};

/**
 * A name in the accusative, the ending after an apostrophe as proper names take it: the last
 * vowel sets the ending's vowel, and a vowel-final name takes a "y" first. "Eyüpsultan'ı",
 * "Kadıköy'ü", "İzmir'i", "Antalya'yı", "Şile'yi".
 */
export function withAccusative(name: string): string {
  const lower = toTurkishLower(name.normalize('NFC'));
  const vowels = lower.match(/[aâeıiîoöuüû]/g);
  const last = vowels?.at(-1) ?? 'e';
  const buffer = /[aâeıiîoöuüû]$/.test(lower) ? 'y' : '';
  return `${name}'${buffer}${HIGH_VOWEL[last]}`;
}

/** "Eyüpsultan'ı mı aradınız?": the question a near-miss address or search is answered with. */
export function askDidYouMean(name: string): string {
  const accusative = withAccusative(name);
  return `${accusative} m${accusative.at(-1)} aradınız?`;
}

/** Substring match that ignores Turkish case and diacritics. */
export function includesFolded(haystack: string, needle: string): boolean {
  return toMatchKey(haystack).includes(toMatchKey(needle));
}

let collator: Intl.Collator | null = null;

/**
 * Compares two names the Turkish way for sorting. The collator is made on first use: loading
 * ICU's Turkish collation took ~13 ms of a phone page's load (54 ms at 4× CPU slowdown) when it
 * was made as the module loaded, on every public page, though only an admin page sorts with it.
 */
export function compareTurkish(a: string, b: string): number {
  collator ??= new Intl.Collator('tr-TR', { sensitivity: 'base' });
  return collator.compare(a, b);
}
