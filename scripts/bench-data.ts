/**
 * The bench's in-process data measures (scripts/bench.ts, items 1 and `--scrape`): imports of
 * 5,000 records on PGlite and PostgreSQL, the nearest-pharmacy query over every roster in force,
 * and a full scrape from the local fixture source; and the real İstanbul day scripts/bench-pages.ts weighs.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { addDays, getDutyDate } from '#app/domain/time/duty-window.ts';
import { PROVINCES, listDistricts, requireProvinceBySlug } from '#app/domain/geo/geo.server.ts';
import { countIndexedPharmacies, findNearestPharmacies } from '#app/domain/geo/nearest.ts';
import type { Snapshot } from '#app/domain/roster/snapshot.ts';
import { startServices } from '#app/services.server.ts';
import { parseCollectApiResponse } from '#app/sources/collectapi/parse.ts';
import { startSourceFixtureServers } from '#tests/support/source-fixtures/server.ts';
import { PROJECT_ROOT, median, summary } from './bench-tools.ts';

export const ISTANBUL_PHARMACIES = 130;
const BULK_RECORDS = 5000;

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
export async function seed(env: Record<string, string>, label: string): Promise<void> {
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
export async function benchPostgresImport(): Promise<void> {
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

/**
 * A full 81-province scrape through each province's source chain, from the local fixture source (every
 * host, the paid APIs keyed) at the polite default of one request a second per host, on its own
 * throw-away database: its time, where lists came from, and the busiest second of any host.
 */
export async function benchScrape(): Promise<void> {
  const sources = await startSourceFixtureServers({ today: getDutyDate(new Date()) });
  const dir = await mkdtemp(path.join(os.tmpdir(), 'eczane-bench-scrape-'));
  const env = {
    DATA_DIR: dir,
    DEMO_DATA: 'false',
    LOG_LEVEL: 'silent',
    SOURCE_HOST_MAP: sources.hostMap,
    COLLECTAPI_KEY: 'fikstur-anahtari',
    NOSYAPI_KEY: 'fikstur-anahtari',
  };
  const services = await startServices({ env, purpose: 'bench scrape', jobs: false });
  try {
    const started = performance.now();
    const result = await services.scraper.run({ trigger: 'cli' });
    const ms = performance.now() - started;
    const imported = result.outcomes.filter((o) => o.status === 'imported').length;
    const checked = result.outcomes.filter((o) => o.check).length;
    const perHost = new Map<string, number>();
    for (const entry of sources.log) perHost.set(entry.host, (perHost.get(entry.host) ?? 0) + 1);
    const busiest = sources.busiestSecond();
    console.log(
      `full scrape, 81 provinces through their source chains (fixture source, 1 request/s per host): ` +
        `${(ms / 1000).toFixed(1)} s (${imported}/81 imported, ${checked} cross-checked, ${result.run.insertedCount} rows); ` +
        `${perHost.size} hosts, the busiest: ${[...perHost]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 6)
          .map(([host, n]) => `${host} ${n}`)
          .join(', ')}; ` +
        `busiest second: ${busiest.count} request(s) to ${busiest.host}`,
    );
    summary.push(['full scrape, 81 provinces (fixture source, polite)', `${(ms / 1000).toFixed(1)} s`, '']);
  } finally {
    await services.close();
    await sources.close();
    await rm(dir, { recursive: true, force: true });
  }
}

/** What real sources served, recorded beside the project; not in the repository (skipped when absent). */
const REAL_PHARMACIES = path.join(PROJECT_ROOT, '../shared/fixtures/real/pharmacies.json');

/**
 * Seeds a database with the İstanbul roster of a real CollectAPI day (`pharmacies.json`: real
 * names, addresses, phones and coordinates, 97 pharmacies), read by the source's own parser, for
 * the weight of a real İstanbul page: the bench's 130 generated pharmacies repeat one pattern,
 * which compresses far better than real text does. Returns the number of pharmacies, or null when
 * the shared folder is not there.
 */
export async function seedRealIstanbul(env: Record<string, string>): Promise<number | null> {
  if (!existsSync(REAL_PHARMACIES)) return null;
  const byProvince = JSON.parse(await readFile(REAL_PHARMACIES, 'utf8')) as Record<string, Record<string, unknown[]>>;
  // Its keys were lower-cased with toLowerCase(): "İstanbul" became "i̇stanbul" (i + combining dot).
  const key = Object.keys(byProvince).find((name) => name.normalize('NFKD').replace(/\p{M}/gu, '') === 'istanbul');
  if (!key) throw new Error(`${REAL_PHARMACIES} has no İstanbul`);
  const records = parseCollectApiResponse(
    { success: true, result: Object.values(byProvince[key]!).flat() },
    'İstanbul',
  );
  const services = await startServices({ env, purpose: 'bench', jobs: false });
  try {
    const [result] = await services.rosters.write({
      source: 'import',
      fetchedAt: services.now(),
      guard: false,
      rosters: [{ province: requireProvinceBySlug('istanbul'), dutyDate: getDutyDate(services.now()), records }],
    });
    if (result?.status !== 'written') throw new Error('the real İstanbul roster was not written');
    return result.insertedCount;
  } finally {
    await services.close();
  }
}
