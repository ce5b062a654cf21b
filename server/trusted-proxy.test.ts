import type { IncomingMessage } from 'node:http';
import { expect, test } from 'vitest';
import { createForwardedTrust, toKeyOrigin } from '#server/trusted-proxy.ts';

const request = (remoteAddress: string, headers: Record<string, string> = {}) =>
  ({ socket: { remoteAddress }, headers }) as unknown as IncomingMessage;

test('forwarded headers count only from the proxies TRUST_PROXY names, as Express reads it', () => {
  expect(createForwardedTrust(false)(request('127.0.0.1'))).toBe(false);
  expect(createForwardedTrust(1)(request('203.0.113.9'))).toBe(true);
  const loopback = createForwardedTrust(['loopback']);
  expect(loopback(request('127.0.0.1'))).toBe(true);
  expect(loopback(request('::ffff:127.0.0.1'))).toBe(true);
  expect(loopback(request('::1'))).toBe(true);
  expect(loopback(request('203.0.113.9'))).toBe(false);
  const ranges = createForwardedTrust(['10.0.0.0/8', '192.0.2.7']);
  expect(ranges(request('10.1.2.3'))).toBe(true);
  expect(ranges(request('192.0.2.7'))).toBe(true);
  expect(ranges(request('192.0.2.8'))).toBe(false);
  expect(createForwardedTrust(['uniquelocal'])(request('172.20.0.5'))).toBe(true);
});

test('the key origin is the trusted proxy’s scheme and host, else the Host header alone, lower-cased', () => {
  const spoofed = request('203.0.113.9', {
    host: 'Giresun.Example',
    'x-forwarded-host': 'evil.example',
    'x-forwarded-proto': 'https',
  });
  expect(toKeyOrigin(spoofed, false)).toBe('|giresun.example');
  expect(toKeyOrigin(spoofed, true)).toBe('https|evil.example');
  expect(toKeyOrigin(request('10.0.0.1', { host: 'a.example', 'x-forwarded-proto': 'https, http' }), true)).toBe(
    'https|a.example',
  );
});
