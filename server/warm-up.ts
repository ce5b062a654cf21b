import type { Server } from 'node:http';

/**
 * The search's first renderings after a start are slow: its place index is built, and the code
 * that matches and renders it has not been compiled yet. Measured under one client's flood of
 * random searches (bench step 7): in the first seconds after a start the kept `/istanbul` answered
 * others at p99 0.8 s; the same flood a minute later, 44 ms (51 ms with no flood at all). So once
 * the server listens, it asks itself for searches in the background, one after another: the
 * first visitor's search, or a flood's, meets warm code. Nothing waits for it, and a failure only
 * means a cold first search. Twenty, most of them matching nothing (the page a flood of random
 * searches renders): over them a 404's rendering goes from ~35 ms to 4–6 ms (2026-11-29, server on
 * one core). A flood's first renders after them still took 9–81 ms each in six runs, against
 * 14–39 ms after four: on this machine that is within the noise. They cost ~0.2 s of CPU once,
 * after the first answer can already be given.
 */
export const WARM_UP_PATHS: readonly string[] = [
  // A quarter's results, a neighbourhood with a typo, nothing at all (the 404 with its suggestions).
  '/ara?q=moda',
  '/ara?q=bostanc',
  '/ara?q=zqxwvjkq',
  '/ara?q=istanbul%20moda',
  // Sixteen more that match nothing: a flood of random searches renders this page.
  ...['qwhrtkpl', 'vbnmzxcq', 'plkjhgfd', 'xcvbnmas', 'trewqyui', 'mnbvcxzl', 'asdfghjk', 'zxcvbnmq']
    .flatMap((word) => [word, [...word].reverse().join('')])
    .map((word) => `/ara?q=${word}`),
];

/**
 * Runs `builders` (the search's indexes, app/entry.server.tsx), each on a turn of the event loop of
 * its own, then asks for `paths` one after another; returns how many were answered. Requests that
 * arrive meanwhile are answered between the steps, not after all of them.
 */
export async function warmUp(
  base: string,
  paths: readonly string[] = WARM_UP_PATHS,
  builders: readonly (() => unknown)[] = [],
): Promise<number> {
  for (const build of builders) {
    await new Promise((resolve) => setImmediate(resolve));
    try {
      build();
    } catch {
      // The search will build it when it is first asked, and meet the same fault there.
    }
  }
  let answered = 0;
  for (const path of paths) {
    try {
      const response = await fetch(new URL(path, base), { headers: { 'user-agent': 'nobetci-eczane warm-up' } });
      await response.arrayBuffer();
      answered += 1;
    } catch {
      // The server is stopping, or not reachable this way: the first search will simply be cold.
    }
  }
  return answered;
}

/**
 * How long after listening the warm-up waits for a first request before it starts anyway. A
 * request that arrives while the first index is being built waits for it (75–150 ms here): right
 * after a start, the first `/healthz` was answered ~100 ms after the listen with the warm-up
 * starting at once and 50–70 ms without it. A load balancer's probe or a visitor that comes in
 * this time is answered first; the warm-up runs when that answer has gone.
 */
const WARM_UP_DELAY_MS = 200;

/**
 * Starts `run` (the warm-up) once the server has finished its first answer, or after `delayMs`
 * if no request comes before then; once.
 */
export function afterFirstAnswer(server: Server, run: () => void, delayMs = WARM_UP_DELAY_MS): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    clearTimeout(timer);
    run();
  };
  const timer = setTimeout(start, delayMs);
  timer.unref();
  server.once('request', (_req, res) => res.once('finish', start));
}

/** Where the server can reach itself: a wildcard address is reached on loopback. */
export function toSelfBase(host: string, port: number): string {
  const reachable = host === '0.0.0.0' || host === '' ? '127.0.0.1' : host === '::' ? '::1' : host;
  return `http://${reachable.includes(':') ? `[${reachable}]` : reachable}:${port}`;
}
