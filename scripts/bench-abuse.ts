/**
 * The bench's abuse measures (scripts/bench.ts, item 7; issue 37, "One client slows everyone"), on
 * a server of its own that reads `X-Forwarded-For` from loopback (`TRUST_PROXY=loopback`), so that
 * each of wrk's requests names its client, as requests through a proxy do:
 *
 * 1. A 200-connection mix of public pages and public API answers (four of each, in turn), each
 *    request from one of 1,000 client addresses (198.18.0.0/15, the benchmarking range), gzip as
 *    clients ask: req/s, p50, p99, beside a bare `node:http` server answering the same bytes
 *    (scripts/bench-bare.ts): the project's two runs, then the bare server's (see benchMix).
 * 2. The kept `/istanbul` (50 connections, from those addresses) alone, then while one client
 *    (one address) sends 53 random searches a second (`/ara?q=<8 random letters>`, each a new
 *    query, never answered from the cache): p50 and p99 for everyone else in the flood's first
 *    5 s (which hold the renders of the client's whole burst) and in the 5 s after them; and the
 *    flood's own answers counted by status (429s expected: past its rendering budget a client is
 *    refused, server/client-budget.ts). Three such floods, each from a client not seen before (a
 *    whole burst each time), the first on a server that has rendered no random search since its
 *    start but its own warm-up: one 5-second p99 here moved by tens of milliseconds from run to
 *    run with nothing else changed (`alone` too: 5.5–84 ms in eight runs), so the summary gives the
 *    median of the three and every run is printed.
 *
 * wrk's Lua scripts (scripts/bench-wrk-scripts.ts) are written to a temporary folder at run time,
 * with their numbers in them.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startBareServer, takePage } from './bench-bare.ts';
import { floodScript, mixScript, toSampleCounts } from './bench-wrk-scripts.ts';
import {
  CAN_PIN,
  WRK_CONNECTIONS,
  WRK_SECONDS,
  describeFullGcs,
  describeGc,
  pinProcess,
  startAppServer,
  stopServer,
  summary,
  wrk,
  type AppServer,
  type GcEvent,
  type WrkRun,
} from './bench-tools.ts';

const MIX_CONNECTIONS = 200;
const MIX_GOAL = { rps: 20_000, p99: 50 };
/** Public pages and public API answers, asked for in turn: half of the mix each. */
const MIX_PATHS = [
  '/',
  '/api/v1/provinces',
  '/istanbul',
  '/api/v1/provinces/istanbul/pharmacies',
  '/istanbul/kadikoy',
  '/api/v1/provinces/istanbul/districts/kadikoy/pharmacies',
  '/yakin?lat=40.984&lng=29.058',
  '/api/v1/pharmacies/nearest?lat=40.984&lng=29.058',
];
/** How many client addresses the mix and the other visitors of item 2 come from. */
const CLIENTS = 1000;
/** Runs of the mix (1 s each, printed, not counted) on each fresh server, the project and the bare one, before the measure (see bench.ts, item 3). */
const MIX_WARMUP_SECONDS = 6;
/** Each of the four runs of the mix: the project's two, then the bare server's two. */
const MIX_RUN_SECONDS = 2;

const FLOOD_PER_SECOND = 53;
/** The flood's own connections: enough that slow answers (its renders queue) do not hold its rate back. */
const FLOOD_CONNECTIONS = 32;
/** The flood's one client (TEST-NET-3, one address more for each flood), apart from the others' 198.18.0.0/15. */
const floodClient = (round: number) => `203.0.113.${7 + round}`;
const FLOOD_ROUNDS = 3;
/** The flood ends this long after the measures made under it. */
const FLOOD_TAIL_SECONDS = 1;
const CACHED_GOAL_P99 = 20;

const ACCEPT_GZIP = { 'accept-encoding': 'gzip' };
/** What browsers send: a search rendered for the flood is compressed on its way out (br). */
const ACCEPT_BROWSER = { 'accept-encoding': 'gzip, deflate, br' };

