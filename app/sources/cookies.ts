/**
 * Session cookies for the sources with a handshake (e-Devlet's token form, the chambers' token
 * forms and session pages): the `Cookie` header a session sends, kept from the answers'
 * `Set-Cookie` values the way a browser keeps them. Pure.
 */

/**
 * The `Cookie` header for a session from its `Set-Cookie` values: the list `Headers.getSetCookie()`
 * gives, or the one string `headers.get('set-cookie')` joins with ", " (split only where a new
 * `name=` follows, so an `Expires=Fri, 27 Nov 2026 …` stays whole). Later values replace earlier
 * ones; attributes (Path, Secure…) are dropped; `previous` is the session's cookie so far.
 */
export function toCookieHeader(setCookie: readonly string[] | string | null, previous = ''): string {
  const jar = new Map<string, string>();
  for (const pair of previous.split(';')) addCookie(jar, pair);
  const values = typeof setCookie === 'string' ? setCookie.split(/,\s*(?=[^;,=\s]+=)/) : (setCookie ?? []);
  for (const value of values) addCookie(jar, value.split(';')[0] ?? '');
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}

function addCookie(jar: Map<string, string>, pair: string): void {
  const equals = pair.indexOf('=');
  const name = pair.slice(0, equals).trim();
  if (equals <= 0 || name === '') return;
  const value = pair.slice(equals + 1).trim();
  if (value === '' || /^deleted$/i.test(value)) jar.delete(name);
  else jar.set(name, value);
}

/** The `Set-Cookie` values of an answer: `getSetCookie()`'s list, else the joined header (or null). */
function readSetCookie(headers: Headers): readonly string[] | string | null {
  const list = typeof headers.getSetCookie === 'function' ? headers.getSetCookie() : [];
  return list.length > 0 ? list : headers.get('set-cookie');
}

/** A session's cookie after an answer: the answer's `Set-Cookie` values over `previous`. */
export function toSessionCookie(headers: Headers, previous = ''): string {
  return toCookieHeader(readSetCookie(headers), previous);
}
