import type { Route } from './+types/about';
import { AboutPage } from '#app/components/about-page.tsx';
import { SiteFrame } from '#app/components/site-frame.tsx';
import { servicesContext } from '#app/context.server.ts';
import { toDataControllerNotice } from '#app/domain/content/data-controller.ts';
import { contentPageMeta } from '#app/domain/seo/seo-meta.ts';
import { loadSiteFrame } from '#app/routes/public/load-public-page.server.ts';
import { PUBLIC_PAGE_HANDLE } from '#app/domain/site/route-handle.ts';

export const handle = PUBLIC_PAGE_HANDLE;

/** `/hakkinda` and `/about`. */
export function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  return {
    frame: loadSiteFrame(new URL(request.url), services),
    controller: toDataControllerNotice(services.config),
  };
}

/** `/about` is the same page: both name `/hakkinda` as canonical. */
export const meta: Route.MetaFunction = ({ loaderData }) =>
  contentPageMeta({
    title: 'Hakkımızda - Nöbetçi Eczane',
    description: 'Nöbetçi Eczane nedir, nöbet listeleri nasıl derlenir, KVKK aydınlatma metni ve acil numaralar.',
    siteOrigin: loaderData?.frame.siteOrigin,
    path: '/hakkinda',
    crumb: 'Hakkımızda',
  });

export default function About({ loaderData }: Route.ComponentProps) {
  const { frame, controller } = loaderData;
  return (
    <SiteFrame frame={frame}>
      <AboutPage controller={controller} />
    </SiteFrame>
  );
}
