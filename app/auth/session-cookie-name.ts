/**
 * The admin session cookie's name (app/auth/cookie.server.ts), `__Host-` prefixed over HTTPS. The
 * edge cache (server/edge-cache.ts) reads it too: a request that carries it is never answered from
 * or kept in the shared-page cache. Its own module, so the edge cache loads nothing else with it.
 */
export const SESSION_COOKIE_NAME = 'nobetci_session';
export const SECURE_SESSION_COOKIE_NAME = `__Host-${SESSION_COOKIE_NAME}`;
