/**
 * `npm run bench`: one run of everything issues 11, 37 and 40 measure (item 8 alone 4–7 minutes).
 *
 * 1. Import of 5,000 records (81 provinces, parsing included) on PGlite and, when reachable, on
 *    PostgreSQL: the first import in a fresh process (as the CLI runs it) and the median of
 *    three repeats (as a running server imports).
 * 2. Cold start on the existing database just seeded: spawn `node build/server/main.js` (what `npm start` runs) → first 200
 *    of `/healthz` and of the İstanbul page (after one start that retires the demo data and
 *    fills Node's compile cache, as any restart of a deployed server finds them).
 * 3. wrk (50 connections) against the production server and against a bare `node:http` server
 *    answering the same bytes from memory (taken from the project's own answers, headers and
 *    body, identity and gzip), for the İstanbul page (130 pharmacies) and the landing page: req/s, p99, ratio.
 *    A second baseline is the same bare server in a process that also holds the project (its
 *    build loaded, its services started on a copy of the seeded database): what the machine
 *    charges for a process of that size, apart from what the hit path costs (bench-bare.ts).
 *    Each comparison is six 2 s runs in the order project, bare, loaded, loaded, bare, project,
 *    after 8 s of hits on the project (its p99 in each of those seconds printed) and 4 s on each
 *    bare server; all run on CPU 0 and wrk (one thread) on CPU 1 where taskset can pin them
 *    (bench-tools.ts, CAN_PIN).
 * 4. Cache-miss renders of the İstanbul page (identity, then as a browser asks, compressed with
 *    br on the way out): wrk adds a new query (`?miss=<n>`) to every
 *    request, so the edge cache never holds the answer and every request is routed and rendered
 *    (past 32 variants of one path in a minute the edge cache stops storing them, and 40 are asked
 *    for before the measure, which waits for a new minute rather than see one begin: it is of
 *    rendering, not of compressing into the cache). Then the same for `/hakkinda`, the floor of any miss.
 * 5. Public JavaScript per page, gzip: every `<script src>` and `<link rel="modulepreload">` the
 *    served HTML references (fetched and gzipped here), and the inline scripts apart.
 * 6. The İstanbul page's weight as served (identity, gzip, brotli): with the bench's 130
 *    generated pharmacies, and with a real source's İstanbul day (97 pharmacies) when the
 *    recorded real answers are beside the project (REAL_PHARMACIES in bench-data.ts).
 * 7. Abuse (issue 37), on a server that reads X-Forwarded-For (scripts/bench-abuse.ts): a
 *    200-connection mix of pages and public API answers from 1,000 client addresses, beside the
 *    bare server; the kept İstanbul page's p99 while one client sends 53 random searches a second
 *    (three floods, the median in the summary).
 * 8. Memory (issue 40, scripts/bench-memory.ts): RSS at a first and a warm start, after hit runs and
 *    2 × 10,000 unique addresses; then the same in a 512 MB memory cgroup (no OOM kill, no 5xx).
 *
 * `--scrape` adds a full 81-province scrape from the local fixture source; `--only abuse` seeds
 * and runs item 7 alone, `--only memory` item 8 (its own data folder), `--only hits` items 2 and
 * 3. The in-process data measures (1 and the scrape) are in scripts/bench-data.ts, the cold start
 * and the hits (2 and 3) in scripts/bench-hits.ts, the page measures (5 and 6) in
 * scripts/bench-pages.ts, the HTTP tooling in scripts/bench-tools.ts.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { benchAbuse } from './bench-abuse.ts';
import { benchColdStart, benchThroughput } from './bench-hits.ts';
import { benchPostgresImport, benchScrape, seed } from './bench-data.ts';
import { benchMemory } from './bench-memory.ts';
import { benchPageScripts, benchPageWeight } from './bench-pages.ts';
import {
  PROJECT_ROOT,
  cpuCheck,
  WRK_SECONDS,
  printTable,
  stopServer,
  summary,
  wrk,
  type AppServer,
} from './bench-tools.ts';

/** Renders are CPU-bound: more connections only queue (and time out) on two cores. */
const MISS_CONNECTIONS = 10;
/** Runs of cache misses (WRK_SECONDS each) before the measured one (see benchCacheMiss). */
const MISS_WARMUP_RUNS = 3;
/** What browsers send: every answer they get is compressed. */
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br';

