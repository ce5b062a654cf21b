import type { RouterContextProvider } from 'react-router';
import { adminContext, clientContext } from '#app/context.server.ts';
import type { SignedIn } from '#app/auth/sessions.server.ts';

/** The signed-in admin and their address, as the audit log records them (set by app/routes/admin/guard.tsx). */
export type AdminActor = { userId: number; username: string; ip: string };

/**
 * The admin the guard's middleware signed in. Every admin route sits inside the guard, so its
 * absence is a wiring bug (an Error for the log), not a refusal.
 */
export function requireSignedInAdmin(context: Readonly<RouterContextProvider>): SignedIn {
  const signedIn = context.get(adminContext);
  if (!signedIn) throw new Error('admin route outside the admin guard');
  return signedIn;
}

export function requireAdminActor(context: Readonly<RouterContextProvider>): AdminActor {
  const { user } = requireSignedInAdmin(context);
  return { userId: user.id, username: user.username, ip: context.get(clientContext).ip };
}
