import type { LoaderFunctionArgs } from 'react-router';

/** `/robots.txt`: everything public may be crawled; the admin tools may not; the sitemap is named. */
export function loader({ request }: LoaderFunctionArgs) {
  const origin = new URL(request.url).origin;
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /adminxyz',
    'Disallow: /process-data',
    'Disallow: /api/admin/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
  return new Response(body, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=86400' },
  });
}
