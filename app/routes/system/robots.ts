import type { Route } from './+types/robots';
import { getRequestSite } from '#app/context.server.ts';

/**
 * `/robots.txt`: everything may be crawled. It names no admin path (a list of them would only
 * guide an attacker): the admin pages say `noindex` themselves (their meta, and the
 * `X-Robots-Tag` server/app.ts puts on every admin answer). The sitemap is named on the main
 * site, also from province subdomains (the sitemaps.org cross-host submission), so one sitemap
 * covers every subdomain; its origin is the request's as the HTTP boundary settled it
 * (app/domain/site/request-origin.ts), never a stranger's Host.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const { site } = getRequestSite(context, request).canonical;
  const body = ['User-agent: *', 'Allow: /', '', `Sitemap: ${site}/sitemap.xml`, ''].join('\n');
  return new Response(body, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=86400' },
  });
}
