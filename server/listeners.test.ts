import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { LISTENING_SOCKETS, listenSpread, type Listening } from './listeners.ts';

const HOST = '127.0.0.1';
const opened: { server: Server; listening: Listening | null }[] = [];

afterEach(() => {
  for (const { server, listening } of opened.splice(0)) {
    listening?.close();
    server.closeAllConnections();
  }
});

function httpServer(): Server {
  const server = createServer((_req, res) => res.end('ok'));
  opened.push({ server, listening: null });
  return server;
}

async function listen(server: Server, port: number, count: number): Promise<Listening> {
  const listening = await listenSpread(
    server,
    { port, host: HOST },
    (error) => {
      throw error;
    },
    count,
  );
  opened.find((entry) => entry.server === server)!.listening = listening;
  return listening;
}

/**
 * A client in a process of its own: opens `connections` connections to `port` at once, writes
 * `flag` once the kernel has completed them all (accepted or not by the server), sends one request
 * on each, and exits 0 once every answer has come.
 */
const CLIENT = `
const net = require('node:net');
const fs = require('node:fs');
const [port, connections, flag] = process.argv.slice(1);
let connected = 0, answered = 0;
for (let i = 0; i < Number(connections); i++) {
  const socket = net.connect(Number(port), '${HOST}', () => {
    if (++connected === Number(connections)) fs.writeFileSync(flag, '');
    socket.write('GET / HTTP/1.1\\r\\nHost: test\\r\\nConnection: close\\r\\n\\r\\n');
  });
  socket.on('data', (chunk) => { if (chunk.toString().includes('ok') && ++answered === Number(connections)) process.exit(0); });
}
setTimeout(() => process.exit(2), 10000);
`;

/**
 * With the server's event loop held until `connections` connections wait in the kernel, in how
 * many turns of the loop (from the first that accepted one) the server accepts them all; and
 * whether every request was answered.
 */
async function turnsToAccept(count: number, connections: number): Promise<{ turns: number; answered: boolean }> {
  const server = httpServer();
  const { port } = await listen(server, 0, count);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'eczane-listeners-'));
  const flag = path.join(dir, 'connected');
  try {
    let turn = 0;
    let first = -1;
    let last = -1;
    server.on('connection', () => {
      if (first < 0) first = turn;
      last = turn;
    });
    const client = spawn(process.execPath, ['-e', CLIENT, String(port), String(connections), flag], {
      stdio: 'ignore',
    });
    const exited = new Promise<number | null>((resolve) => client.on('exit', resolve));
    // Nothing is accepted while this loop holds the event loop: the connections queue in the kernel.
    const deadline = Date.now() + 10_000;
    while (!existsSync(flag) && Date.now() < deadline);
    let done = false;
    const tick = () => {
      turn += 1;
      if (!done) setImmediate(tick);
    };
    setImmediate(tick);
    const code = await exited;
    done = true;
    return { turns: last - first + 1, answered: code === 0 };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test('a busy server takes waiting connections in a few turns of its loop, and answers each', async () => {
  const spread = await turnsToAccept(LISTENING_SOCKETS, 48);
  expect(spread.answered).toBe(true);
  // 48 connections hashed over 64 queues: 3–4 turns in six trials (16 queues: 6–7).
  expect(spread.turns).toBeLessThanOrEqual(8);
  // What the sockets are for: one socket accepts one connection per turn (libuv/libuv#3696). If a
  // Node update accepts them all at once again, this fails, and the spread can go.
  const single = await turnsToAccept(1, 48);
  expect(single.answered).toBe(true);
  expect(single.turns).toBeGreaterThanOrEqual(40);
});

test('an address already taken is refused with EADDRINUSE, a second copy of the server included', async () => {
  const first = await listen(httpServer(), 0, LISTENING_SOCKETS);
  await expect(
    listenSpread(httpServer(), { port: first.port, host: HOST }, () => {}, LISTENING_SOCKETS),
  ).rejects.toMatchObject({
    code: 'EADDRINUSE',
  });
  const plain = net.createServer();
  await new Promise<void>((resolve) => plain.listen(0, HOST, resolve));
  const { port } = plain.address() as net.AddressInfo;
  await expect(listenSpread(httpServer(), { port, host: HOST }, () => {}, LISTENING_SOCKETS)).rejects.toMatchObject({
    code: 'EADDRINUSE',
  });
  plain.close();
  // The refused copy shared nothing: every connection still reaches the first server.
  const answers = await Promise.all(
    Array.from({ length: 20 }, () => fetch(`http://${HOST}:${first.port}/`).then((r) => r.text())),
  );
  expect(answers.every((text) => text === 'ok')).toBe(true);
});

test('closing stops every socket, and the server still closes the connections it was handed', async () => {
  const server = httpServer();
  const listening = await listen(server, 0, LISTENING_SOCKETS);
  // Kept-alive connections, accepted by all of the sockets: the server counts them as its own.
  const sockets = await Promise.all(
    Array.from({ length: 24 }, () => {
      const socket = net.connect(listening.port, HOST);
      socket.write('GET / HTTP/1.1\r\nHost: test\r\n\r\n');
      return new Promise<net.Socket>((resolve) => socket.once('data', () => resolve(socket)));
    }),
  );
  const closed = Promise.all(sockets.map((socket) => new Promise((resolve) => socket.once('close', resolve))));
  listening.close();
  server.closeIdleConnections();
  await closed;
  const refused = await Promise.all(
    Array.from(
      { length: 20 },
      () =>
        new Promise<string>((resolve) => {
          const socket = net.connect(listening.port, HOST);
          socket.once('connect', () => {
            socket.destroy();
            resolve('connected');
          });
          socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
        }),
    ),
  );
  expect(new Set(refused)).toEqual(new Set(['ECONNREFUSED']));
});
