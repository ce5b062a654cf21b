import type { Route } from './+types/about';
import { AboutPage } from '#app/components/about-page.tsx';
import { SiteFrame } from '#app/components/site-frame.tsx';
import { servicesContext } from '#app/context.server.ts';
import { toDataControllerNotice } from '#app/domain/content/data-controller.ts';
import { contentPageMeta } from '#app/domain/seo/seo-meta.ts';
import { siteFrameIn, useSiteFrame } from '#app/routes/public/site-frame.ts';
import { PUBLIC_PAGE_HANDLE } from '#app/domain/site/route-handle.ts';

export const handle = PUBLIC_PAGE_HANDLE;

/** `/hakkinda` and `/about`. */
export function loader({ context }: Route.LoaderArgs) {
  return { controller: toDataControllerNotice(context.get(servicesContext).config) };
}

/** `/about` is the same page: both name `/hakkinda` as canonical. */
export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  contentPageMeta({
    title: 'Hakkımızda - Nöbetçi Eczane',
    description: 'Nöbetçi Eczane nedir, nöbet listeleri nasıl derlenir, KVKK aydınlatma metni ve acil numaralar.',
    siteOrigin: loaderData ? siteFrameIn(matches)?.siteOrigin : undefined,
    path: '/hakkinda',
    crumb: 'Hakkımızda',
  });

export default function About({ loaderData }: Route.ComponentProps) {
  return (
    <SiteFrame frame={useSiteFrame()}>
      <AboutPage controller={loaderData.controller} />
    </SiteFrame>
  );
}
