import type { RouterContextProvider } from 'react-router';
import { requireSignedInAdmin } from '#app/auth/actor.server.ts';

/** What every admin page's header needs: who is signed in and the CSRF token for its forms. */
export type AdminFrame = { username: string; csrfToken: string };

export function requireAdminFrame(context: Readonly<RouterContextProvider>): AdminFrame {
  const { user, session } = requireSignedInAdmin(context);
  return { username: user.username, csrfToken: session.csrfToken };
}
