import type { Route } from './+types/public-page';
import { PublicErrorBoundary } from '#app/components/public-error.tsx';
import { PublicPage } from '#app/components/public-page.tsx';
import { getRequestSite, servicesContext } from '#app/context.server.ts';
import { publicPageMeta } from '#app/domain/seo/public-page-seo.ts';
import { errorPageMeta } from '#app/domain/seo/seo-meta.ts';
import { splitLocale } from '#app/domain/i18n/locale.ts';
import { requirePublicPage } from '#app/routes/public/load-public-page.server.ts';
import { PUBLIC_PAGE_HANDLE } from '#app/domain/site/route-handle.ts';
import { toServerOnly } from '#app/domain/site/server-only-data.ts';

export const handle = PUBLIC_PAGE_HANDLE;

/**
 * One module for `/`, `/{slug}` and `/{province}/{district}` (see app/routes.ts):
 * the landing page, a province view, or a district page, chosen by host, path
 * and `?province=`. Its data never leaves the server (the page does not hydrate).
 */
export function loader({ request, params, context }: Route.LoaderArgs) {
  const first = params.slug ?? params.province;
  const site = getRequestSite(context, request);
  return toServerOnly(
    requirePublicPage(request, { first, second: params.district }, context.get(servicesContext), site),
  );
}

export const meta: Route.MetaFunction = ({ loaderData, error, location }) =>
  loaderData ? publicPageMeta(loaderData.value) : errorPageMeta(error, splitLocale(location.pathname).locale);

export default function Page({ loaderData }: Route.ComponentProps) {
  return <PublicPage data={loaderData.value} />;
}

export const ErrorBoundary = PublicErrorBoundary;
