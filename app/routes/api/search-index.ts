import type { LoaderFunctionArgs } from 'react-router';
import { servicesContext } from '#app/context.server.ts';
import { listSearchIndex } from '#app/routes/api/search-index-data.server.ts';

/** `/arama-dizini.json`: what the search box suggests from; changes only with a release. */
export function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  return Response.json(listSearchIndex(url, context.get(servicesContext).config.baseDomain), {
    headers: { 'Cache-Control': 'public, max-age=3600' },
  });
}
