import { createCookie } from 'react-router';
import { toCookieDomain } from '#app/domain/site/site.server.ts';

/** The visitor's cookie choice: every cookie, or only the necessary ones. */
export type CookieConsent = 'accepted' | 'rejected';

/** One year, in seconds: cookie_consent is an essential cookie, kept a year. */
const CONSENT_MAX_AGE = 365 * 24 * 60 * 60;

// Readable by the page script, which sets the functional cookies only with consent
// (app/client/remember-place.ts): the choice is no secret.
const consentCookie = createCookie('cookie_consent', {
  httpOnly: false,
  sameSite: 'lax',
  path: '/',
  maxAge: CONSENT_MAX_AGE,
});

export function parseCookieConsent(value: unknown): CookieConsent | null {
  return value === 'accepted' || value === 'rejected' ? value : null;
}

/** The stored choice, or null when the visitor has not chosen yet (or the cookie is unreadable). */
export async function getCookieConsent(request: Request): Promise<CookieConsent | null> {
  try {
    return parseCookieConsent(await consentCookie.parse(request.headers.get('Cookie')));
  } catch {
    return null;
  }
}

/**
 * The Set-Cookie header that stores the choice for one year; Secure over HTTPS. Under BASE_DOMAIN it
 * is the whole site's (`Domain`), so the banner's choice holds on every province's host.
 */
export function serializeCookieConsent(
  request: Request,
  consent: CookieConsent,
  baseDomain: string | null,
): Promise<string> {
  const url = new URL(request.url);
  const domain = toCookieDomain(url.hostname, baseDomain) ?? undefined;
  return consentCookie.serialize(consent, { secure: url.protocol === 'https:', domain });
}
