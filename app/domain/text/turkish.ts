/**
 * Turkish-aware case folding, comparison and slugs. One slug function serves
 * provinces, districts and URLs (STYLE.md, "Turkish text").
 */

const ASCII_FOLD: Record<string, string> = {
  ç: 'c',
  Ç: 'c',
  ğ: 'g',
  Ğ: 'g',
  ı: 'i',
  I: 'i',
  İ: 'i',
  i: 'i',
  ö: 'o',
  Ö: 'o',
  ş: 's',
  Ş: 's',
  ü: 'u',
  Ü: 'u',
  â: 'a',
  Â: 'a',
  î: 'i',
  Î: 'i',
  û: 'u',
  Û: 'u',
};

export function toTurkishLower(value: string): string {
  return value.toLocaleLowerCase('tr-TR');
}

export function toTurkishUpper(value: string): string {
  return value.toLocaleUpperCase('tr-TR');
}

/** Lower-cases with Turkish rules and folds Turkish letters to ASCII: "İSTANBUL" → "istanbul". */
export function foldTurkish(value: string): string {
  // NFC first so that "i̇" (i + combining dot, from a plain toLowerCase of "İ") folds cleanly.
  return value
    .normalize('NFC')
    .replace(/[çÇğĞıIİiöÖşŞüÜâÂîÎûÛ]/g, (ch) => ASCII_FOLD[ch] ?? ch)
    .replace(/\u0307/g, '')
    .toLowerCase();
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

/** Substring match that ignores Turkish case and diacritics. */
export function includesFolded(haystack: string, needle: string): boolean {
  return toMatchKey(haystack).includes(toMatchKey(needle));
}

/** Compares two names the Turkish way for sorting. */
export const compareTurkish = new Intl.Collator('tr-TR', { sensitivity: 'base' }).compare;
