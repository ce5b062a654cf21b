import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The HTTP tooling of `npm run bench` (scripts/bench.ts): starting and stopping the project's
 * server, a bare `node:http` server with the same bytes, wrk runs and tables.
 */

export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const WRK_SECONDS = 5;
export const WRK_CONNECTIONS = 50;

/**
 * Whether a server under wrk can have a CPU of its own: with taskset (util-linux) and two CPUs or
 * more. On two cores, the server and a two-thread wrk took turns on both, and the same page's
 * 2-second runs ranged 5,600–15,400 req/s with p99 6–43 ms; with the server on CPU 0 and wrk on
 * CPU 1, 13,100–15,800 req/s with p99 6–9 ms in most runs (2026-11-26, this 2-core machine).
 */
export const CAN_PIN = os.availableParallelism() >= 2 && spawnSync('taskset', ['--version']).status === 0;

/** Moves a process and all its threads to `cpus` (a taskset list: "0", "0-1"); false if it cannot. */
export function pinProcess(pid: number | undefined, cpus: string): boolean {
  if (!CAN_PIN || pid === undefined) return false;
  return spawnSync('taskset', ['-a', '-p', '-c', cpus, String(pid)], { stdio: 'ignore' }).status === 0;
}

/** Every CPU, as a taskset list: where a pinned server goes back to. */
export const ALL_CPUS = `0-${os.availableParallelism() - 1}`;

/** Lines of the final table, filled by every measure: label, value, goal. */
export const summary: [string, string, string][] = [];

/**
 * The machine's speed right now: milliseconds for a fixed loop of 300 million steps. The 2-core
 * machines here run it in ~600 ms when their host is quiet and twice that when it is not, and
 * every other number of a run moves with it: read them together.
 */
export function cpuCheck(): number {
  const started = performance.now();
  let sum = 0;
  for (let i = 0; i < 300_000_000; i++) sum += i % 7;
  if (sum < 0) throw new Error('unreachable');
  return performance.now() - started;
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Polls `url` until it answers 200; returns the time it took since `started`. */
export async function waitFor200(url: string, started: number, child: ChildProcess, log: string[]): Promise<number> {
  const deadline = performance.now() + 30_000;
  while (performance.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${log.join('')}`);
    const status = await fetch(url).then(
      async (r) => {
        await r.arrayBuffer();
        return r.status;
      },
      () => 0,
    );
    if (status === 200) return performance.now() - started;
    await new Promise((r) => setTimeout(r, 5));
  }
  throw new Error(`${url} not 200 after 30 s:\n${log.join('')}`);
}

/**
 * The server under test runs with `--trace-gc`: its collections, in order, with their pauses.
 * Under the hit runs a young collection takes ~0.3 ms; p99 follows the longest pauses (a server
 * whose request objects were pretenured collected for ~21 ms every ~0.1 s, ADR 0003).
 */
export type GcEvent = {
  kind: 'young' | 'full';
  pauseMs: number;
  /** The heap before and after, as V8 writes it: `205.7 (320.2) -> 43.7 (210.2) MB` (used (committed)). */
  heap: string;
  /** Why V8 collected: `finalize incremental marking via task; GC in old space requested`. */
  reason: string;
};

export type AppServer = {
  child: ChildProcess;
  base: string;
  healthz: number;
  page: number;
  cpu: number | null;
  gc: GcEvent[];
};

/** `[pid:0x…]   1234 ms: Scavenge 71.5 (110.7) -> 45.1 (110.7) MB, pooled: 0 MB, 0.30 / 0.00 ms …` */
const GC_TRACE =
  /^\[\d+:0x[0-9a-f]+\]\s+\d+ ms: (Scavenge|Minor Mark-Sweep|Mark-Compact)\b (.*?MB), (?:pooled: [\d.]+ MB, )?([\d.]+) \/ [\d.]+ ms/;

export function toGcEvent(line: string): GcEvent | null {
  const match = GC_TRACE.exec(line);
  if (!match) return null;
  return {
    kind: match[1] === 'Mark-Compact' ? 'full' : 'young',
    pauseMs: Number(match[3]),
    heap: match[2]!,
    reason: line.slice(line.lastIndexOf(')') + 1).trim(),
  };
}

/** Young collections' count, median and longest pause, and the full ones', as one line. */
export function describeGc(events: GcEvent[]): string {
  const young = events.filter((event) => event.kind === 'young').map((event) => event.pauseMs);
  const full = events.filter((event) => event.kind === 'full').map((event) => event.pauseMs);
  const pauses = (list: number[]) =>
    list.length === 0 ? '' : ` (median ${median(list).toFixed(1)}, max ${Math.max(...list).toFixed(1)} ms)`;
  return `${young.length} young${pauses(young)}, ${full.length} full${pauses(full)}`;
}

/** Each full collection on a line of its own: its pause, the heap before and after, and V8's reason. */
export function describeFullGcs(events: GcEvent[]): string[] {
  return events
    .filter((event) => event.kind === 'full')
    .map((event) => `full collection: ${event.pauseMs.toFixed(1)} ms, heap ${event.heap}, ${event.reason}`);
}

/** The CPU time a process has used (Linux /proc; null elsewhere): unlike wall time, a busy machine barely changes it. */
export async function cpuTimeOf(pid: number | undefined): Promise<number | null> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

/**
 * A line of the server's standard output worth keeping in the bench's log: not empty, and not the
 * address it prints for the person who started it (server/start-messages.ts, readyLine).
 */
export function isLogWorthy(line: string): boolean {
  return line.trim() !== '' && !line.startsWith('Nöbetçi Eczane hazır: ');
}

/** `extraEnv`: settings of this server only (`TRUST_PROXY` for the abuse measures, scripts/bench-abuse.ts). */
export async function startAppServer(
  dir: string,
  log: string[],
  extraEnv: Record<string, string> = {},
): Promise<AppServer> {
  const port = await freePort();
  const env = {
    ...process.env,
    DATA_DIR: dir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    JOBS_ENABLED: 'false',
    DEMO_DATA: 'true',
    ...extraEnv,
  };
  const started = performance.now();
  const child = spawn(process.execPath, ['--trace-gc', 'build/server/main.js'], {
    cwd: PROJECT_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // V8 writes its GC trace to stdout, among the server's own lines: those go to the log.
  const gc: GcEvent[] = [];
  let partial = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    const lines = (partial + chunk.toString()).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) {
      const event = toGcEvent(line);
      if (event) gc.push(event);
      else if (isLogWorthy(line)) log.push(`${line}\n`);
    }
  });
  child.stderr?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  const base = `http://127.0.0.1:${port}`;
  try {
    const healthz = await waitFor200(`${base}/healthz`, started, child, log);
    const cpu = await cpuTimeOf(child.pid);
    const page = await waitFor200(`${base}/istanbul`, started, child, log);
    return { child, base, healthz, page, cpu, gc };
  } catch (error) {
    await stopServer(child);
    throw error;
  }
}

export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** The raw bytes of an answer (not decompressed), with its content type and encoding. */
export function getRaw(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: Buffer; type: string; encoding: string; headers: string[] }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks),
            type: String(res.headers['content-type'] ?? ''),
            encoding: String(res.headers['content-encoding'] ?? 'identity'),
            headers: res.rawHeaders,
          }),
        );
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

