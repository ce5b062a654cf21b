import { afterAll, afterEach, expect, test } from 'vitest';
import { isBlockedAddress, type SafeFetchError } from '#app/sources/safe-fetch.server.ts';
import {
  createFakeLookup,
  expectCode,
  installConnectionGuard,
  makeFetch,
  okHandler,
  startFixtureServer,
  userAgent,
} from '#app/sources/safe-fetch-test-support.ts';

// No test socket may leave 127.0.0.1, whatever the code under test does.
const guard = installConnectionGuard();
afterAll(() => guard.restore());
afterEach(() => {
  expect(guard.violations.splice(0), 'no connection may leave 127.0.0.1').toEqual([]);
});

test('isBlockedAddress blocks loopback, unspecified, private, link-local, CGNAT, unique-local and reserved ranges', () => {
  const blocked = [
    '127.0.0.1',
    '127.255.255.254',
    '0.0.0.0',
    '0.1.2.3',
    '10.0.0.5',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '169.254.0.1',
    '100.64.0.1',
    '100.127.255.255',
    '198.18.0.1',
    '198.19.255.255',
    '224.0.0.1',
    '239.255.255.250',
    '240.0.0.1',
    '255.255.255.255',
    '192.0.2.1',
    '::1',
    '::',
    'fc00::1',
    'fd12:3456::1',
    'fe80::1',
    'fe80::1%eth0',
    'ff02::1',
    '2001:db8::1',
    '[::1]',
    'localhost',
    'not an address',
  ];
  for (const ip of blocked) expect(isBlockedAddress(ip), ip).toBe(true);
});

test('isBlockedAddress looks inside IPv4-mapped, IPv4-compatible, NAT64, 6to4 and Teredo IPv6 addresses', () => {
  const blocked = [
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '0:0:0:0:0:ffff:7f00:1',
    '::ffff:10.0.0.5',
    '::ffff:a9fe:a9fe',
    '::ffff:0:127.0.0.1',
    '::127.0.0.1',
    '::7f00:1',
    '::8.8.8.8',
    '64:ff9b::127.0.0.1',
    '64:ff9b::a9fe:a9fe',
    '64:ff9b:1::1',
    '2002:7f00:1::1',
    '2002:c0a8:101::1',
    '2001:0:4136:e378:8000:63bf:3fff:fdd2',
  ];
  for (const ip of blocked) expect(isBlockedAddress(ip), ip).toBe(true);
  const allowed = [
    '8.8.8.8',
    '1.1.1.1',
    '172.32.0.1',
    '100.128.0.1',
    '::ffff:8.8.8.8',
    '64:ff9b::808:808',
    '2002:808:808::1',
    '2606:4700:4700::1111',
    '2a00:1450:4017:80b::200e',
  ];
  for (const ip of allowed) expect(isBlockedAddress(ip), ip).toBe(false);
});

test('URL parsing turns decimal, hex and octal IPv4 hosts into dotted 127.0.0.1', () => {
  for (const url of [
    'http://2130706433/',
    'http://0x7f.0.0.1/',
    'http://0177.0.0.1/',
    'http://0x7f000001/',
    'http://127.1/',
  ]) {
    expect(new URL(url).hostname, url).toBe('127.0.0.1');
  }
  expect(new URL('http://[0:0:0:0:0:ffff:127.0.0.1]/').hostname).toBe('[::ffff:7f00:1]');
});

test('loopback and unspecified literals in every notation are refused before any connection', async () => {
  const server = await startFixtureServer(okHandler);
  const dns = createFakeLookup({});
  const fetch = makeFetch({ lookup: dns.lookup });
  const hosts = [
    '127.0.0.1',
    '127.1',
    '2130706433',
    '0x7f.0.0.1',
    '0177.0.0.1',
    '0x7f000001',
    '0.0.0.0',
    '0',
    '[::1]',
    '[::]',
    '[::ffff:127.0.0.1]',
    '[::ffff:7f00:1]',
    '[0:0:0:0:0:ffff:127.0.0.1]',
  ];
  for (const host of hosts) {
    const error = await expectCode(fetch(`http://${host}:${server.port}/`), 'blocked_address');
    expect(error.message).toContain(`:${server.port}/`);
  }
  expect(server.connections()).toBe(0);
  expect(dns.calls).toEqual([]);
});

test('localhost is refused unless it is in allowHosts', async () => {
  const server = await startFixtureServer(okHandler);
  const dns = createFakeLookup({ localhost: ['127.0.0.1', '::1'] });
  const error = await expectCode(
    makeFetch({ lookup: dns.lookup })(`http://localhost:${server.port}/`),
    'blocked_address',
  );
  expect(error.message).toContain('localhost');
  expect(server.connections()).toBe(0);
});

