import type { CanonicalUrls } from '#app/domain/site/canonical.ts';
import { selectRosterInForce, type Snapshot } from '#app/domain/roster/snapshot.ts';
import { HREFLANG, LOCALES, localiseHref } from '#app/domain/i18n/locale.ts';

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

export type SitemapInput = {
  snapshot: Snapshot;
  now: Date;
  provinceSlugs: readonly string[];
  /** Every district of a province, by slug, in the province's order. */
  districtSlugs: (provinceSlug: string) => readonly string[];
  canonical: CanonicalUrls;
};

/** `translated`: the page exists in every language (app/domain/i18n/locale.ts), listed as alternates. */
type SitemapUrl = { loc: string; lastmod: string | null; translated?: boolean };

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);
}

function listSitemapUrls(input: SitemapInput): SitemapUrl[] {
  const { canonical, snapshot } = input;
  const urls: SitemapUrl[] = [{ loc: `${canonical.site}/`, lastmod: null, translated: true }];
  for (const slug of input.provinceSlugs) {
    const { roster } = selectRosterInForce(snapshot, slug, input.now);
    const lastmod = roster?.fetchedAt ?? null;
    urls.push({ loc: canonical.province(slug), lastmod, translated: true });
    for (const district of input.districtSlugs(slug)) {
      urls.push({ loc: canonical.district(slug, district), lastmod, translated: true });
    }
  }
  for (const path of CONTENT_PATHS) urls.push({ loc: `${canonical.site}${path}`, lastmod: null });
  return urls;
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';

/** A translated page's alternates, itself included, and x-default (the Turkish page), as the pages name them. */
function alternates(loc: string): string {
  const links = LOCALES.map((locale) => [HREFLANG[locale], localiseHref(locale, loc)] as const);
  return [...links, ['x-default', loc] as const]
    .map(([lang, href]) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(href)}"/>`)
    .join('');
}

function urlset(urls: readonly SitemapUrl[]): string {
  const entries = urls.map(
    ({ loc, lastmod, translated }) =>
      `  <url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''}${translated ? alternates(loc) : ''}</url>`,
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
