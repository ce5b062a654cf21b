import type { LoaderFunctionArgs, MetaFunction } from 'react-router';
import { useLoaderData } from 'react-router';
import { PublicErrorBoundary } from '#app/components/public-error.tsx';
import { PublicPage } from '#app/components/public-page.tsx';
import { getRequestSite, servicesContext } from '#app/context.server.ts';
import type { PublicPageData } from '#app/domain/public-page.ts';
import { publicPageMeta } from '#app/domain/public-page-seo.ts';
import { loadPublicPage } from '#app/routes/public/load-public-page.server.ts';

/**
 * One module for `/`, `/{slug}` and `/{province}/{district}` (see app/routes.ts):
 * the landing page, a province view, or a district page, chosen by host, path
 * and `?province=`.
 */
export function loader({ request, params, context }: LoaderFunctionArgs) {
  const first = params.slug ?? params.province;
  const site = getRequestSite(context, request);
  return loadPublicPage(request, { first, second: params.district }, context.get(servicesContext), site);
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => publicPageMeta(loaderData);

export default function Page() {
  return <PublicPage data={useLoaderData<PublicPageData>()} />;
}

export const ErrorBoundary = PublicErrorBoundary;
