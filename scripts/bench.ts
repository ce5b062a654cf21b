/**
 * `npm run bench`: one run, under two minutes, of everything issue 11 measures.
 *
 * 1. Import of 5,000 records (81 provinces, parsing included) on PGlite and, when reachable, on
 *    PostgreSQL: the first import in a fresh process (as the CLI runs it) and the median of
 *    three repeats (as a running server imports).
 * 2. Cold start on the existing database just seeded: spawn `node server/main.ts` → first 200
 *    of `/healthz` and of the İstanbul page (after one start that retires the demo data and
 *    fills Node's compile cache, as any restart of a deployed server finds them).
 * 3. wrk (50 connections) against the production server and against a bare `node:http` server
 *    answering the same bytes from memory (taken from the project's own answers, identity and
 *    gzip), for the İstanbul page (130 pharmacies) and the landing page: req/s, p99, ratio.
 * 4. Cache-miss renders of the İstanbul page: wrk adds a new query (`?miss=<n>`) to every
 *    request, so the edge cache never holds the answer and every request is routed and rendered
 *    (past 32 variants of one path the edge cache stops storing them: this measures rendering,
 *    not compressing into the cache).
 * 5. Public JavaScript per page, gzip: every `<script src>` and `<link rel="modulepreload">` the
 *    served HTML references (fetched and gzipped here), and the inline scripts apart.
 *
 * `--scrape` adds a full 81-province scrape from the local fixture source.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { addDays, getDutyDate } from '#app/domain/time/duty-window.ts';
import { toIstanbulDate } from '#app/domain/time/istanbul-clock.ts';
import { PROVINCES, listDistricts } from '#app/domain/geo/geo.server.ts';
import { countIndexedPharmacies, findNearestPharmacies } from '#app/domain/geo/nearest.ts';
import type { Snapshot } from '#app/domain/roster/snapshot.ts';
import { startServices } from '#app/services.server.ts';
import { startListingFixtureServer } from '#tests/support/listing-fixture-server.ts';
import {
  PROJECT_ROOT,
  WRK_CONNECTIONS,
  WRK_SECONDS,
  median,
  printTable,
  startAppServer,
  startBareServer,
  stopServer,
  takePage,
  wrk,
  type AppServer,
} from './bench-tools.ts';

const ISTANBUL_PHARMACIES = 130;
const BULK_RECORDS = 5000;
const COLD_STARTS = 3;
/** Renders are CPU-bound: more connections only queue (and time out) on two cores. */
const MISS_CONNECTIONS = 10;
const JS_PAGES = [
  '/',
  '/istanbul',
  '/istanbul/kadikoy',
  '/widget-generator',
  '/widget?province=Giresun&district=&theme=modern&showHeader=true&showPhone=true&maxItems=5',
];

/** Lines of the final table: label, value, goal. */
const summary: [string, string, string][] = [];

