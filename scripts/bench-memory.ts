/**
 * The bench's memory measures (scripts/bench.ts, item 8; issue 40, "Fits the smallest host"): the
 * production server (`node build/server/main.js`, embedded database, LOG_LEVEL=warn, no jobs) on a
 * data folder of its own, its RSS read from /proc/<pid>/status every 100 ms. A peak is the larger
 * of those samples and the kernel's own VmHWM, reset at the window's start (/proc/<pid>/clear_refs).
 *
 * 1. First start on an empty data folder (demo data written): time to the first 200 of /healthz,
 *    peak RSS until then and over the 10 s after (goal ≤ 400 MB).
 * 2. Warm start on that folder (the first server stopped with SIGINT: one process holds it): RSS
 *    when /healthz answers, peak over the 10 s after a GET /istanbul (goal ≤ 300 MB).
 * 3. wrk, 10 s each: /istanbul (gzip), /, /yakin; then 5 s idle: RSS (goal ≤ 256 MB).
 * 4. 10,000 unique widget addresses and 10,000 unique /yakin positions (fixed seed), sent from
 *    here 8 at a time, uncompressed; then 5 s idle: RSS (goal ≤ 300 MB), the peak during them, and no 5xx.
 * 5. Where a 512 MB memory cgroup can be made (v1, or v2 with its memory controller), 2–4 again
 *    inside it: the same PID throughout (no OOM kill), failcnt / OOM kills, max usage, 5xx. Node
 *    sizes V8's heap by the memory it is given: on this 24 GB machine, outside a cgroup, it grows more.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, rmdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PROJECT_ROOT, freePort, isLogWorthy, summary, toGcEvent, waitFor200, wrk } from './bench-tools.ts';

const WINDOW_MS = 10_000;
const IDLE_MS = 5_000;
const UNIQUE = 10_000;
const SENDERS = 8;
/**
 * The unique addresses' answers uncompressed: the renders are measured, not the compression. As a
 * browser asks (br), the same 2 × 10,000 took about twice as long here and left about the same RSS.
 */
const UNIQUE_HEADERS = { 'accept-encoding': 'identity' };
const CGROUP_BYTES = 512 * 1024 * 1024;
const HITS: { path: string; headers: Record<string, string> }[] = [
  { path: '/istanbul', headers: { 'accept-encoding': 'gzip' } },
  { path: '/', headers: {} },
  { path: '/yakin?lat=40.984&lng=29.058', headers: {} },
];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const mb = (n: number) => n.toFixed(0);

/** VmRSS, VmHWM, RssAnon and RssFile of `pid` in MB; null once it is gone. */
async function memoryOf(pid: number): Promise<Record<'rss' | 'hwm' | 'anon' | 'file', number> | null> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => null);
  if (status === null) return null;
  const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) / 1024;
  return { rss: field('VmRSS'), hwm: field('VmHWM'), anon: field('RssAnon'), file: field('RssFile') };
}

type MemServer = {
  child: ChildProcess;
  pid: number;
  base: string;
  healthz: number;
  /** The JS heap after V8's last collection (--trace-gc): used (committed). */
  heap: () => string;
  /** Starts a window; `peak` is the highest RSS since then. */
  mark: () => Promise<void>;
  peak: () => Promise<number>;
  rss: () => Promise<number>;
};

