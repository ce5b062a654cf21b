import { afterAll, beforeAll, expect, test } from 'vitest';
import { listAudit } from '#app/auth/audit.server.ts';
import { serializeSessionCookie } from '#app/auth/cookie.server.ts';
import { createSession } from '#app/auth/sessions.server.ts';
import { getUserByUsername } from '#app/auth/users.server.ts';
import { openDatabase } from '#app/db/client.server.ts';
import type { EdgeCache } from '#server/edge-cache.ts';
import { rawRequest } from '#tests/support/raw-http.ts';
import { startSiteServers, type SiteServers } from '#tests/support/site-servers.ts';
import { createTestServices } from '#tests/support/test-services.ts';

/**
 * Security headers (CSP with nonces, the widget's no-script policy, HSTS, Permissions-Policy),
 * TRUST_PROXY, and the rule that nothing from a stranger's Host reaches a page, over HTTP
 * against the real site.
 */

const clock = new Date('2026-11-22T09:00:10Z');
let services: Awaited<ReturnType<typeof createTestServices>>;
let site: SiteServers;
let edge: EdgeCache;
/** The defaults: no proxy trusted, no BASE_DOMAIN, with the edge cache. */
let base: string;
/** Behind one trusted proxy on the loopback. */
let proxied: string;
/** With BASE_DOMAIN and no proxy trusted. */
let domained: string;

beforeAll(async () => {
  services = await createTestServices({
    now: () => clock,
    env: { ADMIN_USERNAME: 'yonetici', ADMIN_PASSWORD: 'cok-gizli-sifre-123' },
  });
  await services.importRosterText('Eczane Adı: Moda | Konum: İstanbul | İlçe: Kadıköy | Adres: Moda Cad. 1', {
    dutyDate: '2026-11-22',
    source: 'import',
    fetchedAt: clock,
  });
  site = await startSiteServers(services);
  edge = site.createEdgeCache();
  base = await site.listen({ edgeCache: edge });
  proxied = await site.listen({ config: { trustProxy: ['loopback'], baseDomain: null, publicOrigin: null } });
  domained = await site.listen({ config: { trustProxy: false, baseDomain: 'nobetci.example', publicOrigin: null } });
}, 60_000);
afterAll(async () => {
  await site?.close();
  await services?.dispose();
});

const nonceOf = (csp: string | string[] | undefined) => /'nonce-([^']+)'/.exec(String(csp))?.[1] ?? null;
const noncesIn = (html: string) => [...html.matchAll(/\snonce="([^"]*)"/g)].map((m) => m[1]);

test('a page’s CSP allows only this origin and its own nonce; every script of the page carries that nonce', async () => {
  const page = await rawRequest(base, '/adminxyz/giris');
  expect(page.status).toBe(200);
  const csp = String(page.headers['content-security-policy']);
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
  const nonce = nonceOf(csp);
  expect(nonce).toMatch(/^[A-Za-z0-9+/]{32}$/);
  const html = page.body.toString();
  const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) expect(script.includes(`nonce="${nonce}"`) || /\ssrc="\//.test(script)).toBe(true);
  expect(scripts.filter((s) => !/\ssrc=/.test(s)).every((s) => s.includes(`nonce="${nonce}"`))).toBe(true);
  // A fresh nonce for every rendering; the ETag does not change with it.
  const again = await rawRequest(base, '/adminxyz/giris');
  expect(nonceOf(again.headers['content-security-policy'])).not.toBe(nonce);
  expect(again.headers.etag).toBe(page.headers.etag);
});

test('every rendering gets a nonce of its own, past many renderings', async () => {
  const nonces = new Set<string | null>();
  // More renderings than the server draws random bytes for at once (128 nonces).
  for (let i = 0; i < 140; i++) {
    const page = await rawRequest(base, '/adminxyz/giris');
    const nonce = nonceOf(page.headers['content-security-policy']);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{32}$/);
    expect(noncesIn(page.body.toString())).toContain(nonce);
    nonces.add(nonce);
  }
  expect(nonces.size).toBe(140);
});

test('a shared page kept by the edge cache is served with the CSP whose nonce it carries', async () => {
  const first = await rawRequest(base, '/istanbul');
  expect(first.status).toBe(200);
  // Kept before its first visitor was answered: the next request is a hit.
  const hit = await rawRequest(base, '/istanbul');
  expect(hit.headers['x-cache']).toBe('HIT');
  const nonce = nonceOf(hit.headers['content-security-policy']);
  const inBody = noncesIn(hit.body.toString());
  expect(inBody.length).toBeGreaterThan(0);
  expect(new Set(inBody)).toEqual(new Set([nonce]));
  expect(edge.stats().stores).toBeGreaterThan(0);
});

test('the widget runs no script at all and may be framed; other pages may not', async () => {
  const widget = await rawRequest(base, '/widget?province=Giresun');
  expect(widget.status).toBe(200);
  expect(widget.headers['cache-control']).toBe('public, max-age=60');
  const csp = String(widget.headers['content-security-policy']);
  expect(csp).toContain("script-src 'none'");
  expect(csp).toContain('frame-ancestors *');
  expect(widget.headers['x-frame-options']).toBeUndefined();
  expect(widget.body.toString()).not.toContain('<script');
  const page = await rawRequest(base, '/hakkinda');
  expect(page.headers['x-frame-options']).toBe('DENY');
});

test('Permissions-Policy allows geolocation for this origin only and nothing else the site does not use', async () => {
  const page = await rawRequest(base, '/');
  const policy = String(page.headers['permissions-policy']);
  expect(policy).toContain('geolocation=(self)');
  for (const feature of ['camera', 'microphone', 'payment', 'usb']) expect(policy).toContain(`${feature}=()`);
});

