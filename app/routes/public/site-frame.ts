import { useRouteLoaderData } from 'react-router';
import type { SiteFrameData } from '#app/domain/public/public-page.ts';
import type { ServerOnly } from '#app/domain/site/server-only-data.ts';

/**
 * The site layout's route id (app/routes.ts): its loader loads the header, notices and footer's
 * data once for the public pages inside it (app/routes/public/site-layout.tsx).
 */
const SITE_LAYOUT_ID = 'site-layout';

/** The site frame, in a page inside the site layout. */
export function useSiteFrame(): SiteFrameData {
  const frame = useRouteLoaderData(SITE_LAYOUT_ID) as ServerOnly<SiteFrameData> | undefined;
  if (!frame) throw new Error('public page rendered outside the site layout');
  return frame.value;
}

/** The site frame from a page's matched routes, for its `meta` (the canonical origin). */
export function siteFrameIn(
  matches: readonly ({ id: string; loaderData?: unknown } | undefined)[],
): SiteFrameData | undefined {
  const layout = matches.find((match) => match?.id === SITE_LAYOUT_ID);
  return (layout?.loaderData as ServerOnly<SiteFrameData> | undefined)?.value;
}