/** The server under test; through `sh` into `cgroupProcs` first where given (its pid is node's after exec). */
async function startServer(dir: string, log: string[], cgroupProcs: string | null): Promise<MemServer> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dir, PORT: String(port), HOST: '127.0.0.1' };
  Object.assign(env, { LOG_LEVEL: 'warn', JOBS_ENABLED: 'false' });
  // The embedded database and its default demo data, whatever the shell has.
  for (const name of ['DATABASE_URL', 'DEMO_DATA', 'TRUST_PROXY', 'NODE_OPTIONS']) delete env[name];
  const argv = [process.execPath, '--trace-gc', 'build/server/main.js'];
  // `sh` puts itself in the cgroup, then becomes node (same PID) before it allocates anything.
  const [command, ...args] = cgroupProcs ? ['sh', '-c', 'echo $$ > "$0" && exec "$@"', cgroupProcs, ...argv] : argv;
  const started = performance.now();
  const child = spawn(command!, args, { cwd: PROJECT_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const pid = child.pid!;
  let lastHeap = '?';
  let partial = '';
  child.stdout.on('data', (chunk: Buffer) => {
    const lines = (partial + chunk.toString()).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) {
      const event = toGcEvent(line);
      if (event) lastHeap = event.heap.split('->')[1]?.trim() ?? event.heap;
      else if (isLogWorthy(line)) log.push(`${line}\n`);
    }
  });
  child.stderr.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  let sampled = 0;
  let last = 0;
  const sampler = setInterval(() => {
    void memoryOf(pid).then((m) => {
      if (m) [sampled, last] = [Math.max(sampled, m.rss), m.rss];
    });
  }, 100);
  child.once('exit', () => clearInterval(sampler));
  const server: MemServer = {
    child,
    pid,
    base: `http://127.0.0.1:${port}`,
    healthz: 0,
    heap: () => lastHeap,
    mark: async () => {
      sampled = (await memoryOf(pid))?.rss ?? 0;
      await writeFile(`/proc/${pid}/clear_refs`, '5').catch(() => {});
    },
    peak: async () => Math.max(sampled, (await memoryOf(pid))?.hwm ?? 0),
    rss: async () => (await memoryOf(pid))?.rss ?? last,
  };
  try {
    server.healthz = await waitFor200(`${server.base}/healthz`, started, child, log);
    return server;
  } catch (error) {
    await stopServer(child);
    throw error;
  }
}

/** SIGINT, as a person stops it (SIGKILL after 15 s); resolves once it has exited. */
async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGINT');
  const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(killer);
}

/** A small seeded generator (mulberry32): the same addresses every run. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function uniqueAddresses(): { widgets: string[]; positions: string[] } {
  const random = seeded(40);
  const widgets = Array.from(
    { length: UNIQUE },
    (_, n) => `/widget?province=istanbul&maxItems=${3 + Math.floor(random() * 18)}&r=${n}`,
  );
  const positions = new Set<string>();
  while (positions.size < UNIQUE) {
    positions.add(`/yakin?lat=${(36 + random() * 6).toFixed(5)}&lng=${(26 + random() * 18).toFixed(5)}`);
  }
  return { widgets, positions: [...positions] };
}

/** Every path once, SENDERS at a time (UNIQUE_HEADERS); answers counted by status (0: no answer). */
async function sendAll(base: string, paths: string[]): Promise<Map<number, number>> {
  const statuses = new Map<number, number>();
  let next = 0;
  const sender = async () => {
    while (next < paths.length) {
      const url = `${base}${paths[next++]}`;
      const status = await fetch(url, { headers: UNIQUE_HEADERS, signal: AbortSignal.timeout(30_000) }).then(
        async (response) => (await response.arrayBuffer(), response.status),
        () => 0,
      );
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: SENDERS }, sender));
  return statuses;
}