function ensureBuild(): void {
  if (existsSync(path.join(PROJECT_ROOT, 'build/server/index.js'))) return;
  console.log('No production build found, running `npx react-router build`…');
  const result = spawnSync('npx', ['react-router', 'build'], { cwd: PROJECT_ROOT, stdio: 'inherit' });
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

/**
 * Seeds a database in-process (the İstanbul page, then timed imports of 5,000 records), then
 * closes it. Returns the first import's time and the median of three repeats.
 */
async function seed(env: Record<string, string>, label: string): Promise<void> {
  const services = await startServices({ env, purpose: 'bench', jobs: false });
  try {
    const dutyDate = getDutyDate(new Date());
    const ist = await services.importRosterText(istanbulText(), { dutyDate, source: 'import', fetchedAt: new Date() });
    if (!ist.success || ist.insertedCount !== ISTANBUL_PHARMACIES) {
      throw new Error(`İstanbul import inserted ${ist.insertedCount}/${ISTANBUL_PHARMACIES}: ${ist.error ?? ''}`);
    }
    const text = bulkText();
    const times: number[] = [];
    const cpuTimes: number[] = [];
    for (let run = 0; run < 4; run++) {
      const started = performance.now();
      const cpu = process.cpuUsage();
      const bulk = await services.importRosterText(text, {
        dutyDate: addDays(dutyDate, 1),
        source: 'import',
        fetchedAt: new Date(),
      });
      times.push(performance.now() - started);
      const used = process.cpuUsage(cpu);
      cpuTimes.push((used.user + used.system) / 1000);
      if (!bulk.success || bulk.insertedCount !== BULK_RECORDS)
        throw new Error(`bulk import inserted ${bulk.insertedCount}/${BULK_RECORDS}`);
    }
    const [first, ...repeats] = times as [number, ...number[]];
    console.log(
      `import ${BULK_RECORDS.toLocaleString('en-US')} records (81 provinces; parsing, writing, snapshot rebuild), ${label}: ` +
        `first ${first.toFixed(0)} ms, repeats ${repeats.map((t) => t.toFixed(0)).join(' / ')} ms ` +
        `(this process's CPU time: ${cpuTimes.map((t) => t.toFixed(0)).join(' / ')} ms)`,
    );
    if (label === 'PGlite') benchNearest(services.snapshots.get(), addDays(dutyDate, 1));
    const goal = label === 'PGlite' ? '≤ 500 ms' : '≤ 300 ms';
    summary.push([
      `import 5,000, ${label}: first / median repeat`,
      `${first.toFixed(0)} / ${median(repeats).toFixed(0)} ms`,
      goal,
    ]);
  } finally {
    await services.close();
  }
}

/**
 * The nearest-pharmacy query in process, over every roster in force on the day of the bulk
 * import (its 5,000 records and the demo rosters): the first query builds the index.
 */
function benchNearest(snapshot: Snapshot, dutyDate: string): void {
  const now = new Date(`${dutyDate}T09:00:00Z`); // 12:00 in Istanbul
  let started = performance.now();
  findNearestPharmacies(snapshot, { lat: 41.0, lng: 29.0 }, { now });
  const build = performance.now() - started;
  const indexed = countIndexedPharmacies(snapshot, now);
  // A fixed sequence of points across Türkiye's bounding box (the same every run).
  let seedValue = 42;
  const next = () => (seedValue = (seedValue * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const times: number[] = [];
  for (let i = 0; i < 1000; i++) {
    const point = { lat: 36 + next() * 6, lng: 26 + next() * 19 };
    started = performance.now();
    findNearestPharmacies(snapshot, point, { now });
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const p50 = times[500]!;
  const p99 = times[990]!;
  console.log(
    `nearest query over ${indexed.toLocaleString('en-US')} pharmacies in force: index built in ${build.toFixed(1)} ms, ` +
      `1,000 random points p50 ${p50.toFixed(3)} ms, p99 ${p99.toFixed(3)} ms`,
  );
  summary.push([`nearest query, ${indexed} pharmacies: p50 / p99`, `${p50.toFixed(2)} / ${p99.toFixed(2)} ms`, '']);
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
    summary.push(['import 5,000, PostgreSQL', 'not reachable', '≤ 300 ms']);
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
    const result = await services.scraper.run({ trigger: 'cli' });
    const ms = performance.now() - started;
    const imported = result.outcomes.filter((o) => o.status === 'imported').length;
    console.log(
      `full scrape, 81 provinces from the local fixture source: ${(ms / 1000).toFixed(1)} s ` +
        `(${imported}/81 imported, ${result.run.insertedCount} rows)`,
    );
    summary.push(['full scrape, 81 provinces (fixture source)', `${(ms / 1000).toFixed(1)} s`, '']);
  } finally {
    await services.close();
    await fixture.close();
    await rm(dir, { recursive: true, force: true });
  }
}

/** Starts the server COLD_STARTS + 1 times on the seeded database; the last one stays up. */
async function benchColdStart(dir: string, log: string[]): Promise<AppServer> {
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

async function benchThroughput(app: AppServer, dir: string): Promise<void> {
  const pages = [await takePage(app.base, '/istanbul', ISTANBUL_PHARMACIES), await takePage(app.base, '/')];
  const bare = await startBareServer(pages, dir);
  try {
    const rows: string[][] = [];
    for (const page of pages) {
      for (const encoding of ['identity', 'gzip'] as const) {
        const headers = { 'accept-encoding': encoding };
        const label = `GET ${page.path} (${encoding})`;
        console.log(
          `wrk ${label}: project, then bare node:http (${WRK_SECONDS} s each, ${WRK_CONNECTIONS} connections)…`,
        );
        const project = await wrk(`${app.base}${page.path}`, headers);
        const baseline = await wrk(`${bare.base}${page.path}`, headers);
        if (project.errors) console.log(`  project: ${project.errors}`);
        const ratio = project.rps / baseline.rps;
        rows.push([
          label,
          project.rps.toFixed(0),
          project.p99.toFixed(1),
          baseline.rps.toFixed(0),
          baseline.p99.toFixed(1),
          `${ratio.toFixed(2)}×`,
        ]);
        summary.push([
          `${label}: project vs bare req/s; p99`,
          `${ratio.toFixed(2)}×; ${project.p99.toFixed(1)} ms`,
          '≥ 0.8×; ≤ 10 ms',
        ]);
      }
    }
    // The nearest page beside the province page (edge-cached like it; no bare counterpart).
    const nearest = '/yakin?lat=40.984&lng=29.058';
    console.log(`wrk GET ${nearest} (identity): project (${WRK_SECONDS} s, ${WRK_CONNECTIONS} connections)…`);
    const yakin = await wrk(`${app.base}${nearest}`, { 'accept-encoding': 'identity' });
    if (yakin.errors) console.log(`  project: ${yakin.errors}`);
    rows.push([`GET /yakin (identity)`, yakin.rps.toFixed(0), yakin.p99.toFixed(1), '', '', '']);
    summary.push(['GET /yakin (identity): req/s; p99', `${yakin.rps.toFixed(0)}; ${yakin.p99.toFixed(1)} ms`, '']);
    printTable(['target', 'project req/s', 'p99 ms', 'bare req/s', 'p99 ms', 'ratio'], rows);
  } finally {
    await stopServer(bare.child);
  }
}

async function benchCacheMiss(app: AppServer): Promise<void> {
  const script = path.join(os.tmpdir(), `eczane-bench-miss-${process.pid}.lua`);
  // A new query per request (wrk thread and counter): never in the edge cache.
  await writeFile(
    script,
    `local threads = 0
setup = function(thread)
  threads = threads + 1
  thread:set("id", threads)
end
local n = 0
request = function()
  n = n + 1
  return wrk.format(nil, "/istanbul?miss=" .. id .. "-" .. n)
end
`,
  );
  try {
    console.log(
      `wrk GET /istanbul?miss=<new each time> (cache misses, identity, ${MISS_CONNECTIONS} connections, ${WRK_SECONDS} s)…`,
    );
    const result = await wrk(
      `${app.base}/istanbul`,
      { 'accept-encoding': 'identity' },
      { script, connections: MISS_CONNECTIONS },
    );
    if (result.errors) console.log(`  ${result.errors}`);
    console.log(`cache-miss renders of /istanbul: ${result.rps.toFixed(0)} req/s, p99 ${result.p99.toFixed(1)} ms`);
    summary.push(['cache-miss renders /istanbul (req/s)', result.rps.toFixed(0), '≥ 800']);
  } finally {
    await rm(script, { force: true });
  }
}

/** The scripts and module preloads a page's HTML references, and its inline scripts. */
async function benchPageScripts(base: string): Promise<void> {
  const rows: string[][] = [];
  const gzipped = new Map<string, number>();
  const staticImports = new Map<string, string[]>();
  for (const pagePath of JS_PAGES) {
    const res = await fetch(`${base}${pagePath}`);
    const html = await res.text();
    if (res.status !== 200) throw new Error(`GET ${pagePath} answered ${res.status}`);
    const urls = new Set<string>();
    for (const match of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)) urls.add(match[1]!);
    for (const match of html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*>/g)) {
      const href = /\bhref="([^"]+)"/.exec(match[0])?.[1];
      if (href) urls.add(href);
    }
    let external = 0;
    // Every file the page loads at once: the ones it names, and what those import statically.
    const queue = [...urls].map((url) => new URL(url.replaceAll('&amp;', '&'), `${base}${pagePath}`).toString());
    const counted = new Set<string>();
    while (queue.length > 0) {
      const absolute = queue.shift()!;
      if (counted.has(absolute)) continue;
      counted.add(absolute);
      if (!gzipped.has(absolute)) {
        const file = await fetch(absolute, { headers: { 'accept-encoding': 'identity' } });
        if (file.status !== 200) throw new Error(`${absolute} (from ${pagePath}) answered ${file.status}`);
        const code = Buffer.from(await file.arrayBuffer());
        gzipped.set(absolute, gzipSync(code, { level: 9 }).length);
        staticImports.set(
          absolute,
          [...code.toString('utf8').matchAll(/\bfrom\s*"(\.{1,2}\/[^"]+\.js)"/g)].map((m) =>
            new URL(m[1]!, absolute).toString(),
          ),
        );
      }
      external += gzipped.get(absolute)!;
      queue.push(...(staticImports.get(absolute) ?? []));
    }
    // JSON-LD and other data blocks are not JavaScript.
    const inline = [
      ...html.matchAll(
        /<script\b(?![^>]*\bsrc=)(?![^>]*\btype="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g,
      ),
    ]
      .map((m) => m[1]!)
      .filter((code) => code.trim() !== '')
      .join('\n');
    const inlineGzip = inline === '' ? 0 : gzipSync(inline, { level: 9 }).length;
    const shortPath = pagePath.length > 24 ? `${pagePath.slice(0, 21)}…` : pagePath;
    rows.push([shortPath, String(counted.size), (external / 1024).toFixed(1), (inlineGzip / 1024).toFixed(1)]);
    summary.push([`JS gzip ${shortPath} (files + inline)`, `${((external + inlineGzip) / 1024).toFixed(1)} KiB`, '']);
  }
  console.log(
    '\npublic JavaScript per page (gzip -9 of each file, static imports followed; inline <script> apart, JSON-LD not counted)',
  );
  printTable(['page', 'files', 'files KiB', 'inline KiB'], rows);
}

async function main(): Promise<void> {
  const started = performance.now();
  ensureBuild();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'eczane-bench-'));
  const log: string[] = [];
  let app: AppServer | null = null;
  try {
    if (process.argv.includes('--scrape')) await benchScrape();
    await seed({ DATA_DIR: dir, DEMO_DATA: 'true', LOG_LEVEL: 'silent', NODE_ENV: 'production' }, 'PGlite');
    await benchPostgresImport();
    app = await benchColdStart(dir, log);
    await benchThroughput(app, dir);
    await benchCacheMiss(app);
    await benchPageScripts(app.base);
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
