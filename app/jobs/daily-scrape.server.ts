import pLimit from 'p-limit';
import type { Logger } from 'pino';
import type { Database } from '#app/db/client.server.ts';
import { createRun, finishRun, recordProgress, renewLease, type ScrapeRun } from '#app/db/scrape-runs.server.ts';
import { recordSourceAttempts } from '#app/db/source-health.server.ts';
import { listSourceSettings } from '#app/db/source-settings.server.ts';
import type { ProvinceOutcome, ScrapeProgress, ScrapeSummary } from '#app/domain/admin/scrape-run.ts';
import type { Province } from '#app/domain/geo/geo.server.ts';
import type { RosterRecord } from '#app/domain/roster/roster-text.ts';
import { resolveChain, type SourceSetting } from '#app/domain/sources/chain.ts';
import { toStatedRotation } from '#app/domain/sources/rotation.ts';
import { readProvinceChain, type ChainRead, type ChainSource } from '#app/jobs/province-chain.server.ts';
import { toSuspiciousReason, type RosterWriter } from '#app/jobs/roster-writer.server.ts';
import { listCatalogueChain } from '#app/sources/catalogue.ts';
import { readsPerDistrict } from '#app/domain/sources/chamber-catalogue.ts';
import type { PoliteClient } from '#app/sources/polite-client.server.ts';
import { SourceError, type SourceAdapter, type SourceKeys } from '#app/sources/source.ts';

/**
 * The daily scrape: every province through its source chain (app/jobs/province-chain.server.ts),
 * with bounded concurrency; the polite client keeps each host to one request at a time, one a
 * second. Each published roster goes through the roster writer (atomic per province and date,
 * with the shrink guard) with its cross-check, every attempt is recorded in the sources' health,
 * and the snapshot is rebuilt once, after the run. A province whose every source fails, is
 * refused (blocked, wrong day, empty) or parses to far fewer pharmacies than its last good roster
 * keeps its previous data, and the run records why.
 */

/** The sources as a run uses them. */
export type SourceRuntime = {
  adapters: readonly SourceAdapter[];
  keys: SourceKeys;
  /** The address a source is read from for a province when no admin setting says otherwise. */
  defaultBaseUrl(adapter: SourceAdapter, plate?: number): string;
  /** A polite client for one run; `signal` fires when the run's time is up. */
  openClient(signal: AbortSignal): PoliteClient;
  /** How long one run may take in all. */
  runTimeoutMs: number;
};

export type ScrapeDeps = {
  db: Database;
  writer: RosterWriter;
  log: Logger;
  now: () => Date;
  sources: SourceRuntime;
  /** Provinces read at once (each host is still asked one request at a time). */
  concurrency?: number;
};

export type ScrapeOptions = {
  /** Read only these sources (names), in the chain's order; default: the whole chain. */
  only?: readonly string[];
  provinces: readonly Province[];
  trigger: 'schedule' | 'manual' | 'cli';
  /** A run row already claimed (scheduled runs); otherwise one is created. */
  run?: ScrapeRun;
  onProgress?: (progress: ScrapeProgress) => void;
};

/** The reason a province (or the run) failed, in Turkish: a SourceError's message names the cause. */
function describe(error: unknown): string {
  if (error instanceof SourceError) return error.message;
  return `Beklenmeyen hata: ${error instanceof Error ? error.message : String(error)}`;
}

/** The sources a province is read from this run, in order: the catalogue with the admins' settings. */
export function openProvinceChain(
  runtime: SourceRuntime,
  client: PoliteClient,
  province: Province,
  settings: readonly SourceSetting[],
  options: { now: () => Date; only?: readonly string[]; runState?: Map<string, unknown> },
): ChainSource[] {
  const links = resolveChain(listCatalogueChain(province.plate), province.plate, settings);
  return links.flatMap((link) => {
    const adapter = runtime.adapters.find((a) => a.name === link.source);
    if (!adapter || link.switchedOff || !adapter.isEnabled(runtime.keys)) return [];
    if (adapter.plates && !adapter.plates.includes(province.plate)) return [];
    if (options.only && !options.only.includes(adapter.name)) return [];
    const context = {
      fetch: client.fetch,
      now: options.now,
      keys: runtime.keys,
      baseUrl: (link.baseUrl ?? runtime.defaultBaseUrl(adapter, province.plate)).replace(/\/+$/, ''),
      runState: options.runState,
    };
    return [
      {
        adapter,
        read: (dutyDates: readonly string[], purpose: 'publish' | 'check', wantsPositions?: boolean) =>
          adapter.fetchProvince(context, { province, dutyDates, purpose, wantsPositions }),
      },
    ];
  });
}

function toOutcomeDetails(read: ChainRead): Pick<ProvinceOutcome, 'source' | 'fallback' | 'check' | 'attempts'> {
  const agreement = read.published?.agreement ?? null;
  return {
    source: read.published?.adapter.name ?? null,
    fallback: read.fallback,
    check: agreement
      ? {
          source: agreement.checkedAgainst,
          same: agreement.same,
          total: agreement.total,
          disagrees: agreement.disagrees,
        }
      : null,
    attempts: read.attempts.map((a) => ({ source: a.source, error: a.result.ok ? null : a.result.reason })),
  };
}

export async function runDailyScrape(deps: ScrapeDeps, options: ScrapeOptions): Promise<ScrapeSummary<ScrapeRun>> {
  return deps.writer.batch(() => scrape(deps, options));
}

