import type { Route } from './+types/share';
import { PublicErrorBoundary } from '#app/components/public-error.tsx';
import { SharePage } from '#app/components/share-page.tsx';
import { SiteFrame } from '#app/components/site-frame.tsx';
import { getRequestSite, servicesContext } from '#app/context.server.ts';
import { SITE_NAME } from '#app/domain/seo/seo.ts';
import { PUBLIC_PAGE_HANDLE } from '#app/domain/site/route-handle.ts';
import { requireSharePage } from '#app/routes/public/share-page.server.ts';

/** `/eczane/{id}/paylas`: one pharmacy to share. Not indexed: the lists are the pages to find. */
export const handle = PUBLIC_PAGE_HANDLE;

export function loader({ request, params, context }: Route.LoaderArgs) {
  return requireSharePage(request, params.id, context.get(servicesContext), getRequestSite(context, request));
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `${loaderData.pharmacy.name} - ${loaderData.placeName} - ${SITE_NAME}` : SITE_NAME },
  {
    name: 'description',
    content: loaderData ? loaderData.shareText.replace(/\n/g, ', ') : 'Nöbetçi eczane bilgisi.',
  },
  { name: 'robots', content: 'noindex, follow' },
];

export default function Share({ loaderData }: Route.ComponentProps) {
  return (
    <SiteFrame frame={loaderData}>
      <SharePage data={loaderData} />
    </SiteFrame>
  );
}

export const ErrorBoundary = PublicErrorBoundary;
