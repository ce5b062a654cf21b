import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { serializeSessionCookie } from '#app/auth/cookie.server.ts';
import { logIn } from '#app/auth/login.server.ts';
import type { EdgeCache } from '#server/edge-cache.ts';
import { rawRequest } from '#tests/support/raw-http.ts';
import { startSiteServers, type SiteServers } from '#tests/support/site-servers.ts';
import { createTestServices } from '#tests/support/test-services.ts';

/**
 * The real site over HTTP (server/app.ts with the React Router build and the services), with
 * the edge cache in front: what it keeps is shared by everyone, so nothing personal may enter.
 */

// 2026-11-22 12:00:10 in Istanbul: duty date 2026-11-22, one minute for the file until its last test.
let clock = new Date('2026-11-22T09:00:10Z');
let services: Awaited<ReturnType<typeof createTestServices>>;
let edge: EdgeCache;
let site: SiteServers;
let base: string;

const roster = (names: string[]) =>
  names.map((name) => `Eczane Adı: ${name} | Konum: İstanbul | İlçe: Kadıköy | Adres: ${name} Cad. 1`).join('\n');

async function importNames(names: string[]): Promise<void> {
  const result = await services.importRosterText(roster(names), {
    dutyDate: '2026-11-22',
    source: 'import',
    fetchedAt: clock,
  });
  expect(result.success).toBe(true);
}

beforeAll(async () => {
  services = await createTestServices({
    now: () => clock,
    env: { ADMIN_USERNAME: 'Yonetici', ADMIN_PASSWORD: 'cok-gizli-sifre-123' },
  });
  await importNames(['Moda', 'Bahariye']);
  site = await startSiteServers(services);
  edge = site.createEdgeCache();
  base = await site.listen({ edgeCache: edge });
}, 60_000);
afterAll(async () => {
  await site?.close();
  await services?.dispose();
});

async function signedInCookie(): Promise<string> {
  const login = await logIn(services.db, {
    username: 'yonetici',
    password: 'cok-gizli-sifre-123',
    ip: '203.0.113.7',
    now: clock,
  });
  if (!login.ok) throw new Error('login failed');
  return (await serializeSessionCookie(new Request(base), login.token)).split(';')[0] ?? '';
}

test('a signed-in visitor’s pages are never stored; the next visitor gets the shared page, with nothing personal', async () => {
  const cookie = await signedInCookie();
  const dashboard = await rawRequest(base, '/adminxyz', { headers: { cookie } });
  expect(dashboard.status).toBe(200);
  expect(dashboard.body.toString()).toContain('yonetici');
  const signedIn = await rawRequest(base, '/istanbul', { headers: { cookie } });
  expect(signedIn.status).toBe(200);
  expect(edge.stats().stores).toBe(0);

  const first = await rawRequest(base, '/istanbul');
  expect(first.headers['x-cache']).toBeUndefined();
  const shared = await rawRequest(base, '/istanbul');
  expect(shared.headers['x-cache']).toBe('HIT');
  expect(shared.headers['set-cookie']).toBeUndefined();
  expect(shared.body.toString()).toContain('Moda Eczanesi');
  expect(shared.body.toString()).not.toContain('yonetici');
  // Signed in again: still the page rendered for this request, never the shared copy.
  expect((await rawRequest(base, '/istanbul', { headers: { cookie } })).headers['x-cache']).toBeUndefined();
});

test('the first visitor of a page gets the kept copy: compressed once, its CSP nonce the one its body carries', async () => {
  const browser = { 'accept-encoding': 'gzip, deflate, br' };
  const first = await rawRequest(base, '/istanbul/kadikoy', { headers: browser });
  expect(first.status).toBe(200);
  expect(first.headers['x-cache']).toBeUndefined();
  expect(first.headers['content-encoding']).toBe('br');
  const html = brotliDecompressSync(first.body).toString();
  expect(html).toContain('Moda Eczanesi');
  const nonce = /nonce="([^"]+)"/.exec(html)?.[1];
  expect(nonce).toBeDefined();
  expect(first.headers['content-security-policy']).toContain(`'nonce-${nonce}'`);
  const later = await rawRequest(base, '/istanbul/kadikoy', { headers: browser });
  expect(later.headers['x-cache']).toBe('HIT');
  expect(later.body.equals(first.body)).toBe(true);
  expect(later.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
});

