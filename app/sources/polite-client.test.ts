import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createPoliteClient } from '#app/sources/polite-client.server.ts';
import { createSafeFetch } from '#app/sources/safe-fetch.server.ts';
import { SourceError } from '#app/sources/source.ts';

type Seen = { path: string; start: number; end: number; headers: IncomingMessage['headers'] };
const seen: Seen[] = [];
let active = 0;
let maxActive = 0;
let origin = '';
const counts = new Map<string, number>();

const server = createServer((req, res) => {
  const path = req.url ?? '/';
  const start = performance.now();
  counts.set(path, (counts.get(path) ?? 0) + 1);
  active += 1;
  maxActive = Math.max(maxActive, active);
  const reply = (status: number, body: string, headers: Record<string, string> = {}) =>
    setTimeout(() => {
      active -= 1;
      seen.push({ path, start, end: performance.now(), headers: req.headers });
      res.writeHead(status, { 'Content-Type': 'text/plain', ...headers });
      res.end(body);
    }, 30);
  if (path === '/robots.txt') return reply(200, 'User-agent: *\nDisallow: /gizli\n');
  if (path === '/flaky') return reply(counts.get(path) === 1 ? 503 : 200, 'tamam');
  if (path === '/down') return reply(503, 'bakımda');
  if (path === '/etag')
    return req.headers['if-none-match'] === '"v1"' ? reply(304, '') : reply(200, 'ilk gövde', { ETag: '"v1"' });
  return reply(200, `sayfa ${path}`);
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function client(options: { minIntervalMs?: number; signal?: AbortSignal } = {}) {
  const safeFetch = createSafeFetch({
    allowHosts: [new URL(origin).host],
    userAgent: 'NobetciEczaneBot/1.0 (+iletisim@nobetcieczane.example)',
    timeoutMs: 5000,
    maxBytes: 1024 * 1024,
  });
  return createPoliteClient({
    safeFetch,
    userAgent: 'NobetciEczaneBot/1.0 (+iletisim@nobetcieczane.example)',
    hostMap: new Map([['www.kaynak.example', origin]]),
    minIntervalMs: options.minIntervalMs ?? 150,
    retryDelayMs: 50,
    signal: options.signal,
  });
}

test('a host is asked one request at a time, each starting at least the interval after the last ended', async () => {
  seen.length = 0;
  maxActive = 0;
  const polite = client({ minIntervalMs: 150 });
  const answers = await Promise.all(
    ['/a', '/b', '/c', '/d'].map((path) => polite.fetch(`https://www.kaynak.example${path}?il=34`)),
  );
  expect(answers.map((a) => a.text())).toEqual([
    'sayfa /a?il=34',
    'sayfa /b?il=34',
    'sayfa /c?il=34',
    'sayfa /d?il=34',
  ]);
  // The real address is kept for messages; the request went to the mapped origin.
  expect(answers[0]?.url).toBe('https://www.kaynak.example/a?il=34');
  expect(maxActive).toBe(1);
  const pages = seen.filter((s) => s.path !== '/robots.txt');
  for (let i = 1; i < pages.length; i++) {
    expect((pages[i] as Seen).start - (seen[seen.indexOf(pages[i] as Seen) - 1] as Seen).end).toBeGreaterThanOrEqual(
      140,
    );
  }
  expect(pages[0]?.headers['user-agent']).toBe('NobetciEczaneBot/1.0 (+iletisim@nobetcieczane.example)');
  expect(polite.requestsPerHost().get('www.kaynak.example')).toBe(5);
});

test('robots.txt is read once per host and a disallowed page is refused without being asked', async () => {
  const polite = client();
  const before = counts.get('/robots.txt') ?? 0;
  const refused = await polite.fetch('https://www.kaynak.example/gizli/sayfa').catch((e: unknown) => e);
  expect(refused).toBeInstanceOf(SourceError);
  expect((refused as SourceError).kind).toBe('robots');
  expect(counts.get('/gizli/sayfa')).toBeUndefined();
  await polite.fetch('https://www.kaynak.example/serbest');
  expect(counts.get('/robots.txt')).toBe(before + 1);
});

test('a transient failure is tried once more; a lasting one is answered as it is after two tries', async () => {
  const polite = client({ minIntervalMs: 10 });
  expect((await polite.fetch('https://www.kaynak.example/flaky')).status).toBe(200);
  expect(counts.get('/flaky')).toBe(2);
  expect((await polite.fetch('https://www.kaynak.example/down')).status).toBe(503);
  expect(counts.get('/down')).toBe(2);
});

test('a page with an ETag is asked again conditionally, and a 304 gives the kept answer', async () => {
  const polite = client({ minIntervalMs: 10 });
  expect((await polite.fetch('https://www.kaynak.example/etag')).text()).toBe('ilk gövde');
  const again = await polite.fetch('https://www.kaynak.example/etag');
  expect(again.status).toBe(200);
  expect(again.text()).toBe('ilk gövde');
  expect(seen.filter((s) => s.path === '/etag').at(-1)?.headers['if-none-match']).toBe('"v1"');
});

test('once the run is out of time nothing more is asked', async () => {
  const controller = new AbortController();
  const polite = client({ signal: controller.signal });
  controller.abort();
  const error = await polite.fetch('https://www.kaynak.example/gec').catch((e: unknown) => e);
  expect(error).toBeInstanceOf(SourceError);
  expect((error as SourceError).kind).toBe('timeout');
  expect(counts.get('/gec')).toBeUndefined();
});
