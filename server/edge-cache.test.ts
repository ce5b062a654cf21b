import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { toWeakEtag } from '#app/domain/site/cache-headers.ts';
import { createHttpServer } from '#server/app.ts';
import type { Router } from '#server/router.ts';
import { createEdgeCache } from '#server/edge-cache.ts';
import { rawRequest } from '#tests/support/raw-http.ts';

/**
 * The edge cache in the real HTTP stack (server/app.ts: shared pages to the cache, the rest
 * through Express), with stand-in routes for the answers a page can give.
 * tests/integration/edge-cache.test.ts runs it with the real React Router pages.
 */

let clock = new Date('2026-11-22T09:00:05Z');
let version = 'v1';
const MAX_BYTES = 4 * 1024 * 1024;
const edge = createEdgeCache({
  now: () => clock,
  dataVersion: () => version,
  log: { error: () => {} },
  maxBytes: MAX_BYTES,
  maxVariantsPerPath: 32,
});
let server: Server;
let base: string;
let renders = 0;
/** What the stand-in routes give as max-age (a real page's runs to the next duty rotation). */
let maxAge = 60;

/** A page about 60 KB long that shows its query and the data version, like a province page. */
const page = (query: string) =>
  `<!doctype html><html><body><h1>${version} ${query}</h1>${'<li>Eczane 0 (212) 000 00 00</li>'.repeat(2000)}</body></html>`;

/** Resolves when the slow route has been asked (a test waits for it before leaving). */
let slowAsked: () => void = () => {};

/** Stand-in routes for the answers a page can give, as React Router's handler gives them. */
const router: Router = {
  async handle(request) {
    const url = new URL(request.url);
    const shared = `public, max-age=${maxAge}, must-revalidate`;
    // As a rendered document: its ETag is of its bytes (app/entry.server.tsx).
    const html = (body: string, init: { status?: number; headers?: Record<string, string> } = {}) =>
      new Response(body, {
        status: init.status ?? 200,
        headers: {
          'content-type': 'text/html; charset=utf-8',
          'cache-control': shared,
          etag: toWeakEtag(Buffer.from(body)),
          ...init.headers,
        },
      });
    if (url.pathname === '/istanbul' && request.method === 'POST') return html(page('posted'));
    if (url.pathname === '/slow') {
      slowAsked();
      await sleep(100);
      return html(page(url.search));
    }
    if (url.pathname === '/istanbul') {
      renders += 1;
      return html(page(url.search));
    }
    if (url.pathname === '/sets-cookie') return html(page(url.search), { headers: { 'set-cookie': 'token=secret' } });
    if (url.pathname === '/private')
      return html(page(url.search), { headers: { 'cache-control': 'private, no-cache' } });
    if (url.pathname === '/missing') return html(page(url.search), { status: 404 });
    return html('', { status: 404 });
  },
};

