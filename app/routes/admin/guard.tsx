import { createContext, data, isRouteErrorResponse, Outlet, type ShouldRevalidateFunctionArgs } from 'react-router';
import { AdminHeader } from '#app/components/admin/admin-header.tsx';
import { ErrorScreen } from '#app/components/error-screen.tsx';
import type { Route } from './+types/guard';
import { isApiRequest, requireAdmin } from '#app/auth/guard.server.ts';
import { adminContext, servicesContext } from '#app/context.server.ts';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNREACHABLE_MESSAGE,
  findUnreachableReason,
} from '#app/db/unreachable.server.ts';
import { loadAdminFrame } from '#app/routes/admin/admin-frame.server.ts';

/** Set by the guard when the database did not answer it. */
const databaseUnreachableContext = createContext<boolean>(false);

/**
 * The pathless layout around every admin page and endpoint (app/routes.ts). Its
 * middleware runs before any of their loaders and actions, document and data
 * requests and resource routes alike, so none can skip the check.
 */
export const middleware: Route.MiddlewareFunction[] = [
  // A page refused because the database is down says when to come back. The refusal below is a
  // thrown page error, which carries no headers of its own: they go on here, on its way out.
  async ({ context }, next) => {
    const response = await next();
    if (!context.get(databaseUnreachableContext)) return response;
    const answer = new Response(response.body, response);
    answer.headers.set('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
    return answer;
  },
  async ({ request, context }) => {
    const services = context.get(servicesContext);
    try {
      context.set(adminContext, await requireAdmin(request, services));
    } catch (error) {
      const reason = findUnreachableReason(error);
      if (reason === null) throw error;
      // A pause, not a fault: 503 and a Turkish page (or the endpoints' JSON) instead of a 500.
      const url = new URL(request.url);
      services.log.warn({ path: url.pathname, reason }, 'database unreachable: admin request refused');
      context.set(databaseUnreachableContext, true);
      if (isApiRequest(url)) {
        throw Response.json({ success: false, error: DATABASE_UNREACHABLE_MESSAGE }, { status: 503 });
      }
      throw data({ message: DATABASE_UNREACHABLE_MESSAGE }, { status: 503 });
    }
  },
];

/**
 * The header every admin page shows, loaded once here rather than by each page (components read
 * the CSRF token with useAdminFrame). The endpoints inside the guard are resource routes: React
 * Router runs only their own loader, never this one.
 */
export function loader({ context }: Route.LoaderArgs) {
  return loadAdminFrame(context);
}

/**
 * Opening another admin page reloads the frame too, so the Bildirimler tab's count of open reports
 * is as fresh as the page, as it was when each page loaded it.
 */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return defaultShouldRevalidate || currentUrl.pathname !== nextUrl.pathname;
}

/** Admin pages carry a user name and a session's CSRF token: never stored by any cache, ours included. */
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'no-store' });

export default function AdminGuard({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <AdminHeader frame={loaderData} />
      <Outlet />
    </>
  );
}

/** 403 and other refusals of admin pages, in Turkish, with a way back. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const message =
    isRouteErrorResponse(error) && typeof error.data === 'object' && error.data && 'message' in error.data
      ? String(error.data.message)
      : 'Sayfa yüklenirken beklenmeyen bir sorun oluştu.';
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const title = status === 403 ? 'Yetkiniz yok' : status === 503 ? 'Geçici bir kesinti var' : 'Bir hata oluştu';
  return <ErrorScreen title={title} message={message} retryLabel="Tekrar Dene" />;
}
