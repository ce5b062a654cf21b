import { expect, test } from 'vitest';
import { toClientKey } from '#app/domain/site/client-key.ts';
import { createClientLimiter } from '#app/routes/api/mcp/client-limit.ts';

const start = new Date('2026-11-22T09:00:00Z');
const after = (ms: number) => new Date(start.getTime() + ms);
const a = toClientKey('192.0.2.1');
const b = toClientKey('192.0.2.2');
const c = toClientKey('192.0.2.3');

test('a client gets its budget per window, then a retry time, then a fresh budget', () => {
  const limiter = createClientLimiter({ limit: 3, windowMs: 60_000 });
  expect([0, 1, 2].map((i) => limiter.take(a, after(i * 1000)).allowed)).toEqual([true, true, true]);
  expect(limiter.take(a, after(20_000))).toEqual({ allowed: false, retryAfterSeconds: 40 });
  // Another client is not affected.
  expect(limiter.take(b, after(20_000))).toEqual({ allowed: true });
  expect(limiter.take(a, after(59_500))).toEqual({ allowed: false, retryAfterSeconds: 1 });
  expect(limiter.take(a, after(60_000))).toEqual({ allowed: true });
});

test('a clock that goes back starts a new window instead of refusing for longer than one', () => {
  const limiter = createClientLimiter({ limit: 1, windowMs: 60_000 });
  expect(limiter.take(a, after(30_000)).allowed).toBe(true);
  expect(limiter.take(a, after(31_000)).allowed).toBe(false);
  expect(limiter.take(a, after(0)).allowed).toBe(true);
});

test('memory stays bounded: past maxClients the oldest windows are forgotten', () => {
  const limiter = createClientLimiter({ limit: 1, windowMs: 60_000, maxClients: 2 });
  expect(limiter.take(a, start).allowed).toBe(true);
  expect(limiter.take(b, start).allowed).toBe(true);
  expect(limiter.take(c, start).allowed).toBe(true);
  // "a" was the oldest and was dropped: it starts over; "c" is still counted.
  expect(limiter.take(a, start).allowed).toBe(true);
  expect(limiter.take(c, start).allowed).toBe(false);
});

test('every spelling of an address and every address of an IPv6 /64 share one budget', () => {
  const limiter = createClientLimiter({ limit: 3, windowMs: 60_000 });
  for (const ip of ['127.0.0.1', '::ffff:127.0.0.1', '127.000.000.001']) {
    expect(limiter.take(toClientKey(ip), start).allowed).toBe(true);
  }
  expect(limiter.take(toClientKey('[::FFFF:7F00:1]:443'), start).allowed).toBe(false);
  for (const ip of ['2001:db8:1:2::1', '2001:db8:1:2::2', '2001:DB8:1:2:ffff::3']) {
    expect(limiter.take(toClientKey(ip), start).allowed).toBe(true);
  }
  expect(limiter.take(toClientKey('2001:db8:1:2:dead:beef:0:4'), start)).toEqual({
    allowed: false,
    retryAfterSeconds: 60,
  });
  expect(limiter.take(toClientKey('2001:db8:1:3::1'), start).allowed).toBe(true);
});
