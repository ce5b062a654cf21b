import { EventEmitter } from 'node:events';
import type { Logger } from 'pino';
import type { AppConfig } from '#app/config/env.server.ts';
import type { Database } from '#app/db/client.server.ts';
import { PROVINCES, getProvince, type Province } from '#app/domain/geo.server.ts';
import { createContentFetch, runContentTask } from '#app/jobs/content-fetch.server.ts';
import { createContentScheduler } from '#app/jobs/content-scheduler.server.ts';
import { runDailyScrape, type ScrapeProgress, type ScrapeSummary } from '#app/jobs/daily-scrape.server.ts';
import { importRosterText, type ImportTextOptions } from '#app/jobs/import-roster.server.ts';
import { startScheduler, type Scheduler } from '#app/jobs/scheduler.server.ts';
import { fetchRobotsPolicy } from '#app/sources/robots.server.ts';
import { DEFAULT_SOURCE, getSource, SOURCES } from '#app/sources/registry.server.ts';
import { createSafeFetch } from '#app/sources/safe-fetch.server.ts';

/**
 * The scraper as the app uses it: one run at a time per process, progress as
 * events (for the admin screen and the CLI), the snapshot refreshed afterwards,
 * and the in-process scheduler.
 */

export type ScrapeRequest = {
  trigger: 'manual' | 'cli';
  /** Source name (default: the listing site). */
  source?: string;
  /** Province names or slugs (default: all 81). */
  provinces?: readonly string[];
};

export class ScrapeRequestError extends Error {
  override name = 'ScrapeRequestError';
}

export type ScrapeService = {
  run(request: ScrapeRequest): Promise<ScrapeSummary>;
  /** Progress of the run in this process, if one is going. */
  current(): ScrapeProgress | null;
  /** 'progress' (ScrapeProgress) and 'finished' (ScrapeSummary) events. */
  events: EventEmitter;
  startScheduler(): void;
  stop(): void;
};

export function userAgentFor(config: AppConfig): string {
  const site = config.baseDomain ? `https://${config.baseDomain}` : 'https://github.com/nobetci-eczane';
  return `NobetciEczaneBot/0.1 (+${site}/hakkinda)`;
}

export function createScrapeService(deps: {
  config: AppConfig;
  db: Database;
  log: Logger;
  now: () => Date;
  /** Called after a run wrote data (rebuilds the snapshot). */
  onData(): Promise<unknown>;
  retryBaseMs?: number;
}): ScrapeService {
  const { config, db, log, now } = deps;
  const userAgent = userAgentFor(config);
  const fetch = createSafeFetch({
    allowHosts: config.fetchAllowHosts,
    userAgent,
    timeoutMs: 15_000,
    maxBytes: 5 * 1024 * 1024,
  });
  const events = new EventEmitter();
  let progress: ScrapeProgress | null = null;
  let running = 0;
  let scheduler: Scheduler | null = null;

  const scrapeDeps = {
    db,
    log,
    now,
    context: { fetch, now, listingSourceUrl: config.listingSourceUrl, collectApiKey: config.collectApiKey },
    loadRobots: (origin: string) => fetchRobotsPolicy(fetch, origin, userAgent),
    retryBaseMs: deps.retryBaseMs,
  };

  const contentDeps = {
    db,
    log,
    now,
    fetch: createContentFetch({ allowHosts: config.fetchAllowHosts, userAgent }),
    importRosterText: async (text: string, options: ImportTextOptions) => {
      const result = await importRosterText(db, text, { ...options, importedAt: now() });
      if (result.success) await deps.onData();
      return result;
    },
  };
  // Scheduled content tasks (admin content fetcher) share the scrape scheduler's minute tick.
  const runScheduledContentTask = (task: { id: number; url: string }, logId: number) =>
    runContentTask(contentDeps, task, logId);

  async function execute(run: Parameters<typeof runDailyScrape>[1]): Promise<ScrapeSummary> {
    running++;
    try {
      const summary = await runDailyScrape(scrapeDeps, {
        ...run,
        onProgress: (p) => {
          progress = p;
          events.emit('progress', p);
        },
      });
      if (summary.outcomes.some((o) => o.status === 'imported')) await deps.onData();
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
      const source = request.source ? getSource(request.source) : DEFAULT_SOURCE;
      if (!source) {
        throw new ScrapeRequestError(
          `Unknown source "${request.source}". Sources: ${SOURCES.map((s) => s.name).join(', ')}`,
        );
      }
      if (!source.isEnabled({ collectApiKey: config.collectApiKey })) {
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
      return execute({ source, provinces, trigger: request.trigger });
    },
    startScheduler() {
      scheduler ??= startScheduler({
        db,
        log,
        now,
        provincesTotal: PROVINCES.length,
        sourceName: DEFAULT_SOURCE.name,
        runClaimed: async (run) => {
          await execute({ source: DEFAULT_SOURCE, provinces: PROVINCES, trigger: 'schedule', run });
        },
        contentTasks: createContentScheduler({ db, log, now, runClaimed: runScheduledContentTask }),
      });
    },
    stop() {
      scheduler?.stop();
    },
  };
}
