import type { RouterContextProvider } from 'react-router';
import { requireSignedInAdmin } from '#app/auth/actor.server.ts';
import type { AdminFrame } from '#app/domain/admin/views.ts';

export function requireAdminFrame(context: Readonly<RouterContextProvider>): AdminFrame {
  const { user, session } = requireSignedInAdmin(context);
  return { username: user.username, csrfToken: session.csrfToken };
}