const describeStatuses = (statuses: Map<number, number>) =>
  [...statuses.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${status}=${n}`)
    .join(' ');
const serverErrors = (statuses: Map<number, number>) =>
  [...statuses.entries()].filter(([status]) => status >= 500 || status === 0).reduce((sum, [, n]) => sum + n, 0);

async function rssLine(server: MemServer, what: string): Promise<number> {
  const m = await memoryOf(server.pid);
  const rss = m?.rss ?? 0;
  console.log(
    `  ${what}: RSS ${mb(rss)} MB (anonymous ${mb(m?.anon ?? 0)}, files ${mb(m?.file ?? 0)}; JS heap ${server.heap()})`,
  );
  return rss;
}

type WarmFigures = { atHealthz: number; warmPeak: number; steady: number; uniquePeak: number; after: number };

/** Items 2–4 on `dir`: a warm start, the hit runs, the unique addresses; the server is left running. */
async function warmPhases(dir: string, log: string[], cgroupProcs: string | null, onStart: (s: MemServer) => void) {
  const server = await startServer(dir, log, cgroupProcs);
  onStart(server);
  const atHealthz = await rssLine(server, `warm start: /healthz 200 after ${server.healthz.toFixed(0)} ms`);
  await server.mark();
  const page = await fetch(`${server.base}/istanbul`);
  await page.arrayBuffer();
  await sleep(WINDOW_MS);
  const warmPeak = await server.peak();
  console.log(`  GET /istanbul ${page.status}; peak over the next 10 s ${mb(warmPeak)} MB (goal ≤ 300 MB)`);
  await server.mark();
  for (const hit of HITS) {
    const run = await wrk(`${server.base}${hit.path}`, hit.headers, { seconds: 10 });
    const errors = run.errors ? `, ${run.errors}` : '';
    await rssLine(server, `wrk ${hit.path} 10 s: ${run.rps.toFixed(0)} req/s, p99 ${run.p99.toFixed(1)} ms${errors}`);
  }
  const hitPeak = await server.peak();
  await sleep(IDLE_MS);
  const steady = await rssLine(server, `5 s after the hit runs (peak during them ${mb(hitPeak)} MB; goal ≤ 256 MB)`);
  const { widgets, positions } = uniqueAddresses();
  await server.mark();
  const statuses = new Map<number, number>();
  for (const [name, paths] of [
    ['widget addresses', widgets],
    ['/yakin positions', positions],
  ] as const) {
    const started = performance.now();
    const counts = await sendAll(server.base, paths);
    for (const [status, n] of counts) statuses.set(status, (statuses.get(status) ?? 0) + n);
    const seconds = (performance.now() - started) / 1000;
    const rate = `${(paths.length / seconds).toFixed(0)}/s`;
    await rssLine(server, `${UNIQUE} unique ${name} in ${seconds.toFixed(1)} s (${rate}; ${describeStatuses(counts)})`);
  }
  const uniquePeak = await server.peak();
  await sleep(IDLE_MS);
  const after = await rssLine(server, `5 s after them (peak during them ${mb(uniquePeak)} MB; goal ≤ 300 MB)`);
  const fiveXx = serverErrors(statuses);
  console.log(`  5xx or no answer among the ${2 * UNIQUE}: ${fiveXx} (must be 0)`);
  const figures: WarmFigures = { atHealthz, warmPeak, steady, uniquePeak, after };
  return { server, figures, fiveXx };
}

/** A 512 MB memory cgroup of this run (v1, else v2), or why there is none. */
async function makeCgroup(): Promise<{ dir: string; v1: boolean } | string> {
  const name = `eczane-bench-memory-${process.pid}`;
  const v1 = '/sys/fs/cgroup/memory';
  const v2 = '/sys/fs/cgroup';
  const v2Memory = await readFile(`${v2}/cgroup.subtree_control`, 'utf8').then(
    (t) => /\bmemory\b/.test(t),
    () => false,
  );
  const [root, limitFile] = existsSync(`${v1}/memory.limit_in_bytes`)
    ? [v1, 'memory.limit_in_bytes']
    : v2Memory
      ? [v2, 'memory.max']
      : [null, ''];
  if (root === null) return 'no cgroup v1 memory controller, nor v2 with memory in its subtree_control';
  const dir = path.join(root, name);
  try {
    await mkdir(dir);
    await writeFile(path.join(dir, limitFile), String(CGROUP_BYTES));
    return { dir, v1: root === v1 };
  } catch (error) {
    await rmdir(dir).catch(() => {});
    return `cannot make ${dir}: ${error instanceof Error ? error.message : String(error)}`;
  }
}

/** failcnt (v1) or the `max` events (v2), OOM kills, the highest usage (MB), and what is charged now. */
async function cgroupCounts({ dir, v1 }: { dir: string; v1: boolean }) {
  const read = (file: string) => readFile(path.join(dir, file), 'utf8').catch(() => '');
  const field = (text: string, name: string) => Number(new RegExp(`^${name} (\\d+)`, 'm').exec(text)?.[1] ?? NaN);
  const events = await read(v1 ? 'memory.oom_control' : 'memory.events');
  const stat = await read('memory.stat');
  const inMb = (name: string) => mb(field(stat, name) / 2 ** 20);
  return {
    failcnt: v1 ? Number(await read('memory.failcnt')) : field(events, 'max'),
    oomKills: field(events, 'oom_kill'),
    maxUsage: Number(await read(v1 ? 'memory.max_usage_in_bytes' : 'memory.peak')) / 2 ** 20,
    stat: `anonymous ${inMb(v1 ? 'total_rss' : 'anon')}, files ${inMb(v1 ? 'total_cache' : 'file')}`,
  };
}

/** Item 1: the first start on an empty `dir`; the server is left running (in `running`). */
async function firstStart(dir: string, log: string[], running: { server: MemServer | null }): Promise<void> {
  const first = (running.server = await startServer(dir, log, null));
  const toHealthz = (await memoryOf(first.pid))?.hwm ?? 0;
  const atHealthz = await rssLine(
    first,
    `first start, empty data folder: /healthz 200 after ${first.healthz.toFixed(0)} ms`,
  );
  await first.mark();
  await sleep(WINDOW_MS);
  const after = await first.peak();
  await rssLine(
    first,
    `peak until /healthz ${mb(toHealthz)} MB, over the 10 s after ${mb(after)} MB (goal ≤ 400 MB); now`,
  );
  const value = `${first.healthz.toFixed(0)} ms; ${mb(toHealthz)}; ${mb(after)} MB (at 200: ${mb(atHealthz)})`;
  summary.push(['memory: first start → /healthz; peak RSS to it; 10 s after', value, '≤ 400 MB']);
}

/** Items 1–5 above, on a data folder of their own; every server stopped and the cgroup removed at the end. */
export async function benchMemory(log: string[]): Promise<void> {
  console.log('\nmemory: fits the smallest host? (RSS of `node build/server/main.js`, embedded database)');
  const dir = await mkdtemp(path.join(os.tmpdir(), 'eczane-bench-memory-'));
  const running: { server: MemServer | null } = { server: null };
  const onStart = (server: MemServer) => (running.server = server);
  let cgroup: { dir: string; v1: boolean } | null = null;
  try {
    await firstStart(dir, log, running);
    await stopServer(running.server!.child);
    const free = await warmPhases(dir, log, null, onStart);
    const f = free.figures;
    summary.push([
      'memory: warm start RSS at /healthz; peak 10 s after /istanbul',
      `${mb(f.atHealthz)}; ${mb(f.warmPeak)} MB`,
      '≤ 300 MB',
    ]);
    summary.push(['memory: 5 s after the hit runs', `${mb(f.steady)} MB`, '≤ 256 MB']);
    const unique = `${mb(f.after)} MB (${mb(f.uniquePeak)}; ${free.fiveXx})`;
    summary.push(['memory: 5 s after 2 × 10,000 unique addresses (peak; 5xx)', unique, '≤ 300 MB; 0']);
    await stopServer(free.server.child);

    const made = await makeCgroup();
    if (typeof made === 'string') {
      console.log(`memory cgroup of 512 MB: skipped (${made})`);
      summary.push(['memory: items 2–4 in a 512 MB cgroup', 'skipped', '']);
      return;
    }
    cgroup = made;
    console.log(`items 2–4 again in a 512 MB memory cgroup (${made.dir}):`);
    const procs = path.join(made.dir, 'cgroup.procs');
    const { server, figures: b, fiveXx } = await warmPhases(dir, log, procs, onStart);
    const members = (await readFile(procs, 'utf8')).split('\n');
    const same = server.child.exitCode === null && members.includes(String(server.pid));
    const { failcnt, oomKills, maxUsage, stat } = await cgroupCounts(made);
    console.log(
      `  in the cgroup: PID ${server.pid} ${same ? 'unchanged, still running in it' : 'GONE (killed or restarted)'}; ` +
        `failcnt ${failcnt}, OOM kills ${oomKills}, max usage ${mb(maxUsage)} MB; charged now: ${stat} MB (files read first by an earlier process are charged to its group); 5xx ${fiveXx}`,
    );
    const value = `${same ? 'yes' : 'NO'}; ${failcnt}; ${oomKills}; ${mb(maxUsage)} MB; ${fiveXx}`;
    summary.push(['memory, 512 MB cgroup: same PID; failcnt; OOM kills; max usage; 5xx', value, 'yes; –; 0; –; 0']);
    const rss = `${mb(b.warmPeak)}; ${mb(b.steady)}; ${mb(b.after)} MB`;
    summary.push(['memory, 512 MB cgroup: warm peak; after hits; after unique', rss, '≤ 300; 256; 300']);
  } finally {
    if (running.server) await stopServer(running.server.child);
    const removed = cgroup
      ? await rmdir(cgroup.dir).then(
          () => true,
          () => false,
        )
      : true;
    if (!removed) console.log(`  could not remove ${cgroup!.dir}: remove it by hand (rmdir)`);
    await rm(dir, { recursive: true, force: true });
  }
}