test('every document is in standards mode: public pages rendered whole, admin pages streamed with their hydration data', async () => {
  const cookie = await signedInCookie();
  const admin = (await rawRequest(base, '/adminxyz', { headers: { cookie } })).body.toString();
  expect(admin.startsWith('<!DOCTYPE html><html lang="tr"')).toBe(true);
  expect(admin).toContain('window.__reactRouterContext');
  expect(admin.endsWith('</html>')).toBe(true);
  for (const path of ['/', '/istanbul/kadikoy?gun=yarin', '/hakkinda', '/widget?province=istanbul']) {
    const page = (await rawRequest(base, path)).body.toString();
    expect(page.startsWith('<!DOCTYPE html><html lang="tr"'), path).toBe(true);
    expect(page, path).not.toContain('window.__reactRouterContext');
    expect(page.endsWith('</html>'), path).toBe(true);
  }
});

test('admin pages, the login page, the legal pages, POST answers and errors are never stored', async () => {
  const stores = edge.stats().stores;
  for (let round = 0; round < 2; round += 1) {
    const answers = await Promise.all([
      rawRequest(base, '/adminxyz'),
      rawRequest(base, '/adminxyz/giris'),
      rawRequest(base, '/cerez-politikasi'),
      rawRequest(base, '/cerez-politikasi', { headers: { cookie: 'cookie_consent=accepted' } }),
      rawRequest(base, '/bu-sayfa-yok/hic-yok/gercekten'),
      rawRequest(base, '/blog', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base },
        body: 'email=okur%40example.com',
      }),
    ]);
    expect(answers.map((answer) => answer.headers['x-cache'])).toEqual(Array(6).fill(undefined));
    expect(answers[1]?.status).toBe(200);
    expect(answers[2]?.headers['cache-control']).toBe('private, no-cache');
  }
  expect(edge.stats().stores).toBe(stores);
});

test('a visitor who chose a cookie preference gets shared pages from the cache; the legal page shows their choice', async () => {
  const chosen = await rawRequest(base, '/cerez-politikasi', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base },
    body: 'consent=rejected',
  });
  const setCookie = [chosen.headers['set-cookie'] ?? []].flat();
  const cookie = setCookie.find((line) => line.startsWith('cookie_consent='))?.split(';')[0];
  expect(cookie).toBeDefined();
  const anonymous = (await rawRequest(base, '/cerez-politikasi')).body.toString();
  const legal = await rawRequest(base, '/cerez-politikasi', { headers: { cookie: cookie! } });
  // Their own page, not a kept one: it names their choice, which an anonymous visitor's does not.
  expect(legal.headers['x-cache']).toBeUndefined();
  expect(legal.body.toString()).toContain(
    'Şu anki tercihiniz: <strong>yalnızca gerekli çerezleri kabul ettiniz</strong>',
  );
  expect(anonymous).not.toContain('Şu anki tercihiniz');

  await rawRequest(base, '/istanbul');
  const shared = await rawRequest(base, '/istanbul', { headers: { cookie: cookie! } });
  expect(shared.headers['x-cache']).toBe('HIT');
});

test('a shared page in br and gzip decodes to the identity bytes; 304 on a matching ETag; HEAD without a body', async () => {
  await rawRequest(base, '/');
  const identity = await rawRequest(base, '/');
  const gzip = await rawRequest(base, '/', { headers: { 'accept-encoding': 'gzip' } });
  const br = await rawRequest(base, '/', { headers: { 'accept-encoding': 'gzip, br' } });
  expect([identity, gzip, br].map((answer) => answer.headers['x-cache'])).toEqual(['HIT', 'HIT', 'HIT']);
  expect(gunzipSync(gzip.body).equals(identity.body)).toBe(true);
  expect(brotliDecompressSync(br.body).equals(identity.body)).toBe(true);
  const notModified = await rawRequest(base, '/', { headers: { 'if-none-match': String(identity.headers.etag) } });
  expect(notModified.status).toBe(304);
  const head = await rawRequest(base, '/', { method: 'HEAD' });
  expect(head.status).toBe(200);
  expect(head.body.length).toBe(0);
});

