import type { Route } from './+types/share';
import { PublicErrorBoundary } from '#app/components/public-error.tsx';
import { SharePage } from '#app/components/share-page.tsx';
import { SiteFrame } from '#app/components/site-frame.tsx';
import { getRequestSite, servicesContext } from '#app/context.server.ts';
import { splitLocale, type Locale } from '#app/domain/i18n/locale.ts';
import { translatorFor } from '#app/domain/i18n/translate.ts';
import { SITE_NAME } from '#app/domain/seo/seo.ts';
import { errorPageMeta } from '#app/domain/seo/seo-meta.ts';
import { PUBLIC_PAGE_HANDLE } from '#app/domain/site/route-handle.ts';
import { requireSharePage } from '#app/routes/public/share-page.server.ts';
import { loadSiteFrame } from '#app/routes/public/site-frame.server.ts';
import { useSiteFrame } from '#app/routes/public/site-frame.ts';

/**
 * `/eczane/{id}/paylas`, `/en/eczane/{id}/paylas`, `/ar/eczane/{id}/paylas`: one pharmacy to share,
 * in the page's language. Not indexed: the lists are the pages to find.
 */
export const handle = PUBLIC_PAGE_HANDLE;

export function loader({ request, params, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const site = getRequestSite(context, request);
  const page = requireSharePage(params.id, services, site);
  // The same pharmacy's page in each language, for the header's language switch.
  return { ...page, languages: loadSiteFrame(new URL(request.url), services, site, true).languages };
}

const OG_LOCALE: Readonly<Record<Locale, string>> = { tr: 'tr_TR', en: 'en_GB', ar: 'ar_AR' };

export const meta: Route.MetaFunction = ({ loaderData, error, location }) => {
  const { locale } = splitLocale(location.pathname);
  if (!loaderData) return errorPageMeta(error, locale);
  const site = locale === 'tr' ? SITE_NAME : translatorFor(locale)('site.name');
  const { pharmacy, placeName, shareText } = loaderData;
  return [
    { title: `${pharmacy.name} - ${placeName} - ${site}` },
    { name: 'description', content: shareText.replace(/\n/g, ', ') },
    { name: 'robots', content: 'noindex, follow' },
    // The preview a messaging app draws for the shared link: the pharmacy, its phone and address.
    { property: 'og:type', content: 'website' },
    { property: 'og:title', content: `${pharmacy.name} - ${placeName}` },
    { property: 'og:description', content: shareText.split('\n').slice(1).join(' · ') },
    { property: 'og:url', content: loaderData.shareUrl },
    { property: 'og:site_name', content: site },
    { property: 'og:locale', content: OG_LOCALE[locale] },
  ];
};

export default function Share({ loaderData }: Route.ComponentProps) {
  const frame = useSiteFrame();
  // At night the header names the duty in force in the pharmacy's province, as its list's page does.
  const todayLabel = loaderData.night?.dutyNow ?? frame.todayLabel;
  return (
    <SiteFrame frame={{ ...frame, todayLabel, demoNotice: loaderData.demoNotice, languages: loaderData.languages }}>
      <SharePage data={loaderData} />
    </SiteFrame>
  );
}

export const ErrorBoundary = PublicErrorBoundary;
