import type { Server } from 'node:http';
import net from 'node:net';

/**
 * How many sockets the server listens on, all bound to its one address and port (ADR 0001). Since
 * libuv 1.45 (Node 20; libuv/libuv#3696) a listening socket accepts one connection per turn of the
 * event loop, and a loaded server's turn lasts milliseconds: under the bench's flood of random
 * searches the 50 connections of new visitors were accepted one every 5–7 ms, the last ~0.4 s after
 * it connected (a packet capture), while in a like run no turn took more than 43 ms. With
 * SO_REUSEPORT the kernel spreads new connections over the sockets' queues, and each turn accepts
 * one from each queue that holds one. Only where Node has `reusePort` (Linux here); elsewhere one
 * socket, as before.
 */
export const LISTENING_SOCKETS = process.platform === 'linux' ? 64 : 1;

/** The sockets listening for `server`: where they listen, and how to stop them all. */
export type Listening = { port: number; close(): void };

/** `server.listen` as a promise: resolves once listening, rejects with the socket's error (EADDRINUSE…). */
function listenOn(target: net.Server, options: net.ListenOptions): Promise<void> {
  return new Promise((resolve, reject) => {
    const fail = (error: Error) => reject(error);
    target.once('error', fail);
    target.listen(options, () => {
      target.off('error', fail);
      resolve();
    });
  });
}

/**
 * Makes `server` listen on `host`:`port` (0: a free port) through `count` sockets. The address is
 * first taken by a socket of its own, without SO_REUSEPORT, and let go: an address another program
 * holds (a second copy of this server included, whose sockets carry SO_REUSEPORT) is refused with
 * its EADDRINUSE, as one socket is, instead of being shared with it. Then `server` listens with
 * SO_REUSEPORT, and `count - 1` more sockets beside it hand each connection they accept to
 * `server` (its 'connection' event: the documented way to give an HTTP server a connection), so
 * requests, timeouts and `closeAllConnections` work as for its own. Rejects with the first
 * socket's error, nothing left listening. Once listening, a connection one of them could not
 * accept (EMFILE: no file descriptor left) goes to `onAcceptError`, and the sockets listen on.
 */
export async function listenSpread(
  server: Server,
  where: { port: number; host: string },
  onAcceptError: (error: Error) => void,
  count = LISTENING_SOCKETS,
): Promise<Listening> {
  const { port, host } = where;
  if (count <= 1) {
    await listenOn(server, { port, host });
    server.on('error', onAcceptError);
    return { port: portOf(server), close: () => server.close() };
  }
  const probe = net.createServer();
  await listenOn(probe, { port, host });
  const taken = portOf(probe);
  await new Promise((resolve) => probe.close(resolve));
  const helpers: net.Server[] = [];
  const close = () => {
    for (const helper of helpers) helper.close();
    server.close();
  };
  try {
    await listenOn(server, { port: taken, host, reusePort: true });
    for (let i = 1; i < count; i++) {
      // The options an HTTP server gives the sockets it accepts itself (Node's http.Server).
      const helper = net.createServer({ allowHalfOpen: true, noDelay: true }, (socket) =>
        server.emit('connection', socket),
      );
      helpers.push(helper);
      await listenOn(helper, { port: taken, host, reusePort: true });
    }
  } catch (error) {
    close();
    throw error;
  }
  for (const listener of [server, ...helpers]) listener.on('error', onAcceptError);
  return { port: taken, close };
}

function portOf(target: net.Server): number {
  const address = target.address();
  if (address === null || typeof address === 'string') throw new Error('not listening on a TCP port');
  return address.port;
}
