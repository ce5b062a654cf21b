import type { RouterContextProvider } from 'react-router';
import { adminContext, clientContext } from '#app/context.server.ts';

/** The signed-in admin and their address, as the audit log records them (set by app/routes/admin/guard.tsx). */
export type AdminActor = { userId: number; username: string; ip: string };

export function loadAdminActor(context: Readonly<RouterContextProvider>): AdminActor {
  const signedIn = context.get(adminContext);
  if (!signedIn) throw new Error('admin route outside the admin guard');
  return { userId: signedIn.user.id, username: signedIn.user.username, ip: context.get(clientContext).ip };
}
