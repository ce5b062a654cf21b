import { existsSync } from 'node:fs';
import module from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import v8 from 'node:v8';
import type { RouterContextProvider, ServerBuild } from 'react-router';
import type { AppServer } from './app.ts';
import { splitCacheBudget } from '#app/config/cache-budget.ts';
import { NO_PRETENURING_FLAG, execWithHeapFlags, isEntry } from './heap-flags.ts';
import { listenErrorSentence, readyLine, startCommand } from './start-messages.ts';
import { startIdleTrim } from './idle-trim.ts';
import { listenSpread, type Listening } from './listeners.ts';
import { keepTickShape } from './tick-shape.ts';
import { WARM_UP_PATHS, afterFirstAnswer, toSelfBase, warmUp } from './warm-up.ts';

/**
 * Starts the site: opens the database (migrating it), builds the snapshot,
 * serves HTTP, and closes everything on SIGTERM/SIGINT. `--dev` serves through
 * Vite with hot reload.
 */

type AppServicesLike = {
  config: { port: number; host: string; cacheMaxBytes: number } & NonNullable<AppServer['config']>;
  log: { info(obj: object, msg: string): void; error(obj: object, msg: string): void };
  now(): Date;
  snapshots: { get(): { version: number | string }; isHealthy(): boolean };
  close(): Promise<void>;
};

type EntryExports = {
  startServices(options: {
    env: NodeJS.ProcessEnv;
    purpose: string;
    preparedClusterDir?: string;
  }): Promise<AppServicesLike>;
  createLoadContext(services: AppServicesLike, client: { ip: string }): RouterContextProvider;
  carriesSession(services: AppServicesLike, request: { origin: string; cookie: string | undefined }): Promise<boolean>;
  setMarkupBudget(bytes: number): void;
  searchIndexBuilders: readonly (() => unknown)[];
};

// V8's heap sized for the smallest host, whatever this machine's memory (server/heap-flags.ts): the
// first thing, as the process starts again with the flags. Only when this file is the process's own
// script: a process that imports it (`npm start`'s scripts/start.ts execs it with the flags itself;
// the browser tests' server harness) has set up what a new image would lose.
if (!process.argv.includes('--dev') && isEntry(fileURLToPath(import.meta.url))) {
  execWithHeapFlags(fileURLToPath(import.meta.url));
}

// Compiled code of the server build and its dependencies is kept between starts (in the OS temp
// folder; NODE_COMPILE_CACHE moves it, NODE_DISABLE_COMPILE_CACHE=1 turns it off): a third of
// the start-up time is compiling JavaScript.
module.enableCompileCache?.();

// V8 puts objects of an allocation site straight into the old generation once most of them have
// survived a young collection. Under load it did that to a site of Node's own request handling
// (likely while a burst of requests waited for one rendering, server/edge-cache.ts); from then on
// each request's objects stayed reachable until a full collection, and young collections took
// ~21 ms every ~0.1 s instead of ~0.3 ms: p99 23–28 ms and ~33k req/s instead of 2–3 ms and ~45k
// for `/` under 50 connections (--trace-pretenuring-statistics: one site, "tenure"; it happened in
// 11 of 17 fresh servers, and in none of 15 with this flag). Cache-miss renders were not slower.
// Set before the server build loads; the same flag on the command line does the same.
v8.setFlagsFromString(NO_PRETENURING_FLAG);

// Node's nextTick entries keep their shapes, or every later tick is ~5× slower (server/tick-shape.ts).
keepTickShape();

// React and React Router pick their production code paths from NODE_ENV; set it before they load.
process.env.NODE_ENV ??= process.argv.includes('--dev') ? 'development' : 'production';

// Run from source (server/main.ts: development and tests) or bundled into the build
// (build/server/main.js, see vite.config.ts): the project's root is one or two folders up.
const self = fileURLToPath(import.meta.url);
const root = path.resolve(path.dirname(self), path.extname(self) === '.js' ? '../..' : '..');
const dev = process.argv.includes('--dev');

