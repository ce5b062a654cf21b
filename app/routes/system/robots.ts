import type { Route } from './+types/robots';
import { getRequestSite } from '#app/context.server.ts';

/**
 * `/robots.txt`: everything public may be crawled; the admin tools may not. The
 * sitemap is named on the main site, also from province subdomains (the
 * sitemaps.org cross-host submission), so one sitemap covers every subdomain.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const { site } = getRequestSite(context, request).canonical;
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /adminxyz',
    'Disallow: /process-data',
    'Disallow: /api/admin/',
    '',
    `Sitemap: ${site}/sitemap.xml`,
    '',
  ].join('\n');
  return new Response(body, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=86400' },
  });
}
