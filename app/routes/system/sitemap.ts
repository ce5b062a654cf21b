import type { Route } from './+types/sitemap';
import { servicesContext } from '#app/context.server.ts';
import { PROVINCES } from '#app/domain/geo.server.ts';
import { buildSitemap } from '#app/domain/sitemap.ts';

const PROVINCE_SLUGS = PROVINCES.map((p) => p.slug);

/** `/sitemap.xml` (public): landing, 81 provinces, and the districts with pharmacies on duty. */
export function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const xml = buildSitemap({
    snapshot: services.snapshots.get(),
    now: services.now(),
    provinceSlugs: PROVINCE_SLUGS,
    origin: new URL(request.url).origin,
    baseDomain: services.config.baseDomain,
  });
  return new Response(xml, {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  });
}
