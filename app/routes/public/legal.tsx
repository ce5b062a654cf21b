import { data } from 'react-router';
import type { Route } from './+types/legal';
import { isSameOrigin } from '#app/auth/same-origin.ts';
import { LegalPage } from '#app/components/legal/legal-page.tsx';
import { LEGAL_TABS, type LegalTab } from '#app/components/legal/legal-types.ts';
import { SiteFrame } from '#app/components/site-frame.tsx';
import { servicesContext } from '#app/context.server.ts';
import { toDataControllerNotice } from '#app/domain/content/data-controller.ts';
import { contentPageMeta } from '#app/domain/seo/seo-meta.ts';
import {
  getCookieConsent,
  parseCookieConsent,
  serializeCookieConsent,
} from '#app/routes/public/cookie-consent.server.ts';
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

/** `/legal?tab=terms|privacy|cookies`, `/kullanim-kosullari`, `/gizlilik-politikasi`, `/cerez-politikasi`. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return {
    tab: selectLegalTab(new URL(request.url)),
    consent: await getCookieConsent(request),
    controller: toDataControllerNotice(context.get(servicesContext).config),
  };
}

/** The banner depends on the visitor's `cookie_consent` cookie: private to the browser, never in a shared cache. */
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-cache' });

/** Stores the cookie banner's choice in `cookie_consent` for a year. */
export async function action({ request }: Route.ActionArgs) {
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
    { headers: { 'Set-Cookie': await serializeCookieConsent(request, consent) } },
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

/** The aliases (`/kullanim-kosullari`, …) name `/legal?tab=…` as canonical, as the footer links. */
export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const tab = loaderData?.tab ?? 'terms';
  const [title, description] = TITLES[tab];
  return contentPageMeta({
    title: `${title} - Nöbetçi Eczane`,
    description,
    siteOrigin: loaderData ? siteFrameIn(matches)?.siteOrigin : undefined,
    path: `/legal?tab=${tab}`,
    crumb: title,
  });
};

export default function Legal({ loaderData, actionData: result }: Route.ComponentProps) {
  const { tab, consent, controller } = loaderData;
  // Without JavaScript the page answering the form was loaded with the old cookie: the choice just made wins.
  const stored = result?.ok ? result.consent : consent;
  return (
    <SiteFrame frame={useSiteFrame()}>
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
