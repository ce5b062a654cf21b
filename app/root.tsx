import { isRouteErrorResponse, Outlet, Scripts, ScrollRestoration, useLocation, useMatches } from 'react-router';
import pageScriptUrl from 'virtual:page-script';
import { ErrorScreen } from '#app/components/error-screen.tsx';
import { ReactHead, StaticHead, type NoscriptRefreshHandle } from '#app/components/static-head.tsx';
import { useNonce } from '#app/csp-nonce.ts';
import { toPageScripts, type DocumentLocaleHandle, type PageScripts } from '#app/domain/site/route-handle.ts';
import { splitLocale, TEXT_DIRECTION, type Locale } from '#app/domain/i18n/locale.ts';
import type { Route } from './+types/root';
import './app.css';

/** Icons and the web app manifest (public/; `node scripts/make-icons.ts` draws the icons). */
export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.ico', sizes: '48x48' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
  { rel: 'manifest', href: '/manifest.webmanifest' },
];

/**
 * What JavaScript a page gets, from the deepest route that says (`handle.scripts`, see
 * #app/domain/site/route-handle.ts): the admin's React app by default, the public pages' one small
 * script, or none at all (the embeddable widget).
 */
function usePageScripts(): PageScripts {
  return toPageScripts(useMatches().map((match) => match.handle));
}

/** The seconds after which the page reloads itself without JavaScript, from the deepest route that says (the kiosk). */
function useNoscriptRefresh(): number | undefined {
  const match = useMatches().findLast((m) => (m.handle as Partial<NoscriptRefreshHandle> | undefined)?.noscriptRefresh);
  return match ? (match.handle as NoscriptRefreshHandle).noscriptRefresh(match.loaderData) : undefined;
}

/** The language a route names for its document from its data (the widget's `lang=`), from the deepest that says. */
function useDocumentLocale(): Locale | undefined {
  const match = useMatches().findLast((m) => (m.handle as Partial<DocumentLocaleHandle> | undefined)?.documentLocale);
  return match ? (match.handle as DocumentLocaleHandle).documentLocale(match.loaderData) : undefined;
}

export function Layout({ children }: { children: React.ReactNode }) {
  // The path names the page's language (`/en/…`, `/ar/…`), unless the route says (the widget's `lang=`);
  // Arabic reads right to left.
  const pathLocale = splitLocale(useLocation().pathname).locale;
  const locale = useDocumentLocale() ?? pathLocale;
  const scripts = usePageScripts();
  const refreshSeconds = useNoscriptRefresh();
  const nonce = useNonce();
  return (
    <html lang={locale} dir={TEXT_DIRECTION[locale]}>
      {scripts === 'react' ? (
        <ReactHead scriptSrc={null} />
      ) : (
        <StaticHead scriptSrc={scripts === 'page' ? pageScriptUrl : null} refreshSeconds={refreshSeconds} />
      )}
      <body className="min-h-dvh bg-stone-50 font-sans text-stone-900 antialiased dark:bg-stone-950 dark:text-stone-100">
        {children}
        {scripts === 'react' ? <ScrollRestoration nonce={nonce} /> : null}
        {scripts === 'react' ? <Scripts nonce={nonce} /> : null}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** The global error screen: 'Bir hata oluştu' with a reload button. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message = status === 404 ? 'Aradığınız sayfa bulunamadı.' : 'Sayfa yüklenirken beklenmeyen bir sorun oluştu.';
  return <ErrorScreen title="Bir hata oluştu" message={message} retryLabel="Sayfayı Yenile" />;
}
