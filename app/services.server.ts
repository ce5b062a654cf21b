import { pino, type Logger } from 'pino';
import { parseConfig, type AppConfig } from '#app/config/env.server.ts';
import { openDatabase, type Database, type DatabaseHandle } from '#app/db/client.server.ts';
import { createSnapshotStore, type SnapshotStore } from '#app/db/snapshot-store.server.ts';
import { DEFAULT_ROTATION, getDutyDate, msUntilNextRotation } from '#app/domain/time/duty-window.ts';
import { ensureDemoRosters } from '#app/jobs/demo-data.server.ts';
import { importRosterText, type ImportTextOptions, type ImportTextResult } from '#app/jobs/import-roster.server.ts';
import { createRosterWriter, type RosterWriter } from '#app/jobs/roster-writer.server.ts';
import { createScrapeService, type ScrapeService } from '#app/jobs/scrape-service.server.ts';
import { STALE_RUN_MS } from '#app/db/content-tasks.server.ts';
import { RUN_LEASE_MS } from '#app/db/scrape-runs.server.ts';
import { createAlertNotifier, reportSnapshotHealth } from '#app/jobs/source-alerts.server.ts';
import { createUser } from '#app/auth/users.server.ts';
import { applySeeds } from '#app/db/seeds.server.ts';

/**
 * Everything a request or a job needs, built once per process and handed to
 * loaders through React Router's context (app/context.server.ts).
 */
export type AppServices = {
  config: AppConfig;
  log: Logger;
  db: Database;
  dbKind: 'pglite' | 'postgres';
  snapshots: SnapshotStore;
  /** The default rotation time (08:30): the snapshot's and demo data's day. Imports use each province's own. */
  rotation: string;
  now(): Date;
  /** The one roster write path; each write that changes data rebuilds the snapshot once. */
  rosters: RosterWriter;
  /** Imports labelled or plain roster text through `rosters`. */
  importRosterText(text: string, options: ImportTextOptions): Promise<ImportTextResult>;
  /** The daily scraper and its scheduler. */
  scraper: ScrapeService;
  close(): Promise<void>;
};

export type StartOptions = {
  env: Record<string, string | undefined>;
  /** Shown to a second process that finds the embedded database locked. */
  purpose: string;
  now?: () => Date;
  logger?: Logger;
  /** Run the scheduler in this process (when JOBS_ENABLED allows). Command-line tools pass false. */
  jobs?: boolean;
  /** An open database to use instead of opening one from the config (tests share theirs). The caller closes it. */
  database?: DatabaseHandle;
  /** The build's folder with a prepared cluster for a new embedded database (the server's start). */
  preparedClusterDir?: string;
};

