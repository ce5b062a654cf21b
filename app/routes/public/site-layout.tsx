import { Outlet } from 'react-router';
import type { Route } from './+types/site-layout';
import { getRequestSite, servicesContext } from '#app/context.server.ts';
import { PUBLIC_PAGE_HANDLE } from '#app/domain/site/route-handle.ts';
import { toServerOnly } from '#app/domain/site/server-only-data.ts';
import { loadSiteFrame } from '#app/routes/public/site-frame.server.ts';

/**
 * The pathless layout around the public pages that show the site frame (app/routes.ts): the
 * header's date, the notices and the footer's provinces are loaded here once, and each page
 * reads them with useSiteFrame (its meta with siteFrameIn). It adds no markup: each page draws
 * the frame itself, so its HTML is what it was without the layout. Its pages do not hydrate
 * (ADR 0007), so the frame stays on the server: React Router's data for the page carries none of it.
 */
export const handle = PUBLIC_PAGE_HANDLE;

export function loader({ request, context }: Route.LoaderArgs) {
  const site = getRequestSite(context, request);
  return toServerOnly(loadSiteFrame(new URL(request.url), context.get(servicesContext), site));
}

export default function SiteLayout() {
  return <Outlet />;
}