test('HSTS only when the answer goes out over HTTPS, as a trusted proxy reports it', async () => {
  const behindTls = await rawRequest(proxied, '/', { headers: { 'x-forwarded-proto': 'https' } });
  expect(behindTls.headers['strict-transport-security']).toBe('max-age=31536000');
  expect((await rawRequest(proxied, '/')).headers['strict-transport-security']).toBeUndefined();
  // Nobody is trusted by default: a client saying https is not believed.
  const claimed = await rawRequest(base, '/', { headers: { 'x-forwarded-proto': 'https' } });
  expect(claimed.headers['strict-transport-security']).toBeUndefined();
});

test('TRUST_PROXY decides whose X-Forwarded-For counts: off by default, so a client cannot pick its address', async () => {
  const post = (url: string, forwardedFor: string) =>
    rawRequest(url, '/adminxyz/giris', {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: url,
        'x-forwarded-for': forwardedFor,
      },
      body: 'username=vekil&password=yanlis-sifre-000&next=%2Fadminxyz',
    });
  expect((await post(base, '198.51.100.1')).status).toBe(401);
  expect((await post(proxied, '198.51.100.2')).status).toBe(401);
  const ips = (await listAudit(services.db, 10, 'login_failed')).filter((e) => e.username === 'vekil').map((e) => e.ip);
  expect(ips.sort()).toEqual(['127.0.0.1', '198.51.100.2']);
});

test('under BASE_DOMAIN a stranger’s Host reaches no canonical URL, og:url, JSON-LD, sitemap, robots.txt or embed code', async () => {
  const host = { host: 'evil.example', 'x-forwarded-host': 'evil2.example' };
  for (const path of ['/istanbul', '/sitemap.xml', '/robots.txt', '/widget-generator', '/hakkinda']) {
    const answer = await rawRequest(domained, path, { headers: host });
    expect(answer.status, path).toBe(200);
    const body = answer.body.toString();
    expect(body, path).not.toMatch(/evil2?\.example/);
    expect(body, path).toContain('nobetci.example');
  }
  // X-Forwarded-Host from an untrusted client is ignored on the default server too.
  const robots = await rawRequest(base, '/robots.txt', { headers: { 'x-forwarded-host': 'evil.example' } });
  expect(robots.body.toString()).toContain(`Sitemap: ${base}/sitemap.xml`);
});

test('robots.txt names no admin path; admin pages say noindex in their markup and headers', async () => {
  const robots = (await rawRequest(base, '/robots.txt')).body.toString();
  expect(robots).not.toMatch(/adminxyz|process-data|api\/admin/);
  expect(robots).toContain('Allow: /');
  const login = await rawRequest(base, '/adminxyz/giris');
  expect(login.body.toString()).toContain('<meta name="robots" content="noindex"/>');
  expect(login.headers['x-robots-tag']).toBe('noindex, nofollow');
  for (const path of ['/adminxyz', '/process-data', '/api/admin/sample-data']) {
    expect((await rawRequest(base, path)).headers['x-robots-tag'], path).toBe('noindex, nofollow');
  }
});

test('the sample-data fetch needs a POST with the session’s CSRF token: a GET or a token-less POST fetches nothing', async () => {
  const user = await getUserByUsername(services.db, 'yonetici');
  if (!user) throw new Error('admin not created');
  const { token } = await createSession(services.db, user.id, clock);
  const cookie = (await serializeSessionCookie(new Request(base), token)).split(';')[0]!;
  const get = await rawRequest(proxied, '/api/admin/sample-data?province=Giresun', { headers: { cookie } });
  expect(get.status).toBe(405);
  expect(get.headers.allow).toBe('POST');
  const post = await rawRequest(proxied, '/api/admin/sample-data?province=Giresun', {
    method: 'POST',
    headers: { cookie, origin: proxied },
  });
  expect(post.status).toBe(403);
  expect(JSON.parse(post.body.toString())).toEqual({ success: false, error: 'Geçersiz istek (CSRF)' });
});

test('a PostgreSQL that cannot be reached is reported naming DATABASE_URL', async () => {
  await expect(
    openDatabase({ databaseUrl: 'postgres://nobody@127.0.0.1:9/none', dataDir: 'memory://', purpose: 'test' }),
  ).rejects.toThrow(/DATABASE_URL/);
});

test('a public page’s data stays on the server: the page lists the pharmacy, React Router’s data URL for it does not', async () => {
  const page = await rawRequest(base, '/istanbul');
  expect(page.status).toBe(200);
  expect(page.body.toString()).toContain('Moda Eczanesi');
  // What a hydrating page would fetch on a client navigation (and embed in the document).
  const data = await rawRequest(base, '/istanbul.data');
  expect(data.status).toBe(200);
  expect(data.body.toString()).not.toContain('Moda');
  expect(data.body.toString()).not.toContain('Kadıköy');
});

test('/yakin’s data stays on the server too, and keeps its statuses: the page lists, its data URL does not', async () => {
  const page = await rawRequest(base, '/yakin?lat=40.984&lng=29.058');
  expect(page.status).toBe(200);
  expect(page.body.toString()).toContain('Moda Eczanesi');
  const data = await rawRequest(base, '/yakin.data?lat=40.984&lng=29.058');
  expect(data.status).toBe(200);
  expect(data.body.toString()).not.toContain('Moda');
  // An invalid position is still a 400 with its Turkish message on the page.
  const invalid = await rawRequest(base, '/yakin?lat=abc&lng=29');
  expect(invalid.status).toBe(400);
  expect(invalid.body.toString()).toContain('İlinizi aşağıdan seçerek');
});
