import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from 'vitest';
import { WARM_UP_PATHS, afterFirstAnswer, toSelfBase, warmUp } from '#server/warm-up.ts';

test('the warm-up asks for its searches one after another and counts the answers', async () => {
  const asked: string[] = [];
  let open = 0;
  let mostAtOnce = 0;
  const server = createServer((req, res) => {
    asked.push(req.url ?? '');
    open += 1;
    mostAtOnce = Math.max(mostAtOnce, open);
    setTimeout(() => {
      open -= 1;
      res.writeHead(req.url === '/ara?q=zqxwvjkq' ? 404 : 200).end('ok');
    }, 5);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    expect(await warmUp(toSelfBase('0.0.0.0', port))).toBe(WARM_UP_PATHS.length);
    expect(asked).toEqual(WARM_UP_PATHS);
    expect(mostAtOnce).toBe(1);
  } finally {
    server.close();
  }
});

test('the search’s indexes are built first, each on a turn of its own, before the first search', async () => {
  const order: string[] = [];
  const server = createServer((req, res) => {
    order.push(req.url ?? '');
    res.writeHead(200).end('ok');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const builders = [
      () => {
        order.push('first index');
        // Work that was waiting when the first was built runs before the second is.
        setImmediate(() => order.push('a request that arrived meanwhile'));
      },
      () => order.push('second index'),
    ];
    expect(await warmUp(toSelfBase('127.0.0.1', port), ['/ara?q=moda'], builders)).toBe(1);
    expect(order).toEqual(['first index', 'a request that arrived meanwhile', 'second index', '/ara?q=moda']);
    // A builder that throws only leaves the search to build it when asked: the warm-up goes on.
    const failing = () => {
      throw new Error('no data');
    };
    expect(await warmUp(toSelfBase('127.0.0.1', port), ['/ara?q=moda'], [failing])).toBe(1);
  } finally {
    server.close();
  }
});

test('a server that cannot be reached is no error: the first search is simply cold', async () => {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  expect(await warmUp(toSelfBase('127.0.0.1', port))).toBe(0);
});

test('a wildcard address is reached on loopback; a named one as it is', () => {
  expect(toSelfBase('0.0.0.0', 3000)).toBe('http://127.0.0.1:3000');
  expect(toSelfBase('::', 3000)).toBe('http://[::1]:3000');
  expect(toSelfBase('192.0.2.10', 8080)).toBe('http://192.0.2.10:8080');
});

test('the warm-up starts once the first request has been answered, or after a while if none comes', async () => {
  const events: string[] = [];
  const server = createServer((req, res) => {
    events.push(`asked ${req.url}`);
    // The answer takes a while: the warm-up must not start before it has gone.
    setTimeout(() => {
      res.end('ok');
      events.push(`answered ${req.url}`);
    }, 30);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const started = new Promise<void>((resolve) =>
      afterFirstAnswer(
        server,
        () => {
          events.push('warm-up');
          resolve();
        },
        5_000,
      ),
    );
    await (await fetch(`http://127.0.0.1:${port}/healthz`)).text();
    await started;
    await (await fetch(`http://127.0.0.1:${port}/istanbul`)).text();
    expect(events).toEqual(['asked /healthz', 'answered /healthz', 'warm-up', 'asked /istanbul', 'answered /istanbul']);
  } finally {
    server.close();
  }
  // Nobody asks: it starts when the wait is over, and only once.
  const idle = createServer();
  let runs = 0;
  const waited = performance.now();
  await new Promise<void>((resolve) => afterFirstAnswer(idle, () => (runs += 1) && resolve(), 20));
  expect(performance.now() - waited).toBeGreaterThanOrEqual(15);
  idle.emit('request', {}, { once: (_event: string, listener: () => void) => listener() });
  expect(runs).toBe(1);
});
