import type { Route } from './+types/kiosk';
import { KioskPage } from '#app/components/kiosk-page.tsx';
import { PublicErrorBoundary } from '#app/components/public-error.tsx';
import type { NoscriptRefreshHandle } from '#app/components/static-head.tsx';
import type { KioskPageData } from '#app/domain/public/display-views.ts';
import { displayPageMeta } from '#app/domain/seo/seo-meta.ts';
import { PUBLIC_PAGE_HANDLE, type RouteHandle } from '#app/domain/site/route-handle.ts';
import { requireKioskPage, toDisplayInputs } from '#app/routes/public/display-page.server.ts';

/**
 * `/{il}/ekran` and `/{il}/{ilce}/ekran`: the list for a screen, refreshed every minute. The
 * edge cache keys every page by the minute (server/edge-cache.ts) and no page is kept past the
 * next rotation (app/domain/site/cache-headers.ts), so a refresh after the rotation is rendered
 * anew with the next list. Not indexed. Without JavaScript the screen reloads itself every
 * `refreshSeconds`: `handle.noscriptRefresh` puts a meta refresh in its head (app/root.tsx).
 */
export const handle = {
  ...PUBLIC_PAGE_HANDLE,
  noscriptRefresh: (loaderData: unknown) => (loaderData as KioskPageData | undefined)?.refreshSeconds,
} satisfies RouteHandle & NoscriptRefreshHandle;

export function loader(args: Route.LoaderArgs) {
  return requireKioskPage(...toDisplayInputs(args));
}

export const meta: Route.MetaFunction = ({ loaderData, error }) => displayPageMeta(loaderData, error, 'ekran');

export default function Kiosk({ loaderData }: Route.ComponentProps) {
  return <KioskPage data={loaderData} />;
}

export const ErrorBoundary = PublicErrorBoundary;
