import type { Route } from './+types/search-index';
import { getRequestSite } from '#app/context.server.ts';
import { listSearchIndex } from '#app/routes/api/search-index-data.server.ts';

/** `/arama-dizini.json`: what the search box suggests from; changes only with a release. */
export function loader({ request, context }: Route.LoaderArgs) {
  return Response.json(listSearchIndex(getRequestSite(context, request).links), {
    headers: { 'Cache-Control': 'public, max-age=3600' },
  });
}
