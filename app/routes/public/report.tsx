import type { Route } from './+types/report';
import { PublicErrorBoundary } from '#app/components/public-error.tsx';
import { ReportPage } from '#app/components/report-page.tsx';
import { SiteFrame } from '#app/components/site-frame.tsx';
import { clientContext, getRequestSite, servicesContext } from '#app/context.server.ts';
import { errorPageMeta } from '#app/domain/seo/seo-meta.ts';
import { PUBLIC_PAGE_HANDLE } from '#app/domain/site/route-handle.ts';
import { requireReportTarget, submitReport, toReportPageView } from '#app/routes/public/report.server.ts';
import { useSiteFrame } from '#app/routes/public/site-frame.ts';

export const handle = PUBLIC_PAGE_HANDLE;

/** `/eczane/{id}/bildir`: "Bilgi yanlış mı?" for one pharmacy of the lists (404 for any other id). */
export function loader({ request, params, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const target = requireReportTarget(services, params.id);
  return { view: toReportPageView(target, getRequestSite(context, request), new URL(request.url)) };
}

/** Stores the report (rate limited per client, honeypot, same-origin only), then shows what happens next. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const target = requireReportTarget(services, params.id);
  return submitReport(services, request, target, context.get(clientContext).ip);
}

/** Never kept by a shared cache; a refusal's `Retry-After` (429) reaches the browser. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const headers = new Headers({ 'Cache-Control': 'private, no-cache' });
  const retryAfter = actionHeaders.get('Retry-After');
  if (retryAfter) headers.set('Retry-After', retryAfter);
  return headers;
};

export const meta: Route.MetaFunction = ({ loaderData, error }) =>
  loaderData
    ? [
        { title: `Bilgi yanlış mı? ${loaderData.view.pharmacy.name} - Nöbetçi Eczane` },
        { name: 'robots', content: 'noindex' },
      ]
    : errorPageMeta(error);

export default function Report({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <SiteFrame frame={useSiteFrame()}>
      <ReportPage view={loaderData.view} state={actionData ?? null} />
    </SiteFrame>
  );
}

export const ErrorBoundary = PublicErrorBoundary;
