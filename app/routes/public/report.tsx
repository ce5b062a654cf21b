import type { Route } from './+types/report';
import { PublicErrorBoundary } from '#app/components/public-error.tsx';
import { ReportPage } from '#app/components/report-page.tsx';
import { SiteFrame } from '#app/components/site-frame.tsx';
import { clientContext, getRequestSite, servicesContext } from '#app/context.server.ts';
import { splitLocale } from '#app/domain/i18n/locale.ts';
import { translatorFor } from '#app/domain/i18n/translate.ts';
import { SITE_NAME } from '#app/domain/seo/seo.ts';
import { errorPageMeta } from '#app/domain/seo/seo-meta.ts';
import { PUBLIC_PAGE_HANDLE } from '#app/domain/site/route-handle.ts';
import { requireReportTarget, submitReport, toReportPageView } from '#app/routes/public/report.server.ts';
import { loadSiteFrame } from '#app/routes/public/site-frame.server.ts';
import { useSiteFrame } from '#app/routes/public/site-frame.ts';

export const handle = PUBLIC_PAGE_HANDLE;

/**
 * `/eczane/{id}/bildir` (and `/en/…`, `/ar/…`): "Bilgi yanlış mı?" for one pharmacy of the lists,
 * in the page's language (404 for any other id).
 */
export function loader({ request, params, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const site = getRequestSite(context, request);
  const target = requireReportTarget(services, params.id, translatorFor(site.locale));
  const url = new URL(request.url);
  return {
    view: toReportPageView(target, site, url),
    // The same form in each language, for the header's language switch.
    languages: loadSiteFrame(url, services, site, true).languages,
  };
}

/** Stores the report (rate limited per client, honeypot, same-origin only), then shows what happens next. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const t = translatorFor(getRequestSite(context, request).locale);
  const target = requireReportTarget(services, params.id, t);
  return submitReport(services, request, target, context.get(clientContext).ip, t);
}

/** Never kept by a shared cache; a refusal's `Retry-After` (429) reaches the browser. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const headers = new Headers({ 'Cache-Control': 'private, no-cache' });
  const retryAfter = actionHeaders.get('Retry-After');
  if (retryAfter) headers.set('Retry-After', retryAfter);
  return headers;
};

export const meta: Route.MetaFunction = ({ loaderData, error, location }) => {
  const { locale } = splitLocale(location.pathname);
  if (!loaderData) return errorPageMeta(error, locale);
  const t = translatorFor(locale);
  const site = locale === 'tr' ? SITE_NAME : t('site.name');
  return [
    { title: `${t('report.metaTitle', { name: loaderData.view.pharmacy.name })} - ${site}` },
    { name: 'robots', content: 'noindex' },
  ];
};

export default function Report({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <SiteFrame frame={{ ...useSiteFrame(), languages: loaderData.languages }}>
      <ReportPage view={loaderData.view} state={actionData ?? null} />
    </SiteFrame>
  );
}

export const ErrorBoundary = PublicErrorBoundary;
