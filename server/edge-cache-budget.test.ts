import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterEach, expect, test } from 'vitest';
import { toWeakEtag } from '#app/domain/site/cache-headers.ts';
import { createHttpServer } from '#server/app.ts';
import { createEdgeCache, type EdgeCacheOptions } from '#server/edge-cache.ts';
import type { Router } from '#server/router.ts';
import { rawRequest } from '#tests/support/raw-http.ts';

/**
 * What one client's misses of the shared-page cache may cost everyone else (issue 37, "One client
 * slows everyone"): a rendering budget per client (server/client-budget.ts) and one rendering at a
 * time per client, each on its own turn of the event loop (server/render-queue.ts), and an answer
 * that is not kept sent a turn after its rendering (app/domain/site/next-poll.ts), in the real
 * HTTP stack with a stand-in router. Clients are told apart by X-Forwarded-For from loopback.
 */

let clock = new Date('2026-11-22T09:00:05Z');
const servers: Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

/** How long a stand-in search takes to render (waiting on a timer, so renderings can overlap). */
const SEARCH_MS = 200;
/** Searches being rendered now, and the most at once, per client (X-Forwarded-For). */
const rendering = new Map<string, number>();
const mostAtOnce = new Map<string, number>();

/**
 * Stand-in routes: `/istanbul` a page that is kept, `/ara` a search that takes SEARCH_MS, and
 * `/heavy-missing` a 404 whose rendering holds the main thread for 200 ms.
 */
const router: Router = {
  async handle(request, client) {
    const url = new URL(request.url);
    if (url.pathname === '/ara') {
      const now = (rendering.get(client.ip) ?? 0) + 1;
      rendering.set(client.ip, now);
      mostAtOnce.set(client.ip, Math.max(now, mostAtOnce.get(client.ip) ?? 0));
      await new Promise((resolve) => setTimeout(resolve, SEARCH_MS));
      rendering.set(client.ip, rendering.get(client.ip)! - 1);
    }
    const body = `<!doctype html><html><body><h1>${url.pathname}${url.search}</h1></body></html>`;
    if (url.pathname === '/heavy-missing') {
      // A rendering that holds the main thread (a random search's 404 on a slow host: 20–55 ms).
      const until = performance.now() + 200;
      while (performance.now() < until);
      return new Response(body, { status: 404, headers: { 'content-type': 'text/html; charset=utf-8' } });
    }
    return new Response(body, {
      headers: {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'public, max-age=60, must-revalidate',
        etag: toWeakEtag(Buffer.from(body)),
      },
    });
  },
};