/** Whether a run of `seconds` begun at `startedAt` (ms) saw a new minute: every kept page rendered again. */
const sawMinuteTurn = (startedAt: number, seconds: number) =>
  Math.floor(startedAt / 60_000) !== Math.floor((startedAt + seconds * 1000) / 60_000);

const fmt = (ms: number) => ms.toFixed(1);

/** The machine's clock (ms), the one the server's minutes turn by: bench.ts hands it in. */
type Clock = () => number;

/** Runs `run`, and says whether a minute turned during it. */
async function timed(
  now: Clock,
  seconds: number,
  run: () => Promise<WrkRun>,
): Promise<WrkRun & { minuteTurned: boolean }> {
  const startedAt = now();
  const result = await run();
  return { ...result, minuteTurned: sawMinuteTurn(startedAt, seconds) };
}

const turnNote = (runs: { minuteTurned: boolean }[]) =>
  runs.some((run) => run.minuteTurned) ? ' (a minute turned during it: every kept page rendered again)' : '';

async function benchMix(app: AppServer, dir: string, scripts: string, cpu: number | undefined, now: Clock) {
  const base = app.base;
  const script = path.join(scripts, 'mix.lua');
  await writeFile(script, mixScript(MIX_PATHS, CLIENTS, MIX_GOAL.p99));
  const pages = [];
  for (const mixPath of MIX_PATHS) pages.push(await takePage(base, mixPath));
  const bare = await startBareServer(pages, dir);
  try {
    if (cpu !== undefined) pinProcess(bare.child.pid, '0');
    const options = (seconds: number) => ({ script, connections: MIX_CONNECTIONS, seconds, cpu });
    // Both servers get the same warm-up: a fresh Node process answers 200 connections with tails
    // of 0.5–1 s for its first seconds of load (p99 612–750 ms in a bare server's first 2 s run,
    // 9–20 ms after ~6 s; the same after 10 s idle, and with V8's background threads off). A
    // listening socket accepts one connection per turn of the loop, and a fresh process's turns
    // are slow; the project listens through 64 sockets (server/listeners.ts), the bare server
    // through one, as a plain server does (the project's first runs 0.1–0.2 s, the bare one's
    // 0.7–0.8 s, on a slow host, 2026-11-30). The two warm up a second each in turn, the project
    // last, and the project's two runs come first: warmed one after the other, or measured
    // project, bare, bare, project, the project sat idle for 4–6 s before a run, gave its memory
    // back (server/idle-trim.ts: after two idle seconds) and ran its first seconds after ~30%
    // slower, with a p99 of 52–311 ms (docs/measurements.md, 2026-11-30, night). A server that is
    // busy is never idle that long; the bare server has no such trim.
    const warmUp = async () => {
      const p99s = { project: [] as string[], bare: [] as string[] };
      for (let second = 0; second < MIX_WARMUP_SECONDS; second++) {
        p99s.bare.push(fmt((await wrk(`${bare.base}/`, ACCEPT_GZIP, options(1))).p99));
        p99s.project.push(fmt((await wrk(`${base}/`, ACCEPT_GZIP, options(1))).p99));
      }
      return p99s;
    };
    const warmed = await warmUp();
    console.log(`the abuse server's warm-up (the mix, 1 s runs not counted): p99 ${warmed.project.join(', ')} ms`);
    console.log(
      `the bare server's warm-up (the same, each second before the project's): p99 ${warmed.bare.join(', ')} ms`,
    );
    console.log(
      `wrk mix of ${MIX_PATHS.length} pages and API answers from ${CLIENTS.toLocaleString('en-US')} client addresses ` +
        `(gzip, ${MIX_CONNECTIONS} connections): project, project, bare node:http, bare (${MIX_RUN_SECONDS} s each)…`,
    );
    const run = (on: string) => timed(now, MIX_RUN_SECONDS, () => wrk(`${on}/`, ACCEPT_GZIP, options(MIX_RUN_SECONDS)));
    // The project's collections during its own two runs.
    const gcInRuns: GcEvent[] = [];
    const projectRun = async () => {
      const from = app.gc.length;
      const result = await run(base);
      gcInRuns.push(...app.gc.slice(from));
      return result;
    };
    const [first, last, bare1, bare2] = [
      await projectRun(),
      await projectRun(),
      await run(bare.base),
      await run(bare.base),
    ];
    const project = [first, last];
    const baseline = [bare1, bare2];
    for (const { errors } of project) if (errors) console.log(`  project: ${errors}`);
    const rps = (runs: WrkRun[]) => runs.reduce((sum, r) => sum + r.rps, 0) / runs.length;
    const worst = (runs: WrkRun[], key: 'p50' | 'p99') => Math.max(...runs.map((r) => r[key]));
    const ratio = rps(project) / rps(baseline);
    console.log(
      `mix of pages and API answers, ${MIX_CONNECTIONS} connections: ${rps(project).toFixed(0)} req/s, ` +
        `p50 ${fmt(worst(project, 'p50'))} ms, p99 ${fmt(worst(project, 'p99'))} ms; bare ${rps(baseline).toFixed(0)} req/s, ` +
        `p99 ${fmt(worst(baseline, 'p99'))} ms; ${ratio.toFixed(2)}× (goal ≥ ${MIX_GOAL.rps.toLocaleString('en-US')} req/s, ` +
        `p99 ≤ ${MIX_GOAL.p99} ms; req/s the two runs' mean, p50 and p99 the worse run's; the project's p99s ` +
        `${fmt(first.p99)} / ${fmt(last.p99)} ms)${turnNote(project)}`,
    );
    console.log(
      `  the project's runs, answered requests / wrk's latency samples / samples over ${MIX_GOAL.p99} ms: ` +
        `${toSampleCounts(first)}; ${toSampleCounts(last)} (bare: ${toSampleCounts(bare1)}; ${toSampleCounts(bare2)})`,
    );
    console.log(`the abuse server's garbage collections in its two mix runs: ${describeGc(gcInRuns)}`);
    for (const line of describeFullGcs(gcInRuns)) console.log(`  ${line}`);
    summary.push([
      `mix pages + API, ${MIX_CONNECTIONS} conn.: req/s; p50; p99 (vs bare)`,
      `${rps(project).toFixed(0)}; ${fmt(worst(project, 'p50'))}; ${fmt(worst(project, 'p99'))} ms (${ratio.toFixed(2)}×)`,
      `≥ ${MIX_GOAL.rps.toLocaleString('en-US')}; ≤ ${MIX_GOAL.p99} ms`,
    ]);
  } finally {
    await stopServer(bare.child);
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function benchFlood(base: string, scripts: string, cpu: number | undefined, now: Clock) {
  const visitors = path.join(scripts, 'istanbul.lua');
  await writeFile(visitors, mixScript(['/istanbul'], CLIENTS, CACHED_GOAL_P99));
  const measure = () =>
    timed(now, WRK_SECONDS, () =>
      wrk(`${base}/istanbul`, ACCEPT_GZIP, { script: visitors, connections: WRK_CONNECTIONS, cpu }),
    );
  console.log(
    `wrk GET /istanbul (kept, gzip, ${WRK_CONNECTIONS} connections from ${CLIENTS.toLocaleString('en-US')} addresses, ${WRK_SECONDS} s) ` +
      `alone, then while one client sends ${FLOOD_PER_SECOND} random searches a second: its first ${WRK_SECONDS} s, the next ${WRK_SECONDS} s; ` +
      `${FLOOD_ROUNDS} floods, each from a new client…`,
  );
  const describe = (run: WrkRun & { minuteTurned: boolean }) =>
    `${run.rps.toFixed(0)} req/s, p50 ${fmt(run.p50)} ms, p99 ${fmt(run.p99)} ms${turnNote([run])}`;
  const rounds: { alone: number; first: number; next: number; statuses: string }[] = [];
  for (let round = 0; round < FLOOD_ROUNDS; round++) {
    const client = floodClient(round);
    const flood = path.join(scripts, `flood-${round}.lua`);
    // wrk's threads each keep the clock: two threads (unpinned) each send half.
    const perSecond = CAN_PIN && cpu !== undefined ? FLOOD_PER_SECOND : FLOOD_PER_SECOND / 2;
    await writeFile(flood, floodScript(perSecond, client));
    const alone = await measure();
    const floodSeconds = 2 * WRK_SECONDS + FLOOD_TAIL_SECONDS;
    const flooding = wrk(`${base}/ara`, ACCEPT_BROWSER, {
      script: flood,
      connections: FLOOD_CONNECTIONS,
      seconds: floodSeconds,
      cpu,
    });
    // The first seconds hold the renders of the client's whole burst (server/client-budget.ts);
    // the next ones its steady state, one rendering in ~26 searches, the others refused.
    const first = await measure();
    const next = await measure();
    const floodRun = await flooding;
    for (const { errors } of [alone, first, next]) if (errors) console.log(`  /istanbul: ${errors}`);
    console.log(
      `flood ${round + 1}: /istanbul kept, for others: alone ${describe(alone)}; the flood's first ${WRK_SECONDS} s ${describe(first)}; ` +
        `its next ${WRK_SECONDS} s ${describe(next)} (goal p99 ≤ ${CACHED_GOAL_P99} ms)`,
    );
    const statuses = /^statuses: (.*)$/m.exec(floodRun.output)?.[1]?.trim() || '?';
    const sent = /(\d+) requests in/.exec(floodRun.output)?.[1] ?? '?';
    console.log(
      `  the flood (${client}, /ara?q=<random>, ${FLOOD_CONNECTIONS} connections, ${floodSeconds} s): ` +
        `${sent} requests, ${floodRun.rps.toFixed(1)}/s; answers by status ${statuses}; p50 ${fmt(floodRun.p50)} ms, p99 ${fmt(floodRun.p99)} ms`,
    );
    if (!/\b429=/.test(statuses))
      console.log(
        '  no 429 among them: the flood was not counted as one client (is X-Forwarded-For read? TRUST_PROXY)',
      );
    rounds.push({ alone: alone.p99, first: first.p99, next: next.p99, statuses });
  }
  const each = (key: 'alone' | 'first' | 'next') => rounds.map((round) => fmt(round[key])).join(', ');
  const mid = (key: 'alone' | 'first' | 'next') => fmt(median(rounds.map((round) => round[key])));
  summary.push([
    `/istanbul, ${FLOOD_PER_SECOND} searches/s of one client: p99 first; next ${WRK_SECONDS} s (median of ${FLOOD_ROUNDS} floods)`,
    `${mid('first')}; ${mid('next')} ms (alone ${mid('alone')})`,
    `≤ ${CACHED_GOAL_P99} ms`,
  ]);
  summary.push([
    `  each flood's p99 first; next; alone (ms)`,
    `${each('first')}; ${each('next')}; ${each('alone')}`,
    '',
  ]);
  summary.push([`the floods' answers by status`, rounds.map((round) => round.statuses).join(' | '), '429s expected']);
}

/**
 * Items 1 and 2 above, on a server of its own over `dir` (the seeded database; no other server may
 * hold it while this one runs), pinned to CPU 0 with wrk on CPU 1 where taskset can.
 */
export async function benchAbuse(dir: string, log: string[], now: Clock): Promise<void> {
  console.log(
    '\nabuse: one client slows everyone? (a server with TRUST_PROXY=loopback: X-Forwarded-For names the client)',
  );
  const app = await startAppServer(dir, log, { TRUST_PROXY: 'loopback' });
  const scripts = await mkdtemp(path.join(os.tmpdir(), 'eczane-bench-abuse-'));
  try {
    const pinned = pinProcess(app.child.pid, '0');
    const cpu = pinned ? 1 : undefined;
    console.log(pinned ? 'server on CPU 0, wrk (1 thread each) on CPU 1' : 'server and wrk (2 threads) unpinned');
    await benchMix(app, dir, scripts, cpu, now);
    await benchFlood(app.base, scripts, cpu, now);
  } finally {
    await stopServer(app.child);
    await rm(scripts, { recursive: true, force: true });
  }
}
