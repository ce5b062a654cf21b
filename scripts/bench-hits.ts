/**
 * Items 2 and 3 of `npm run bench` (scripts/bench.ts; `--only hits` runs them alone): the cold start
 * on the seeded database, then kept pages against a bare `node:http` server answering the same bytes.
 */
import { ISTANBUL_PHARMACIES } from './bench-data.ts';
import { startBareServer, takePage } from './bench-bare.ts';
import {
  ALL_CPUS,
  WRK_CONNECTIONS,
  WRK_SECONDS,
  combineRuns,
  describeFullGcs,
  describeGc,
  median,
  pinProcess,
  printTable,
  startAppServer,
  stopServer,
  summary,
  wrk,
  type AppServer,
  type GcEvent,
} from './bench-tools.ts';

const COLD_STARTS = 3;

/** Starts the server COLD_STARTS + 1 times on the seeded database; the last one stays up. */
export async function benchColdStart(dir: string, log: string[]): Promise<AppServer> {
  // The first start retires the demo data the import replaced and fills the compile cache.
  await stopServer((await startAppServer(dir, log)).child);
  const runs: AppServer[] = [];
  for (let i = 0; i < COLD_STARTS; i++) {
    const app = await startAppServer(dir, log);
    runs.push(app);
    if (i < COLD_STARTS - 1) await stopServer(app.child);
  }
  const healthz = runs.map((r) => r.healthz);
  const page = runs.map((r) => r.page);
  const cpu = runs.map((r) => (r.cpu === null ? '?' : r.cpu.toFixed(0)));
  console.log(
    `cold start, existing database (spawn → first 200): /healthz ${healthz.map((t) => t.toFixed(0)).join(' / ')} ms, ` +
      `then /istanbul ${page.map((t) => t.toFixed(0)).join(' / ')} ms (server CPU time to the first 200: ${cpu.join(' / ')} ms, all threads)`,
  );
  summary.push(['cold start → first 200 /healthz, median', `${median(healthz).toFixed(0)} ms`, '≤ 1000 ms']);
  summary.push(['cold start → first /istanbul 200, median', `${median(page).toFixed(0)} ms`, '']);
  return runs[runs.length - 1]!;
}

/** Seconds of hits the project gets before its hit runs are counted (see benchThroughput). */
const PROJECT_WARMUP_SECONDS = 8;

/** Each of the four A B B A runs of a project-vs-bare comparison: 4 × 2 s, as long as one 5 s pair was. */
const PAIR_SECONDS = 2;

