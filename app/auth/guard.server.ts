import { data, redirect } from 'react-router';
import { readSessionToken } from '#app/auth/cookie.server.ts';
import { isSameOrigin } from '#app/auth/same-origin.ts';
import { classifyPath, LOGIN_PATH } from '#app/domain/site/request-kind.ts';
import { getSignedIn, type SignedIn } from '#app/auth/sessions.server.ts';
import type { AppServices } from '#app/services.server.ts';

/**
 * Server-side access control for every admin page, action and endpoint:
 * anonymous → login redirect (pages) or 401 (endpoints); signed in but not an
 * admin → 403; a state-changing request without the session's CSRF token, or
 * from another origin → 403.
 */

export function isApiRequest(url: URL): boolean {
  return classifyPath(url.pathname).json;
}

function refuse(url: URL, status: 401 | 403, error: string, message: string): never {
  if (isApiRequest(url)) throw Response.json({ success: false, error }, { status });
  throw data({ message }, { status });
}

async function readCsrfToken(request: Request): Promise<string | null> {
  const header = request.headers.get('X-CSRF-Token');
  if (header) return header;
  const type = request.headers.get('Content-Type') ?? '';
  if (type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data')) {
    const form = await request.clone().formData();
    const value = form.get('csrf');
    return typeof value === 'string' ? value : null;
  }
  return null;
}

/**
 * The page a request is for, to come back to after signing in. A client-side navigation asks for
 * its data at `/process-data.data?_routes=…` (`/_root.data` for `/`), and the guard's middleware sees
 * that address, not the page's: without this, signing in led to "process-data.data".
 */
function toPagePath(url: URL): string {
  let path = url.pathname;
  if (path === '/_root.data') path = '/';
  else if (path.endsWith('.data')) path = path.slice(0, -'.data'.length);
  const params = new URLSearchParams(url.search);
  params.delete('_routes');
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

export async function requireAdmin(request: Request, services: AppServices): Promise<SignedIn> {
  return requireSignedIn(request, services, { role: 'admin' });
}

/**
 * Any signed-in user (logout needs no role), or with `role: 'admin'` an admin; a state-changing
 * request also needs the session's CSRF token from this site.
 */
export async function requireSignedIn(
  request: Request,
  services: AppServices,
  options: { role?: 'admin' } = {},
): Promise<SignedIn> {
  const url = new URL(request.url);
  const signedIn = await getSignedIn(services.db, await readSessionToken(request), services.now());
  if (!signedIn) {
    if (isApiRequest(url)) throw Response.json({ success: false, error: 'Oturum açmanız gerekiyor' }, { status: 401 });
    throw redirect(`${LOGIN_PATH}?next=${encodeURIComponent(toPagePath(url))}`);
  }
  if (options.role === 'admin' && signedIn.user.role !== 'admin') {
    refuse(url, 403, 'Bu işlem için yetkiniz yok', 'Bu sayfayı görmek için yönetici yetkisi gerekiyor.');
  }
  const method = request.method.toUpperCase();
  if (method !== 'GET' && method !== 'HEAD') {
    const token = await readCsrfToken(request);
    if (!isSameOrigin(request) || token !== signedIn.session.csrfToken) {
      refuse(url, 403, 'Geçersiz istek (CSRF)', 'İstek doğrulanamadı. Sayfayı yenileyip tekrar deneyin.');
    }
  }
  return signedIn;
}
