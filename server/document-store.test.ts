import { expect, test } from 'vitest';
import { createDocumentStore, sizeOfDocument, type StoredDocument } from '#server/document-store.ts';

type DocOptions = { query?: string; path?: string; bucket?: string; etag?: string };

const doc = (size: number, options: DocOptions = {}): StoredDocument => ({
  path: options.path ?? '/istanbul',
  query: options.query ?? '',
  bucket: options.bucket ?? 'b1',
  etag: options.etag ?? 'W/"x"',
  headers: { 'content-type': 'text/html; charset=utf-8' },
  cacheControl: 'public, max-age=60',
  storedAt: 0,
  identity: Buffer.alloc(size),
  gzip: Buffer.alloc(size / 10),
  br: Buffer.alloc(size / 20),
});

test('every byte counts: key, headers and each encoding', () => {
  const document = doc(1000);
  const size = sizeOfDocument('key', document);
  expect(size).toBeGreaterThan(1000 + 100 + 50 + 'key'.length * 2 + 'content-type'.length * 2);
  const store = createDocumentStore({ maxBytes: 1_000_000, maxVariantsPerPath: 32 });
  store.set('key', document, 'b1');
  expect(store.stats()).toEqual({ bytes: size, entries: 1, paths: 1, earlier: 0 });
});

test('the store keeps recently used documents within its byte budget', () => {
  const one = sizeOfDocument('a', doc(1000, { path: 'a' }));
  const store = createDocumentStore({ maxBytes: one * 5, maxVariantsPerPath: 32 });
  for (const key of ['a', 'b', 'c', 'd']) store.set(key, doc(1000, { path: key }), 'b1');
  expect(store.get('a')).toBeDefined(); // a is now the most recent
  store.set('e', doc(1000, { path: 'e' }), 'b1');
  store.set('f', doc(1000, { path: 'f' }), 'b1'); // six over a budget of five: the least recent (b) goes
  expect(store.get('b')).toBeUndefined();
  expect(store.get('a')).toBeDefined();
  expect(store.get('f')).toBeDefined();
  expect(store.stats().bytes).toBeLessThanOrEqual(one * 5);
});

test('a document used again after a store is again among the most recent', () => {
  const one = sizeOfDocument('a', doc(1000, { path: 'a' }));
  const store = createDocumentStore({ maxBytes: one * 5, maxVariantsPerPath: 32 });
  for (const key of ['a', 'b', 'c', 'd']) store.set(key, doc(1000, { path: key }), 'b1');
  store.get('a');
  store.set('e', doc(1000, { path: 'e' }), 'b1');
  store.get('b');
  store.get('a'); // used before e was stored and again after: the most recent of all now
  for (const key of ['f', 'g', 'h']) store.set(key, doc(1000, { path: key }), 'b1');
  expect(['a', 'b', 'c', 'd', 'e'].filter((key) => store.get(key))).toEqual(['a', 'b']);
});

test('documents larger than a quarter of the budget, or made for an older minute, are not kept', () => {
  const store = createDocumentStore({ maxBytes: 4000, maxVariantsPerPath: 32 });
  expect(store.set('big', doc(1000), 'b1')).toBe(false);
  const small = createDocumentStore({ maxBytes: 100_000, maxVariantsPerPath: 32 });
  expect(small.set('late', doc(100, { bucket: 'b1' }), 'b2')).toBe(false);
});

test('documents of an older minute or data version are no longer served', () => {
  const store = createDocumentStore({ maxBytes: 100_000, maxVariantsPerPath: 32 });
  store.set('old', doc(100, { bucket: 'b1' }), 'b1');
  store.set('new', doc(100, { bucket: 'b2', path: '/ankara' }), 'b2');
  expect(store.get('old')).toBeUndefined();
  expect(store.get('new')).toBeDefined();
  expect(store.stats()).toMatchObject({ entries: 1, paths: 1, earlier: 1 });
});

