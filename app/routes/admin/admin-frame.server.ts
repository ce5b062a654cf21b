import type { RouterContextProvider } from 'react-router';
import { adminContext } from '#app/context.server.ts';

/** What every admin page's header needs: who is signed in and the CSRF token for its forms. */
export type AdminFrame = { username: string; csrfToken: string };

export function loadAdminFrame(context: Readonly<RouterContextProvider>): AdminFrame {
  const signedIn = context.get(adminContext);
  if (!signedIn) throw new Error('admin route outside the admin guard');
  return { username: signedIn.user.username, csrfToken: signedIn.session.csrfToken };
}
