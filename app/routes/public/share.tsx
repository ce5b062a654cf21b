import type { Route } from './+types/share';
import { PublicErrorBoundary } from '#app/components/public-error.tsx';
import { SharePage } from '#app/components/share-page.tsx';
import { SiteFrame } from '#app/components/site-frame.tsx';
import { getRequestSite, servicesContext } from '#app/context.server.ts';
import { SITE_NAME } from '#app/domain/seo/seo.ts';
import { errorPageMeta } from '#app/domain/seo/seo-meta.ts';
import { PUBLIC_PAGE_HANDLE } from '#app/domain/site/route-handle.ts';
import { requireSharePage } from '#app/routes/public/share-page.server.ts';
import { useSiteFrame } from '#app/routes/public/site-frame.ts';

/** `/eczane/{id}/paylas`: one pharmacy to share. Not indexed: the lists are the pages to find. */
export const handle = PUBLIC_PAGE_HANDLE;

export function loader({ request, params, context }: Route.LoaderArgs) {
  return requireSharePage(params.id, context.get(servicesContext), getRequestSite(context, request));
}

export const meta: Route.MetaFunction = ({ loaderData, error }) =>
  loaderData
    ? [
        { title: `${loaderData.pharmacy.name} - ${loaderData.placeName} - ${SITE_NAME}` },
        { name: 'description', content: loaderData.shareText.replace(/\n/g, ', ') },
        { name: 'robots', content: 'noindex, follow' },
        // The preview a messaging app draws for the shared link: the pharmacy, its phone and address.
        { property: 'og:type', content: 'website' },
        { property: 'og:title', content: `${loaderData.pharmacy.name} - ${loaderData.placeName}` },
        { property: 'og:description', content: loaderData.shareText.split('\n').slice(1).join(' · ') },
        { property: 'og:url', content: loaderData.shareUrl },
        { property: 'og:site_name', content: SITE_NAME },
        { property: 'og:locale', content: 'tr_TR' },
      ]
    : errorPageMeta(error);

export default function Share({ loaderData }: Route.ComponentProps) {
  return (
    <SiteFrame frame={{ ...useSiteFrame(), demoNotice: loaderData.demoNotice }}>
      <SharePage data={loaderData} />
    </SiteFrame>
  );
}

export const ErrorBoundary = PublicErrorBoundary;
