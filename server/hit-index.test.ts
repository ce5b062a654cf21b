import type { IncomingMessage, ServerResponse } from 'node:http';
import { expect, test } from 'vitest';
import type { StoredDocument } from '#server/document-store.ts';
import { createEdgeCache, type SharedPage } from '#server/edge-cache.ts';
import { createHitIndex } from '#server/hit-index.ts';

/**
 * The hit index alone, then in the shared-page cache: a hit it answers is the document the long
 * way would find, for that origin, minute and data version, and never one the store let go.
 */

const doc = (bucket: string, name: string) => ({ bucket, etag: name }) as unknown as StoredDocument;

test('a target is answered for the origin, scheme and bucket it was remembered for, and no other', () => {
  const index = createHitIndex();
  const page = doc('v1|100', 'istanbul');
  expect(index.get('/istanbul', 'http://localhost', false, 'v1|100')).toBeUndefined();
  index.remember('/istanbul', 'http://localhost', false, page);
  expect(index.get('/istanbul', 'http://localhost', false, 'v1|100')).toBe(page);
  expect(index.get('/istanbul', 'http://eczane.example', false, 'v1|100')).toBeUndefined();
  expect(index.get('/istanbul', 'http://localhost', true, 'v1|100')).toBeUndefined();
  expect(index.get('/istanbul?a=1', 'http://localhost', false, 'v1|100')).toBeUndefined();
  // A new minute empties it: the page of the minute before is not answered, now or later in it.
  expect(index.get('/istanbul', 'http://localhost', false, 'v1|101')).toBeUndefined();
  expect(index.size()).toBe(0);
  expect(index.get('/istanbul', 'http://localhost', false, 'v1|100')).toBeUndefined();
});

test('forget empties it, and it never holds more than its limit of targets', () => {
  const index = createHitIndex(3);
  for (const target of ['/a', '/b', '/c']) index.remember(target, 'o', false, doc('b', target));
  expect(index.size()).toBe(3);
  index.remember('/d', 'o', false, doc('b', '/d'));
  expect(index.size()).toBe(1);
  expect(index.get('/d', 'o', false, 'b')?.etag).toBe('/d');
  expect(index.get('/a', 'o', false, 'b')).toBeUndefined();
  index.forget();
  expect(index.get('/d', 'o', false, 'b')).toBeUndefined();
});

/** One request to the cache, with fakes of what it uses of Node's request and response. */
function ask(edge: ReturnType<typeof createEdgeCache>, target: string, page: SharedPage) {
  return new Promise<{ status: number; body: string; hit: boolean }>((resolve) => {
    let status = 0;
    let headers: string[] = [];
    const req = {
      url: target,
      method: 'GET',
      headers: { 'accept-encoding': 'identity' },
    } as unknown as IncomingMessage;
    const res = {
      destroyed: false,
      headersSent: false,
      writeHead(code: number, list: string[]) {
        status = code;
        headers = list;
        return this;
      },
      end(body?: Buffer) {
        resolve({ status, body: body?.toString() ?? '', hit: headers.includes('x-cache') });
      },
    } as unknown as ServerResponse;
    edge.serve(req, res, page);
  });
}

test('in the cache: each origin gets its own page of a target, and a page the store let go is rendered again', async () => {
  const renders: string[] = [];
  // Room for a few ~30 KB pages (a document may take a quarter of the bytes).
  const edge = createEdgeCache({
    now: () => new Date('2026-11-30T20:00:05Z'),
    dataVersion: () => 'v1',
    log: { error: () => {} },
    maxBytes: 150_000,
  });
  const page = (origin: string): SharedPage => ({
    origin,
    https: false,
    client: () => null,
    render: async () => {
      renders.push(origin);
      // Hardly compressible: 12,000 letters and digits, ~30 KB kept in the three encodings.
      let seed = renders.length;
      const letters = Array.from({ length: 12_000 }, () => {
        seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
        return 'abcdefghijklmnopqrstuvwxyz0123456789'[seed % 36];
      });
      return new Response(`${origin} ${letters.join('')}`, {
        headers: { 'content-type': 'text/html', 'cache-control': 'public, max-age=60' },
      });
    },
  });
  const local = page('http://localhost');
  const other = page('http://127.0.0.1');

  const first = await ask(edge, '/istanbul', local);
  expect(first.body.startsWith('http://localhost ')).toBe(true);
  expect((await ask(edge, '/istanbul', local)).hit).toBe(true);
  // The same target as another origin: its own page, not the first origin's.
  const second = await ask(edge, '/istanbul', other);
  expect(second.body.startsWith('http://127.0.0.1 ')).toBe(true);
  expect(await ask(edge, '/istanbul', other)).toMatchObject({ hit: true, body: second.body });
  expect(await ask(edge, '/istanbul', local)).toMatchObject({ hit: true, body: first.body });
  expect(renders).toEqual(['http://localhost', 'http://127.0.0.1']);
  // Five more pages kept let the first ones go (the store's bytes): asked again, `/istanbul` is
  // rendered again rather than answered from a remembered copy.
  for (const target of ['/a', '/b', '/c', '/d', '/e']) await ask(edge, target, other);
  expect(edge.stats().entries).toBeLessThan(7);
  const again = await ask(edge, '/istanbul', local);
  expect(again).toMatchObject({ status: 200, hit: false });
  expect(renders).toHaveLength(8);
  expect(await ask(edge, '/istanbul', local)).toMatchObject({ hit: true, body: again.body });
});