/** `seeded`: a copy of the project's data directory as seeded, for the loaded bare server. */
export async function benchThroughput(app: AppServer, dir: string, seeded: string): Promise<void> {
  const pages = [await takePage(app.base, '/istanbul', ISTANBUL_PHARMACIES), await takePage(app.base, '/')];
  const bare = await startBareServer(pages, dir);
  // The same bare server in a process that holds the project too (see startBareServer).
  const loaded = await startBareServer(pages, dir, { loadedFrom: seeded });
  // Each server on CPU 0 and wrk on CPU 1, so the load does not take the server's CPU (CAN_PIN).
  const pinned = pinProcess(app.child.pid, '0') && pinProcess(bare.child.pid, '0') && pinProcess(loaded.child.pid, '0');
  const cpu = pinned ? 1 : undefined;
  console.log(
    pinned
      ? 'servers on CPU 0, wrk (1 thread) on CPU 1'
      : 'servers and wrk (2 threads) unpinned (no taskset or one CPU): p99 counts the load generator too',
  );
  try {
    // A first run against each server is not counted: in it, p99 was 30–90 ms for both (50 new
    // connections growing their buffers for 220 KB answers) and 6–9 ms in the runs after it.
    // The project's own path takes longer to warm up: V8 optimises its hit path for the first ~4 s
    // under load, its compiler threads on the server's one core (ADR 0007, "where the hits' p99
    // tail comes from"). Three fresh servers gave p99 per second of 33, 22, 27, 13.5, 6.1 /
    // 23, 24, 6.0, 16.8, 5.8 / 21, 45, 12.9, 6.0, 6.3 ms, then 5.3–8 ms: 8 s, printed as it goes.
    const warmup: string[] = [];
    for (let second = 0; second < PROJECT_WARMUP_SECONDS; second++) {
      warmup.push((await wrk(`${app.base}${pages[0]!.path}`, {}, { seconds: 1, cpu })).p99.toFixed(1));
    }
    console.log(`the project's warm-up (GET ${pages[0]!.path}, 1 s runs not counted): p99 ${warmup.join(', ')} ms`);
    await wrk(`${bare.base}${pages[0]!.path}`, {}, { seconds: 4, cpu });
    await wrk(`${loaded.base}${pages[0]!.path}`, {}, { seconds: 4, cpu });
    const rows: string[][] = [];
    const gcInRuns: GcEvent[] = [];
    for (const page of pages) {
      for (const encoding of ['identity', 'gzip'] as const) {
        const headers = { 'accept-encoding': encoding };
        const label = `GET ${page.path} (${encoding})`;
        console.log(
          `wrk ${label}: project, bare, bare with the project loaded, the same three backwards (${PAIR_SECONDS} s each, ${WRK_CONNECTIONS} connections)…`,
        );
        // In the order A B C C B A, so a host that speeds up or slows down during the runs (this one
        // does, up to 2×) weighs on all alike. req/s: the two runs' mean; p99: the worse run's.
        const run = (base: string) => wrk(`${base}${page.path}`, headers, { seconds: PAIR_SECONDS, cpu });
        // The project's collections during its own two runs.
        const projectRun = async () => {
          const from = app.gc.length;
          const result = await run(app.base);
          gcInRuns.push(...app.gc.slice(from));
          return result;
        };
        const [first, bare1, loaded1, loaded2, bare2, last] = [
          await projectRun(),
          await run(bare.base),
          await run(loaded.base),
          await run(loaded.base),
          await run(bare.base),
          await projectRun(),
        ];
        const project = combineRuns([first, last]);
        const baseline = combineRuns([bare1, bare2]);
        const sameSize = combineRuns([loaded1, loaded2]);
        if (project.errors) console.log(`  project: ${project.errors}`);
        // Each run as it came, so that the spread behind a ratio is there to read.
        const inOrder = [first, bare1, loaded1, loaded2, bare2, last].map((r) => r.rps.toFixed(0));
        console.log(`  req/s in order (project, bare, loaded, loaded, bare, project): ${inOrder.join(', ')}`);
        const ratio = project.rps / baseline.rps;
        const loadedRatio = project.rps / sameSize.rps;
        rows.push([
          label,
          project.rps.toFixed(0),
          project.p99.toFixed(1),
          baseline.rps.toFixed(0),
          baseline.p99.toFixed(1),
          `${ratio.toFixed(2)}×`,
          sameSize.rps.toFixed(0),
          `${loadedRatio.toFixed(2)}×`,
        ]);
        summary.push([
          `${label}: project vs bare req/s; p99`,
          `${ratio.toFixed(2)}×; ${project.p99.toFixed(1)} ms`,
          '≥ 0.8×; ≤ 10 ms',
        ]);
        summary.push([
          `${label}: bare loaded vs bare; project vs bare loaded`,
          `${(sameSize.rps / baseline.rps).toFixed(2)}×; ${loadedRatio.toFixed(2)}×`,
          '',
        ]);
      }
    }
    // The nearest page beside the province page (edge-cached like it; no bare counterpart).
    const nearest = '/yakin?lat=40.984&lng=29.058';
    console.log(`wrk GET ${nearest} (identity): project (${WRK_SECONDS} s, ${WRK_CONNECTIONS} connections)…`);
    const yakin = await wrk(`${app.base}${nearest}`, { 'accept-encoding': 'identity' }, { cpu });
    if (yakin.errors) console.log(`  project: ${yakin.errors}`);
    rows.push([`GET /yakin (identity)`, yakin.rps.toFixed(0), yakin.p99.toFixed(1), '', '', '', '', '']);
    summary.push(['GET /yakin (identity): req/s; p99', `${yakin.rps.toFixed(0)}; ${yakin.p99.toFixed(1)} ms`, '']);
    printTable(
      ['target', 'project req/s', 'p99 ms', 'bare req/s', 'p99 ms', 'ratio', 'bare loaded req/s', 'ratio'],
      rows,
    );
    console.log(
      "bare loaded: the bare server's handler in a process holding the project (scripts/bench-bare.ts); the last ratio is the project's against it",
    );
    console.log(`the project's garbage collections in its runs above: ${describeGc(gcInRuns)}`);
    for (const line of describeFullGcs(gcInRuns)) console.log(`  ${line}`);
    summary.push(['GC in the project runs above: young, full', describeGc(gcInRuns), '']);
  } finally {
    await stopServer(bare.child);
    await stopServer(loaded.child);
    // The cache-miss runs after these measure the server as it runs unpinned.
    if (pinned) pinProcess(app.child.pid, ALL_CPUS);
  }
}
