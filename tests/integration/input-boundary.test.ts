import { connect } from 'node:net';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { rawRequest } from '#tests/support/raw-http.ts';
import { BOUNDARY_ROSTER, header, sendRaw } from '#tests/support/raw-wire.ts';
import { startSiteServers, type SiteServers } from '#tests/support/site-servers.ts';
import { createTestServices } from '#tests/support/test-services.ts';

/**
 * The HTTP input boundary (server/request-boundary.ts) against the real site: every request the
 * router or Express cannot handle is a Turkish 4xx page (JSON under /api/), never a 500. The fuzz
 * run of generated malformed requests is input-boundary-fuzz.test.ts.
 */

const clock = new Date('2026-11-22T09:00:10Z');
let services: Awaited<ReturnType<typeof createTestServices>>;
let site: SiteServers;
const logged: string[] = [];
/** No proxy trusted, no BASE_DOMAIN: local hosts only (the default). */
let base: string;
/** Behind a trusted proxy on the loopback, with a public origin. */
let proxied: string;

beforeAll(async () => {
  services = await createTestServices({
    now: () => clock,
    env: { ADMIN_USERNAME: 'yonetici', ADMIN_PASSWORD: 'cok-gizli-sifre-123' },
  });
  await services.importRosterText(BOUNDARY_ROSTER, { dutyDate: '2026-11-22', source: 'import', fetchedAt: clock });
  site = await startSiteServers(services, {
    log: { error: (obj: { err?: unknown }, msg: string) => logged.push(`${msg}: ${String(obj.err)}`) },
  });
  base = await site.listen({ edgeCache: site.createEdgeCache() });
  proxied = await site.listen({
    config: { trustProxy: ['loopback'], baseDomain: null, publicOrigin: 'https://nobetci.example' },
  });
}, 60_000);
afterAll(async () => {
  await site?.close();
  await services?.dispose();
});

test('TRACE and unknown methods get 405 with Allow and a Turkish page, not a 500', async () => {
  // BREW is refused by Node's parser itself (server/client-error.ts answers it).
  for (const method of ['TRACE', 'PROPFIND', 'PUT', 'BREW']) {
    const wire = await sendRaw(base, `${method} /istanbul HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
    expect(wire.status, method).toBe(405);
    expect(header(wire, 'Allow')).toBe('GET, HEAD, POST, OPTIONS');
    expect(wire.body).toContain('Bu istek desteklenmiyor');
  }
  const api = await sendRaw(base, `DELETE /api/v1/provinces HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
  expect(api.status).toBe(405);
  expect(header(api, 'Allow')).toBe('GET, HEAD, OPTIONS');
  expect(JSON.parse(api.body)).toEqual({ error: { code: 'method_not_allowed', message: expect.any(String) } });
});

test('a POST to a page without a form (or its .data request) is the Turkish 405, not an error page', async () => {
  const post = (path: string) =>
    rawRequest(base, path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base },
      body: 'a=b',
    });
  // Before: "Bir hata oluştu", "Sayfa bulunamadı", English JSON or, for .data, React Router's English
  // error naming the route's id; each logged with a stack trace.
  for (const path of [
    '/',
    '/hakkinda',
    '/istanbul',
    '/istanbul/kadikoy',
    '/istanbul.data',
    '/_root.data',
    '/healthz',
  ]) {
    const answer = await post(path);
    expect(answer.status, path).toBe(405);
    expect(answer.headers.allow, path).toBe('GET, HEAD, OPTIONS');
    expect(answer.body.toString(), path).toContain('Bu istek desteklenmiyor');
    expect(answer.body.toString(), path).not.toContain('province-or-district');
  }
  // Pages with a form take it as before (an empty newsletter form gets its message).
  expect((await post('/blog')).status).toBe(200);
  expect(logged).toEqual([]);
});

test('a client sending its headers or body a byte at a time is answered 408 and let go', async () => {
  const slow = await site.listen({ timeouts: { headersMs: 300, requestMs: 600, checkEveryMs: 100 } });
  const { hostname, port } = new URL(slow);
  /** Sends `head` and nothing more; what comes back before the server closes, and after how long. */
  const stall = (head: string) =>
    new Promise<{ text: string; ms: number }>((resolve, reject) => {
      const started = performance.now();
      const socket = connect(Number(port), hostname, () => socket.write(head));
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('close', () => resolve({ text, ms: performance.now() - started }));
      socket.on('error', reject);
      socket.setTimeout(5_000, () => socket.destroy(new Error('the server kept the connection')));
    });
  // Before: 60 s for headers and 300 s for a body, each checked every 30 s (an input sweep waited 307 s).
  const headers = await stall('GET /istanbul HTTP/1.1\r\nHost: localhost\r\nX-Slow: 1');
  expect(headers.text).toMatch(/^HTTP\/1\.1 408/);
  expect(headers.text).toContain('İstek zaman aşımına uğradı');
  expect(headers.ms).toBeLessThan(3_000);
  const body = await stall(
    'POST /legal HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\n' +
      'Content-Length: 100\r\n\r\nconsent=',
  );
  expect(body.text).toMatch(/^HTTP\/1\.1 408/);
  expect(body.ms).toBeLessThan(3_000);
});

