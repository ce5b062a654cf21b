import type { IncomingMessage } from 'node:http';
import { expect, test } from 'vitest';
import type { TrustProxy } from '#app/config/env.server.ts';
import { createRequestReader } from '#server/trusted-proxy.ts';

const request = (remoteAddress: string, headers: Record<string, string> = {}) =>
  ({ socket: { remoteAddress }, headers, connection: { remoteAddress } }) as unknown as IncomingMessage;

const reader = (trustProxy: TrustProxy, settings: { baseDomain?: string; publicOrigin?: string } = {}) =>
  createRequestReader({
    trustProxy,
    baseDomain: settings.baseDomain ?? null,
    publicOrigin: settings.publicOrigin ?? null,
  });

/** What a caller reads of a request's facts (`ip` is worked out when read). */
const read = (facts: ReturnType<ReturnType<typeof reader>>) => ({
  origin: facts.origin,
  ip: facts.ip,
  https: facts.https,
});

const spoofed = {
  host: 'Localhost:3000',
  'x-forwarded-host': 'sahte.localhost',
  'x-forwarded-proto': 'https',
  'x-forwarded-for': '198.51.100.7',
};

test('forwarded headers count only from the proxies TRUST_PROXY names, as Express reads them', () => {
  expect(read(reader(false)(request('127.0.0.1', spoofed)))).toEqual({
    origin: { kind: 'ok', origin: 'http://localhost:3000' },
    ip: '127.0.0.1',
    https: false,
  });
  expect(read(reader(['loopback'])(request('::ffff:127.0.0.1', spoofed)))).toEqual({
    origin: { kind: 'ok', origin: 'https://sahte.localhost' },
    ip: '198.51.100.7',
    https: true,
  });
  expect(reader(['loopback'])(request('203.0.113.9', spoofed)).ip).toBe('203.0.113.9');
  expect(reader(1)(request('203.0.113.9', spoofed)).https).toBe(true);
  const ranges = reader(['10.0.0.0/8', '192.0.2.7']);
  expect(ranges(request('10.1.2.3', spoofed)).ip).toBe('198.51.100.7');
  expect(ranges(request('192.0.2.7', spoofed)).ip).toBe('198.51.100.7');
  expect(ranges(request('192.0.2.8', spoofed)).ip).toBe('192.0.2.8');
  expect(reader(['uniquelocal'])(request('172.20.0.5', spoofed)).https).toBe(true);
});

test('the first value of a forwarded list counts; a host the site does not serve is answered as the public origin', () => {
  const proxied = request('10.0.0.1', { host: 'a.localhost', 'x-forwarded-proto': 'https, http' });
  expect(reader(['uniquelocal'])(proxied).origin).toEqual({ kind: 'ok', origin: 'https://a.localhost' });
  const foreign = request('203.0.113.9', { host: 'evil.example' });
  expect(reader(false, { publicOrigin: 'https://nobetci.example' })(foreign).origin).toEqual({
    kind: 'ok',
    origin: 'https://nobetci.example',
  });
  expect(reader(false)(foreign).origin).toEqual({ kind: 'unconfigured', hostname: 'evil.example' });
  expect(reader(false)(request('127.0.0.1', { host: 'a b' })).origin).toEqual({ kind: 'bad-host' });
});

test('every request’s facts have one shape: the client address is read through the prototype, not a getter made per request', () => {
  // An object literal with a getter closing over the request got a hidden class of its own in V8
  // for every request; old space held those, and through them each request, past every young
  // collection (server/trusted-proxy.ts, ReadFacts).
  const read = reader(['loopback']);
  const first = read(request('127.0.0.1', spoofed));
  const second = read(request('203.0.113.9'));
  expect(Object.getOwnPropertyDescriptor(first, 'ip')).toBeUndefined();
  expect(Object.getPrototypeOf(first)).toBe(Object.getPrototypeOf(second));
  expect(Object.keys(first)).toEqual(Object.keys(second));
  expect([first.ip, second.ip]).toEqual(['198.51.100.7', '203.0.113.9']);
});

test('each request gets its own host’s origin, however many hosts came before it', () => {
  const facts = reader(false, { baseDomain: 'nobetci.example' });
  const originOf = (host: string, remote = '203.0.113.9') => facts(request(remote, { host })).origin;
  // Past the reader's memory of recent hosts (64), and the first ones again after it.
  const hosts = Array.from({ length: 150 }, (_, i) => `il${i}.nobetci.example`);
  for (const host of [...hosts, ...hosts.slice(0, 3)])
    expect(originOf(host)).toEqual({ kind: 'ok', origin: `http://${host}` });
  expect(originOf('kotu host')).toEqual({ kind: 'bad-host' });
  expect(originOf('sahte.example')).toEqual({ kind: 'ok', origin: 'https://nobetci.example' });
  // The same host over another scheme (a trusted proxy's X-Forwarded-Proto) is another origin.
  const behindProxy = reader(['loopback'], { baseDomain: 'nobetci.example' });
  expect(behindProxy(request('127.0.0.1', { host: 'nobetci.example', 'x-forwarded-proto': 'https' })).origin).toEqual({
    kind: 'ok',
    origin: 'https://nobetci.example',
  });
  expect(behindProxy(request('127.0.0.1', { host: 'nobetci.example' })).origin).toEqual({
    kind: 'ok',
    origin: 'http://nobetci.example',
  });
});

test('each peer is trusted or not by its own address, however many peers came before it', () => {
  // The reader remembers recent peers' trust (64): past that memory, and the first ones again after it.
  const read = reader(['10.0.0.0/8']);
  const peers = Array.from({ length: 150 }, (_, i) => (i % 2 === 0 ? `10.0.${i}.1` : `203.0.113.${i}`));
  for (const peer of [...peers, ...peers.slice(0, 3)]) {
    const trusted = peer.startsWith('10.');
    expect(read(request(peer, spoofed)).ip).toBe(trusted ? '198.51.100.7' : peer);
    expect(read(request(peer, spoofed)).https).toBe(trusted);
  }
});
