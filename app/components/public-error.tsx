import { isRouteErrorResponse, useLocation, useParams, useRouteError } from 'react-router';
import { ErrorScreen } from '#app/components/error-screen.tsx';
import { PublicPage } from '#app/components/public-page.tsx';
import type { PublicPageData } from '#app/domain/public/public-page.ts';
import { toErrorTitle } from '#app/domain/seo/seo-meta.ts';
import { localiseHref, splitLocale } from '#app/domain/i18n/locale.ts';
import { translatorFor, type Translate } from '#app/domain/i18n/translate.ts';

/** The error page's language: its address's (`/en/…`), as the page it stands for would have had. */
function usePageLanguage(): Translate {
  return translatorFor(splitLocale(useLocation().pathname).locale);
}

function isPageData(value: unknown): value is PublicPageData {
  return typeof value === 'object' && value !== null && 'kind' in value;
}

/**
 * Expected failures of public pages: an unknown province shows the landing page
 * with a message (404); an unknown district or a bad address shows a short
 * helpful page (404/400). Anything else is a load failure with a retry. Each route that uses this
 * boundary names the document in its meta (errorPageMeta), so the screens here name none.
 */
export function PublicErrorBoundary() {
  const error = useRouteError();
  const t = usePageLanguage();
  if (isRouteErrorResponse(error)) {
    if (isPageData(error.data)) return <PublicPage data={error.data} />;
    const message =
      typeof error.data === 'object' && error.data && 'message' in error.data
        ? String(error.data.message)
        : t('notFound.page');
    return (
      <ErrorScreen
        title={toErrorTitle(error, t.locale)}
        message={message}
        next={toLink(error.data, 'back')}
        suggestion={toLink(error.data, 'didYouMean')}
        homeLabel={t('error.homeChoose')}
        homeHref={localiseHref(t.locale, '/')}
        documentTitle={false}
      />
    );
  }
  return <LoadFailure error={error} />;
}

/**
 * A link an unknown district's page offers (load-public-page.server.ts): `back`, the province's
 * list to go on from, or `didYouMean`, the district a near-miss most likely meant.
 */
function toLink(value: unknown, name: 'back' | 'didYouMean'): { label: string; href: string } | undefined {
  if (typeof value !== 'object' || value === null || !(name in value)) return undefined;
  const link = (value as Record<string, unknown>)[name];
  if (typeof link !== 'object' || link === null || !('label' in link) || !('href' in link)) return undefined;
  return typeof link.label === 'string' && typeof link.href === 'string'
    ? { label: link.label, href: link.href }
    : undefined;
}

/** A readable province name from the address, for the failure message (the data did not arrive). */
function useProvinceLabel(): string | null {
  const params = useParams();
  const location = useLocation();
  const raw = params.province ?? new URLSearchParams(location.search).get('province') ?? params.slug ?? null;
  if (!raw) return null;
  return raw.charAt(0).toLocaleUpperCase('tr-TR') + raw.slice(1).toLocaleLowerCase('tr-TR');
}

/**
 * The page's data could not be loaded (a dropped connection while navigating, or
 * an unexpected server error): the old site's load-failure texts, kept, with a retry.
 */
function LoadFailure({ error }: { error: unknown }) {
  const params = useParams();
  const province = useProvinceLabel();
  const t = usePageLanguage();
  const message = params.district
    ? t('error.pharmacyLoad')
    : province
      ? t('error.provinceLoad', { province })
      : t('error.pageLoad');
  return (
    <ErrorScreen
      title={toErrorTitle(error, t.locale)}
      message={message}
      retryLabel={t('province.retry')}
      homeLabel={t('footer.home')}
      homeHref={localiseHref(t.locale, '/')}
      alert
      documentTitle={false}
    />
  );
}
