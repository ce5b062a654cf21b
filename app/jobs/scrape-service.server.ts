import { EventEmitter } from 'node:events';
import type { Logger } from 'pino';
import type { AppConfig } from '#app/config/env.server.ts';
import type { Database } from '#app/db/client.server.ts';
import { closeInterruptedTaskLogs } from '#app/db/content-tasks.server.ts';
import { closeInterruptedRuns, type ScrapeRun } from '#app/db/scrape-runs.server.ts';
import type { ScrapeProgress, ScrapeSummary } from '#app/domain/admin/scrape-run.ts';
import { PROVINCES, getProvince, type Province } from '#app/domain/geo/geo.server.ts';
import { createContentFetch, runContentTask } from '#app/jobs/content-fetch.server.ts';
import { runDailyScrape } from '#app/jobs/daily-scrape.server.ts';
import type { RosterWriter } from '#app/jobs/roster-writer.server.ts';
import { listRecurringJobs } from '#app/jobs/registry.server.ts';
import { checkAfterRun } from '#app/jobs/source-alerts.server.ts';
import { createNotifier } from '#app/alerts/notifier.server.ts';
import type { Snapshot } from '#app/domain/roster/snapshot.ts';
import { createSafeFetch } from '#app/sources/safe-fetch.server.ts';
import { startScheduler, type Scheduler } from '#app/jobs/scheduler.server.ts';
import { getSource, SOURCES } from '#app/sources/registry.server.ts';
import { createSourceRuntime, userAgentFor } from '#app/sources/source-fetch.server.ts';

/**
 * The scraper as the app uses it: one run at a time per process, progress as
 * events (for the admin screen and the CLI), the snapshot refreshed afterwards,
 * and the in-process scheduler.
 */

type ScrapeRequest = {
  trigger: 'manual' | 'cli';
  /** Read only this source (its name); default: each province's whole chain. */
  source?: string;
  /** Province names or slugs (default: all 81). */
  provinces?: readonly string[];
};

export class ScrapeRequestError extends Error {
  override name = 'ScrapeRequestError';
}

export type ScrapeService = {
  run(request: ScrapeRequest): Promise<ScrapeSummary<ScrapeRun>>;
  /** Progress of the run in this process, if one is going. */
  current(): ScrapeProgress | null;
  /** 'progress' (ScrapeProgress) and 'finished' (ScrapeSummary) events. */
  events: EventEmitter;
  startScheduler(): void;
  /**
   * Closes the scrapes and content-task runs a previous process left 'running' (app/db/scrape-runs.server.ts
   * closeInterruptedRuns): all of them when `owned` (the embedded database, this process's alone),
   * else only those whose lease expired. Returns how many of each.
   */
  closeInterrupted(owned: boolean): Promise<{ scrapes: number; tasks: number }>;
  stop(): void;
};

export function createScrapeService(deps: {
  config: AppConfig;
  db: Database;
  log: Logger;
  now: () => Date;
  /** The one roster write path; it announces changes (the services rebuild the snapshot). */
  writer: RosterWriter;
  /** The snapshot in force, which the alerts read after a run. */
  snapshot: () => Snapshot;
}): ScrapeService {
  const { config, db, log, now } = deps;
  const userAgent = userAgentFor(config);
  const events = new EventEmitter();
  let progress: ScrapeProgress | null = null;
  let running = 0;
  let scheduler: Scheduler | null = null;

  const scrapeDeps = {
    db,
    writer: deps.writer,
    log,
    now,
    sources: createSourceRuntime(config),
  };

  // Alerts go through the SSRF-safe fetcher too: a webhook is an outbound request like any other.
  const alertDeps = {
    db,
    log,
    now,
    snapshot: deps.snapshot,
    notifier: createNotifier({
      webhookUrl: config.alertWebhookUrl,
      smtpUrl: config.smtpUrl,
      emailTo: config.alertEmailTo,
      fetch: createSafeFetch({ allowHosts: config.fetchAllowHosts, userAgent, timeoutMs: 10_000, maxBytes: 64 * 1024 }),
      log,
    }),
  };

  const contentDeps = {
    db,
    log,
    now,
    fetch: createContentFetch({ allowHosts: config.fetchAllowHosts, userAgent }),
    writer: deps.writer,
  };
  // Scheduled content tasks (admin content fetcher) run on the same scheduler as the scrapes.
  const runScheduledContentTask = (task: { id: number; url: string }, logId: number) =>
    runContentTask(contentDeps, task, logId);

  async function execute(run: Parameters<typeof runDailyScrape>[1]): Promise<ScrapeSummary<ScrapeRun>> {
    running++;
    try {
      const summary = await runDailyScrape(scrapeDeps, {
        ...run,
        onProgress: (p) => {
          progress = p;
          events.emit('progress', p);
        },
      });
      await checkAfterRun(alertDeps, summary.outcomes);
      events.emit('finished', summary);
      return summary;
    } finally {
      running--;
      if (running === 0) progress = null;
    }
  }

  return {
    events,
    current: () => progress,
    async run(request) {
      const source = request.source === undefined ? null : getSource(request.source);
      if (request.source !== undefined && !source) {
        throw new ScrapeRequestError(
          `Unknown source "${request.source}". Sources: ${SOURCES.map((s) => s.name).join(', ')}`,
        );
      }
      if (source && !source.isEnabled(scrapeDeps.sources.keys)) {
        throw new ScrapeRequestError(`The source "${source.name}" is off (set its key, e.g. COLLECTAPI_KEY).`);
      }
      let provinces: Province[] = [...PROVINCES];
      if (request.provinces && request.provinces.length > 0) {
        provinces = request.provinces.map((name) => {
          const province = getProvince(name);
          if (!province) throw new ScrapeRequestError(`Unknown province "${name}".`);
          return province;
        });
      }
      if (running > 0) throw new ScrapeRequestError('A scrape is already running in this process.');
      return execute({ only: source ? [source.name] : undefined, provinces, trigger: request.trigger });
    },
    startScheduler() {
      scheduler ??= startScheduler({
        log,
        now,
        jobs: listRecurringJobs({
          scrape: {
            db,
            provincesTotal: PROVINCES.length,
            sourceName: 'zincir',
            runClaimed: async (run) => {
              await execute({ provinces: PROVINCES, trigger: 'schedule', run });
            },
          },
          contentTasks: { db, runClaimed: runScheduledContentTask },
          maintenance: { db, writer: deps.writer, now, log, config },
          rosterWatch: alertDeps,
        }),
      });
    },
    async closeInterrupted(owned) {
      const at = now();
      const scrapes = await closeInterruptedRuns(db, { now: at, owned });
      const tasks = await closeInterruptedTaskLogs(db, { now: at, owned });
      if (scrapes + tasks > 0)
        log.warn({ scrapes, tasks }, 'runs a stopped process left unfinished marked as interrupted');
      return { scrapes, tasks };
    },
    stop() {
      scheduler?.stop();
    },
  };
}
