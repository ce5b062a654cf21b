import type { Route } from './+types/poster';
import { PosterPage } from '#app/components/poster-page.tsx';
import { PublicErrorBoundary } from '#app/components/public-error.tsx';
import { getRequestSite, servicesContext } from '#app/context.server.ts';
import { SITE_NAME } from '#app/domain/seo/seo.ts';
import { errorPageMeta } from '#app/domain/seo/seo-meta.ts';
import { PUBLIC_PAGE_HANDLE } from '#app/domain/site/route-handle.ts';
import { requirePosterPage } from '#app/routes/public/display-page.server.ts';

/**
 * `/{il}/yazdir` and `/{il}/{ilce}/yazdir`: the window poster of a province's or district's
 * list, for printing on A4. Not indexed: the live page is the one to find.
 */
export const handle = PUBLIC_PAGE_HANDLE;

export function loader({ request, params, context }: Route.LoaderArgs) {
  const site = getRequestSite(context, request);
  return requirePosterPage(
    request,
    { first: params.province, second: params.district },
    context.get(servicesContext),
    site,
  );
}

export const meta: Route.MetaFunction = ({ loaderData, error }) =>
  loaderData
    ? [
        { title: `${loaderData.placeName} nöbetçi eczaneler (yazdırılabilir) - ${SITE_NAME}` },
        { name: 'robots', content: 'noindex, follow' },
      ]
    : errorPageMeta(error);

export default function Poster({ loaderData }: Route.ComponentProps) {
  return <PosterPage data={loaderData} />;
}

export const ErrorBoundary = PublicErrorBoundary;
