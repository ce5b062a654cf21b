import { data } from 'react-router';
import type { Route } from './+types/nearest';
import { NearestPage } from '#app/components/nearest-page.tsx';
import { PublicErrorBoundary } from '#app/components/public-error.tsx';
import { SiteFrame } from '#app/components/site-frame.tsx';
import { getRequestSite, servicesContext } from '#app/context.server.ts';
import { SITE_NAME } from '#app/domain/seo/seo.ts';
import { errorPageMeta } from '#app/domain/seo/seo-meta.ts';
import { splitLocale } from '#app/domain/i18n/locale.ts';
import { translatorFor } from '#app/domain/i18n/translate.ts';
import { PUBLIC_PAGE_HANDLE } from '#app/domain/site/route-handle.ts';
import { toServerOnly } from '#app/domain/site/server-only-data.ts';
import { loadNearestPage } from '#app/routes/public/nearest-page.server.ts';

/**
 * `/yakin?lat=…&lng=…`: the nearest pharmacies on duty, open ones first, across province
 * borders; without a usable position, a message and the province picker. Never indexed: the
 * page is one position's answer.
 */
export const handle = PUBLIC_PAGE_HANDLE;

export function loader({ request, context }: Route.LoaderArgs) {
  const answer = loadNearestPage(request, context.get(servicesContext), getRequestSite(context, request));
  // The page does not hydrate: its data stays on the server, with the status the loader chose.
  return data(toServerOnly(answer.data), answer.init ?? undefined);
}

export const meta: Route.MetaFunction = ({ loaderData, error, location }) => {
  const { locale } = splitLocale(location.pathname);
  if (!loaderData) return errorPageMeta(error, locale);
  const t = translatorFor(locale);
  return [
    { title: `${t('nearest.metaTitle')} - ${locale === 'tr' ? SITE_NAME : t('site.name')}` },
    { name: 'description', content: t('nearest.metaDescription') },
    { name: 'robots', content: 'noindex, follow' },
  ];
};

export default function Nearest({ loaderData }: Route.ComponentProps) {
  return (
    <SiteFrame frame={loaderData.value}>
      <NearestPage data={loaderData.value} />
    </SiteFrame>
  );
}

export const ErrorBoundary = PublicErrorBoundary;
