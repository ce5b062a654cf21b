/**
 * "Son baktığınız": the last province and district a visitor looked at, kept in two functional
 * cookies (`province_preference`, `district_preference`, 30 days; the cookie policy lists them)
 * and only when the visitor accepted every cookie. The public pages are shared from the edge cache,
 * which never keeps an answer that sets a cookie, so the page script sets them in the browser: a
 * province or district page names its place in data attributes (app/components/roster-status.tsx),
 * and the landing page fills and shows its hidden "Son baktığınız" link
 * (app/components/landing-page.tsx). Under BASE_DOMAIN the cookies are the whole site's (`Domain`,
 * as `cookie_consent` is), so a place looked at on `istanbul.{base}` is offered on `{base}`.
 * Without JavaScript, or without consent, nothing changes.
 */

const PROVINCE_COOKIE = 'province_preference';
const DISTRICT_COOKIE = 'district_preference';
/** 30 days, in seconds. */
const MAX_AGE = 30 * 24 * 60 * 60;

export type Place = { slug: string; name: string };
export type RememberedPlace = { province: Place; district: Place | null };

/** The attributes a province or district page puts on an element for the page script to remember it. */
export function toRememberedPlaceAttributes(data: {
  province: Place;
  district?: Place;
  /** The cookies' Domain under BASE_DOMAIN, so the place holds on every province's host. */
  cookieDomain?: string | null;
}): Record<`data-remember-${string}`, string> {
  const { province, district, cookieDomain } = data;
  return {
    'data-remember-province': `${province.slug}|${province.name}`,
    ...(district ? { 'data-remember-district': `${district.slug}|${district.name}` } : {}),
    ...(cookieDomain ? { 'data-remember-domain': cookieDomain } : {}),
  };
}

function readCookie(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const at = part.indexOf('=');
    if (at !== -1 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return null;
}

/**
 * True when the visitor chose "Tümünü Kabul Et". The server writes `cookie_consent` as React
 * Router's cookies are written: the JSON of the choice in base64, %-encoded.
 */
function allowsFunctionalCookies(cookies: string): boolean {
  const value = readCookie(cookies, 'cookie_consent');
  if (value === null) return false;
  try {
    return JSON.parse(atob(decodeURIComponent(value))) === 'accepted';
  } catch {
    return false;
  }
}

function toPlace(value: string | null | undefined): Place | null {
  if (!value) return null;
  let text: string;
  try {
    text = decodeURIComponent(value);
  } catch {
    return null;
  }
  const bar = text.indexOf('|');
  const slug = text.slice(0, bar);
  const name = text.slice(bar + 1);
  return bar > 0 && name && /^[a-z0-9-]+$/.test(slug) ? { slug, name } : null;
}

/**
 * The `document.cookie` assignments for a visit to `place`: the place, for 30 days, when the
 * visitor consented; otherwise clearing any kept before the consent was withdrawn. A province page
 * clears the district: the last place looked at is the province.
 */
export function toPlaceCookies(
  place: { province: string; district?: string },
  cookies: string,
  secure: boolean,
  domain: string | null = null,
) {
  const tail = `; Path=/${domain ? `; Domain=${domain}` : ''}; SameSite=Lax${secure ? '; Secure' : ''}`;
  const set = (name: string, value: string) => `${name}=${encodeURIComponent(value)}; Max-Age=${MAX_AGE}${tail}`;
  const clear = (name: string) => `${name}=; Max-Age=0${tail}`;
  if (!allowsFunctionalCookies(cookies)) {
    return [PROVINCE_COOKIE, DISTRICT_COOKIE].filter((name) => readCookie(cookies, name) !== null).map(clear);
  }
  return [
    set(PROVINCE_COOKIE, place.province),
    place.district ? set(DISTRICT_COOKIE, place.district) : clear(DISTRICT_COOKIE),
  ];
}

/** The place kept, when the visitor still consents; null otherwise. */
export function readRememberedPlace(cookies: string): RememberedPlace | null {
  if (!allowsFunctionalCookies(cookies)) return null;
  const province = toPlace(readCookie(cookies, PROVINCE_COOKIE));
  return province && { province, district: toPlace(readCookie(cookies, DISTRICT_COOKIE)) };
}

/** The page script's part: remember this page's place, or offer the remembered one on the landing page. */
export function enhanceRememberedPlace(root: Document): void {
  const marked = root.querySelector<HTMLElement>('[data-remember-province]');
  if (marked) {
    const place = { province: marked.dataset.rememberProvince ?? '', district: marked.dataset.rememberDistrict };
    const domain = marked.dataset.rememberDomain ?? null;
    for (const cookie of toPlaceCookies(place, root.cookie, root.location.protocol === 'https:', domain)) {
      root.cookie = cookie;
    }
    return;
  }
  const offer = root.querySelector<HTMLElement>('[data-remembered-place]');
  const link = offer?.querySelector('a');
  const remembered = readRememberedPlace(root.cookie);
  if (!offer || !link || !remembered) return;
  const { province, district } = remembered;
  // The province picker's option has the province's address as this page links it (a subdomain or a path).
  const provinceHref =
    root.querySelector<HTMLOptionElement>(`option[value="${province.slug}"]`)?.dataset.href ?? `/${province.slug}`;
  link.href = district ? `${provinceHref.replace(/\/?$/, '/')}${district.slug}` : provinceHref;
  // The link's own words come in the page's language ("Son baktığınız", "Where you last looked").
  const label = link.textContent?.trim() || 'Son baktığınız';
  link.textContent = `${label}: ${province.name}${district ? ` / ${district.name}` : ''}`;
  offer.hidden = false;
}
