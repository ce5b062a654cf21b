import { afterAll, afterEach, expect, test } from 'vitest';
import { gzipSync } from 'node:zlib';
import {
  expectCode,
  findClosedPort,
  installConnectionGuard,
  makeFetch,
  startFixtureServer,
} from '#app/sources/safe-fetch-test-support.ts';

// No test socket may leave 127.0.0.1, whatever the code under test does.
const guard = installConnectionGuard();
afterAll(() => guard.restore());
afterEach(() => {
  expect(guard.violations.splice(0), 'no connection may leave 127.0.0.1').toEqual([]);
});

test('non-2xx statuses are returned, not thrown', async () => {
  const server = await startFixtureServer((request, response) => {
    response.writeHead(Number(request.url?.slice(1)), { 'content-type': 'text/plain' }).end('no');
  });
  const fetch = makeFetch({ allowHosts: [server.hostPort] });
  for (const status of [403, 404, 429, 500, 503]) {
    const response = await fetch(`${server.origin}/${status}`);
    expect(response.status).toBe(status);
    expect(response.text()).toBe('no');
  }
});

test('a HEAD request returns the status and headers with an empty body', async () => {
  const server = await startFixtureServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html', 'content-length': '5000000' }).end();
  });
  const response = await makeFetch({ allowHosts: [server.hostPort], maxBytes: 1000 })(server.origin, {
    method: 'HEAD',
  });
  expect(response.status).toBe(200);
  expect(response.body).toHaveLength(0);
  expect(server.requests[0]?.method).toBe('HEAD');
});

test('a body whose Content-Length is over the cap fails with too_large', async () => {
  const server = await startFixtureServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/plain', 'content-length': '2000' }).end('x'.repeat(2000));
  });
  const error = await expectCode(
    makeFetch({ allowHosts: [server.hostPort], maxBytes: 1000 })(server.origin),
    'too_large',
  );
  expect(error.message).toContain(server.origin);
});

test('a streamed body without Content-Length is cut off once it passes the cap', async () => {
  let sent = 0;
  const chunk = Buffer.alloc(16 * 1024, 'a');
  const server = await startFixtureServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/plain' });
    const pump = () => {
      while (!response.destroyed && sent < 50 * 1024 * 1024) {
        sent += chunk.length;
        if (!response.write(chunk)) return void response.once('drain', pump);
      }
      response.end();
    };
    pump();
  });
  await expectCode(makeFetch({ allowHosts: [server.hostPort], maxBytes: 100_000 })(server.origin), 'too_large');
  expect(sent).toBeLessThan(50 * 1024 * 1024);
});

test('a compressed body is decoded and the cap applies to its decoded size', async () => {
  const text = gzipSync(Buffer.from('Nöbetçi eczane'));
  const bomb = gzipSync(Buffer.alloc(5 * 1024 * 1024));
  const server = await startFixtureServer((request, response) => {
    const body = request.url === '/bomb' ? bomb : text;
    response.writeHead(200, {
      'content-type': 'text/plain',
      'content-encoding': 'gzip',
      'content-length': String(body.length),
    });
    response.end(body);
  });
  const fetch = makeFetch({ allowHosts: [server.hostPort], maxBytes: 100_000 });
  expect((await fetch(server.origin)).text()).toBe('Nöbetçi eczane');
  expect(server.requests[0]?.headers['accept-encoding']).toBe('gzip, deflate, br');
  await expectCode(fetch(`${server.origin}/bomb`), 'too_large');
});

test('a server that drips its body past the deadline fails with timeout on time', async () => {
  const server = await startFixtureServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/plain' });
    const timer = setInterval(() => response.write('x'), 200);
    response.on('close', () => clearInterval(timer));
  });
  const started = performance.now();
  const error = await expectCode(
    makeFetch({ allowHosts: [server.hostPort], timeoutMs: 1_000 })(server.origin),
    'timeout',
  );
  const elapsed = performance.now() - started;
  expect(elapsed).toBeGreaterThanOrEqual(950);
  expect(elapsed).toBeLessThan(1_500);
  expect(error.message).toContain(server.origin);
});

test('a server that never answers and a lookup that never returns both end in timeout', async () => {
  const server = await startFixtureServer(() => undefined);
  await expectCode(makeFetch({ allowHosts: [server.hostPort], timeoutMs: 300 })(server.origin), 'timeout');
  const hangingLookup = () => new Promise<never>(() => undefined);
  await expectCode(makeFetch({ lookup: hangingLookup, timeoutMs: 300 })('https://slow.example.com/'), 'timeout');
});

test('a refused connection and a failed lookup fail with network', async () => {
  const port = await findClosedPort();
  await expectCode(makeFetch({ allowHosts: [`127.0.0.1:${port}`] })(`http://127.0.0.1:${port}/`), 'network');
  const error = await expectCode(makeFetch()('https://unknown.example.com/'), 'network');
  expect(error.message).toContain('unknown.example.com');
});

test('an abort from the caller stops the request', async () => {
  const server = await startFixtureServer(() => undefined);
  const controller = new AbortController();
  setTimeout(() => controller.abort(), 100);
  const error = await expectCode(
    makeFetch({ allowHosts: [server.hostPort] })(server.origin, { signal: controller.signal }),
    'network',
  );
  expect(error.message).toContain('aborted');
});

test('text() decodes windows-1254 and iso-8859-9 from the Content-Type, and UTF-8 by default', async () => {
  const sisli1254 = Buffer.from([0xde, 0x69, 0xfe, 0x6c, 0x69]); // "Şişli" in windows-1254 / iso-8859-9
  const pages: Record<string, [string | undefined, Buffer]> = {
    '/cp1254': ['text/html; charset=windows-1254', sisli1254],
    '/latin5': ['text/plain; charset="ISO-8859-9"', sisli1254],
    '/meta': ['text/html', Buffer.concat([Buffer.from('<meta charset="windows-1254"><p>'), sisli1254])],
    '/utf8': ['text/plain', Buffer.from('Şişli')],
    '/none': [undefined, Buffer.from('Şişli')],
  };
  const server = await startFixtureServer((request, response) => {
    const [contentType, body] = pages[request.url ?? ''] ?? [undefined, Buffer.alloc(0)];
    response.writeHead(200, contentType ? { 'content-type': contentType } : {}).end(body);
  });
  const fetch = makeFetch({ allowHosts: [server.hostPort] });
  expect((await fetch(`${server.origin}/cp1254`)).text()).toBe('Şişli');
  expect((await fetch(`${server.origin}/latin5`)).text()).toBe('Şişli');
  expect((await fetch(`${server.origin}/meta`)).text()).toBe('<meta charset="windows-1254"><p>Şişli');
  expect((await fetch(`${server.origin}/utf8`)).text()).toBe('Şişli');
  expect((await fetch(`${server.origin}/none`)).text()).toBe('Şişli');
});
