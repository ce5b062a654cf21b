/**
 * `npm run bench`: throughput of the real production server against a trivial
 * static-file server on the same machine. Seeds a temporary DATA_DIR with 130
 * İstanbul pharmacies, starts `node server/main.ts`, and runs autocannon
 * against each target one after another (the machine has few cores).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
// @ts-expect-error -- autocannon ships no type declarations; see AutocannonRun below.
import autocannonUntyped from 'autocannon';
import { addDays, getDutyDate } from '#app/domain/time/duty-window.ts';
import { toIstanbulDate } from '#app/domain/time/istanbul-clock.ts';
import { PROVINCES, listDistricts } from '#app/domain/geo/geo.server.ts';
import { startServices } from '#app/services.server.ts';
import { startListingFixtureServer } from '#tests/support/listing-fixture-server.ts';

type AutocannonResult = {
  requests: { average: number };
  latency: { p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
};
type AutocannonRun = (options: {
  url: string;
  connections: number;
  duration: number;
  headers: Record<string, string>;
}) => Promise<AutocannonResult>;
const autocannon = autocannonUntyped as AutocannonRun;

type Row = { target: string; rps: number; p99: number };

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ISTANBUL_PHARMACIES = 130;
const BULK_RECORDS = 5000;
const DURATION_S = 8;
const CONNECTIONS = 10;
const IDENTITY = { 'accept-encoding': 'identity' };

function ensureBuild(): void {
  if (existsSync(path.join(root, 'build/server/index.js'))) return;
  console.log('No production build found, running `npx react-router build`…');
  const result = spawnSync('npx', ['react-router', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('react-router build failed');
}

function rosterLine(i: number, province: string, district: string): string {
  const phone = `0216 ${String(100 + (i % 900)).padStart(3, '0')} ${String(i % 100).padStart(2, '0')} ${String((i * 7) % 100).padStart(2, '0')}`;
  return `Eczane Adı: Bench ${i} | Konum: ${province} | İlçe: ${district} | Telefon: ${phone} | Adres: Bench Sokak No: ${i}, ${district}`;
}

function istanbulText(): string {
  const districts = listDistricts('istanbul');
  return Array.from({ length: ISTANBUL_PHARMACIES }, (_, i) =>
    rosterLine(i + 1, 'İstanbul', districts[i % districts.length]!.name),
  ).join('\n');
}

function bulkText(): string {
  return Array.from({ length: BULK_RECORDS }, (_, i) => {
    const province = PROVINCES[i % PROVINCES.length]!;
    const districts = listDistricts(province.slug);
    return rosterLine(i + 1, province.name, districts[i % districts.length]?.name ?? 'Merkez');
  }).join('\n');
}

/** Seeds a database in-process (the İstanbul page, then a timed import of 5,000 records), then closes it. */
async function seed(env: Record<string, string>, label: string): Promise<void> {
  const services = await startServices({ env, purpose: 'bench', jobs: false });
  try {
    const dutyDate = getDutyDate(new Date());
    const ist = await services.importRosterText(istanbulText(), { dutyDate, source: 'import', fetchedAt: new Date() });
    if (!ist.success || ist.insertedCount !== ISTANBUL_PHARMACIES) {
      throw new Error(`İstanbul import inserted ${ist.insertedCount}/${ISTANBUL_PHARMACIES}: ${ist.error ?? ''}`);
    }
    const text = bulkText();
    const started = performance.now();
    const bulk = await services.importRosterText(text, {
      dutyDate: addDays(dutyDate, 1),
      source: 'import',
      fetchedAt: new Date(),
    });
    const ms = performance.now() - started;
    if (!bulk.success || bulk.insertedCount !== BULK_RECORDS)
      throw new Error(`bulk import inserted ${bulk.insertedCount}/${BULK_RECORDS}`);
    console.log(
      `import ${BULK_RECORDS.toLocaleString('en-US')} records, ${label}: ${ms.toFixed(0)} ms ` +
        `(${bulk.rosters.length} provinces; parsing, writing and the snapshot rebuild)`,
    );
  } finally {
    await services.close();
  }
}

