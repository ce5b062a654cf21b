import { createContext, RouterContextProvider } from 'react-router';
import type { SignedIn } from '#app/auth/sessions.server.ts';
import type { AppServices } from '#app/services.server.ts';
import { resolveSite, type Site } from '#app/domain/site/site.server.ts';

export const servicesContext = createContext<AppServices>();

/**
 * Facts about the HTTP request that React Router's Request does not carry. `ip` is the address as
 * the HTTP layer read it, kept as is for the audit log; the rate limits (login, reports, MCP) never
 * count it directly but its ClientKey (app/domain/site/client-key.ts), which their counters require.
 */
export type ClientInfo = { ip: string };
export const clientContext = createContext<ClientInfo>({ ip: 'unknown' });

/** The signed-in admin, set by the admin guard's middleware (app/routes/admin/guard.tsx). */
export const adminContext = createContext<SignedIn | null>(null);

const siteContext = createContext<Site | null>(null);

/** The request's site (host, links, canonical URLs), resolved on first use and kept for the request. */
export function getRequestSite(context: Readonly<RouterContextProvider>, request: Request): Site {
  const known = context.get(siteContext);
  if (known) return known;
  const site = resolveSite(new URL(request.url), context.get(servicesContext).config.baseDomain);
  context.set(siteContext, site);
  return site;
}

export function createLoadContext(
  services: AppServices,
  client: ClientInfo = { ip: 'unknown' },
): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(servicesContext, services);
  context.set(clientContext, client);
  return context;
}
