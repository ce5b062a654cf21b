import { expect, test } from 'vitest';
import { createRenderCache } from '#app/render-cache.server.ts';

const doc = (size: number, tag: string) => ({ body: Buffer.alloc(size, tag), etag: tag });

test('the cache keeps recently used documents within its byte budget', () => {
  const cache = createRenderCache(100);
  cache.set('a', doc(20, 'a'));
  cache.set('b', doc(20, 'b'));
  cache.set('c', doc(20, 'c'));
  expect(cache.get('a')?.etag).toBe('a'); // a is now the most recent
  cache.set('d', doc(20, 'd'));
  cache.set('e', doc(20, 'e'));
  cache.set('f', doc(20, 'f')); // 120 bytes: the least recent (b) goes
  expect(cache.get('b')).toBeUndefined();
  expect(cache.get('a')?.etag).toBe('a');
  expect(cache.get('f')?.etag).toBe('f');
});

test('documents larger than a quarter of the budget are not cached', () => {
  const cache = createRenderCache(100);
  cache.set('big', doc(30, 'x'));
  expect(cache.get('big')).toBeUndefined();
});