/** The same import on PostgreSQL (TEST_DATABASE_URL, else a local server), in a throw-away database. */
async function benchPostgresImport(): Promise<void> {
  const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
  } catch (error) {
    console.log(
      `import on PostgreSQL: skipped (${serverUrl} not reachable: ${error instanceof Error ? error.message : String(error)})`,
    );
    return;
  }
  const name = `eczane_bench_${process.pid}`;
  try {
    await admin.query(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    await seed({ DATABASE_URL: url.toString(), DEMO_DATA: 'true', LOG_LEVEL: 'silent' }, 'PostgreSQL');
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

/** A full 81-province scrape from the local fixture source, on its own throw-away database. */
async function benchScrape(): Promise<void> {
  const fixture = await startListingFixtureServer({ today: toIstanbulDate(new Date()) });
  const dir = await mkdtemp(path.join(os.tmpdir(), 'eczane-bench-scrape-'));
  const env = {
    DATA_DIR: dir,
    DEMO_DATA: 'false',
    LOG_LEVEL: 'silent',
    LISTING_SOURCE_URL: fixture.url,
    FETCH_ALLOW_HOSTS: fixture.hostPort,
  };
  const services = await startServices({ env, purpose: 'bench scrape', jobs: false });
  try {
    const started = performance.now();
    const summary = await services.scraper.run({ trigger: 'cli' });
    const ms = performance.now() - started;
    const imported = summary.outcomes.filter((o) => o.status === 'imported').length;
    console.log(
      `full scrape, 81 provinces from the local fixture source: ${(ms / 1000).toFixed(1)} s ` +
        `(${imported}/81 imported, ${summary.run.insertedCount} rows; the old product took 2-5 min)`,
    );
  } finally {
    await services.close();
    await fixture.close();
    await rm(dir, { recursive: true, force: true });
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function waitHealthy(base: string, child: ChildProcess, log: string[]): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${log.join('')}`);
    const status = await fetch(`${base}/healthz`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`server not healthy after 30 s:\n${log.join('')}`);
}

async function startAppServer(dir: string, log: string[]): Promise<{ child: ChildProcess; base: string }> {
  const port = await freePort();
  const env = {
    ...process.env,
    DATA_DIR: dir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    JOBS_ENABLED: 'false',
    DEMO_DATA: 'true',
  };
  const started = performance.now();
  const child = spawn(process.execPath, ['server/main.ts'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitHealthy(base, child, log);
  } catch (error) {
    await stopServer(child);
    throw error;
  }
  console.log(
    `server cold start, existing database (spawn → first /healthz 200): ${(performance.now() - started).toFixed(0)} ms`,
  );
  return { child, base };
}

function startStaticServer(html: string): Promise<{ server: http.Server; base: string }> {
  const body = Buffer.from(html);
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': body.length });
    res.end(body);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, base: `http://127.0.0.1:${(server.address() as net.AddressInfo).port}` }),
    );
  });
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** Fetches the İstanbul page once, checks it, and returns its HTML. */
async function checkIstanbulPage(base: string): Promise<string> {
  const res = await fetch(`${base}/istanbul`, { headers: IDENTITY });
  const html = await res.text();
  if (res.status !== 200) throw new Error(`GET /istanbul answered ${res.status}`);
  const cards = html.split('<article').length - 1;
  if (cards !== ISTANBUL_PHARMACIES)
    throw new Error(`GET /istanbul shows ${cards} pharmacy cards, expected ${ISTANBUL_PHARMACIES}`);
  const raw = Buffer.byteLength(html);
  console.log(
    `/istanbul: ${cards} cards, ${(raw / 1024).toFixed(1)} KiB raw, ${(gzipSync(html).length / 1024).toFixed(1)} KiB gzip`,
  );
  return html;
}

async function measure(target: string, url: string, headers: Record<string, string>): Promise<Row> {
  console.log(`benchmarking ${target} (${DURATION_S} s, ${CONNECTIONS} connections)…`);
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
  const failures = result.non2xx + result.errors + result.timeouts;
  if (failures > 0)
    throw new Error(`${target}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`);
  return { target, rps: result.requests.average, p99: result.latency.p99 };
}

function printTable(rows: Row[], baseline: Row): void {
  const lines = [
    ['target', 'req/s', 'p99 ms', 'vs static'],
    ...rows.map((r) => [r.target, r.rps.toFixed(0), r.p99.toFixed(1), `${(r.rps / baseline.rps).toFixed(2)}× static`]),
  ];
  const widths = lines[0]!.map((_, c) => Math.max(...lines.map((l) => l[c]!.length)));
  const format = (l: string[]) =>
    l.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join('  ');
  console.log(`\n${format(lines[0]!)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const line of lines.slice(1)) console.log(format(line));
}

async function main(): Promise<void> {
  ensureBuild();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'eczane-bench-'));
  const log: string[] = [];
  let app: { child: ChildProcess; base: string } | null = null;
  let stat: { server: http.Server; base: string } | null = null;
  try {
    await benchScrape();
    await seed({ DATA_DIR: dir, DEMO_DATA: 'true', LOG_LEVEL: 'silent', NODE_ENV: 'production' }, 'PGlite');
    await benchPostgresImport();
    app = await startAppServer(dir, log);
    const html = await checkIstanbulPage(app.base);
    stat = await startStaticServer(
      `<!doctype html><html><body><pre>${'x'.repeat(Math.max(0, Buffer.byteLength(html) - 50))}</pre></body></html>`,
    );
    const rows = [
      await measure('GET /istanbul', `${app.base}/istanbul`, IDENTITY),
      await measure('GET /istanbul (gzip)', `${app.base}/istanbul`, { 'accept-encoding': 'gzip' }),
      await measure('GET /', `${app.base}/`, IDENTITY),
      await measure('static baseline', `${stat.base}/`, IDENTITY),
    ];
    printTable(rows, rows[rows.length - 1]!);
  } finally {
    if (app) await stopServer(app.child);
    if (stat) stat.server.close();
    await rm(dir, { recursive: true, force: true });
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
