import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ServerBuild } from 'react-router';
import { createServer, createServerModuleRunner, type ViteDevServer } from 'vite';
import type { ModuleRunner } from 'vite/module-runner';
import { expect } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

type Shared = { file: string | undefined; runner: ModuleRunner; build: Promise<ServerBuild> };

/**
 * One Vite server per worker, one module runner per test file. The tests of a file that serve the
 * site (each with its own services) share its build. The next file gets a new runner: the app's
 * modules are evaluated afresh, so module state of the build (the markup store,
 * app/entry.server.tsx) never carries from one file's configuration to another's, while the
 * server keeps the sources it has already transformed (~0.3 s per file instead of ~4 s for a new
 * Vite server). The worker's exit closes both.
 */
let vite: Promise<ViteDevServer> | null = null;
let shared: Shared | null = null;

function currentFile(): string | undefined {
  return expect.getState().testPath;
}

async function closeShared(): Promise<void> {
  const previous = shared;
  shared = null;
  if (previous) await previous.runner.close();
}

process.once('beforeExit', () => {
  void closeShared().then(async () => (vite ? (await vite).close() : undefined));
});

/** The app's React Router server build, compiled from source by Vite (as `npm run dev` does), for HTTP tests. */
export async function loadServerBuild(): Promise<{ build: ServerBuild; close(): Promise<void> }> {
  const file = currentFile();
  if (!shared || shared.file !== file || file === undefined) {
    await closeShared();
    vite ??= createServer({
      root,
      logLevel: 'silent',
      appType: 'custom',
      server: { middlewareMode: true, hmr: false, watch: null },
    });
    const runner = createServerModuleRunner((await vite).environments.ssr, { hmr: false });
    shared = { file, runner, build: runner.import('virtual:react-router/server-build') as Promise<ServerBuild> };
  }
  const build = await shared.build;
  // Kept for the file's other tests; the next file (or the worker's exit) closes it.
  return { build, close: async () => {} };
}
