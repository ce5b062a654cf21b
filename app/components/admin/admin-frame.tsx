import { useRouteLoaderData } from 'react-router';
import type { AdminFrame } from '#app/domain/admin/views.ts';

/**
 * The admin guard's route id (app/routes.ts). Its loader loads the frame once for every admin
 * page: who is signed in, the session's CSRF token and the open reports' count.
 */
const ADMIN_GUARD_ROUTE_ID = 'routes/admin/guard';

/** The signed-in admin's frame, from the guard layout around every admin page. */
export function useAdminFrame(): AdminFrame {
  const frame = useRouteLoaderData(ADMIN_GUARD_ROUTE_ID) as AdminFrame | undefined;
  if (!frame) throw new Error('admin component rendered outside the admin guard');
  return frame;
}

/** The session's CSRF token as the field every admin form posts (the guard checks it before any action). */
export function CsrfField() {
  return <input type="hidden" name="csrf" value={useAdminFrame().csrfToken} />;
}
