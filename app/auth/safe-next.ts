const PROBE_ORIGIN = 'http://next.invalid';

/**
 * Where to go after signing in: a path on this site, never another site. The value is
 * read the way a browser would read it (tabs and newlines dropped, backslashes as
 * slashes), so `/\t/evil.example` or `/\\evil.example` cannot leave the site, and the
 * answer is re-encoded so a Location header never carries a control character.
 */
export function toSafeNextPath(value: string | null, fallback = '/adminxyz'): string {
  if (!value || !value.startsWith('/')) return fallback;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== PROBE_ORIGIN) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path.startsWith('//') ? fallback : path;
}