test('a new import is visible on the next request', async () => {
  await rawRequest(base, '/istanbul');
  expect((await rawRequest(base, '/istanbul')).headers['x-cache']).toBe('HIT');
  await importNames(['Moda', 'Bahariye', 'Yeldeğirmeni']);
  const next = await rawRequest(base, '/istanbul');
  expect(next.headers['x-cache']).toBeUndefined();
  expect(next.body.toString()).toContain('Yeldeğirmeni Eczanesi');
});

test('visits from a shared link (utm_*, fbclid, gclid, …) are the page itself: one stored copy, links without them', async () => {
  // Tomorrow's list too, so the page has day tabs whose links are built from the request's query.
  const tomorrow = await services.importRosterText(roster(['Moda']), {
    dutyDate: '2026-11-23',
    source: 'import',
    fetchedAt: clock,
  });
  expect(tomorrow.success).toBe(true);
  // A page no other test asks for, so that nothing else of it is on its way into the cache.
  const first = await rawRequest(base, '/istanbul/kadikoy?fbclid=IwAR0first');
  expect(first.status).toBe(200);
  expect(first.headers['x-cache']).toBeUndefined();
  const html = first.body.toString();
  expect(html).toContain('href="/istanbul/kadikoy?gun=yarin"');
  expect(html).not.toContain('IwAR0first');

  const visits = await Promise.all(
    [
      '/istanbul/kadikoy?fbclid=IwAR0second',
      '/istanbul/kadikoy?utm_source=facebook&utm_medium=social&fbclid=IwAR0third',
      '/istanbul/kadikoy?gclid=x&ysclid=y',
      '/istanbul/kadikoy',
    ].map((target) => rawRequest(base, target)),
  );
  // The first visit's render, kept: the very same bytes for every click id.
  expect(visits.map((visit) => visit.headers['x-cache'])).toEqual(['HIT', 'HIT', 'HIT', 'HIT']);
  expect(visits.every((visit) => visit.body.equals(first.body))).toBe(true);
  // The page's own parameters still count: tomorrow's list, with no tracking in its links.
  const yarin = await rawRequest(base, '/istanbul/kadikoy?utm_campaign=bayram&gun=yarin&fbclid=z');
  expect(yarin.status).toBe(200);
  expect(yarin.headers['x-cache']).toBeUndefined();
  expect(yarin.body.toString()).toMatch(/<a href="\/istanbul\/kadikoy\?gun=yarin" aria-current="page"/);
  expect(yarin.body.toString()).not.toMatch(/fbclid|utm_/);
  // Kept as its own page: the same list with another click id is that copy.
  const again = await rawRequest(base, '/istanbul/kadikoy?gun=yarin&gclid=q');
  expect(again.headers['x-cache']).toBe('HIT');
  expect(again.body.equals(yarin.body)).toBe(true);
});

test('ten X-Forwarded-Host and -Proto values from an untrusted client are one page: one render, one stored copy', async () => {
  // A page no other test asks for; the server trusts no proxy (TRUST_PROXY is off).
  const before = edge.stats();
  const answers: Awaited<ReturnType<typeof rawRequest>>[] = [];
  for (let i = 0; i < 10; i++) {
    const headers = { 'x-forwarded-host': `sahte-${i}.example`, 'x-forwarded-proto': i % 2 ? 'https' : 'http' };
    answers.push(await rawRequest(base, '/giresun', { headers }));
  }
  expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
  expect(answers[0]?.headers['x-cache']).toBeUndefined();
  expect(answers.slice(1).map((a) => a.headers['x-cache'])).toEqual(Array(9).fill('HIT'));
  expect(edge.stats().stores - before.stores).toBe(1);
  expect(answers.every((a) => a.body.equals(answers[0]!.body))).toBe(true);
});

