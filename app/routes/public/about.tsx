import type { Route } from './+types/about';
import { ABOUT_SUMMARY, AboutSummary } from '#app/components/about-summary.tsx';
import { AboutPage } from '#app/components/about-page.tsx';
import { SiteFrame } from '#app/components/site-frame.tsx';
import { getRequestSite, servicesContext } from '#app/context.server.ts';
import { toDataControllerNotice } from '#app/domain/content/data-controller.ts';
import { splitLocale } from '#app/domain/i18n/locale.ts';
import { seoMeta } from '#app/domain/seo/seo-meta.ts';
import { breadcrumbJsonLd, websiteJsonLd } from '#app/domain/seo/structured-data.ts';
import { loadSiteFrame } from '#app/routes/public/site-frame.server.ts';
import { siteFrameIn, useSiteFrame } from '#app/routes/public/site-frame.ts';
import { PUBLIC_PAGE_HANDLE } from '#app/domain/site/route-handle.ts';

export const handle = PUBLIC_PAGE_HANDLE;

/** The About page's Turkish address: `/about` is the same Turkish page, and `/en/hakkinda`, `/ar/hakkinda` its short versions. */
const PATH = '/hakkinda';

/** `/hakkinda` and `/about`; `/en/hakkinda` and `/ar/hakkinda`, a short About in English and Arabic. */
export function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const site = getRequestSite(context, request);
  return {
    controller: toDataControllerNotice(services.config),
    // The page in each language, for the header's language switch (from `/about` too).
    languages: loadSiteFrame(new URL(PATH, request.url), services, site, true).languages,
  };
}

const TURKISH = {
  metaTitle: 'Hakkımızda - Nöbetçi Eczane',
  description: 'Nöbetçi Eczane nedir, nöbet listeleri nasıl derlenir, KVKK aydınlatma metni ve acil numaralar.',
  crumb: 'Hakkımızda',
  home: 'Ana Sayfa',
};

/**
 * Every language's page names `/hakkinda` as the Turkish one and the others as alternates (`/about`
 * too). Structured data stays Turkish, as on the other translated pages (ADR 0010, "Not yet").
 */
export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const { locale } = splitLocale(location.pathname);
  const words = locale === 'tr' ? TURKISH : ABOUT_SUMMARY[locale];
  const siteOrigin = loaderData ? siteFrameIn(matches)?.siteOrigin : undefined;
  if (siteOrigin === undefined) return [{ title: words.metaTitle }, { name: 'robots', content: 'noindex' }];
  const canonical = `${siteOrigin}${PATH}`;
  return seoMeta({
    title: words.metaTitle,
    description: words.description,
    canonical,
    siteOrigin,
    translated: { locale },
    jsonLd: [
      websiteJsonLd(siteOrigin),
      breadcrumbJsonLd([
        { name: TURKISH.home, url: `${siteOrigin}/` },
        { name: TURKISH.crumb, url: canonical },
      ]),
    ],
  });
};

export default function About({ loaderData }: Route.ComponentProps) {
  const frame = useSiteFrame();
  return (
    <SiteFrame frame={{ ...frame, languages: loaderData.languages }}>
      {frame.locale === 'tr' ? (
        <AboutPage controller={loaderData.controller} />
      ) : (
        <AboutSummary locale={frame.locale} />
      )}
    </SiteFrame>
  );
}