export type WrkResult = { rps: number; p99: number; errors: string | null };

/** One run as wrk reported it: its median too, and its whole output (what a script's `done` printed). */
export type WrkRun = WrkResult & { p50: number; output: string };

export function toMs(value: string): number {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(value);
  if (!match) return Number.NaN;
  const n = Number(match[1]);
  return match[2] === 'us' ? n / 1000 : match[2] === 'ms' ? n : match[2] === 's' ? n * 1000 : n * 60_000;
}

/**
 * One wrk run; `script` is a Lua file, e.g. one that varies the query. With `cpu` (and CAN_PIN),
 * wrk runs on that CPU with one thread; else with two threads wherever the system puts them.
 */
export function wrk(
  url: string,
  headers: Record<string, string>,
  options: { script?: string; connections?: number; seconds?: number; cpu?: number } = {},
): Promise<WrkRun> {
  const { script, connections = WRK_CONNECTIONS, seconds = WRK_SECONDS, cpu } = options;
  const pinned = cpu !== undefined && CAN_PIN;
  const args = [pinned ? '-t1' : '-t2', `-c${connections}`, `-d${seconds}s`, '--timeout', '10s', '--latency'];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  if (script) args.push('-s', script);
  args.push(url);
  return new Promise((resolve, reject) => {
    const child = pinned
      ? spawn('taskset', ['-c', String(cpu), 'wrk', ...args], { stdio: ['ignore', 'pipe', 'pipe'] })
      : spawn('wrk', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new Error('wrk is not installed: `apt-get install -y wrk` (Debian) and run again.')
          : error,
      ),
    );
    child.on('exit', (code) => {
      const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1]);
      const p99 = toMs(/^\s+99%\s+(\S+)/m.exec(out)?.[1] ?? '');
      const p50 = toMs(/^\s+50%\s+(\S+)/m.exec(out)?.[1] ?? '');
      const non2xx = /Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1];
      const socket = /Socket errors: (.*)/.exec(out)?.[1];
      if (code !== 0 || !Number.isFinite(rps)) {
        reject(new Error(`wrk failed (${code}):\n${out}`));
        return;
      }
      const errors = [non2xx ? `${non2xx} non-2xx` : null, socket ? `socket errors: ${socket}` : null]
        .filter(Boolean)
        .join(', ');
      resolve({ rps, p99, p50, errors: errors || null, output: out });
    });
  });
}

export function printTable(header: string[], rows: string[][]): void {
  const lines = [header, ...rows];
  const widths = header.map((_, c) => Math.max(...lines.map((l) => (l[c] ?? '').length)));
  const format = (l: string[]) =>
    l.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join('  ');
  console.log(`${format(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const line of rows) console.log(format(line));
}

/** Runs of one measure as one: their mean req/s, their worst p99, and every error they had. */
export function combineRuns(runs: WrkResult[]): WrkResult {
  return {
    rps: runs.reduce((sum, run) => sum + run.rps, 0) / runs.length,
    p99: Math.max(...runs.map((run) => run.p99)),
    errors:
      runs
        .map((run) => run.errors)
        .filter(Boolean)
        .join('; ') || null,
  };
}
