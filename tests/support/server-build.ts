import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ServerBuild } from 'react-router';
import { createServer, type ViteDevServer } from 'vite';
import { expect } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

type Shared = { file: string | undefined; vite: Promise<ViteDevServer>; build: Promise<ServerBuild> };

/**
 * One Vite server per test file: the tests of a file that serve the site (each with its own
 * services) share its compiled build instead of booting one each (4–5 s apiece). A file gets a
 * fresh one, so module state of the build (the markup store, app/entry.server.tsx) never carries
 * from one file's configuration to another's; the previous file's server is closed then, and the
 * last one when the worker exits.
 */
let shared: Shared | null = null;

function currentFile(): string | undefined {
  return expect.getState().testPath;
}

async function closeShared(): Promise<void> {
  const previous = shared;
  shared = null;
  if (previous) await (await previous.vite).close();
}

process.once('beforeExit', () => void closeShared());

/** The app's React Router server build, compiled from source by Vite (as `npm run dev` does), for HTTP tests. */
export async function loadServerBuild(): Promise<{ build: ServerBuild; close(): Promise<void> }> {
  const file = currentFile();
  if (!shared || shared.file !== file || file === undefined) {
    await closeShared();
    const vite = createServer({
      root,
      logLevel: 'silent',
      appType: 'custom',
      server: { middlewareMode: true, hmr: false, watch: null },
    });
    shared = {
      file,
      vite,
      build: vite.then((server) => server.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>),
    };
  }
  const build = await shared.build;
  // Kept for the file's other tests; the next file (or the worker's exit) closes it.
  return { build, close: async () => {} };
}
