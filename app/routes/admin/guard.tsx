import { isRouteErrorResponse, Outlet, type ShouldRevalidateFunctionArgs } from 'react-router';
import { AdminHeader } from '#app/components/admin/admin-header.tsx';
import { ErrorScreen } from '#app/components/error-screen.tsx';
import type { Route } from './+types/guard';
import { requireAdmin } from '#app/auth/guard.server.ts';
import { adminContext, servicesContext } from '#app/context.server.ts';
import { loadAdminFrame } from '#app/routes/admin/admin-frame.server.ts';

/**
 * The pathless layout around every admin page and endpoint (app/routes.ts). Its
 * middleware runs before any of their loaders and actions, document and data
 * requests and resource routes alike, so none can skip the check.
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }) => {
    context.set(adminContext, await requireAdmin(request, context.get(servicesContext)));
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
  const title = isRouteErrorResponse(error) && error.status === 403 ? 'Yetkiniz yok' : 'Bir hata oluştu';
  return <ErrorScreen title={title} message={message} retryLabel="Tekrar Dene" />;
}
