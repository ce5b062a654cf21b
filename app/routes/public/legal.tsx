import { data, type MetaDescriptor } from 'react-router';
import type { Route } from './+types/legal';
import { isSameOrigin } from '#app/auth/same-origin.ts';
import { LegalPage } from '#app/components/legal/legal-page.tsx';
import { LEGAL_TABS, type LegalTab } from '#app/components/legal/legal-types.ts';
import { PRIVACY_SUMMARY, PrivacySummary } from '#app/components/legal/privacy-summary.tsx';
import { SiteFrame } from '#app/components/site-frame.tsx';
import { getRequestSite, servicesContext } from '#app/context.server.ts';
import { toDataControllerNotice } from '#app/domain/content/data-controller.ts';
import { HREFLANG, LOCALES, splitLocale, type Locale } from '#app/domain/i18n/locale.ts';
import { contentPageMeta, seoMeta } from '#app/domain/seo/seo-meta.ts';
import { toContentAlternates, TRANSLATED_CONTENT_PATHS } from '#app/domain/seo/sitemap.ts';
import { websiteJsonLd } from '#app/domain/seo/structured-data.ts';
import {
  getCookieConsent,
  parseCookieConsent,
  serializeCookieConsent,
} from '#app/routes/public/cookie-consent.server.ts';
import { loadSiteFrame } from '#app/routes/public/site-frame.server.ts';
import { siteFrameIn, useSiteFrame } from '#app/routes/public/site-frame.ts';
import { PUBLIC_PAGE_HANDLE } from '#app/domain/site/route-handle.ts';

export const handle = PUBLIC_PAGE_HANDLE;

const TAB_BY_PATH: Record<string, LegalTab> = {
  '/kullanim-kosullari': 'terms',
  '/gizlilik-politikasi': 'privacy',
  '/cerez-politikasi': 'cookies',
};

/** The Turkish paths fix the tab; `/legal` reads `?tab=`, defaulting to the terms of use. */
export function selectLegalTab(url: URL): LegalTab {
  const byPath = TAB_BY_PATH[url.pathname.replace(/\/+$/, '')];
  if (byPath) return byPath;
  const tab = url.searchParams.get('tab');
  return LEGAL_TABS.find((candidate) => candidate === tab) ?? 'terms';
}

/** The privacy policy's canonical path, and the Turkish path its English and Arabic summaries take (`/en/gizlilik-politikasi`). */
const PRIVACY_PATH = '/legal?tab=privacy';
const PRIVACY_SUMMARY_PATH = TRANSLATED_CONTENT_PATHS[PRIVACY_PATH]!;

/**
 * `/legal?tab=terms|privacy|cookies`, `/kullanim-kosullari`, `/gizlilik-politikasi`, `/cerez-politikasi`;
 * `/en/gizlilik-politikasi` and `/ar/gizlilik-politikasi`, the privacy policy's summary in English and Arabic.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const site = getRequestSite(context, request);
  const url = new URL(request.url);
  const tab = site.locale === 'tr' ? selectLegalTab(url) : 'privacy';
  return {
    tab,
    consent: await getCookieConsent(request),
    controller: toDataControllerNotice(services.config),
    // The privacy policy in each language, for the header's language switch; the other texts are Turkish only.
    languages:
      tab === 'privacy' ? loadSiteFrame(new URL(PRIVACY_SUMMARY_PATH, url), services, site, true).languages : [],
  };
}

/** The banner depends on the visitor's `cookie_consent` cookie: private to the browser, never in a shared cache. */
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-cache' });

/** Stores the cookie banner's choice in `cookie_consent` for a year. */
export async function action({ request, context }: Route.ActionArgs) {
  if (!isSameOrigin(request)) {
    return data(
      { ok: false as const, message: 'İstek başka bir siteden geldiği için kabul edilmedi.' },
      { status: 403 },
    );
  }
  const consent = parseCookieConsent((await request.formData()).get('consent'));
  if (!consent) return data({ ok: false as const, message: 'Lütfen bir çerez tercihi seçin.' }, { status: 400 });
  return data(
    { ok: true as const, consent },
    {
      headers: {
        'Set-Cookie': await serializeCookieConsent(request, consent, context.get(servicesContext).config.baseDomain),
      },
    },
  );
}

