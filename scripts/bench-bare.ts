/**
 * The bench's baseline: the project's pages taken as it sent them, and a bare `node:http` server
 * that answers the same bytes from memory, for the req/s and p99 the project is compared with.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { NO_PRETENURING_FLAG, missingHeapFlags, missingMallocEnv } from '#server/heap-flags.ts';
import { PROJECT_ROOT, getRaw } from './bench-tools.ts';

/**
 * A page as the project sent it: both bodies and, for each, the answer's headers as a flat
 * `[name, value, …]` list (without Date and the connection's own), so the bare server sends the
 * same bytes on the wire, security headers included.
 */
export type Page = {
  path: string;
  identity: Buffer;
  gzip: Buffer;
  type: string;
  identityHeaders: string[];
  gzipHeaders: string[];
};

const PER_CONNECTION_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

function toReplayedHeaders(raw: string[]): string[] {
  const kept: string[] = [];
  for (let i = 0; i + 1 < raw.length; i += 2) {
    if (!PER_CONNECTION_HEADERS.has(raw[i]!.toLowerCase())) kept.push(raw[i]!, raw[i + 1]!);
  }
  return kept;
}

/** Takes a page's bytes from the project, identity and gzip, and checks it (and its number of cards, if given). */
export async function takePage(base: string, pagePath: string, expectedCards?: number): Promise<Page> {
  const identity = await getRaw(`${base}${pagePath}`, { 'accept-encoding': 'identity' });
  const gzip = await getRaw(`${base}${pagePath}`, { 'accept-encoding': 'gzip' });
  if (identity.status !== 200 || gzip.status !== 200) throw new Error(`GET ${pagePath} answered ${identity.status}`);
  if (gzip.encoding !== 'gzip') throw new Error(`GET ${pagePath} with gzip accepted came back ${gzip.encoding}`);
  if (expectedCards !== undefined) {
    const cards = identity.body.toString().split('<article').length - 1;
    if (cards !== expectedCards)
      throw new Error(`GET ${pagePath} shows ${cards} pharmacy cards, expected ${expectedCards}`);
  }
  console.log(
    `${pagePath}: ${(identity.body.length / 1024).toFixed(1)} KiB raw, ${(gzip.body.length / 1024).toFixed(1)} KiB gzip`,
  );
  return {
    path: pagePath,
    identity: identity.body,
    gzip: gzip.body,
    type: identity.type,
    identityHeaders: toReplayedHeaders(identity.headers),
    gzipHeaders: toReplayedHeaders(gzip.headers),
  };
}

/**
 * The bare server: its own process (as the project's is), each page's bytes (headers and body, as
 * the project sent them) read once into memory. Given the server build (a third argument), it
 * first loads it and starts its services on the data directory given fourth, and keeps them: the
 * same handler in a process that holds what the project's holds (see startBareServer).
 */
export const BARE_SERVER = `
import fs from 'node:fs';
import http from 'node:http';
import { pathToFileURL } from 'node:url';
if (process.argv[3]) {
  const build = await import(pathToFileURL(process.argv[3]).href);
  globalThis.ballast = await build.entry.module.startServices({
    env: { ...process.env, DATA_DIR: process.argv[4], JOBS_ENABLED: 'false', DEMO_DATA: 'true', LOG_LEVEL: 'warn' },
    purpose: 'bench: bare server with the project loaded',
  });
}
const pages = new Map(JSON.parse(fs.readFileSync(process.argv[2], 'utf8')).map((p) => [
  p.path,
  {
    identity: fs.readFileSync(p.identity),
    gzip: fs.readFileSync(p.gzip),
    identityHeaders: p.identityHeaders,
    gzipHeaders: p.gzipHeaders,
  },
]));
const server = http.createServer((req, res) => {
  const page = pages.get(req.url);
  if (!page) return res.writeHead(404).end();
  const gzip = /\\bgzip\\b/.test(req.headers['accept-encoding'] ?? '');
  res.writeHead(200, gzip ? page.gzipHeaders : page.identityHeaders);
  res.end(gzip ? page.gzip : page.identity);
});
server.listen(0, '127.0.0.1', () => console.log(server.address().port));
`;

/**
 * A bare node:http server answering each page's bytes from memory, as the project sent them.
 *
 * `loadedFrom`: the same server in a process that also holds the project (its server build loaded,
 * its services started on a copy of the project's data directory, given here, as the project
 * holds the lock on its own: the snapshot, the search's data, the embedded database), with the
 * project's heap flags and malloc settings (server/heap-flags.ts). A process's size alone can slow
 * the same handler on this machine: by hand (2026-11-29, interleaved 2 s runs, all on CPU 0),
 * 400,000 plain objects kept (~40 MB) took it to 0.75–0.83× of the empty process and a 120 MB
 * Buffer did not slow it at all; here, with the project loaded, it ran at 0.89–0.98× in three
 * runs. So the project is compared with both: the bare server says what the machine allows, the
 * loaded one what the hit path itself costs.
 */
export async function startBareServer(
  pages: Page[],
  dir: string,
  { loadedFrom }: { loadedFrom?: string } = {},
): Promise<{ child: ChildProcess; base: string }> {
  const manifest = [];
  for (const [i, page] of pages.entries()) {
    const identity = path.join(dir, `page-${i}.html`);
    const gzip = path.join(dir, `page-${i}.html.gz`);
    await writeFile(identity, page.identity);
    await writeFile(gzip, page.gzip);
    manifest.push({
      path: page.path,
      identity,
      gzip,
      identityHeaders: page.identityHeaders,
      gzipHeaders: page.gzipHeaders,
    });
  }
  await writeFile(path.join(dir, 'pages.json'), JSON.stringify(manifest));
  await writeFile(path.join(dir, 'bare-server.mjs'), BARE_SERVER);
  const script = [path.join(dir, 'bare-server.mjs'), path.join(dir, 'pages.json')];
  const child = loadedFrom
    ? spawn(
        process.execPath,
        [
          ...missingHeapFlags([], undefined),
          NO_PRETENURING_FLAG,
          ...script,
          path.join(PROJECT_ROOT, 'build/server/index.js'),
          loadedFrom,
        ],
        {
          stdio: ['ignore', 'pipe', 'inherit'],
          env: { ...process.env, NODE_ENV: 'production', ...missingMallocEnv(process.env) },
        },
      )
    : spawn(process.execPath, script, { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<string>((resolve, reject) => {
    child.stdout?.once('data', (chunk: Buffer) => resolve(chunk.toString().trim()));
    child.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
  });
  return { child, base: `http://127.0.0.1:${port}` };
}
