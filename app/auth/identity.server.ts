import { readSessionToken } from '#app/auth/cookie.server.ts';
import { getSignedIn } from '#app/auth/sessions.server.ts';
import type { AppServices } from '#app/services.server.ts';

/**
 * Whether a request carries a live session (its cookie names one that has not expired): only then
 * is a body larger than the public limit read (server/body-reader.ts), so an anonymous client cannot
 * make the server hold admin-sized bodies. The guard still decides what the session may do.
 */
export async function carriesSession(
  services: Pick<AppServices, 'db' | 'now'>,
  request: { origin: string; cookie: string | undefined },
): Promise<boolean> {
  if (!request.cookie) return false;
  const token = await readSessionToken(new Request(`${request.origin}/`, { headers: { cookie: request.cookie } }));
  return (await getSignedIn(services.db, token, services.now())) !== null;
}
