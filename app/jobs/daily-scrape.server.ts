import pLimit from 'p-limit';
import type { Logger } from 'pino';
import type { Database } from '#app/db/client.server.ts';
import { createRun, finishRun, recordProgress, renewLease, type ScrapeRun } from '#app/db/scrape-runs.server.ts';
import type { ProvinceOutcome, ScrapeProgress, ScrapeSummary } from '#app/domain/admin/scrape-run.ts';
import type { Province } from '#app/domain/geo/geo.server.ts';
import type { RosterRecord } from '#app/domain/roster/roster-text.ts';
import { withRetries } from '#app/jobs/retry.ts';
import { toSuspiciousReason, type RosterWriter } from '#app/jobs/roster-writer.server.ts';
import {
  NO_ROBOTS_RULES,
  SourceError,
  type DatedRoster,
  type RobotsRules,
  type SourceAdapter,
  type SourceContext,
} from '#app/sources/source.ts';

/**
 * The daily scrape: every province from one source, with bounded concurrency,
 * retries with backoff and robots rules. Each dated roster found goes through the
 * roster writer (atomic per province and date, with the shrink guard), and the
 * snapshot is rebuilt once, after the run. A province that fails, is blocked,
 * parses to nothing or to far fewer pharmacies than its last good roster keeps
 * its previous data, and the run records why.
 */

export type ScrapeDeps = {
  db: Database;
  writer: RosterWriter;
  log: Logger;
  now: () => Date;
  context: Omit<SourceContext, 'robots'>;
  /** robots.txt rules for an origin; called once per run. */
  loadRobots(origin: string): Promise<RobotsRules & { crawlDelayMs: number | null }>;
  concurrency?: number;
  retryBaseMs?: number;
  sleep?: (ms: number) => Promise<void>;
};

export type ScrapeOptions = {
  source: SourceAdapter;
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

export const EMPTY_REASON = 'Boş liste: kaynak bu il için nöbetçi eczane listelemedi';

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
      source: options.source.name,
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
  try {
    const origin = options.source.origin({ ...deps.context, robots: NO_ROBOTS_RULES });
    const robots = origin ? await deps.loadRobots(origin) : { ...NO_ROBOTS_RULES, crawlDelayMs: null };
    if (robots.unreachable) log.warn({ origin, reason: robots.unreachable.message }, 'robots.txt could not be read');
    const context: SourceContext = { ...deps.context, robots };
    const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
    const limit = pLimit(robots.crawlDelayMs ? 1 : (deps.concurrency ?? 4));

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
      if (robots.crawlDelayMs) await sleep(robots.crawlDelayMs);
      let rosters: DatedRoster[];
      try {
        rosters = await withRetries(() => options.source.fetchProvince(context, province), {
          attempts: 3,
          baseDelayMs: deps.retryBaseMs ?? 1000,
          isRetryable: (error) => error instanceof SourceError && error.retryable,
          sleep,
        });
      } catch (error) {
        return { ...outcome, status: 'failed', reason: describe(error) };
      }
      if (rosters.length === 0) return { ...outcome, reason: EMPTY_REASON };

      const results = await deps.writer.write({
        source: options.source.name,
        fetchedAt: deps.now(),
        guard: true,
        rosters: rosters.map((r) => ({ province, dutyDate: r.dutyDate, records: r.records })),
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
      return { ...outcome, status: outcome.dates.length > 0 ? 'imported' : 'kept', reason };
    };

    await Promise.all(
      options.provinces.map((province) =>
        limit(async () => {
          const outcome = await scrapeProvince(province);
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