const TITLES: Record<LegalTab, [string, string]> = {
  terms: [
    'Kullanım Koşulları',
    'Nöbetçi Eczane kullanım koşulları: hizmetin kapsamı, sorumluluk sınırları ve widget kullanımı.',
  ],
  privacy: [
    'Gizlilik Politikası',
    'Nöbetçi Eczane gizlilik politikası: KVKK kapsamında hangi verilerin işlendiği ve haklarınız.',
  ],
  cookies: [
    'Çerez Politikası',
    'Nöbetçi Eczane çerez politikası: kullanılan çerezler, süreleri ve tercihlerinizi yönetme.',
  ],
};

/**
 * The privacy policy's language links: its summaries' addresses are not its canonical with a prefix
 * (its canonical is its tab), so the alternates come from TRANSLATED_CONTENT_PATHS, as in the sitemap.
 */
function withPrivacyAlternates(meta: MetaDescriptor[], siteOrigin: string): MetaDescriptor[] {
  const alternates = toContentAlternates(siteOrigin, PRIVACY_PATH)!;
  const links = [
    ...LOCALES.map((locale) => [HREFLANG[locale], alternates[locale]] as const),
    ['x-default', alternates.tr] as const,
  ].map(([hrefLang, href]) => ({ tagName: 'link', rel: 'alternate', hrefLang, href }));
  return [...meta.filter((tag) => !('rel' in tag && tag.rel === 'alternate')), ...links];
}

/** The English or Arabic summary's head: canonical itself, the Turkish policy and the other summary as alternates. */
function privacySummaryMeta(locale: Exclude<Locale, 'tr'>, siteOrigin: string | undefined): MetaDescriptor[] {
  const words = PRIVACY_SUMMARY[locale];
  if (siteOrigin === undefined) return [{ title: words.metaTitle }, { name: 'robots', content: 'noindex' }];
  const meta = seoMeta({
    title: words.metaTitle,
    description: words.description,
    // The Turkish path the summary's address carries (seoMeta puts the page's language before it).
    canonical: `${siteOrigin}${PRIVACY_SUMMARY_PATH}`,
    siteOrigin,
    translated: { locale },
    jsonLd: [websiteJsonLd(siteOrigin)],
  });
  return withPrivacyAlternates(meta, siteOrigin);
}

/** The aliases (`/kullanim-kosullari`, …) name `/legal?tab=…` as canonical, as the footer links. */
export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const { locale } = splitLocale(location.pathname);
  const siteOrigin = loaderData ? siteFrameIn(matches)?.siteOrigin : undefined;
  if (locale !== 'tr') return privacySummaryMeta(locale, siteOrigin);
  const tab = loaderData?.tab ?? 'terms';
  const [title, description] = TITLES[tab];
  const meta = contentPageMeta({
    title: `${title} - Nöbetçi Eczane`,
    description,
    siteOrigin,
    path: `/legal?tab=${tab}`,
    crumb: title,
  });
  return tab === 'privacy' && siteOrigin !== undefined ? withPrivacyAlternates(meta, siteOrigin) : meta;
};

export default function Legal({ loaderData, actionData: result }: Route.ComponentProps) {
  const { tab, consent, controller, languages } = loaderData;
  const frame = { ...useSiteFrame(), languages };
  if (frame.locale !== 'tr') {
    return (
      <SiteFrame frame={frame}>
        <PrivacySummary locale={frame.locale} controller={controller} />
      </SiteFrame>
    );
  }
  // Without JavaScript the page answering the form was loaded with the old cookie: the choice just made wins.
  const stored = result?.ok ? result.consent : consent;
  return (
    <SiteFrame frame={frame}>
      <LegalPage
        tab={tab}
        consent={stored}
        confirmed={result?.ok ? result.consent : null}
        error={result && !result.ok ? result.message : null}
        controller={controller}
      />
    </SiteFrame>
  );
}
