import pLimit from 'p-limit';
import type { Logger } from 'pino';
import type { Database } from '#app/db/client.server.ts';
import { loadDistrictIds } from '#app/db/district-ids.server.ts';
import { replaceRoster } from '#app/db/rosters.server.ts';
import type { ProvinceOutcome } from '#app/db/schema.ts';
import {
  createRun,
  finishRun,
  getLastGoodRosterSize,
  recordProgress,
  renewLease,
  type ScrapeRun,
} from '#app/db/scrape-runs.server.ts';
import { formatTurkishDate } from '#app/domain/format-date.ts';
import type { Province } from '#app/domain/geo.server.ts';
import type { RosterRecord } from '#app/domain/roster-text.ts';
import { toRosterEntry } from '#app/jobs/import-roster.server.ts';
import { withRetries } from '#app/jobs/retry.ts';
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
 * retries with backoff and robots rules. Each dated roster found is imported
 * with the atomic per-province, per-date replace. A province that fails, is
 * blocked, parses to nothing or to far fewer pharmacies than its last good
 * roster keeps its previous data, and the run records why.
 */

export type ScrapeDeps = {
  db: Database;
  log: Logger;
  now: () => Date;
  context: Omit<SourceContext, 'robots'>;
  /** robots.txt rules for an origin; called once per run. */
  loadRobots(origin: string): Promise<RobotsRules & { crawlDelayMs: number | null }>;
  concurrency?: number;
  retryBaseMs?: number;
  sleep?: (ms: number) => Promise<void>;
};

export type ScrapeProgress = { runId: number; done: number; total: number; outcome: ProvinceOutcome };

export type ScrapeOptions = {
  source: SourceAdapter;
  provinces: readonly Province[];
  trigger: 'schedule' | 'manual' | 'cli';
  /** A run row already claimed (scheduled runs); otherwise one is created. */
  run?: ScrapeRun;
  onProgress?: (progress: ScrapeProgress) => void;
};

export type ScrapeSummary = { run: ScrapeRun; outcomes: ProvinceOutcome[]; sample: RosterRecord[] };

/** A roster with fewer than this share of the last good roster's pharmacies is not trusted. */
export const SUSPICIOUS_SHARE = 0.5;
const MIN_SIZE_FOR_SUSPICION = 4;

/** The reason a province (or the run) failed, in Turkish: a SourceError's message names the cause. */
function describe(error: unknown): string {
  if (error instanceof SourceError) return error.message;
  return `Beklenmeyen hata: ${error instanceof Error ? error.message : String(error)}`;
}

export const EMPTY_REASON = 'Boş liste: kaynak bu il için nöbetçi eczane listelemedi';

/** The shrink guard's reason: "Şüpheli kısalma: 22 Kasım 2026 Pazar için 1 eczane (son geçerli listede 6)". */
function toSuspiciousReason(skipped: readonly { dutyDate: string; count: number; lastGood: number }[]): string {
  const dates = skipped.map(
    (s) => `${formatTurkishDate(s.dutyDate)} için ${s.count} eczane (son geçerli listede ${s.lastGood})`,
  );
  return `Şüpheli kısalma: ${dates.join('; ')}`;
}

export async function runDailyScrape(deps: ScrapeDeps, options: ScrapeOptions): Promise<ScrapeSummary> {
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
    const districtIds = await loadDistrictIds(db);
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

      const lastGood = await getLastGoodRosterSize(db, province.plate);
      const skipped: { dutyDate: string; count: number; lastGood: number }[] = [];
      for (const roster of rosters) {
        const entries = roster.records.map((r) => toRosterEntry(r, province, districtIds).entry);
        if (lastGood !== null && lastGood >= MIN_SIZE_FOR_SUSPICION && entries.length < lastGood * SUSPICIOUS_SHARE) {
          skipped.push({ dutyDate: roster.dutyDate, count: entries.length, lastGood });
          continue;
        }
        const result = await replaceRoster(db, {
          province,
          dutyDate: roster.dutyDate,
          source: options.source.name,
          fetchedAt: deps.now(),
          writtenAt: deps.now(),
          entries,
        });
        outcome.dates.push(roster.dutyDate);
        outcome.inserted += result.insertedCount;
        outcome.removed += result.removedCount;
        if (sample.length < 3) sample.push(...roster.records.slice(0, 3 - sample.length));
      }
      const reason = skipped.length > 0 ? toSuspiciousReason(skipped) : null;
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
