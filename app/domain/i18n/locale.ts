/**
 * The site's languages (docs/decisions/0010-languages.md). Turkish is the default, at today's
 * addresses; English and Arabic pages live under `/en/…` and `/ar/…`, on the main host and on a
 * province's own host alike (`istanbul.{base}/en/kadikoy`). The path decides the language, never
 * a header: a link, a bookmark and the shared cache all see one page per address.
 */
export const LOCALES = ['tr', 'en', 'ar'] as const;

export type Locale = (typeof LOCALES)[number];

const DEFAULT_LOCALE: Locale = 'tr';

/** Writing direction for `<html dir>`. */
export const TEXT_DIRECTION: Readonly<Record<Locale, 'ltr' | 'rtl'>> = { tr: 'ltr', en: 'ltr', ar: 'rtl' };

/**
 * The `Intl` locale of each language. British English writes "29 November" as people in Türkiye
 * are used to; Arabic keeps Latin digits (`nu-latn`), as the phone numbers and addresses on the
 * same card do and as the signs in the street show them.
 */
export const INTL_LOCALE: Readonly<Record<Locale, string>> = { tr: 'tr-TR', en: 'en-GB', ar: 'ar-u-nu-latn' };

/** Each language's `hreflang` in the alternates of a page and the sitemap. */
export const HREFLANG: Readonly<Record<Locale, string>> = { tr: 'tr-TR', en: 'en', ar: 'ar' };

/** Each language's own name, for the language switch. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = { tr: 'Türkçe', en: 'English', ar: 'العربية' };

/**
 * The language a path names and the path without its prefix: `/en/istanbul` → en, `/istanbul`;
 * `/ar` and `/ar/` → ar, `/`; `/istanbul` → tr, `/istanbul`. `/enerji` is not English.
 */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const match = /^\/(en|ar)(?=\/|$)/.exec(pathname);
  if (!match) return { locale: DEFAULT_LOCALE, path: pathname };
  const rest = pathname.slice(match[0].length);
  return { locale: match[1] as Locale, path: rest === '' ? '/' : rest };
}

/**
 * A site address in a language: `/kadikoy` → `/en/kadikoy`, `/` → `/en/`,
 * `https://istanbul.example/` → `https://istanbul.example/en/`; Turkish addresses stay as they are.
 * Query and fragment are kept. Anything that is not a path on this site (`?gun=yarin`, `#ilceler`,
 * `tel:`) is returned unchanged.
 */
export function localiseHref(locale: Locale, href: string): string {
  if (locale === DEFAULT_LOCALE) return href;
  const absolute = /^(https?:\/\/[^/?#]+)(.*)$/.exec(href);
  const [origin, rest] = absolute ? [absolute[1]!, absolute[2]!] : ['', href];
  if (absolute && !rest.startsWith('/') && rest !== '') return href;
  if (!absolute && !rest.startsWith('/')) return href;
  const path = rest === '' ? '/' : rest;
  if (splitLocale(path.replace(/[?#].*$/, '')).locale !== DEFAULT_LOCALE) return href;
  return `${origin}/${locale}${path}`;
}
