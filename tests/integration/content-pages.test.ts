import { afterAll, beforeAll, expect, test } from 'vitest';
import { createLoadContext } from '#app/context.server.ts';
import { NEWSLETTER_NOT_READY } from '#app/domain/content/blog-articles.ts';
import { action as blogAction } from '#app/routes/public/blog.tsx';
import { loader as aboutLoader } from '#app/routes/public/about.tsx';
import { action as legalAction, loader as legalLoader } from '#app/routes/public/legal.tsx';
import { createTestServices } from '#tests/support/test-services.ts';

let services: Awaited<ReturnType<typeof createTestServices>>;

beforeAll(async () => {
  services = await createTestServices({ now: () => new Date('2026-11-22T09:00:00Z') });
});
afterAll(async () => {
  await services?.dispose();
});

function argsFor(request: Request) {
  const url = new URL(request.url);
  return { request, url, pattern: url.pathname, params: {}, context: createLoadContext(services) };
}

function post(url: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return new Request(url, { method: 'POST', body: new URLSearchParams(fields), headers });
}

/** React Router's `data()` result: the payload and its ResponseInit. */
type DataResult<T> = { data: T; init: ResponseInit | null };
function asData<T>(value: unknown): DataResult<T> {
  return value as DataResult<T>;
}

test('the legal tab comes from the path, then from ?tab=, and defaults to the terms', async () => {
  const cases: [string, string][] = [
    ['http://localhost/kullanim-kosullari', 'terms'],
    ['http://localhost/gizlilik-politikasi', 'privacy'],
    ['http://localhost/cerez-politikasi', 'cookies'],
    ['http://localhost/cerez-politikasi?tab=terms', 'cookies'],
    ['http://localhost/legal?tab=privacy', 'privacy'],
    ['http://localhost/legal?tab=cookies', 'cookies'],
    ['http://localhost/legal?tab=terms', 'terms'],
    ['http://localhost/legal?tab=unknown', 'terms'],
    ['http://localhost/legal', 'terms'],
  ];
  for (const [url, tab] of cases) {
    const page = await legalLoader(argsFor(new Request(url)));
    expect(page.tab, url).toBe(tab);
    expect(page.consent, url).toBeNull();
  }
});

test('choosing a cookie preference stores cookie_consent for a year and hides the banner', async () => {
  const result = asData<{ ok: boolean; consent?: string }>(
    await legalAction(argsFor(post('http://localhost/legal?tab=cookies', { consent: 'rejected' }))),
  );
  expect(result.data).toEqual({ ok: true, consent: 'rejected' });
  const setCookie = new Headers(result.init?.headers).get('Set-Cookie') ?? '';
  expect(setCookie).toMatch(/^cookie_consent=/);
  expect(setCookie).toContain('Max-Age=31536000');
  expect(setCookie).toContain('Path=/');
  expect(setCookie).toContain('SameSite=Lax');

  const cookie = setCookie.split(';')[0]!;
  const page = await legalLoader(argsFor(new Request('http://localhost/legal', { headers: { Cookie: cookie } })));
  expect(page.consent).toBe('rejected');

  const accepted = asData<{ ok: boolean; consent?: string }>(
    await legalAction(argsFor(post('http://localhost/cerez-politikasi', { consent: 'accepted' }))),
  );
  expect(accepted.data).toEqual({ ok: true, consent: 'accepted' });
});

test('the consent form refuses other origins and unknown choices without setting a cookie', async () => {
  const foreign = asData<{ ok: boolean }>(
    await legalAction(
      argsFor(post('http://localhost/legal', { consent: 'accepted' }, { Origin: 'https://evil.example' })),
    ),
  );
  expect(foreign.init?.status).toBe(403);
  expect(new Headers(foreign.init?.headers).get('Set-Cookie')).toBeNull();

  const invalid = asData<{ ok: boolean }>(await legalAction(argsFor(post('http://localhost/legal', { consent: 'x' }))));
  expect(invalid.init?.status).toBe(400);
  expect(new Headers(invalid.init?.headers).get('Set-Cookie')).toBeNull();

  const sameOrigin = asData<{ ok: boolean }>(
    await legalAction(argsFor(post('http://localhost/legal', { consent: 'accepted' }, { Origin: 'http://localhost' }))),
  );
  expect(sameOrigin.data.ok).toBe(true);
});

test('the newsletter form stores nothing and says the e-bülten is not ready', async () => {
  const result = await blogAction(argsFor(post('http://localhost/blog', { email: 'ziyaretci@example.com' })));
  expect(result).toEqual({ message: NEWSLETTER_NOT_READY });
  expect(NEWSLETTER_NOT_READY).toContain('henüz hazır değil');
  expect(NEWSLETTER_NOT_READY).toContain('kaydedilmedi');
  expect(JSON.stringify(result)).not.toContain('ziyaretci@example.com');
});

test('the legal and About pages get the configured data controller, and nothing else of the configuration', async () => {
  const operator = { name: 'Örnek Bilişim', email: 'kvkk@example.org', address: null };
  const configured = { ...services, config: { ...services.config, operator } };
  const args = (url: string) => {
    const request = new Request(url);
    return { ...argsFor(request), context: createLoadContext(configured) };
  };
  const legal = await legalLoader(args('http://localhost/legal?tab=privacy'));
  expect(legal.controller).toEqual({ kind: 'configured', controller: operator });
  const about = aboutLoader(args('http://localhost/hakkinda'));
  expect(about.controller).toEqual({ kind: 'configured', controller: operator });
  expect(JSON.stringify([legal, about])).not.toMatch(/memory:|LOG_LEVEL|adminPassword|databaseUrl/);

  const unconfigured = await legalLoader(argsFor(new Request('http://localhost/legal?tab=privacy')));
  expect(unconfigured.controller).toEqual({ kind: 'missing' });
});