beforeAll(async () => {
  server = createHttpServer({
    build: () => Promise.reject(new Error('no React Router in this test')),
    getLoadContext: () => {
      throw new Error('no load context in this test');
    },
    router,
    clientDir: null,
    log: { error: () => {} },
    edgeCache: edge,
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server?.close();
});

test('a shared page is kept once; gzip and br answers decode to the identity bytes, with the security headers', async () => {
  const first = await rawRequest(base, '/istanbul');
  expect(first.status).toBe(200);
  expect(first.headers['x-cache']).toBeUndefined();
  const identity = await rawRequest(base, '/istanbul');
  const gzip = await rawRequest(base, '/istanbul', { headers: { 'accept-encoding': 'gzip, deflate' } });
  const br = await rawRequest(base, '/istanbul', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
  for (const answer of [identity, gzip, br]) {
    expect(answer.headers['x-cache']).toBe('HIT');
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
  }
  expect(identity.body.equals(first.body)).toBe(true);
  expect(identity.headers['content-encoding']).toBeUndefined();
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(br.headers['content-encoding']).toBe('br');
  expect(gunzipSync(gzip.body).equals(identity.body)).toBe(true);
  expect(brotliDecompressSync(br.body).equals(identity.body)).toBe(true);
  expect(br.body.length).toBeLessThan(gzip.body.length);
});

test('the first visitor of a page gets the kept copy in its encoding: the bytes every later visitor gets', async () => {
  const browser = { 'accept-encoding': 'gzip, deflate, br' };
  const stores = edge.stats().stores;
  const first = await rawRequest(base, '/istanbul?first=1', { headers: browser });
  // Rendered for this visitor, kept before it was answered, and sent as kept: brotli 8, not
  // the brotli 4 compression gives an answer on its way out.
  expect(first.headers['x-cache']).toBeUndefined();
  expect(edge.stats().stores).toBe(stores + 1);
  expect(first.headers['content-encoding']).toBe('br');
  expect(first.headers['content-length']).toBe(String(first.body.length));
  expect(brotliDecompressSync(first.body).toString()).toContain('<h1>v1 ?first=1</h1>');
  const later = await rawRequest(base, '/istanbul?first=1', { headers: browser });
  expect(later.headers['x-cache']).toBe('HIT');
  expect(first.body.equals(later.body)).toBe(true);
  for (const name of ['etag', 'content-security-policy', 'content-type', 'vary', 'x-frame-options', 'cache-control'])
    expect(first.headers[name]).toBe(later.headers[name]);
});

test('a page whose first visitor left before it was ready is still kept for the next one', async () => {
  const { connect } = await import('node:net');
  const { port } = server.address() as AddressInfo;
  const socket = connect(port, '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  const asked = new Promise<void>((resolve) => (slowAsked = resolve));
  const stores = edge.stats().stores;
  socket.write(`GET /slow?left=1 HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAccept-Encoding: br\r\n\r\n`);
  // The route answers 100 ms after it is asked; the visitor is gone by then.
  await asked;
  socket.destroy();
  await vi.waitFor(() => expect(edge.stats().stores).toBe(stores + 1));
  const next = await rawRequest(base, '/slow?left=1', { headers: { 'accept-encoding': 'br' } });
  expect(next.headers['x-cache']).toBe('HIT');
  expect(brotliDecompressSync(next.body).toString()).toContain('<h1>v1 ?left=1</h1>');
});

test('a matching If-None-Match gets a 304, HEAD gets the headers without a body', async () => {
  const full = await rawRequest(base, '/istanbul');
  const etag = String(full.headers.etag);
  const notModified = await rawRequest(base, '/istanbul', { headers: { 'if-none-match': etag.replace(/^W\//, '') } });
  expect(notModified.status).toBe(304);
  expect(notModified.body.length).toBe(0);
  const head = await rawRequest(base, '/istanbul', { method: 'HEAD' });
  expect(head.headers['x-cache']).toBe('HIT');
  expect(head.headers['content-length']).toBe(String(full.body.length));
  expect(head.body.length).toBe(0);
});

test('max-age counts down from when the page was made, so no copy outlives it', async () => {
  clock = new Date('2026-11-22T09:00:45Z');
  const later = await rawRequest(base, '/istanbul');
  expect(later.headers['x-cache']).toBe('HIT');
  expect(later.headers['cache-control']).toBe('public, max-age=20, must-revalidate');
  clock = new Date('2026-11-22T09:00:05Z');
});

test('a new data version is a new key: the next request shows the new data', async () => {
  version = 'v2';
  const next = await rawRequest(base, '/istanbul');
  expect(next.headers['x-cache']).toBeUndefined();
  expect(next.body.toString()).toContain('<h1>v2 </h1>');
  expect((await rawRequest(base, '/istanbul')).headers['x-cache']).toBe('HIT');
});

test('the minute is in the key: a page is never served from the minute before', async () => {
  clock = new Date('2026-11-22T09:01:00Z');
  expect((await rawRequest(base, '/istanbul')).headers['x-cache']).toBeUndefined();
  expect((await rawRequest(base, '/istanbul')).headers['x-cache']).toBe('HIT');
});

test('a page unchanged since the minute before is kept again as it was, not compressed again', async () => {
  const before = await rawRequest(base, '/istanbul', { headers: { 'accept-encoding': 'br' } });
  expect(before.headers['x-cache']).toBe('HIT');
  clock = new Date('2026-11-22T09:02:00Z');
  maxAge = 30;
  const stats = edge.stats();
  expect((await rawRequest(base, '/istanbul')).headers['x-cache']).toBeUndefined();
  const kept = await rawRequest(base, '/istanbul', { headers: { 'accept-encoding': 'br' } });
  expect(kept.headers['x-cache']).toBe('HIT');
  expect(kept.body.equals(before.body)).toBe(true);
  expect(kept.headers.etag).toBe(before.headers.etag);
  // With the new rendering's freshness, not the earlier copy's.
  expect(kept.headers['cache-control']).toBe('public, max-age=30, must-revalidate');
  expect(edge.stats()).toMatchObject({ compressions: stats.compressions, reuses: stats.reuses + 1 });
  // A page that changed is compressed again.
  version = 'v3';
  expect((await rawRequest(base, '/istanbul')).headers['x-cache']).toBeUndefined();
  const changed = await rawRequest(base, '/istanbul', { headers: { 'accept-encoding': 'br' } });
  expect(changed.headers['x-cache']).toBe('HIT');
  expect(brotliDecompressSync(changed.body).toString()).toContain('<h1>v3 </h1>');
  expect(edge.stats()).toMatchObject({ compressions: stats.compressions + 1, reuses: stats.reuses + 1 });
  maxAge = 60;
});

test('visitors arriving while a page is rendered wait for that one rendering', async () => {
  clock = new Date('2026-11-22T09:03:00Z');
  const before = renders;
  const answers = await Promise.all(Array.from({ length: 20 }, () => rawRequest(base, '/istanbul?crowd=1')));
  expect(renders - before).toBe(1);
  expect(answers.filter((answer) => answer.headers['x-cache'] === 'HIT')).toHaveLength(19);
  expect(answers.every((answer) => answer.body.equals(answers[0]?.body ?? Buffer.alloc(0)))).toBe(true);
});

test('answers that set a cookie, are private, are not 200 or answer a POST are never kept', async () => {
  const stores = edge.stats().stores;
  for (let round = 0; round < 2; round += 1) {
    for (const path of ['/sets-cookie', '/private', '/missing']) {
      expect((await rawRequest(base, path)).headers['x-cache']).toBeUndefined();
    }
    const posted = await rawRequest(base, '/istanbul?from=post', { method: 'POST', body: '' });
    expect(posted.headers['x-cache']).toBeUndefined();
  }
  expect(edge.stats().stores).toBe(stores);
  expect((await rawRequest(base, '/istanbul?from=post')).body.toString()).not.toContain('posted');
});

test('a request with a session cookie is neither answered from nor stored in the cache', async () => {
  await rawRequest(base, '/istanbul');
  const stores = edge.stats().stores;
  for (const cookie of ['nobetci_session=abc', 'x=1; __Host-nobetci_session=abc']) {
    const answer = await rawRequest(base, '/istanbul?signed=in', { headers: { cookie } });
    expect(answer.headers['x-cache']).toBeUndefined();
  }
  expect(edge.stats().stores).toBe(stores);
  // A cookie no shared page reads does not stop the cache: the consent choice is read by the legal
  // pages alone, which are never kept (private).
  for (const cookie of ['theme=dark', 'cookie_consent=accepted']) {
    expect((await rawRequest(base, '/istanbul', { headers: { cookie } })).headers['x-cache']).toBe('HIT');
  }
});

test('a burst of new query variants compresses no more of them than the path may keep', async () => {
  const before = edge.stats();
  // Three times the cap, all at once.
  const paths = Array.from({ length: 100 }, (_, i) => `/istanbul?burst=${i}`);
  await Promise.all(paths.map((path) => rawRequest(base, path)));
  const after = edge.stats();
  // Before the fix every one of them started a gzip-9 and a brotli-9 (the stored ones lag behind).
  expect(after.compressions - before.compressions).toBeGreaterThan(0);
  expect(after.compressions - before.compressions).toBeLessThanOrEqual(32);
  expect(after.entries).toBeLessThanOrEqual(33);
});

/** A small deterministic generator (mulberry32), so a failure repeats. */
function createRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * What this process holds once garbage is collected (heap and buffers): what a leak keeps, without
 * the garbage of the last requests that resident memory still counts.
 */
async function retainedBytes(): Promise<number> {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  // Buffers' memory is let go a turn after the collection that found them unreachable.
  for (let i = 0; i < 3; i += 1) {
    gc();
    await new Promise((resolve) => setImmediate(resolve));
  }
  const { heapUsed, external } = process.memoryUsage();
  return heapUsed + external;
}

test('1,000 random query strings keep the cache within its bytes and memory bounded; the real page is still a hit', async () => {
  await rawRequest(base, '/istanbul');
  const random = createRandom(20261122);
  const randomPaths = (count: number) =>
    Array.from({ length: count }, (_, i) => `/istanbul?utm=${i}&r=${random().toString(36).slice(2)}`);
  const send = async (paths: string[]) => {
    for (let i = 0; i < paths.length; i += 50) {
      await Promise.all(paths.slice(i, i + 50).map((path) => rawRequest(base, path)));
    }
  };
  // The heap first grows to its working size (each request renders and reads a 60 KB page).
  await send(randomPaths(200));
  const rssBefore = process.memoryUsage().rss;
  const retainedBefore = await retainedBytes();
  await send(randomPaths(1_000));
  const stats = edge.stats();
  expect(stats.bytes).toBeLessThanOrEqual(MAX_BYTES);
  // The page without a query, plus at most 32 query variants of it.
  expect(stats.entries).toBeLessThanOrEqual(33);
  expect(process.memoryUsage().rss - rssBefore).toBeLessThan(150 * 1024 * 1024);
  // Nothing of a request is kept past it: a 60 KB page kept for each would be 60 MB.
  expect((await retainedBytes()) - retainedBefore).toBeLessThan(16 * 1024 * 1024);
  expect((await rawRequest(base, '/istanbul')).headers['x-cache']).toBe('HIT');
});

test('in a new minute a path’s query variants count afresh: a new one is kept at its first visit', async () => {
  // The tests above left /istanbul with its cap of 32 variants in this minute.
  expect((await rawRequest(base, '/istanbul?late=1')).headers['x-cache']).toBeUndefined();
  const notKept = await rawRequest(base, '/istanbul?late=1', { headers: { 'accept-encoding': 'br' } });
  expect(notKept.headers['x-cache']).toBeUndefined();
  // Not kept, so sent as the route wrote it, compressed on its way out.
  expect(notKept.headers['content-encoding']).toBe('br');
  expect(brotliDecompressSync(notKept.body).toString()).toContain('<h1>v3 ?late=1</h1>');
  clock = new Date(clock.getTime() + 60_000);
  const stores = edge.stats().stores;
  expect((await rawRequest(base, '/istanbul?fresh=1')).headers['x-cache']).toBeUndefined();
  // Kept before it was answered.
  expect(edge.stats().stores).toBe(stores + 1);
  expect((await rawRequest(base, '/istanbul?fresh=1')).headers['x-cache']).toBe('HIT');
});