async function scrape(deps: ScrapeDeps, options: ScrapeOptions): Promise<ScrapeSummary<ScrapeRun>> {
  const { db, log } = deps;
  const total = options.provinces.length;
  const run =
    options.run ??
    (await createRun(db, {
      trigger: options.trigger,
      source: options.only?.join(', ') ?? 'zincir',
      provincesTotal: total,
      now: deps.now(),
    }));
  const heartbeat = setInterval(() => {
    renewLease(db, run.id, deps.now()).catch((error: unknown) => log.warn({ err: error }, 'lease renewal failed'));
  }, 30_000);
  heartbeat.unref();

  const outcomes: ProvinceOutcome[] = [];
  const sample: RosterRecord[] = [];
  let inserted = 0;
  let removed = 0;
  const deadline = AbortSignal.timeout(deps.sources.runTimeoutMs);
  try {
    const settings = await listSourceSettings(db);
    const client = deps.sources.openClient(deadline);
    const runState = new Map<string, unknown>();
    const checkLoad = new Map<string, number>();
    const limit = pLimit(deps.concurrency ?? 16);

    // Progress rows are written one at a time, so a slow write never overwrites a newer count.
    let writing: Promise<void> = Promise.resolve();
    const saveProgress = () => {
      const snapshot = {
        provincesDone: outcomes.length,
        insertedCount: inserted,
        removedCount: removed,
        outcomes: [...outcomes],
      };
      writing = writing.then(() => recordProgress(db, run.id, { ...snapshot, now: deps.now() }));
      return writing;
    };

    const scrapeProvince = async (province: Province): Promise<ProvinceOutcome> => {
      const outcome: ProvinceOutcome = {
        province: province.slug,
        status: 'kept',
        reason: null,
        dates: [],
        inserted: 0,
        removed: 0,
      };
      const chain = openProvinceChain(deps.sources, client, province, settings, {
        now: deps.now,
        only: options.only,
        runState,
      });
      if (chain.length === 0) return { ...outcome, status: 'failed', reason: 'Bu il için açık kaynak yok' };
      const dutyDate = await deps.writer.getDutyDateInForce(province);
      const read = await readProvinceChain(chain, { province, dutyDate, now: deps.now, checkLoad });
      await recordSourceAttempts(
        db,
        read.attempts.map((a) => ({ provinceId: province.plate, ...a })),
      );
      const details = toOutcomeDetails(read);
      if (!read.published) return { ...outcome, ...details, status: 'failed', reason: read.reason };

      const { adapter, rosters, agreement } = read.published;
      // The official source's duty windows say when the province hands over (issue 35, item 5).
      const stated =
        adapter.trust === 'official'
          ? toStatedRotation(rosters.find((r) => r.dutyDate === dutyDate)?.records ?? [])
          : null;
      if (stated && (await deps.writer.adoptRotation(province, stated)))
        log.info(
          { province: province.slug, rotation: stated, source: adapter.name },
          'rotation time taken from the official source',
        );
      const results = await deps.writer.write({
        source: adapter.name,
        fetchedAt: deps.now(),
        guard: true,
        rosters: rosters.map((r) => ({
          province,
          dutyDate: r.dutyDate,
          records: r.records,
          agreement: r.dutyDate === dutyDate ? agreement : null,
        })),
      });
      for (const result of results) {
        if (result.status !== 'written') continue;
        outcome.dates.push(result.dutyDate);
        outcome.inserted += result.insertedCount;
        outcome.removed += result.removedCount;
      }
      for (const roster of rosters) {
        if (sample.length < 3 && outcome.dates.includes(roster.dutyDate))
          sample.push(...roster.records.slice(0, 3 - sample.length));
      }
      const reason = toSuspiciousReason(results);
      return { ...outcome, ...details, status: outcome.dates.includes(dutyDate) ? 'imported' : 'kept', reason };
    };

    // Provinces whose chamber is read a page per district start first: their requests queue at one
    // host the longest, and started last they would be the run's tail (issue 35: a run within a minute).
    const ordered = [...options.provinces].sort(
      (a, b) => Number(readsPerDistrict(b.plate)) - Number(readsPerDistrict(a.plate)),
    );
    await Promise.all(
      ordered.map((province) =>
        limit(async () => {
          const outcome = await scrapeProvince(province).catch((error: unknown): ProvinceOutcome => ({
            province: province.slug,
            status: 'failed',
            reason: describe(error),
            dates: [],
            inserted: 0,
            removed: 0,
          }));
          outcomes.push(outcome);
          inserted += outcome.inserted;
          removed += outcome.removed;
          if (outcome.status !== 'imported')
            log.warn({ province: province.slug, reason: outcome.reason }, 'province kept its previous roster');
          // Told at once, in order; other provinces may finish while the progress row is written.
          options.onProgress?.({ runId: run.id, done: outcomes.length, total, outcome });
          await saveProgress();
        }),
      ),
    );
    await saveProgress();

    const imported = outcomes.filter((o) => o.status === 'imported').length;
    const status = imported === total ? 'success' : imported > 0 ? 'partial' : 'failed';
    const error = status === 'success' ? null : `${total - imported} il önceki listesini korudu (toplam ${total} il)`;
    return { run: await finishRun(db, run.id, { status, error, now: deps.now() }), outcomes, sample };
  } catch (error) {
    log.error({ err: error, runId: run.id }, 'scrape run failed');
    await finishRun(db, run.id, { status: 'failed', error: describe(error), now: deps.now() });
    throw error;
  } finally {
    clearInterval(heartbeat);
  }
}
