import { expect, test } from 'vitest';
import { createDocumentStore, sizeOfDocument, type StoredDocument } from '#server/document-store.ts';

const doc = (size: number, options: { query?: string; path?: string; bucket?: string } = {}): StoredDocument => ({
  path: options.path ?? '/istanbul',
  query: options.query ?? '',
  bucket: options.bucket ?? 'b1',
  etag: 'W/"x"',
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
  expect(store.stats()).toEqual({ bytes: size, entries: 1, paths: 1 });
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

test('documents larger than a quarter of the budget, or made for an older minute, are not kept', () => {
  const store = createDocumentStore({ maxBytes: 4000, maxVariantsPerPath: 32 });
  expect(store.set('big', doc(1000), 'b1')).toBe(false);
  const small = createDocumentStore({ maxBytes: 100_000, maxVariantsPerPath: 32 });
  expect(small.set('late', doc(100, { bucket: 'b1' }), 'b2')).toBe(false);
});

test('documents of an older minute or data version go first', () => {
  const store = createDocumentStore({ maxBytes: 100_000, maxVariantsPerPath: 32 });
  store.set('old', doc(100, { bucket: 'b1' }), 'b1');
  store.set('new', doc(100, { bucket: 'b2' }), 'b2');
  expect(store.get('old')).toBeUndefined();
  expect(store.stats().entries).toBe(1);
});

test('a path keeps at most its cap of query variants; the page without a query is always admitted', () => {
  const store = createDocumentStore({ maxBytes: 10_000_000, maxVariantsPerPath: 3 });
  for (const query of ['a=1', 'a=2', 'a=3']) expect(store.set(query, doc(100, { query }), 'b1')).toBe(true);
  // `admits` answers the same before any work is spent on a document (the edge cache compresses only then).
  expect(store.admits('/istanbul', 'a=4')).toBe(false);
  expect(store.admits('/istanbul', 'a=2')).toBe(true);
  expect(store.admits('/istanbul', '')).toBe(true);
  // Variants still being compressed count against the cap.
  expect(store.admits('/ankara', 'a=1', 2)).toBe(true);
  expect(store.admits('/ankara', 'a=1', 3)).toBe(false);
  expect(store.set('a=4', doc(100, { query: 'a=4' }), 'b1')).toBe(false);
  expect(store.set('plain', doc(100), 'b1')).toBe(true);
  // Another path has its own variants.
  expect(store.set('other', doc(100, { path: '/ankara', query: 'a=4' }), 'b1')).toBe(true);
  expect(store.stats().entries).toBe(5);
});
