/**
 * Whether a state-changing request comes from one of this site's own pages: the one check behind
 * the admin guard, the login form and the public forms (cookie choice, newsletter).
 *
 * - `Origin` (sent by browsers with every POST, same-origin ones too) must be exactly this
 *   request's origin: another site, a sibling province subdomain and the opaque `null` of a
 *   sandboxed frame or a cross-site redirect are refused.
 * - Without `Origin`, `Sec-Fetch-Site` decides where the browser sends it: `same-origin`, or
 *   `none` (the visitor's own action), passes.
 * - Without either (old browsers), a `Referer` from another origin is refused.
 * - With none of them (scripts, `curl`), the request passes: the admin guard still requires the
 *   session's CSRF token, and the public forms change nothing but the sender's own cookie.
 */
export function isSameOrigin(request: Request): boolean {
  const own = new URL(request.url).origin;
  const origin = request.headers.get('Origin');
  if (origin !== null) return origin === own;
  const site = request.headers.get('Sec-Fetch-Site');
  if (site !== null) return site === 'same-origin' || site === 'none';
  const referer = request.headers.get('Referer');
  if (referer !== null) return URL.parse(referer)?.origin === own;
  return true;
}
