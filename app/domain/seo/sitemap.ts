import type { CanonicalUrls } from '#app/domain/site/canonical.ts';
import { selectRosterInForce, type Snapshot } from '#app/domain/roster/snapshot.ts';
import { HREFLANG, LOCALES, localiseHref, type Locale } from '#app/domain/i18n/locale.ts';

/**
 * `/sitemap.xml`: the landing page, every province page, every district page (one with
 * nobody on duty names the nearest districts that have someone), and the content pages, all at their
 * canonical URLs (app/domain/site/canonical.ts). Past the protocol's 50,000 URLs per
 * file, `/sitemap.xml` becomes a sitemap index of `/sitemaps/{n}.xml`. Pure.
 */

const SITEMAP_URL_LIMIT = 50_000;

/** Content pages at their canonical paths (the aliases are not listed). */
export const CONTENT_PATHS: readonly string[] = [
  '/hakkinda',
  '/saglik-rehberi',
  '/eczane-rehberi',
  '/blog',
  '/widget-generator',
  '/api-belgeleri',
  '/legal?tab=terms',
  '/legal?tab=privacy',
  '/legal?tab=cookies',
];

/**
 * The content pages that also exist in English and Arabic, by canonical path: the Turkish path
 * their versions take under `/en` and `/ar` (app/domain/i18n/locale.ts). The About page's is its
 * own; the privacy policy's summaries live at `/en/gizlilik-politikasi`, since its canonical is its tab.
 */
export const TRANSLATED_CONTENT_PATHS: Readonly<Record<string, string>> = {
  '/hakkinda': '/hakkinda',
  '/legal?tab=privacy': '/gizlilik-politikasi',
};

/**
 * Each language's address of a translated content page, by its canonical path and the site's
 * origin: the Turkish page at its canonical, the others under their prefix. Null for a page in Turkish only.
 */
export function toContentAlternates(site: string, canonicalPath: string): Readonly<Record<Locale, string>> | null {
  const translated = TRANSLATED_CONTENT_PATHS[canonicalPath];
  if (translated === undefined) return null;
  const href = (locale: Locale) =>
    locale === 'tr' ? `${site}${canonicalPath}` : `${site}${localiseHref(locale, translated)}`;
  return { tr: href('tr'), en: href('en'), ar: href('ar') };
}

export type SitemapInput = {
  snapshot: Snapshot;
  now: Date;
  provinceSlugs: readonly string[];
  /** Every district of a province, by slug, in the province's order. */
  districtSlugs: (provinceSlug: string) => readonly string[];
  canonical: CanonicalUrls;
};

/** `alternates`: the page in every language (app/domain/i18n/locale.ts), itself included, listed as alternates. */
type SitemapUrl = { loc: string; lastmod: string | null; alternates?: Readonly<Record<Locale, string>> | null };

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);
}

function listSitemapUrls(input: SitemapInput): SitemapUrl[] {
  const { canonical, snapshot } = input;
  const urls: SitemapUrl[] = [translatedUrl(`${canonical.site}/`, null)];
  for (const slug of input.provinceSlugs) {
    const { roster } = selectRosterInForce(snapshot, slug, input.now);
    const lastmod = roster?.fetchedAt ?? null;
    urls.push(translatedUrl(canonical.province(slug), lastmod));
    for (const district of input.districtSlugs(slug)) {
      urls.push(translatedUrl(canonical.district(slug, district), lastmod));
    }
  }
  for (const path of CONTENT_PATHS) {
    urls.push({
      loc: `${canonical.site}${path}`,
      lastmod: null,
      alternates: toContentAlternates(canonical.site, path),
    });
  }
  return urls;
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';

/** A place's page (landing, province, district): its English and Arabic pages carry its path under their prefix. */
function translatedUrl(loc: string, lastmod: string | null): SitemapUrl {
  return { loc, lastmod, alternates: { tr: loc, en: localiseHref('en', loc), ar: localiseHref('ar', loc) } };
}

/** A translated page's alternates, itself included, and x-default (the Turkish page), as the pages name them. */
function alternateLinks(alternates: Readonly<Record<Locale, string>>): string {
  const links = LOCALES.map((locale) => [HREFLANG[locale], alternates[locale]] as const);
  return [...links, ['x-default', alternates.tr] as const]
    .map(([lang, href]) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(href)}"/>`)
    .join('');
}

function urlset(urls: readonly SitemapUrl[]): string {
  const entries = urls.map(
    ({ loc, lastmod, alternates }) =>
      `  <url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''}${alternates ? alternateLinks(alternates) : ''}</url>`,
  );
  return [XML_HEAD, `<urlset xmlns="${NS}" xmlns:xhtml="${XHTML_NS}">`, ...entries, '</urlset>', ''].join('\n');
}

/** How many files the sitemap needs: 1 means `/sitemap.xml` is itself the urlset. */
function sitemapPageCount(urlCount: number, limit = SITEMAP_URL_LIMIT): number {
  return Math.max(1, Math.ceil(urlCount / limit));
}

/** `/sitemap.xml`: the urlset, or a sitemap index when the URLs do not fit one file. */
export function buildSitemap(input: SitemapInput, limit = SITEMAP_URL_LIMIT): string {
  const urls = listSitemapUrls(input);
  const pages = sitemapPageCount(urls.length, limit);
  if (pages === 1) return urlset(urls);
  const entries = Array.from(
    { length: pages },
    (_, i) => `  <sitemap><loc>${escapeXml(`${input.canonical.site}/sitemaps/${i + 1}.xml`)}</loc></sitemap>`,
  );
  return [XML_HEAD, `<sitemapindex xmlns="${NS}">`, ...entries, '</sitemapindex>', ''].join('\n');
}

/** `/sitemaps/{page}.xml` (1-based) of an index; null when there is no such page. */
export function buildSitemapPage(input: SitemapInput, page: number, limit = SITEMAP_URL_LIMIT): string | null {
  const urls = listSitemapUrls(input);
  const pages = sitemapPageCount(urls.length, limit);
  if (!Number.isInteger(page) || page < 1 || page > pages || pages === 1) return null;
  return urlset(urls.slice((page - 1) * limit, page * limit));
}