test('private, link-local, metadata and CGNAT literals are refused without connecting', async () => {
  const fetch = makeFetch();
  const urls = [
    'http://10.0.0.1/',
    'http://172.16.0.1/',
    'http://172.31.255.254:8080/',
    'http://192.168.1.1/',
    'http://169.254.169.254/latest/meta-data/',
    'https://169.254.169.254/',
    'http://100.64.0.1/',
    'http://[fd00::1]/',
    'http://[fe80::1]/',
    'http://[::ffff:169.254.169.254]/',
    'http://[64:ff9b::a00:5]/',
  ];
  for (const url of urls) await expectCode(fetch(url), 'blocked_address');
});

test('a public-looking name that resolves to a private address is refused', async () => {
  const dns = createFakeLookup({
    'pharmacy.example.com': ['10.0.0.5'],
    'mixed.example.com': ['93.184.215.14', '10.0.0.5'],
    'metadata.example.com': ['::ffff:169.254.169.254'],
  });
  const fetch = makeFetch({ lookup: dns.lookup });
  const error = await expectCode(fetch('https://pharmacy.example.com/nobetci'), 'blocked_address');
  expect(error.message).toContain('pharmacy.example.com');
  expect(error.message).toContain('10.0.0.5');
  await expectCode(fetch('http://mixed.example.com/'), 'blocked_address');
  await expectCode(fetch('http://metadata.example.com/'), 'blocked_address');
  expect(dns.calls).toEqual(['pharmacy.example.com', 'mixed.example.com', 'metadata.example.com']);
});

test('non-http protocols are refused without a lookup or connection', async () => {
  const dns = createFakeLookup({});
  const fetch = makeFetch({ lookup: dns.lookup });
  const urls = [
    'file:///etc/passwd',
    'ftp://example.com/file',
    'data:text/plain,hello',
    'javascript:alert(1)',
    'gopher://example.com/',
    'ws://example.com/',
  ];
  for (const url of urls) {
    const error = await expectCode(fetch(url), 'blocked_protocol');
    expect(error.message).toContain(new URL(url).protocol);
  }
  expect(dns.calls).toEqual([]);
});

test('an unparseable URL fails with invalid_url', async () => {
  const fetch = makeFetch();
  for (const url of ['not a url', 'http://', 'http://[::1', '']) await expectCode(fetch(url), 'invalid_url');
});

test('an allowed local server is fetched with our User-Agent and its response is returned', async () => {
  const server = await startFixtureServer(okHandler);
  const fetch = makeFetch({ allowHosts: [server.hostPort] });
  const response = await fetch(`${server.origin}/nobetci-istanbul?x=1`, {
    headers: { Accept: 'text/html', Cookie: 'a=b' },
  });
  expect(response.status).toBe(200);
  expect(response.url).toBe(`${server.origin}/nobetci-istanbul?x=1`);
  expect(response.contentType).toBe('text/plain; charset=utf-8');
  expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
  expect(response.text()).toBe('Nöbetçi eczane');
  expect(response.body.equals(Buffer.from('Nöbetçi eczane'))).toBe(true);
  const [received] = server.requests;
  expect(received?.headers['user-agent']).toBe(userAgent);
  expect(received?.headers.accept).toBe('text/html');
  expect(received?.headers.cookie).toBeUndefined();
  expect(received?.headers.host).toBe(server.hostPort);
});

test('allowHosts matches the host case-insensitively and only on its port', async () => {
  const server = await startFixtureServer(okHandler);
  const other = await startFixtureServer(okHandler);
  const dns = createFakeLookup({ localhost: ['127.0.0.1'] });
  const fetch = makeFetch({ allowHosts: [`LocalHost:${server.port}`], lookup: dns.lookup });
  const response = await fetch(`http://LOCALHOST:${server.port}/`);
  expect(response.status).toBe(200);
  expect(server.requests[0]?.headers.host).toBe(`localhost:${server.port}`);
  await expectCode(fetch(`http://localhost:${other.port}/`), 'blocked_address');
  await expectCode(fetch(`http://127.0.0.1:${server.port}/`), 'blocked_address');
  expect(other.connections()).toBe(0);
});

test('an allowHosts entry without the URL port uses the scheme default port', async () => {
  const allowed = makeFetch({ allowHosts: ['127.0.0.1:80'], timeoutMs: 2_000 });
  const outcome = await allowed('http://127.0.0.1/').then(
    () => 'response',
    (error: SafeFetchError) => error.code,
  );
  expect(outcome).not.toBe('blocked_address');
  await expectCode(makeFetch({ allowHosts: ['127.0.0.1:443'] })('http://127.0.0.1/'), 'blocked_address');
});

