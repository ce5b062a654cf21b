import { expect, test } from 'vitest';
import { isNotModified, toMaxAge, toSharedCacheControl, toWeakEtag } from '#app/domain/site/cache-headers.ts';

test('max-age is at most a minute and never runs past the earliest next rotation', () => {
  // 08:29:30 in Istanbul (UTC+3): 30 s before an 08:30 rotation.
  const now = new Date('2026-11-22T05:29:30Z');
  expect(toMaxAge(now, ['08:30'])).toBe(30);
  expect(toMaxAge(now, ['09:00'])).toBe(60);
  expect(toMaxAge(now, ['09:00', '08:30'])).toBe(30);
  expect(toMaxAge(new Date('2026-11-22T05:30:00Z'), ['08:30'])).toBe(60);
});

test('pages revalidate once stale; the API keeps its documented header', () => {
  expect(toSharedCacheControl(42, { mustRevalidate: true })).toBe('public, max-age=42, must-revalidate');
  expect(toSharedCacheControl(60)).toBe('public, max-age=60');
});

test('the same body gives the same weak ETag, as text or bytes', () => {
  const etag = toWeakEtag('{"a":1}');
  expect(etag).toMatch(/^W\/"[\w-]{22}"$/);
  expect(toWeakEtag(Buffer.from('{"a":1}'))).toBe(etag);
  expect(toWeakEtag('{"a":2}')).not.toBe(etag);
});

test('If-None-Match matches by weak comparison, in a list, or with *', () => {
  const etag = 'W/"abc"';
  expect(isNotModified(null, etag)).toBe(false);
  expect(isNotModified('W/"abc"', etag)).toBe(true);
  expect(isNotModified('"x", W/"abc"', etag)).toBe(true);
  expect(isNotModified('"abc"', etag)).toBe(true);
  expect(isNotModified('*', etag)).toBe(true);
  expect(isNotModified('W/"old"', etag)).toBe(false);
});