export async function startServices(options: StartOptions): Promise<AppServices> {
  const config = parseConfig(options.env);
  const log = options.logger ?? pino({ level: config.logLevel });
  const now = options.now ?? (() => new Date());
  // The snapshot and the demo data follow the default rotation; imports use each province's own.
  const rotation = DEFAULT_ROTATION;
  const handle = options.database
    ? { ...options.database, close: async () => {} }
    : await openDatabase({
        databaseUrl: config.databaseUrl,
        dataDir: config.dataDir,
        purpose: options.purpose,
        preparedClusterDir: options.preparedClusterDir,
        onIdleError: (error) => log.warn({ err: error }, 'idle database connection closed'),
      });
  const { db } = handle;
  const rosters = createRosterWriter({ db, now });

  async function refreshDemo(): Promise<void> {
    if (!config.demoData) return;
    const { written, retired } = await ensureDemoRosters(db, rosters, getDutyDate(now(), rotation), now());
    if (written > 0)
      log.info({ rosters: written }, 'demo rosters written (sample data, DEMO_DATA=false turns this off)');
    if (retired > 0) log.info({ rosters: retired }, 'demo rosters retired: their provinces have real data');
  }

  let snapshots: SnapshotStore;
  try {
    await applySeeds(db, now());
    if (config.adminUsername && config.adminPassword) {
      const created = await createUser(db, {
        username: config.adminUsername,
        password: config.adminPassword,
        role: 'admin',
        now: now(),
      });
      if (created) log.info({ username: config.adminUsername }, 'admin user created from ADMIN_USERNAME');
    }
    await refreshDemo();
    snapshots = await createSnapshotStore(db, now, rotation);
  } catch (error) {
    await handle.close();
    throw error;
  }

  // At each rotation the list in force changes: rebuild then (and top up demo data).
  let timer: NodeJS.Timeout | null = null;
  function armRotationTimer(): void {
    const wait = Math.min(msUntilNextRotation(now(), rotation) + 1000, 6 * 60 * 60 * 1000);
    timer = setTimeout(() => {
      refreshDemo()
        .then(() => snapshots.rebuild())
        .catch((error: unknown) => log.error({ err: error }, 'snapshot rebuild at rotation failed'))
        .finally(armRotationTimer);
    }, wait);
    timer.unref();
  }
  armRotationTimer();

  // Several instances may share one PostgreSQL: pick up imports made elsewhere,
  // and notice when the database stops answering (pages then warn but keep serving).
  let poller: NodeJS.Timeout | null = null;
  if (handle.kind === 'postgres') {
    poller = setInterval(() => {
      snapshots
        .refreshIfChanged()
        .catch((error: unknown) => log.error({ err: error }, 'snapshot refresh failed; serving the last snapshot'));
    }, 30_000);
    poller.unref();
  }

  // A write rebuilds just the rosters it replaced or deleted. Its rows are committed by then: a
  // rebuild that fails does not make the write fail (the import reports what it wrote). The store
  // marks itself unhealthy, pages warn and keep the last snapshot, and the next write or refresh
  // builds it whole.
  rosters.onChange((changed) =>
    snapshots.rebuild(changed).catch((error: unknown) => {
      log.error({ err: error, changed: changed.length }, 'snapshot rebuild failed after a committed write');
    }),
  );
  // The admins hear of it too: an unhealthy snapshot opens an alert problem, a healthy one closes it.
  // Only a serving process reports: a command-line tool's snapshot is never shown, and it exits.
  let closed = false;
  if (options.jobs !== false) {
    const alerts = { db, log, now, notifier: createAlertNotifier(config, log) };
    snapshots.onHealthChange((health) => (closed ? Promise.resolve() : reportSnapshotHealth(alerts, health)));
    // This process starts with a snapshot it just built: a problem a previous one left open is over.
    await reportSnapshotHealth(alerts, { healthy: true });
  }
  const scraper = createScrapeService({ config, db, log, now, writer: rosters, snapshot: () => snapshots.get() });
  // Runs a killed or crashed process left "running" are closed as interrupted, or the admin would
  // see "Devam Ediyor" for ever. The embedded database is this process's alone, so every such run
  // is a previous process's; on PostgreSQL, which other instances may share, only those whose
  // lease expired (a content task's: older than STALE_RUN_MS) are, and again once each limit has
  // passed in case no instance runs the scheduler (its minute tick closes them too).
  const leaseTimers: NodeJS.Timeout[] = [];
  if (options.jobs !== false) {
    const closeInterrupted = () =>
      scraper
        .closeInterrupted(handle.kind === 'pglite')
        .catch((error: unknown) => log.error({ err: error }, 'closing interrupted runs failed'));
    await closeInterrupted();
    if (handle.kind === 'postgres' && !config.jobsEnabled) {
      for (const wait of [RUN_LEASE_MS, STALE_RUN_MS]) {
        const leaseTimer = setTimeout(() => void closeInterrupted(), wait + 5000);
        leaseTimer.unref();
        leaseTimers.push(leaseTimer);
      }
    }
  }
  if (config.jobsEnabled && options.jobs !== false) scraper.startScheduler();

  return {
    config,
    log,
    scraper,
    db,
    dbKind: handle.kind,
    snapshots,
    rotation,
    now,
    rosters,
    importRosterText: (text, importOptions) => importRosterText(rosters, text, importOptions),
    async close() {
      closed = true;
      scraper.stop();
      if (timer) clearTimeout(timer);
      if (poller) clearInterval(poller);
      for (const leaseTimer of leaseTimers) clearTimeout(leaseTimer);
      await handle.close();
    },
  };
}
