import { DEFAULT_ROTATION, getDutyDate } from '#app/domain/duty-window.ts';
import { selectRoster, type Snapshot } from '#app/domain/snapshot.ts';

/**
 * `/sitemap.xml`: the landing page, every province page, and the district pages
 * that have pharmacies in the rosters in force. Under BASE_DOMAIN provinces are
 * subdomains (`https://{province}.{base}/{district}`); otherwise the path form
 * on the request's origin (`/{province}/{district}`). Pure.
 */

export type SitemapInput = {
  snapshot: Snapshot;
  now: Date;
  provinceSlugs: readonly string[];
  /** The request's origin, e.g. "http://localhost:3000"; used without a base domain. */
  origin: string;
  baseDomain: string | null;
};

export type SitemapUrl = { loc: string; lastmod: string | null };

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);
}

export function listSitemapUrls(input: SitemapInput): SitemapUrl[] {
  const { baseDomain, snapshot } = input;
  const origin = input.origin.replace(/\/+$/, '');
  const home = baseDomain ? `https://${baseDomain}/` : `${origin}/`;
  const provinceUrl = (p: string) => (baseDomain ? `https://${p}.${baseDomain}/` : `${origin}/${p}`);
  const districtUrl = (p: string, d: string) =>
    baseDomain ? `https://${p}.${baseDomain}/${encodeURIComponent(d)}` : `${origin}/${p}/${encodeURIComponent(d)}`;

  const urls: SitemapUrl[] = [{ loc: home, lastmod: null }];
  for (const slug of input.provinceSlugs) {
    const rotation = snapshot.rotations.get(slug) ?? DEFAULT_ROTATION;
    const { roster } = selectRoster(snapshot.rosters.get(slug), getDutyDate(input.now, rotation));
    const lastmod = roster?.fetchedAt ?? null;
    urls.push({ loc: provinceUrl(slug), lastmod });
    for (const district of roster?.districts ?? []) {
      if (district.count > 0) urls.push({ loc: districtUrl(slug, district.slug), lastmod });
    }
  }
  return urls;
}

export function buildSitemap(input: SitemapInput): string {
  const entries = listSitemapUrls(input).map(
    ({ loc, lastmod }) =>
      `  <url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''}</url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}
