import { isRouteErrorResponse, useLocation, useParams, useRouteError } from 'react-router';
import { PublicPage } from '#app/components/public-page.tsx';
import type { PublicPageData } from '#app/domain/public-page.ts';

function isPageData(value: unknown): value is PublicPageData {
  return typeof value === 'object' && value !== null && 'kind' in value;
}

/**
 * Expected failures of public pages: an unknown province shows the landing page
 * with a message (404); an unknown district or a bad address shows a short
 * helpful page (404/400). Anything else is a load failure with a retry.
 */
export function PublicErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) {
    if (isPageData(error.data)) return <PublicPage data={error.data} />;
    const message =
      typeof error.data === 'object' && error.data && 'message' in error.data
        ? String(error.data.message)
        : 'Sayfa bulunamadı.';
    return (
      <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 p-6 text-center">
        <title>{error.status === 400 ? 'Geçersiz adres' : 'Sayfa bulunamadı'}</title>
        <p
          aria-hidden="true"
          className="grid size-16 place-items-center rounded-2xl bg-brand text-4xl font-black text-white"
        >
          E
        </p>
        <h1 className="text-2xl font-bold">{error.status === 400 ? 'Geçersiz adres' : 'Sayfa bulunamadı'}</h1>
        <p className="text-stone-700 dark:text-stone-300">{message}</p>
        <a
          href="/"
          className="inline-flex min-h-11 items-center rounded-lg bg-brand px-5 font-semibold text-white hover:bg-brand-dark"
        >
          Ana sayfaya dön ve il seç
        </a>
      </main>
    );
  }
  return <LoadFailure />;
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
 * an unexpected server error): the spec's load-failure texts with a retry.
 */
function LoadFailure() {
  const params = useParams();
  const province = useProvinceLabel();
  const message = params.district
    ? 'Eczane bilgileri yüklenirken bir hata oluştu.'
    : province
      ? `${province} eczane verileri yüklenirken bir sorun oluştu. Lütfen daha sonra tekrar deneyin.`
      : 'Bir hata oluştu';
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 p-6 text-center">
      <title>Bir hata oluştu</title>
      <p
        aria-hidden="true"
        className="grid size-16 place-items-center rounded-2xl bg-brand text-4xl font-black text-white"
      >
        E
      </p>
      <h1 className="text-2xl font-bold">Bir hata oluştu</h1>
      <p role="alert" className="text-stone-700 dark:text-stone-300">
        {message}
      </p>
      <div className="flex gap-3">
        <a
          href=""
          className="inline-flex min-h-11 items-center rounded-lg bg-brand px-5 font-semibold text-white hover:bg-brand-dark"
        >
          Tekrar Dene
        </a>
        <a
          href="/"
          className="inline-flex min-h-11 items-center rounded-lg border border-stone-300 px-5 font-semibold dark:border-stone-700"
        >
          Ana Sayfa
        </a>
      </div>
    </main>
  );
}