async function start(options: Partial<EdgeCacheOptions> = {}): Promise<string> {
  const server = createHttpServer({
    build: () => Promise.reject(new Error('no React Router in this test')),
    getLoadContext: () => {
      throw new Error('no load context in this test');
    },
    router,
    clientDir: null,
    log: { error: () => {} },
    config: { trustProxy: ['loopback'], baseDomain: null, publicOrigin: null },
    edgeCache: createEdgeCache({ now: () => clock, dataVersion: () => 'v1', log: { error: () => {} }, ...options }),
  });
  servers.push(server);
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const from = (client: string) => ({ headers: { 'x-forwarded-for': client } });

test('past its rendering budget a client gets a 429 with Retry-After; kept pages and other clients are not counted', async () => {
  const url = await start({ renderBudget: { burst: 3, perSecond: 1 } });
  const statuses = [];
  for (let i = 0; i < 5; i++)
    statuses.push((await rawRequest(url, `/istanbul?budget=${i}`, from('198.51.100.7'))).status);
  expect(statuses).toEqual([200, 200, 200, 429, 429]);
  const refused = await rawRequest(url, '/istanbul?budget=9', from('198.51.100.7'));
  expect(refused.headers['retry-after']).toBe('1');
  expect(refused.body.toString()).toContain('Çok fazla istek');
  // A page already kept is answered without a rendering, so without the budget.
  expect((await rawRequest(url, '/istanbul?budget=0', from('198.51.100.7'))).headers['x-cache']).toBe('HIT');
  // Another client has its own.
  expect((await rawRequest(url, '/istanbul?budget=5', from('203.0.113.4'))).status).toBe(200);
  // The budget comes back with time.
  clock = new Date(clock.getTime() + 2_000);
  expect((await rawRequest(url, '/istanbul?budget=6', from('198.51.100.7'))).status).toBe(200);
});

test('one client’s burst of searches is rendered one at a time, a few waiting their turn and the rest refused; another client’s run beside it', async () => {
  const url = await start({
    renderBudget: { burst: 30, perSecond: 2 },
    renderQueue: { concurrent: 2, perClientWaiting: 4, maxWaiting: 256 },
  });
  const flood = Array.from({ length: 10 }, (_, i) => rawRequest(url, `/ara?q=x${i}`, from('198.51.100.7')));
  const other = Array.from({ length: 2 }, (_, i) => rawRequest(url, `/ara?q=y${i}`, from('203.0.113.4')));
  const statuses = (await Promise.all(flood)).map((answer) => answer.status).sort();

  // One rendering and four waiting; the five past them are told to come back in a second.
  expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429, 429, 429]);
  expect(mostAtOnce.get('198.51.100.7')).toBe(1);
  expect((await Promise.all(other)).map((answer) => answer.status)).toEqual([200, 200]);
  expect(mostAtOnce.get('203.0.113.4')).toBe(1);
  // A kept page is not a rendering: answered at once, whatever the client's queue holds.
  await rawRequest(url, '/istanbul', from('198.51.100.7'));
  const waiting = Array.from({ length: 3 }, (_, i) => rawRequest(url, `/ara?q=z${i}`, from('198.51.100.7')));
  expect((await rawRequest(url, '/istanbul', from('198.51.100.7'))).headers['x-cache']).toBe('HIT');
  expect((await Promise.all(waiting)).map((answer) => answer.status)).toEqual([200, 200, 200]);
});

/**
 * A client in a process of its own (this one's loop is held by the rendering): on two connections
 * to `port`, asks for the kept `/istanbul` once on the second, then for `/heavy-missing` on the
 * first and, 50 ms later (inside the rendering's 200 ms), for `/istanbul` again on the second;
 * prints which answer came first.
 */
const HEAVY_CLIENT = `
const net = require('node:net');
const port = Number(process.argv[1]);
const ask = (socket, path) => socket.write('GET ' + path + ' HTTP/1.1\\r\\nHost: 127.0.0.1\\r\\n\\r\\n');
const heavy = net.connect(port, '127.0.0.1');
const kept = net.connect(port, '127.0.0.1');
const order = [];
let keptAnswers = 0;
const done = () => { if (order.length === 2) { console.log(JSON.stringify(order)); process.exit(0); } };
heavy.on('data', (chunk) => { if (chunk.toString().startsWith('HTTP/1.1 404')) { order.push('heavy'); done(); } });
kept.on('data', (chunk) => {
  if (!chunk.toString().startsWith('HTTP/1.1 200')) return;
  keptAnswers += 1;
  if (keptAnswers === 1) {
    ask(heavy, '/heavy-missing?q=zqxwvjkq');
    setTimeout(() => ask(kept, '/istanbul'), 50);
  } else { order.push('kept'); done(); }
});
ask(kept, '/istanbul');
setTimeout(() => process.exit(2), 10000);
`;

test('an answer that is not kept goes out a turn after its rendering: a kept page asked for meanwhile is answered first', async () => {
  const base = await start();
  await rawRequest(base, '/istanbul');
  const { port } = new URL(base);
  const { stdout } = await promisify(execFile)(process.execPath, ['-e', HEAVY_CLIENT, port], { encoding: 'utf8' });
  // The kept page's request was read during the rendering; it is answered before the rendered
  // page is compressed and sent, so it waits for one rendering at most, never also its compression.
  expect(JSON.parse(stdout)).toEqual(['kept', 'heavy']);
});
