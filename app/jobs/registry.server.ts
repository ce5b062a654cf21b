import type { Database } from '#app/db/client.server.ts';
import {
  failStaleTaskLogs,
  listActiveContentTasks,
  startTaskLog,
  type ContentTask,
  type TaskLog,
} from '#app/db/content-tasks.server.ts';
import { listActiveSchedules } from '#app/db/schedules.server.ts';
import { claimScheduledRun, failExpiredRuns, type ScrapeRun } from '#app/db/scrape-runs.server.ts';
import { MINUTE_MS } from '#app/domain/time/istanbul-clock.ts';
import { createMaintenanceJob } from '#app/jobs/maintenance.server.ts';
import { createRosterWatchJob } from '#app/jobs/source-alerts.server.ts';
import type { RecurringJob, ScheduledItem } from '#app/jobs/scheduler.server.ts';

/**
 * The recurring jobs the scheduler (app/jobs/scheduler.server.ts) runs, in tick order. Each claims
 * its slots through a unique (item, slot) index: scrape_runs (schedule_id, slot) for the daily
 * scrape schedules, task_execution_logs (task_id, slot) for the content tasks.
 */

/** The daily scrapes of `scraping_schedules`. */
export function createScheduledScrapeJob(deps: {
  db: Database;
  provincesTotal: number;
  sourceName: string;
  /** Runs a claimed scheduled scrape to completion. */
  runClaimed(run: ScrapeRun): Promise<void>;
}): RecurringJob<ScheduledItem, ScrapeRun> {
  return {
    name: 'scrape',
    failAbandoned: (now) => failExpiredRuns(deps.db, now),
    listActive: () => listActiveSchedules(deps.db),
    claim: (schedule, slot, now) =>
      claimScheduledRun(deps.db, {
        scheduleId: schedule.id,
        slot,
        source: deps.sourceName,
        provincesTotal: deps.provincesTotal,
        now,
      }),
    run: (_schedule, run) => deps.runClaimed(run),
  };
}

type ContentTaskItem = ScheduledItem & { task: ContentTask };

/** The admin content fetcher's daily tasks (`content_tasks`). */
export function createContentTaskJob(deps: {
  db: Database;
  /** Runs a claimed task to completion, filling in the log row `logId`. */
  runClaimed(task: ContentTask, logId: number): Promise<unknown>;
}): RecurringJob<ContentTaskItem, TaskLog> {
  return {
    name: 'content task',
    failAbandoned: (now) => failStaleTaskLogs(deps.db, now),
    listActive: async () =>
      (await listActiveContentTasks(deps.db)).map((task) => ({
        id: task.id,
        time: task.scheduleTime,
        // A task created a few minutes after its time waits for tomorrow instead of catching up.
        notBefore: new Date(Math.floor(task.createdAt.getTime() / MINUTE_MS) * MINUTE_MS),
        task,
      })),
    claim: (item, slot, now) => startTaskLog(deps.db, { taskId: item.id, slot, now }),
    run: (item, log) => deps.runClaimed(item.task, log.id),
  };
}

/** Every recurring job, as the running app schedules them. */
export function listRecurringJobs(deps: {
  scrape: Parameters<typeof createScheduledScrapeJob>[0];
  contentTasks: Parameters<typeof createContentTaskJob>[0];
  /** Nightly roster pruning and embedded-database backup (app/jobs/maintenance.server.ts). */
  maintenance?: Parameters<typeof createMaintenanceJob>[0];
  /** Every ten minutes, an alert for a province without a roster 30 minutes into its duty. */
  rosterWatch?: Parameters<typeof createRosterWatchJob>[0];
}): RecurringJob[] {
  const jobs: RecurringJob[] = [createScheduledScrapeJob(deps.scrape), createContentTaskJob(deps.contentTasks)];
  if (deps.maintenance) jobs.push(createMaintenanceJob(deps.maintenance));
  if (deps.rosterWatch) jobs.push(createRosterWatchJob(deps.rosterWatch));
  return jobs;
}
