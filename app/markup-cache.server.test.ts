import { createElement } from 'react';
import { expect, test } from 'vitest';
import { createMarkupStore } from '#app/markup-cache.server.ts';

/** A page head of about `size` characters, different for each `n`. */
const head = (n: number, size = 4000) => `<meta name="x-${n}" content="${'a'.repeat(size)}">`;

test('markup kept by its text stays within its share of CACHE_MAX_MB, the least recently used going first', () => {
  const store = createMarkupStore();
  store.setMaxTextBytes(64 * 1024);
  const cache = store.forRequest();
  for (let n = 0; n < 200; n += 1) {
    cache.toKeptHtml(head(n));
    cache.toKeptHtml(head(0)); // in use on every page: never the least recently used
    expect(store.textBytes()).toBeLessThanOrEqual(64 * 1024);
  }
  // ~12 KB a head (text twice, bytes once): five fit, the first among them as it was used last.
  const before = store.textBytes();
  expect(before).toBeGreaterThan(48 * 1024);
  store.setMaxTextBytes(16 * 1024);
  expect(store.textBytes()).toBeLessThanOrEqual(16 * 1024);
  // What is kept still goes into the page: the marker is replaced by the head itself.
  const page = store.forRequest();
  const marker = page.toKeptHtml(head(0));
  const parts = page.splice(Buffer.from(`<head>${marker}</head>`));
  expect(Buffer.concat(parts).toString()).toBe(`<head>${head(0)}</head>`);
});

test('cards kept per owner do not count against the text budget', () => {
  const store = createMarkupStore();
  store.setMaxTextBytes(8 * 1024);
  const cache = store.forRequest();
  const owners = Array.from({ length: 50 }, () => ({}));
  for (const owner of owners) cache.toHtml(owner, 'k', () => createElement('p', null, 'x'.repeat(1000)));
  expect(store.textBytes()).toBe(0);
});
