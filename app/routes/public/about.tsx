import type { LoaderFunctionArgs, MetaFunction } from 'react-router';
import { useLoaderData } from 'react-router';
import { AboutPage } from '#app/components/about-page.tsx';
import { SiteFrame } from '#app/components/site-frame.tsx';
import { servicesContext } from '#app/context.server.ts';
import { toDataControllerNotice } from '#app/domain/data-controller.ts';
import { contentPageMeta } from '#app/domain/seo-meta.ts';
import { loadSiteFrame } from '#app/routes/public/load-public-page.server.ts';

/** `/hakkinda` and `/about`. */
export function loader({ request, context }: LoaderFunctionArgs) {
  const services = context.get(servicesContext);
  return {
    frame: loadSiteFrame(new URL(request.url), services),
    controller: toDataControllerNotice(services.config),
  };
}

/** `/about` is the same page: both name `/hakkinda` as canonical. */
export const meta: MetaFunction<typeof loader> = ({ loaderData }) =>
  contentPageMeta({
    title: 'Hakkımızda - Nöbetçi Eczane',
    description: 'Nöbetçi Eczane nedir, nöbet listeleri nasıl derlenir, KVKK aydınlatma metni ve acil numaralar.',
    siteOrigin: loaderData?.frame.siteOrigin,
    path: '/hakkinda',
    crumb: 'Hakkımızda',
  });

export default function About() {
  const { frame, controller } = useLoaderData<typeof loader>();
  return (
    <SiteFrame frame={frame}>
      <AboutPage controller={controller} />
    </SiteFrame>
  );
}
