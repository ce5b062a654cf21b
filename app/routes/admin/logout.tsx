import { data, isRouteErrorResponse, redirect, redirectDocument } from 'react-router';
import type { Route } from './+types/logout';
import { audit } from '#app/auth/audit.server.ts';
import { clearSessionCookie, readSessionToken } from '#app/auth/cookie.server.ts';
import { requireSignedIn } from '#app/auth/guard.server.ts';
import { deleteSession } from '#app/auth/sessions.server.ts';
import { ErrorScreen } from '#app/components/error-screen.tsx';
import { clientContext, servicesContext } from '#app/context.server.ts';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNREACHABLE_MESSAGE,
  findUnreachableReason,
} from '#app/db/unreachable.server.ts';

/** POST /adminxyz/cikis: any signed-in user (with the session's CSRF token) ends their session on the server; the cookie is cleared, back to /. */
export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  try {
    const signedIn = await requireSignedIn(request, services);
    const token = await readSessionToken(request);
    if (token) await deleteSession(services.db, token);
    await audit(services.db, {
      action: 'logout',
      now: services.now(),
      userId: signedIn.user.id,
      username: signedIn.user.username,
      ip: context.get(clientContext).ip,
    });
  } catch (error) {
    // The database is down: 503 with Retry-After and the Turkish reason, as the sign-in page does.
    const reason = findUnreachableReason(error);
    if (reason === null) throw error;
    services.log.warn({ reason }, 'database unreachable: sign-out refused');
    throw data(
      { message: DATABASE_UNREACHABLE_MESSAGE },
      { status: 503, headers: { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) } },
    );
  }
  // A document load: the public pages do not hydrate (their data stays on the server), so a
  // client-side navigation from the admin to `/` had no data to render and showed a crash page.
  throw redirectDocument('/', { headers: { 'Set-Cookie': await clearSessionCookie(request) } });
}

/** A refusal's Retry-After (the database is down) reaches the client with the error page. */
export const headers: Route.HeadersFunction = ({ errorHeaders }) => {
  const retryAfter = errorHeaders?.get('Retry-After');
  return retryAfter ? { 'Retry-After': retryAfter } : new Headers();
};

export function loader() {
  throw redirect('/adminxyz');
}

/** Nothing to show: the action always redirects. */
export default function Logout() {
  return null;
}

/**
 * A refused sign-out (a form from a page left open past its session's token): a Turkish page with
 * a way back to the panel, where "Çıkış Yap" carries a fresh token. Before, the refusal was a
 * bare JSON body.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const message =
    isRouteErrorResponse(error) && typeof error.data === 'object' && error.data && 'message' in error.data
      ? String(error.data.message)
      : 'Çıkış sırasında beklenmeyen bir sorun oluştu.';
  return (
    <ErrorScreen
      title="Çıkış yapılamadı"
      message={message}
      next={{ label: 'Yönetim paneline dön', href: '/adminxyz' }}
    />
  );
}
