import { expect, test } from 'vitest';
import { createClientLimiter } from '#app/routes/api/mcp/client-limit.ts';

const start = new Date('2026-11-22T09:00:00Z');
const after = (ms: number) => new Date(start.getTime() + ms);

test('a client gets its budget per window, then a retry time, then a fresh budget', () => {
  const limiter = createClientLimiter({ limit: 3, windowMs: 60_000 });
  expect([0, 1, 2].map((i) => limiter.take('1.2.3.4', after(i * 1000)).allowed)).toEqual([true, true, true]);
  expect(limiter.take('1.2.3.4', after(20_000))).toEqual({ allowed: false, retryAfterSeconds: 40 });
  // Another client is not affected.
  expect(limiter.take('5.6.7.8', after(20_000))).toEqual({ allowed: true });
  expect(limiter.take('1.2.3.4', after(59_500))).toEqual({ allowed: false, retryAfterSeconds: 1 });
  expect(limiter.take('1.2.3.4', after(60_000))).toEqual({ allowed: true });
});

test('a clock that goes back starts a new window instead of refusing for longer than one', () => {
  const limiter = createClientLimiter({ limit: 1, windowMs: 60_000 });
  expect(limiter.take('a', after(30_000)).allowed).toBe(true);
  expect(limiter.take('a', after(31_000)).allowed).toBe(false);
  expect(limiter.take('a', after(0)).allowed).toBe(true);
});

test('memory stays bounded: past maxClients the oldest windows are forgotten', () => {
  const limiter = createClientLimiter({ limit: 1, windowMs: 60_000, maxClients: 2 });
  expect(limiter.take('a', start).allowed).toBe(true);
  expect(limiter.take('b', start).allowed).toBe(true);
  expect(limiter.take('c', start).allowed).toBe(true);
  // "a" was the oldest and was dropped: it starts over; "c" is still counted.
  expect(limiter.take('a', start).allowed).toBe(true);
  expect(limiter.take('c', start).allowed).toBe(false);
});
