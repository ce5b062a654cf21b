import type { RouterContextProvider } from 'react-router';
import { requireSignedInAdmin } from '#app/auth/actor.server.ts';
import { servicesContext } from '#app/context.server.ts';
import { countAllOpenReports } from '#app/db/reports.server.ts';
import type { AdminFrame } from '#app/domain/admin/views.ts';

/**
 * What every admin page's header shows: the user, the CSRF token of their session, and how many
 * visitors' reports wait (on the Bildirimler tab, so none goes unseen from another tab).
 */
export async function loadAdminFrame(context: Readonly<RouterContextProvider>): Promise<AdminFrame> {
  const { user, session } = requireSignedInAdmin(context);
  const openReports = await countAllOpenReports(context.get(servicesContext).db);
  return { username: user.username, csrfToken: session.csrfToken, openReports };
}
