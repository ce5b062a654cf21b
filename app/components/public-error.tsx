import { isRouteErrorResponse, useRouteError } from 'react-router';
import { PublicPage } from '#app/components/public-page.tsx';
import type { PublicPageData } from '#app/domain/public-page.ts';

function isPageData(value: unknown): value is PublicPageData {
  return typeof value === 'object' && value !== null && 'kind' in value;
}

/**
 * Expected failures of public pages: an unknown province shows the landing page
 * with a message (404); an unknown district or a bad address shows a short
 * helpful page (404/400). Anything else is the global 'Bir hata oluştu' screen.
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
  throw error;
}
