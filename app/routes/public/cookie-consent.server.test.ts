import { expect, test } from 'vitest';
import { getCookieConsent, serializeCookieConsent } from '#app/routes/public/cookie-consent.server.ts';

test('the banner’s choice made on a province’s host holds on the whole site under BASE_DOMAIN', async () => {
  const onProvince = await serializeCookieConsent(
    new Request('https://istanbul.nobetci.example/cerez-politikasi', { method: 'POST' }),
    'accepted',
    'nobetci.example',
  );
  expect(onProvince).toMatch(/^cookie_consent=[^;]+; Max-Age=31536000; Domain=nobetci\.example; Path=\/; .*Secure/);
  expect(onProvince).toContain('SameSite=Lax');
  // Read back on the main domain: the same choice.
  const value = onProvince.split(';')[0]!;
  expect(await getCookieConsent(new Request('https://nobetci.example/', { headers: { Cookie: value } }))).toBe(
    'accepted',
  );
});

test('elsewhere (no BASE_DOMAIN, or another host) the choice is the host’s own', async () => {
  for (const [url, base] of [
    ['http://127.0.0.1:3000/cerez-politikasi', null],
    ['http://127.0.0.1:3000/cerez-politikasi', 'nobetci.example'],
  ] as const) {
    const cookie = await serializeCookieConsent(new Request(url, { method: 'POST' }), 'rejected', base);
    expect(cookie).not.toContain('Domain=');
    expect(cookie).not.toContain('Secure');
  }
});
