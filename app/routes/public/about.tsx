import type { LoaderFunctionArgs, MetaFunction } from 'react-router';
import { useLoaderData } from 'react-router';
import { AboutPage } from '#app/components/about-page.tsx';
import { SiteFrame } from '#app/components/site-frame.tsx';
import { servicesContext } from '#app/context.server.ts';
import { contentPageMeta } from '#app/domain/seo-meta.ts';
import { loadSiteFrame } from '#app/routes/public/load-public-page.server.ts';

/** `/hakkinda` and `/about`. */
export function loader({ request, context }: LoaderFunctionArgs) {
  return loadSiteFrame(new URL(request.url), context.get(servicesContext));
}

/** `/about` is the same page: both name `/hakkinda` as canonical. */
export const meta: MetaFunction<typeof loader> = ({ loaderData }) =>
  contentPageMeta({
    title: 'Hakkımızda - Nöbetçi Eczane',
    description: 'Nöbetçi Eczane nedir, nöbet listeleri nasıl derlenir, KVKK aydınlatma metni ve acil numaralar.',
    siteOrigin: loaderData?.siteOrigin,
    path: '/hakkinda',
    crumb: 'Hakkımızda',
  });

export default function About() {
  return (
    <SiteFrame frame={useLoaderData<typeof loader>()}>
      <AboutPage />
    </SiteFrame>
  );
}
