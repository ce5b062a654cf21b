import type { Route } from './+types/sitemap';
import { getRequestSite, servicesContext } from '#app/context.server.ts';
import { PROVINCES, listDistricts } from '#app/domain/geo/geo.server.ts';
import { buildSitemap, buildSitemapPage, type SitemapInput } from '#app/domain/seo/sitemap.ts';

const PROVINCE_SLUGS = PROVINCES.map((p) => p.slug);

const HEADERS = { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' };

function sitemapInput({ request, context }: Pick<Route.LoaderArgs, 'request' | 'context'>): SitemapInput {
  const services = context.get(servicesContext);
  return {
    snapshot: services.snapshots.get(),
    now: services.now(),
    provinceSlugs: PROVINCE_SLUGS,
    districtSlugs: (province) => listDistricts(province).map((d) => d.slug),
    canonical: getRequestSite(context, request).canonical,
  };
}

/**
 * `/sitemap.xml` (public): landing, 81 provinces, all their districts and the content pages; a sitemap index when that is over 50,000 URLs.
 * `/sitemaps/{n}.xml` serves the index's pages.
 */
export function loader(args: Route.LoaderArgs) {
  const file = args.params.file;
  if (file === undefined) return new Response(buildSitemap(sitemapInput(args)), { headers: HEADERS });
  const page = /^([1-9]\d{0,4})\.xml$/.exec(file);
  const xml = page ? buildSitemapPage(sitemapInput(args), Number(page[1])) : null;
  if (xml === null) {
    return new Response('Böyle bir site haritası sayfası yok.', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    });
  }
  return new Response(xml, { headers: HEADERS });
}