test('an absolute URL in the request line, an invalid Host and HTTP/1.0 without Host are 400 pages', async () => {
  const absolute = await sendRaw(
    base,
    'GET http://evil.example/istanbul HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
  );
  expect(absolute.status).toBe(400);
  expect(absolute.body).toContain('Geçersiz istek');
  for (const host of ['a@b', 'localhost:99999', '[::1', 'local_host..x']) {
    const wire = await sendRaw(base, `GET /istanbul HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
    expect(wire.status, host).toBe(400);
    expect(wire.body).toContain('Host');
  }
  const old = await sendRaw(base, 'GET /istanbul HTTP/1.0\r\n\r\n');
  expect(old.status).toBe(400);
  // With a public origin configured, an HTTP/1.0 client without Host is answered as that origin.
  const configured = await sendRaw(proxied, 'GET /robots.txt HTTP/1.0\r\n\r\n');
  expect(configured.status).toBe(200);
  expect(configured.body).toContain('Sitemap: https://nobetci.example/sitemap.xml');
});

test('a trusted proxy’s X-Forwarded-Proto must be http or https; X-Forwarded-Host must be a valid host', async () => {
  const gopher = await rawRequest(proxied, '/widget?province=Giresun', { headers: { 'x-forwarded-proto': 'gopher' } });
  expect(gopher.status).toBe(400);
  expect(gopher.body.toString()).toContain('protokol');
  const badHost = await rawRequest(proxied, '/istanbul', { headers: { 'x-forwarded-host': 'a b@c' } });
  expect(badHost.status).toBe(400);
  const untrusted = await rawRequest(base, '/widget?province=Giresun', { headers: { 'x-forwarded-proto': 'gopher' } });
  expect(untrusted.status).toBe(200);
});

test('a page takes only form bodies: POST /legal and the login with text/plain or JSON get 415, not a 500', async () => {
  for (const [path, type, body] of [
    ['/legal', 'text/plain', 'consent=accepted'],
    ['/legal', 'application/json', '{"consent":"accepted"}'],
    ['/adminxyz/giris', 'text/plain', 'username=yonetici&password=x'],
    ['/adminxyz/giris', 'multipart/form-data; boundary=x', '--x\r\nbroken'],
  ]) {
    const answer = await rawRequest(base, path!, { method: 'POST', headers: { 'content-type': type! }, body });
    expect(answer.status, `${path} ${type}`).toBe(415);
    expect(answer.body.toString()).toContain('Desteklenmeyen içerik türü');
  }
  // A form POST without a body reads as an empty form.
  const empty = await rawRequest(base, '/legal', { method: 'POST' });
  expect(empty.status, logged.join('\n')).toBeLessThan(500);
});

test('a NUL character in a form or JSON body is dropped: the report is kept and the login answers, no 5xx', async () => {
  const page = await rawRequest(base, '/istanbul/kadikoy');
  const id = /\/eczane\/(\d+)\/bildir/.exec(page.body.toString())?.[1];
  expect(id).toBeDefined();
  const form = (body: string) => ({
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base },
    body,
  });
  // Before: 503 "Bildiriminiz şu anda kaydedilemedi" (the database refused the text), every time.
  const report = await rawRequest(base, `/eczane/${id}/bildir`, form('category=phone&note=a%00b%00'));
  expect(report.status, logged.join('\n')).toBe(303);
  expect(report.headers.location).toBe(`/eczane/${id}/bildir?gonderildi`);
  // Before: 500 "Giriş sırasında bir hata oluştu" and an error logged for each attempt.
  const login = await rawRequest(base, '/adminxyz/giris', form('username=yon%00etici&password=x'));
  expect(login.status).toBeLessThan(500);
  expect(login.body.toString()).toContain('Kullanıcı adı veya şifre hatalı');
  expect(logged).toEqual([]);
});

test('a page form POSTed from another site is a Turkish 403 page, not React Router’s plain-text 400', async () => {
  for (const [path, origin] of [
    ['/legal', 'https://evil.example'],
    ['/adminxyz/giris', 'https://evil.example'],
    ['/eczane/1/bildir', 'null'],
  ]) {
    const answer = await rawRequest(base, path!, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: origin! },
      body: 'consent=accepted',
    });
    expect(answer.status, `${path} from ${origin}`).toBe(403);
    expect(answer.body.toString()).toContain('Form başka bir siteden gönderildi');
  }
  // The site's own origin passes the boundary (what the route then does is its own affair).
  const own = await rawRequest(base, '/legal', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base },
    body: 'consent=accepted',
  });
  expect(own.status).not.toBe(403);
  expect(logged).toEqual([]);
});

test('bodies are bounded per route: over the limit is 413, before anything reads the whole body', async () => {
  const big = 'a'.repeat(20 * 1024);
  const login = await rawRequest(base, '/adminxyz/giris', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `username=${big}`,
  });
  expect(login.status).toBe(413);
  expect(login.body.toString()).toContain('İstek çok büyük');
  const consent = await rawRequest(base, '/cerez-politikasi', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `consent=${big}`,
  });
  expect(consent.status).toBe(413);
  // A declared 256 MB body is refused at once (nothing of it is read).
  const declared = await sendRaw(
    base,
    'POST /adminxyz/giris HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\n' +
      `Content-Length: ${256 * 1024 * 1024}\r\n\r\nusername=`,
  );
  expect(declared.status).toBe(413);
  // Imports are bounded too (and the admin endpoint answers JSON).
  const imports = await rawRequest(base, '/api/admin/process-pharmacy-data', {
    method: 'POST',
    headers: { 'content-type': 'text/plain' },
    body: 'x'.repeat(3 * 1024 * 1024),
  });
  expect(imports.status).toBe(413);
  expect(JSON.parse(imports.body.toString())).toEqual({ success: false, error: expect.stringContaining('büyük') });
  const anonymousImport = await rawRequest(base, '/api/admin/process-pharmacy-data', {
    method: 'POST',
    headers: { 'content-type': 'text/plain' },
    body: 'x'.repeat(100 * 1024),
  });
  expect(anonymousImport.status).toBe(401);
});

test('a malformed escape under /api/v1 is a JSON 400; elsewhere the Turkish page', async () => {
  const api = await rawRequest(base, '/api/v1/provinces/%E0%A4%A/pharmacies');
  expect(api.status).toBe(400);
  expect(api.headers['content-type']).toMatch(/^application\/json/);
  expect(JSON.parse(api.body.toString())).toEqual({ error: { code: 'bad_request', message: expect.any(String) } });
  const page = await rawRequest(base, '/istanbul/%E0%A4%A');
  expect(page.status).toBe(400);
  expect(page.body.toString()).toContain('Adres okunamadı');
});

test('OPTIONS on the API is a CORS preflight answer, not the body', async () => {
  const answer = await rawRequest(base, '/api/v1/provinces', {
    method: 'OPTIONS',
    headers: { origin: 'https://baska.example', 'access-control-request-method': 'GET' },
  });
  expect(answer.status).toBe(204);
  expect(answer.body.length).toBe(0);
  expect(answer.headers['access-control-allow-origin']).toBe('*');
  expect(answer.headers['access-control-allow-methods']).toBe('GET, HEAD, OPTIONS');
  expect(answer.headers.allow).toBe('GET, HEAD, OPTIONS');
  const page = await rawRequest(base, '/istanbul', { method: 'OPTIONS' });
  expect(page.status).toBe(204);
  expect(page.headers.allow).toBe('GET, HEAD, POST, OPTIONS');
  expect(page.headers['access-control-allow-origin']).toBeUndefined();
});

test('Turkish letters typed raw (UTF-8 bytes) in the request line are sent to the encoded path, then their page', async () => {
  const utf8 = Buffer.concat([
    Buffer.from('GET /'),
    Buffer.from('İstanbul/Kadıköy', 'utf8'),
    Buffer.from(' HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n'),
  ]);
  const wire = await sendRaw(base, utf8);
  expect(wire.status).toBe(301);
  expect(header(wire, 'Location')).toBe('/%C4%B0stanbul/Kad%C4%B1k%C3%B6y');
  const encoded = await rawRequest(base, '/%C4%B0stanbul/Kad%C4%B1k%C3%B6y');
  expect(encoded.status).toBe(301);
  expect(encoded.headers.location).toBe('/istanbul/kadikoy');
});

test('a host that is neither local nor configured is refused clearly; a configured public origin is used instead of Host', async () => {
  const stranger = await sendRaw(base, 'GET /istanbul HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n');
  expect(stranger.status).toBe(421);
  expect(stranger.body).toContain('BASE_DOMAIN');
  const page = await sendRaw(proxied, 'GET /istanbul HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n');
  expect(page.status).toBe(200);
  expect(page.body).toContain('<link rel="canonical" href="https://nobetci.example/istanbul"/>');
  expect(page.body).not.toContain('evil.example');
  const forwarded = await rawRequest(base, '/robots.txt', { headers: { 'x-forwarded-host': 'evil.example' } });
  expect(forwarded.body.toString()).not.toContain('evil.example');
});

test('CONNECT gets the Turkish 405 with Allow, not a silently closed connection', async () => {
  const wire = await sendRaw(base, 'CONNECT /istanbul HTTP/1.1\r\nHost: localhost\r\n\r\n');
  expect(wire.status).toBe(405);
  expect(header(wire, 'Allow')).toBe('GET, HEAD, POST, OPTIONS');
  expect(wire.body).toContain('Bu istek desteklenmiyor');
});
