import { data, redirect } from 'react-router';
import type { Route } from './+types/search';
import { z } from 'zod';
import { PublicErrorBoundary } from '#app/components/public-error.tsx';
import { SearchResults } from '#app/components/search-results.tsx';
import { SiteFrame } from '#app/components/site-frame.tsx';
import { getRequestSite, servicesContext } from '#app/context.server.ts';
import { SITE_NAME } from '#app/domain/seo/seo.ts';
import { afterNextPoll } from '#app/domain/site/next-poll.ts';
import { errorPageMeta } from '#app/domain/seo/seo-meta.ts';
import { localiseHref, splitLocale } from '#app/domain/i18n/locale.ts';
import { translatorFor } from '#app/domain/i18n/translate.ts';
import { useSiteFrame } from '#app/routes/public/site-frame.ts';
import { findSearchRedirect, loadSearchResults } from '#app/routes/public/search-results.server.ts';
import { PUBLIC_PAGE_HANDLE } from '#app/domain/site/route-handle.ts';

export const handle = PUBLIC_PAGE_HANDLE;

const querySchema = z.object({ q: z.string().max(64).optional(), il: z.string().max(64).optional() });

/**
 * `/ara?q=…` and `/ara?il=…`: the search box and province picker without
 * JavaScript, and the search box's fallback. A province, a province and its
 * district in either order ("istanbul kadıköy", "Kadıköy'deki nöbetçi eczaneler"),
 * a former name ("Antep") or a district that exists once goes straight to its
 * page; anything else gets a results page
 * (provinces, districts, neighbourhoods and pharmacies, typos forgiven) with the
 * picker, never a dead end.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const parsed = querySchema.safeParse(Object.fromEntries(url.searchParams));
  const site = getRequestSite(context, request);
  if (!parsed.success) throw data({ message: translatorFor(site.locale)('search.tooLong') }, { status: 400 });
  const text = (parsed.data.il ?? parsed.data.q ?? '').trim();
  if (!text) throw redirect(localiseHref(site.locale, '/'));
  const services = context.get(servicesContext);
  const target = findSearchRedirect(text, site);
  if (target) throw redirect(target);
  const results = loadSearchResults(text, site, services);
  // The page is rendered on a later turn than the search: what others asked meanwhile goes first.
  await afterNextPoll();
  return data({ results }, { status: results.total > 0 ? 200 : 404 });
}

export const meta: Route.MetaFunction = ({ loaderData, error, location }) => {
  const { locale } = splitLocale(location.pathname);
  if (!loaderData) return errorPageMeta(error, locale);
  const t = translatorFor(locale);
  return [
    {
      title: `${t('search.title', { query: loaderData.results.query })} - ${locale === 'tr' ? SITE_NAME : t('site.name')}`,
    },
    { name: 'robots', content: 'noindex, follow' },
  ];
};

export default function Search({ loaderData }: Route.ComponentProps) {
  return (
    <SiteFrame frame={useSiteFrame()}>
      <SearchResults results={loaderData.results} />
    </SiteFrame>
  );
}

export const ErrorBoundary = PublicErrorBoundary;