test('an earlier copy is given back once, for its path, query and ETag only', () => {
  const store = createDocumentStore({ maxBytes: 100_000, maxVariantsPerPath: 32 });
  const kept = doc(100, { etag: 'W/"a"' });
  store.set('k1', kept, 'b1');
  store.set('k2', doc(100, { query: 'gun=yarin', etag: 'W/"b"' }), 'b1');
  const bytes = store.stats().bytes;
  // Still the current minute: nothing is earlier yet.
  expect(store.takeEarlier('/istanbul', '', 'W/"a"', 'b1')).toBeUndefined();
  expect(store.get('k1')).toBe(kept);
  // The next minute: the same page with the same ETag gets its copy back, and the store lets go of it.
  expect(store.takeEarlier('/istanbul', '', 'W/"a"', 'b2')).toBe(kept);
  expect(store.takeEarlier('/istanbul', '', 'W/"a"', 'b2')).toBeUndefined();
  expect(store.stats()).toMatchObject({ entries: 0, earlier: 1, bytes: bytes - sizeOfDocument('k1', kept) });
  // Another ETag (the page changed) gets nothing, and the outdated copy is dropped.
  expect(store.takeEarlier('/istanbul', 'gun=yarin', 'W/"c"', 'b2')).toBeUndefined();
  expect(store.stats()).toEqual({ entries: 0, earlier: 0, bytes: 0, paths: 0 });
});

test('earlier copies count against the budget and are the first to go', () => {
  const one = sizeOfDocument('a', doc(1000, { path: 'a' }));
  const store = createDocumentStore({ maxBytes: one * 4, maxVariantsPerPath: 32 });
  for (const key of ['a', 'b', 'c']) store.set(key, doc(1000, { path: key }), 'b1');
  // A new minute: a, b and c become earlier copies and still count.
  store.set('d', doc(1000, { path: 'd', bucket: 'b2' }), 'b2');
  expect(store.stats()).toMatchObject({ entries: 1, earlier: 3 });
  store.set('e', doc(1000, { path: 'e', bucket: 'b2' }), 'b2');
  // Five over a budget of four: the earliest retired copy (a) goes, not a current page.
  expect(store.stats()).toMatchObject({ entries: 2, earlier: 2 });
  expect(store.stats().bytes).toBeLessThanOrEqual(one * 4);
  expect(store.takeEarlier('a', '', 'W/"x"', 'b2')).toBeUndefined();
  expect(store.takeEarlier('b', '', 'W/"x"', 'b2')).toBeDefined();
});

test('a new minute starts the query variants afresh: earlier copies do not count against the cap', () => {
  const store = createDocumentStore({ maxBytes: 10_000_000, maxVariantsPerPath: 2 });
  for (const query of ['a=1', 'a=2']) store.set(query, doc(100, { query }), 'b1');
  expect(store.admits('/istanbul', 'a=3', 'b1')).toBe(false);
  // Asked before anything of the new minute is stored.
  expect(store.admits('/istanbul', 'a=3', 'b2')).toBe(true);
  expect(store.set('b2:a=3', doc(100, { query: 'a=3', bucket: 'b2' }), 'b2')).toBe(true);
  expect(store.set('b2:a=4', doc(100, { query: 'a=4', bucket: 'b2' }), 'b2')).toBe(true);
  expect(store.stats()).toMatchObject({ entries: 2, earlier: 2 });
});

test('a path keeps at most its cap of query variants; the page without a query is always admitted', () => {
  const store = createDocumentStore({ maxBytes: 10_000_000, maxVariantsPerPath: 3 });
  for (const query of ['a=1', 'a=2', 'a=3']) expect(store.set(query, doc(100, { query }), 'b1')).toBe(true);
  // `admits` answers the same before any work is spent on a document (the edge cache compresses only then).
  expect(store.admits('/istanbul', 'a=4', 'b1')).toBe(false);
  expect(store.admits('/istanbul', 'a=2', 'b1')).toBe(true);
  expect(store.admits('/istanbul', '', 'b1')).toBe(true);
  expect(store.set('a=4', doc(100, { query: 'a=4' }), 'b1')).toBe(false);
  expect(store.set('plain', doc(100), 'b1')).toBe(true);
  // Another path has its own variants.
  expect(store.set('other', doc(100, { path: '/ankara', query: 'a=4' }), 'b1')).toBe(true);
  expect(store.stats().entries).toBe(5);
});