async function main(): Promise<void> {
  // The HTTP layer loads while the server build loads and the database opens (each waits on the
  // disk at times).
  const httpModules = Promise.all([import('./app.ts'), import('./edge-cache.ts')]);
  let build: ServerBuild | (() => Promise<ServerBuild>);
  let entry: EntryExports;
  let before;
  let clientDir: string | null = null;

  if (dev) {
    const vite = await import('vite');
    const viteServer = await vite.createServer({ root, server: { middlewareMode: true } });
    const load = () => viteServer.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>;
    entry = (await load()).entry.module as unknown as EntryExports;
    build = load;
    before = viteServer.middlewares;
  } else {
    const serverBuildPath = path.join(root, 'build/server/index.js');
    if (!existsSync(serverBuildPath)) {
      console.error('No production build found. Run `npm run build` first (npm start does this for you).');
      process.exit(1);
    }
    const serverBuild = (await import(serverBuildPath)) as ServerBuild;
    entry = serverBuild.entry.module as unknown as EntryExports;
    build = serverBuild;
    clientDir = path.join(root, 'build/client');
  }

  let services: AppServicesLike;
  try {
    services = await entry.startServices({
      env: process.env,
      purpose: `web server, port ${process.env.PORT ?? 3000}`,
      // A new embedded database starts from the cluster the build prepared (docs/decisions/0011-memory.md).
      preparedClusterDir: dev ? undefined : path.join(root, 'build/server'),
    });
  } catch (error) {
    // An invalid setting is a ConfigError whose message is the one sentence to act on; other
    // failures (a locked DATA_DIR, PostgreSQL out of reach) say what happened in their message.
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }

  const [{ createHttpServer }, { createEdgeCache, toDataVersion }] = await httpModules;
  // CACHE_MAX_MB, shared by the page caches (app/config/cache-budget.ts).
  const cacheBudget = splitCacheBudget(services.config.cacheMaxBytes);
  entry.setMarkupBudget(cacheBudget.markupBytes);
  const server = createHttpServer({
    build,
    getLoadContext: (client) => entry.createLoadContext(services, client),
    identify: (req, origin) => entry.carriesSession(services, { origin, cookie: req.headers.cookie }),
    clientDir,
    before,
    log: services.log,
    config: services.config,
    // Development serves fresh code on every request: no cache there.
    edgeCache: dev
      ? undefined
      : createEdgeCache({
          now: () => services.now(),
          maxBytes: cacheBudget.edgeCacheBytes,
          // A page shows the data of one snapshot, and says when the data is stale.
          dataVersion: toDataVersion(services.snapshots),
          log: services.log,
        }),
  });
  const { host } = services.config;
  // Through several sockets, so that a busy server still takes new connections in quickly (server/listeners.ts).
  let listening: Listening;
  try {
    listening = await listenSpread(server, { port: services.config.port, host }, (error) =>
      services.log.error({ err: error }, 'a connection could not be accepted'),
    );
  } catch (error) {
    // The JSON line for operators' log tooling, one sentence on stderr for a person.
    services.log.error({ err: error }, 'server failed to listen');
    const reason = error as NodeJS.ErrnoException;
    console.error(
      listenErrorSentence(reason, { host, port: services.config.port, command: startCommand(process.env) }),
    );
    await services.close();
    process.exit(1);
  }
  const { port } = listening;
  services.log.info({ url: `http://${host}:${port}` }, 'server listening');
  // For the person who typed `npm start`: the address to open, as a plain line among the JSON.
  console.log(readyLine(host, port));
  // The search's first renderings, in the background once the first request is answered
  // (server/warm-up.ts); development renders fresh code anyway.
  if (!dev)
    afterFirstAnswer(server, () => void warmUp(toSelfBase(host, port), WARM_UP_PATHS, entry.searchIndexBuilders));
  // Memory a burst of work left behind, given back once the server is idle (server/idle-trim.ts).
  const stopIdleTrim = dev
    ? () => {}
    : startIdleTrim(({ rssBefore, rssAfter, pauseMs }) =>
        services.log.info(
          {
            rssBeforeMb: Math.round(rssBefore / 1048576),
            rssAfterMb: Math.round(rssAfter / 1048576),
            pauseMs: Math.round(pauseMs),
          },
          'memory given back while idle',
        ),
      );
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    services.log.info({ signal }, 'shutting down');
    stopIdleTrim();
    listening.close();
    server.closeIdleConnections();
    const force = setTimeout(() => server.closeAllConnections(), 5000);
    force.unref();
    try {
      await services.close();
    } finally {
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

await main();