test('the connection goes to the address that was checked, without a second lookup', async () => {
  const server = await startFixtureServer(okHandler);
  // A rebinding resolver: the first answer passes, later answers point elsewhere.
  const dns = createFakeLookup({ 'pinned.test': [['127.0.0.1'], ['127.0.0.2'], ['127.0.0.2']] });
  const fetch = makeFetch({ allowHosts: [`pinned.test:${server.port}`], lookup: dns.lookup });
  const response = await fetch(`http://pinned.test:${server.port}/`);
  expect(response.status).toBe(200);
  expect(dns.calls).toEqual(['pinned.test']);
  expect(server.requests[0]?.headers.host).toBe(`pinned.test:${server.port}`);
});

test('a redirect to a loopback port that is not allowed is refused and never reaches it', async () => {
  const target = await startFixtureServer(okHandler);
  const start = await startFixtureServer((_request, response) => {
    response.writeHead(302, { location: `http://127.0.0.1:${target.port}/admin` }).end();
  });
  const error = await expectCode(makeFetch({ allowHosts: [start.hostPort] })(`${start.origin}/`), 'blocked_address');
  expect(error.url).toBe(`http://127.0.0.1:${target.port}/admin`);
  expect(start.requests).toHaveLength(1);
  expect(target.connections()).toBe(0);
});

test('a redirect to a name resolving to a private address or to the metadata address is refused', async () => {
  const target = await startFixtureServer(okHandler);
  const locations = [`http://internal.example.com:${target.port}/`, 'http://169.254.169.254/latest/meta-data/'];
  const start = await startFixtureServer((request, response) => {
    response.writeHead(301, { location: locations[Number(request.url?.slice(1))] ?? '/' }).end();
  });
  const dns = createFakeLookup({ 'internal.example.com': ['127.0.0.1'] });
  const fetch = makeFetch({ allowHosts: [start.hostPort], lookup: dns.lookup });
  await expectCode(fetch(`${start.origin}/0`), 'blocked_address');
  await expectCode(fetch(`${start.origin}/1`), 'blocked_address');
  expect(target.connections()).toBe(0);
});

test('a redirect to a non-http protocol is refused', async () => {
  const start = await startFixtureServer((_request, response) => {
    response.writeHead(307, { location: 'file:///etc/passwd' }).end();
  });
  await expectCode(makeFetch({ allowHosts: [start.hostPort] })(start.origin), 'blocked_protocol');
});

test('up to three redirects are followed and the final URL is reported', async () => {
  const statuses = [301, 302, 303, 307, 308];
  const server = await startFixtureServer((request, response) => {
    const left = Number(/^\/r\/(\d+)$/.exec(request.url ?? '')?.[1] ?? -1);
    if (left > 0) response.writeHead(statuses[left % 5] ?? 302, { location: `/r/${left - 1}` }).end();
    else response.writeHead(200, { 'content-type': 'text/plain' }).end(`done at ${request.url}`);
  });
  const fetch = makeFetch({ allowHosts: [server.hostPort] });
  const response = await fetch(`${server.origin}/r/3`);
  expect(response.status).toBe(200);
  expect(response.url).toBe(`${server.origin}/r/0`);
  expect(response.text()).toBe('done at /r/0');
  expect(server.requests.map((request) => request.url)).toEqual(['/r/3', '/r/2', '/r/1', '/r/0']);
});

test('a fourth redirect fails with too_many_redirects', async () => {
  const server = await startFixtureServer((request, response) => {
    const left = Number(/^\/r\/(\d+)$/.exec(request.url ?? '')?.[1] ?? 0);
    response.writeHead(302, { location: `/r/${left - 1}` }).end();
  });
  await expectCode(makeFetch({ allowHosts: [server.hostPort] })(`${server.origin}/r/9`), 'too_many_redirects');
  expect(server.requests).toHaveLength(4);
  await expectCode(
    makeFetch({ allowHosts: [server.hostPort], maxRedirects: 0 })(`${server.origin}/r/9`),
    'too_many_redirects',
  );
});

test('credentials are not forwarded on a redirect to another origin', async () => {
  const target = await startFixtureServer(okHandler);
  const start = await startFixtureServer((_request, response) => {
    response.writeHead(302, { location: `${target.origin}/` }).end();
  });
  const fetch = makeFetch({ allowHosts: [start.hostPort, target.hostPort] });
  await fetch(start.origin, { headers: { Authorization: 'Bearer secret', Accept: 'text/html' } });
  expect(start.requests[0]?.headers.authorization).toBe('Bearer secret');
  expect(target.requests[0]?.headers.authorization).toBeUndefined();
  expect(target.requests[0]?.headers.accept).toBe('text/html');
});
