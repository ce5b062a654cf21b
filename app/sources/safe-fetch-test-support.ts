import { createServer } from 'node:http';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { isIP, Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { expect, onTestFinished } from 'vitest';
import { createSafeFetch, SafeFetchError } from '#app/sources/safe-fetch.server.ts';
import type { SafeFetchErrorCode, SafeFetchOptions } from '#app/sources/safe-fetch.server.ts';

// Test support for safe-fetch.test.ts and robots.test.ts: fixture servers on 127.0.0.1 that
// count connections, fake DNS, and a guard that refuses any socket connection that is not to
// 127.0.0.1, so a regression can never send a packet to a private or metadata address.

type ReceivedRequest = { method: string; url: string; headers: IncomingHttpHeaders };

export type FixtureServer = {
  port: number;
  origin: string;
  /** "127.0.0.1:port", as an allowHosts entry. */
  hostPort: string;
  /** TCP connections accepted, whether or not a request followed. */
  connections(): number;
  requests: ReceivedRequest[];
};

/** Starts an HTTP server on 127.0.0.1 (random port) that is closed when the current test ends. */
export async function startFixtureServer(
  handler: (request: IncomingMessage, response: ServerResponse) => void,
): Promise<FixtureServer> {
  const requests: ReceivedRequest[] = [];
  let connections = 0;
  const server = createServer((request, response) => {
    requests.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers });
    handler(request, response);
  });
  server.on('connection', () => {
    connections += 1;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  onTestFinished(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  const { port } = server.address() as AddressInfo;
  return {
    port,
    origin: `http://127.0.0.1:${port}`,
    hostPort: `127.0.0.1:${port}`,
    connections: () => connections,
    requests,
  };
}

/**
 * Ports a server asking the system for any free one (`listen(0)`) is never given: below Linux's
 * ephemeral range (32768–60999). A port found free in the ephemeral range and released could be
 * handed to another test worker's server a moment later; a run then saw "bağlantı koptu" (that
 * server hung up) where the test expected "bağlantı reddedildi".
 */
const CLOSED_PORTS = { from: 20_000, to: 32_000 };

/** A port on 127.0.0.1 that nothing listens on, outside the range the system hands out (CLOSED_PORTS). */
export async function findClosedPort(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = CLOSED_PORTS.from + Math.floor(Math.random() * (CLOSED_PORTS.to - CLOSED_PORTS.from));
    const server = createServer();
    const free = await new Promise<boolean>((resolve) => {
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => resolve(true));
    });
    if (!free) continue;
    await new Promise((resolve) => server.close(resolve));
    return port;
  }
  throw new Error(`no free port between ${CLOSED_PORTS.from} and ${CLOSED_PORTS.to} on 127.0.0.1`);
}

/** A DNS stand-in answering from `table` (several answers for a name: a list per call). */
export function createFakeLookup(table: Record<string, string[] | string[][]>) {
  const calls: string[] = [];
  const lookup = async (hostname: string) => {
    calls.push(hostname);
    const entry = table[hostname];
    if (!entry) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    const answers = calls.filter((name) => name === hostname).length - 1;
    const addresses = Array.isArray(entry[0]) ? ((entry as string[][])[answers] ?? []) : (entry as string[]);
    return addresses.map((address) => ({ address, family: isIP(address) === 6 ? (6 as const) : (4 as const) }));
  };
  return { lookup, calls };
}

/**
 * Makes every outgoing socket connection to anything but 127.0.0.1 fail before it is attempted,
 * and records it. Call `restore()` when the test file is done.
 */
export function installConnectionGuard(): { violations: string[]; restore(): void } {
  const violations: string[] = [];
  const original = Socket.prototype.connect;
  const guarded = function (this: Socket, ...args: unknown[]) {
    const host = toTargetHost(args);
    if (host !== null && host !== '127.0.0.1') {
      violations.push(host);
      process.nextTick(() => this.destroy(new Error(`Test guard refused a connection to ${host}`)));
      return this;
    }
    return (original as (...params: unknown[]) => Socket).apply(this, args);
  };
  Socket.prototype.connect = guarded as typeof Socket.prototype.connect;
  return {
    violations,
    restore: () => {
      Socket.prototype.connect = original;
    },
  };
}

/** The TCP host a Socket#connect call targets, or null for IPC paths. */
function toTargetHost(args: unknown[]): string | null {
  const first = Array.isArray(args[0]) ? (args[0] as unknown[])[0] : args[0];
  if (typeof first === 'string') return null;
  if (typeof first === 'number') return typeof args[1] === 'string' ? args[1] : 'localhost';
  if (typeof first === 'object' && first !== null) {
    const options = first as { host?: string; path?: string };
    if (options.path) return null;
    return options.host ?? 'localhost';
  }
  return 'unknown';
}

/** Shared by the safe-fetch test files. */
export const userAgent = 'NobetciEczaneBot/0.1 (+https://nobetcieczane.example/hakkinda)';

export function makeFetch(options: Partial<SafeFetchOptions> = {}) {
  const dns = createFakeLookup({});
  return createSafeFetch({
    allowHosts: [],
    userAgent,
    timeoutMs: 5_000,
    maxBytes: 1_000_000,
    lookup: dns.lookup,
    ...options,
  });
}

async function failureOf(promise: Promise<unknown>): Promise<SafeFetchError> {
  const outcome = await promise.then(
    () => null,
    (error: unknown) => error,
  );
  if (outcome instanceof SafeFetchError) return outcome;
  throw new Error(`expected a SafeFetchError, got ${String(outcome)}`);
}

export async function expectCode(promise: Promise<unknown>, code: SafeFetchErrorCode): Promise<SafeFetchError> {
  const error = await failureOf(promise);
  expect(error.code, error.message).toBe(code);
  return error;
}

export const okHandler = (_request: unknown, response: ServerResponse) => {
  response.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' }).end('Nöbetçi eczane');
};
