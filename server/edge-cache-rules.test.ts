import { expect, test } from 'vitest';
import { toNormalisedQuery, toPreferredEncoding, toRemainingCacheControl } from '#server/edge-cache-rules.ts';

/** The shared-page cache's pure rules (server/edge-cache-rules.ts). */

test('Accept-Encoding picks br, then gzip, then identity, honouring q=0', () => {
  expect(toPreferredEncoding('gzip, deflate, br, zstd')).toBe('br');
  expect(toPreferredEncoding('gzip')).toBe('gzip');
  expect(toPreferredEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
  expect(toPreferredEncoding('gzip;q=0')).toBe('identity');
  expect(toPreferredEncoding(undefined)).toBe('identity');
});

test('query parameters are sorted; their spelling of a space does not matter', () => {
  expect(toNormalisedQuery('?b=2&a=1')).toBe(toNormalisedQuery('?a=1&b=2'));
  expect(toNormalisedQuery('?q=a%20b')).toBe(toNormalisedQuery('?q=a+b'));
  expect(toNormalisedQuery('?')).toBe('');
});

test('the remaining max-age never goes below zero and rounds the elapsed time up', () => {
  const cc = 'public, max-age=60, must-revalidate';
  expect(toRemainingCacheControl(cc, 0, 1)).toBe('public, max-age=59, must-revalidate');
  expect(toRemainingCacheControl(cc, 0, 90_000)).toBe('public, max-age=0, must-revalidate');
});
