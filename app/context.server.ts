import { createContext, RouterContextProvider } from 'react-router';
import type { SignedIn } from '#app/auth/sessions.server.ts';
import type { AppServices } from '#app/services.server.ts';

export const servicesContext = createContext<AppServices>();

/** Facts about the HTTP request that React Router's Request does not carry. */
export type ClientInfo = { ip: string };
export const clientContext = createContext<ClientInfo>({ ip: 'unknown' });

/** The signed-in admin, set by the admin guard's middleware (app/routes/admin/guard.tsx). */
export const adminContext = createContext<SignedIn | null>(null);

export function createLoadContext(
  services: AppServices,
  client: ClientInfo = { ip: 'unknown' },
): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(servicesContext, services);
  context.set(clientContext, client);
  return context;
}
