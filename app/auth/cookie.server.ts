import { createCookie } from 'react-router';
import { ABSOLUTE_TIMEOUT_MS } from '#app/auth/sessions.server.ts';
import { SECURE_SESSION_COOKIE_NAME, SESSION_COOKIE_NAME } from '#app/auth/session-cookie-name.ts';

/**
 * The session cookie: HttpOnly, SameSite=Lax, path /, and Secure (with the
 * __Host- prefix) whenever the site is reached over HTTPS, as in production
 * behind TLS. The value is the random session token; the server stores only its
 * hash.
 */
const plain = createCookie(SESSION_COOKIE_NAME, {
  httpOnly: true,
  sameSite: 'lax',
  path: '/',
  maxAge: ABSOLUTE_TIMEOUT_MS / 1000,
});
const secure = createCookie(SECURE_SESSION_COOKIE_NAME, {
  httpOnly: true,
  sameSite: 'lax',
  path: '/',
  secure: true,
  maxAge: ABSOLUTE_TIMEOUT_MS / 1000,
});

function isHttps(request: Request): boolean {
  return new URL(request.url).protocol === 'https:';
}

/**
 * The session token of the cookie this scheme sets: over HTTPS only the `__Host-` one, which a
 * browser accepts only from a secure page and never lets a subdomain or a plain-HTTP page set;
 * over HTTP only the plain one. A plain cookie over HTTPS could have been planted by a
 * man-in-the-middle on an HTTP request or by a sibling subdomain (session fixation), so it is ignored.
 */
export async function readSessionToken(request: Request): Promise<string | null> {
  const value = await (isHttps(request) ? secure : plain).parse(request.headers.get('Cookie'));
  return typeof value === 'string' ? value : null;
}

export function serializeSessionCookie(request: Request, token: string): Promise<string> {
  return (isHttps(request) ? secure : plain).serialize(token);
}

export function clearSessionCookie(request: Request): Promise<string> {
  return (isHttps(request) ? secure : plain).serialize('', { maxAge: 0 });
}
