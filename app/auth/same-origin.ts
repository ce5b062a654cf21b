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
  return isFromOrigin(
    {
      origin: request.headers.get('Origin'),
      fetchSite: request.headers.get('Sec-Fetch-Site'),
      referer: request.headers.get('Referer'),
    },
    new URL(request.url).origin,
  );
}

/** The rule above on the headers as given (null: absent), against the origin the request is answered as. */
export function isFromOrigin(
  headers: { origin: string | null; fetchSite: string | null; referer: string | null },
  own: string,
): boolean {
  if (headers.origin !== null) return headers.origin === own;
  if (headers.fetchSite !== null) return headers.fetchSite === 'same-origin' || headers.fetchSite === 'none';
  if (headers.referer !== null) return URL.parse(headers.referer)?.origin === own;
  return true;
}