function ensureBuild(): void {
  if (existsSync(path.join(PROJECT_ROOT, 'build/server/main.js'))) return;
  console.log('No production build found, running `npx react-router build`…');
  const result = spawnSync('npx', ['react-router', 'build'], { cwd: PROJECT_ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('react-router build failed');
}

/**
 * Cache misses of `pagePath`: a new query per request (wrk thread and counter), never in the
 * edge cache. `/hakkinda` (a short text page) beside `/istanbul` shows what the request's way
 * through Express and React Router costs by itself: the floor under any page's misses.
 */
async function benchCacheMiss(
  app: AppServer,
  pagePath: string,
  goal: string,
  options: { alsoCompressed?: boolean } = {},
): Promise<void> {
  const script = path.join(os.tmpdir(), `eczane-bench-miss-${process.pid}.lua`);
  // `run` keeps the warm-up's queries apart from the measured run's.
  const missScript = (run: string) => `local threads = 0
setup = function(thread)
  threads = threads + 1
  thread:set("id", threads)
end
local n = 0
request = function()
  n = n + 1
  return wrk.format(nil, "${pagePath}?miss=${run}" .. id .. "-" .. n)
end
`;
  // The first 32 variants of a path in each minute are kept (and compressed, on the same two
  // cores): asked for first, one by one, so that the measure is of rendering alone.
  const fillVariants = async (minute: string) => {
    for (let i = 0; i < 40; i++) await (await fetch(`${app.base}${pagePath}?warm=${minute}-${i}`)).arrayBuffer();
  };
  /**
   * A measured run that would see the minute turn waits for the new minute, whose 32 kept
   * variants are then asked for first: at each new minute the edge cache keeps (and compresses,
   * gzip-9 and brotli-8) 32 more variants of the path: for the İstanbul page ~175 ms of CPU
   * (2.2 + 3.3 ms each), a few per cent of a 5 s run, in about one run in twelve.
   */
  const awayFromMinuteTurn = async () => {
    const leftInMinute = 60_000 - (Date.now() % 60_000);
    if (leftInMinute > WRK_SECONDS * 1000 + 1500) return;
    await new Promise((resolve) => setTimeout(resolve, leftInMinute + 200));
    await fillVariants(`t${Date.now()}`);
    // The compressions of those variants run after their answers.
    await new Promise((resolve) => setTimeout(resolve, 1000));
  };
  try {
    await fillVariants('start');
    // Then misses, not counted: on two cores shared with wrk, V8's optimising compiler (a
    // background thread) takes a while to catch up with the render path, and renders get faster
    // for about 20 s (by hand: ~520, ~640, ~690, ~740, ~810 req/s in five runs of 5 s, on a
    // fresh server and again with a bigger V8 heap, so not the collector). A server that has been
    // up for a while is the steady state; the warm-up runs are printed beside it.
    const misses = async (run: string, acceptEncoding: string) => {
      await writeFile(script, missScript(run));
      const result = await wrk(
        `${app.base}${pagePath}`,
        { 'accept-encoding': acceptEncoding },
        { script, connections: MISS_CONNECTIONS },
      );
      if (result.errors) console.log(`  ${result.errors}`);
      return result;
    };
    const warmup: number[] = [];
    for (let run = 0; run < MISS_WARMUP_RUNS; run++) warmup.push((await misses(`w${run}-`, 'identity')).rps);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    console.log(
      `wrk GET ${pagePath}?miss=<new each time> (cache misses, identity, ${MISS_CONNECTIONS} connections, ${WRK_SECONDS} s after ${MISS_WARMUP_RUNS} runs of ${WRK_SECONDS} s not counted)…`,
    );
    await awayFromMinuteTurn();
    const result = await misses('m', 'identity');
    const warmed = warmup.map((rps) => rps.toFixed(0)).join(' / ');
    console.log(
      `cache-miss renders of ${pagePath}: ${result.rps.toFixed(0)} req/s, p99 ${result.p99.toFixed(1)} ms (the runs before it: ${warmed} req/s)`,
    );
    summary.push([
      `cache-miss renders ${pagePath} (req/s; p99; first 5 s)`,
      `${result.rps.toFixed(0)}; ${result.p99.toFixed(1)} ms; ${warmup[0]?.toFixed(0) ?? '?'}`,
      goal,
    ]);
    if (options.alsoCompressed) {
      // What a browser's misses cost: the same renders, each compressed on its way out (br).
      await awayFromMinuteTurn();
      const browser = await misses('b', BROWSER_ACCEPT_ENCODING);
      console.log(
        `cache-miss renders of ${pagePath} for a browser ("${BROWSER_ACCEPT_ENCODING}": br on the way out): ${browser.rps.toFixed(0)} req/s, p99 ${browser.p99.toFixed(1)} ms`,
      );
      summary.push([
        `cache-miss renders ${pagePath}, br (req/s; p99)`,
        `${browser.rps.toFixed(0)}; ${browser.p99.toFixed(1)} ms`,
        '',
      ]);
    }
  } finally {
    await rm(script, { force: true });
  }
}

async function main(): Promise<void> {
  const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : null;
  if (only !== null && only !== 'abuse' && only !== 'memory' && only !== 'hits')
    throw new Error(`--only takes one step: abuse, memory or hits (not ${only ?? 'nothing'})`);
  const started = performance.now();
  const cpuBefore = cpuCheck();
  ensureBuild();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'eczane-bench-'));
  // The seeded database as the project first opens it, for the bare server that holds the
  // project (scripts/bench-bare.ts): beside DATA_DIR, not in it.
  const seeded = `${dir}-seeded`;
  const log: string[] = [];
  let app: AppServer | null = null;
  try {
    if (process.argv.includes('--scrape')) await benchScrape();
    if (only !== 'memory')
      await seed({ DATA_DIR: dir, DEMO_DATA: 'true', LOG_LEVEL: 'silent', NODE_ENV: 'production' }, 'PGlite');
    if (only === null || only === 'hits')
      await cp(path.join(dir, 'pglite'), path.join(seeded, 'pglite'), { recursive: true });
    if (only === 'hits') app = await benchColdStart(dir, log);
    if (app) await benchThroughput(app, dir, seeded);
    if (only !== null) {
      if (only !== 'hits') await (only === 'abuse' ? benchAbuse(dir, log, () => Date.now()) : benchMemory(log));
      console.log(
        `\nsummary (load average ${os
          .loadavg()
          .map((l) => l.toFixed(1))
          .join(' ')})`,
      );
      printTable(['measure', 'value', 'goal'], summary);
      return;
    }
    await benchPostgresImport();
    app = await benchColdStart(dir, log);
    await benchThroughput(app, dir, seeded);
    await benchCacheMiss(app, '/istanbul', '≥ 800', { alsoCompressed: true });
    await benchCacheMiss(app, '/hakkinda', '(the floor)');
    await benchPageScripts(app.base);
    await benchPageWeight(app, log);
    // Its own server (TRUST_PROXY) on the same database, which one server holds at a time.
    await stopServer(app.child);
    app = null;
    await benchAbuse(dir, log, () => Date.now());
    await benchMemory(log);
    const cpuAfter = cpuCheck();
    summary.unshift([
      'machine check: fixed loop, at start / at end',
      `${cpuBefore.toFixed(0)} / ${cpuAfter.toFixed(0)} ms`,
      '~600 when quiet',
    ]);
    console.log(
      `\nsummary (${os.cpus().length} cores, load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}; ${((performance.now() - started) / 1000).toFixed(0)} s in all)`,
    );
    printTable(['measure', 'value', 'goal'], summary);
  } finally {
    if (app) await stopServer(app.child);
    await rm(dir, { recursive: true, force: true });
    await rm(seeded, { recursive: true, force: true });
    if (log.length > 0) console.log(`\nserver log (warn and above):\n${log.join('').trimEnd()}`);
  }
}

try {
  await main();
  process.exit(0);
} catch (error) {
  console.error(`bench failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
