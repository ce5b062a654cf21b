import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteError } from 'react-router';
import type { Route } from './+types/root';
import './app.css';

export const links: Route.LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="tr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <meta name="theme-color" content="#c8102e" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh bg-stone-50 font-sans text-stone-900 antialiased dark:bg-stone-950 dark:text-stone-100">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** The global error screen: 'Bir hata oluştu' with a reload button. */
export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
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
      <p className="text-stone-700 dark:text-stone-300">
        {status === 404 ? 'Aradığınız sayfa bulunamadı.' : 'Sayfa yüklenirken beklenmeyen bir sorun oluştu.'}
      </p>
      <div className="flex gap-3">
        <a
          href=""
          className="inline-flex min-h-11 items-center rounded-lg bg-brand px-5 font-semibold text-white hover:bg-brand-dark"
        >
          Sayfayı Yenile
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