test('a page rendered for its request, not kept, arrives whole in br and in gzip', async () => {
  // New query variants: each is rendered and compressed on its way out (the cache keeps a
  // variant only when asked for twice).
  const identity = await rawRequest(base, '/istanbul?render=1');
  const br = await rawRequest(base, '/istanbul?render=2', { headers: { 'accept-encoding': 'br' } });
  const gzip = await rawRequest(base, '/istanbul?render=3', { headers: { 'accept-encoding': 'gzip' } });
  expect([identity, br, gzip].map((answer) => answer.headers['x-cache'])).toEqual([undefined, undefined, undefined]);
  expect([br.headers['content-encoding'], gzip.headers['content-encoding']]).toEqual(['br', 'gzip']);
  // The same document apart from its nonce and the query its links carry on.
  const same = (html: string) => html.replace(/nonce="[^"]*"/g, 'nonce=""').replace(/render=\d/g, 'render=N');
  const page = same(identity.body.toString());
  expect(page).toContain('Yeldeğirmeni Eczanesi');
  expect(page.endsWith('</html>')).toBe(true);
  expect(same(brotliDecompressSync(br.body).toString())).toBe(page);
  expect(same(gunzipSync(gzip.body).toString())).toBe(page);
});

test('a page unchanged since the minute before is kept again from its earlier copy, not compressed again', async () => {
  // Three hours on: the list's age reads "3 saat önce" for the whole hour.
  clock = new Date('2026-11-22T12:00:10Z');
  await rawRequest(base, '/istanbul');
  const earlier = await rawRequest(base, '/istanbul', { headers: { 'accept-encoding': 'br' } });
  expect(earlier.headers['x-cache']).toBe('HIT');
  const stats = edge.stats();
  clock = new Date('2026-11-22T12:01:10Z');
  const rendered = await rawRequest(base, '/istanbul');
  expect(rendered.headers['x-cache']).toBeUndefined();
  expect(rendered.headers.etag).toBe(earlier.headers.etag);
  const kept = await rawRequest(base, '/istanbul', { headers: { 'accept-encoding': 'br' } });
  expect(kept.headers['x-cache']).toBe('HIT');
  expect(edge.stats()).toMatchObject({ compressions: stats.compressions, reuses: stats.reuses + 1 });
  // The earlier copy as it was: its body, and its CSP header with the nonce that body carries.
  expect(kept.body.equals(earlier.body)).toBe(true);
  const nonce = /nonce="([^"]+)"/.exec(brotliDecompressSync(kept.body).toString())?.[1];
  expect(nonce).toBeDefined();
  expect(kept.headers['content-security-policy']).toContain(`'nonce-${nonce}'`);
  expect(kept.headers['cache-control']).toBe(rendered.headers['cache-control']);
});

test('the public API is answered from the same cache: one rendering, its CORS and ETag kept', async () => {
  const first = await rawRequest(base, '/api/v1/provinces');
  expect(first.status).toBe(200);
  expect(first.headers['x-cache']).toBeUndefined();
  const again = await rawRequest(base, '/api/v1/provinces', { headers: { 'accept-encoding': 'gzip' } });
  expect(again.headers['x-cache']).toBe('HIT');
  expect(again.headers['access-control-allow-origin']).toBe('*');
  expect(again.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(again.headers.etag).toBe(first.headers.etag);
  expect(JSON.parse(gunzipSync(again.body).toString())).toEqual(JSON.parse(first.body.toString()));
  // An API error is answered, not kept.
  const missing = await rawRequest(base, '/api/v1/provinces/atlantis/pharmacies');
  expect(missing.status).toBe(404);
  expect((await rawRequest(base, '/api/v1/provinces/atlantis/pharmacies')).headers['x-cache']).toBeUndefined();
});
