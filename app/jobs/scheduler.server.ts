import { Cron } from 'croner';
import { and, eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database } from '#app/db/client.server.ts';
import { scrapingSchedules } from '#app/db/schema.ts';
import { claimScheduledRun, failExpiredRuns, type ScrapeRun } from '#app/db/scrape-runs.server.ts';
import { ISTANBUL_OFFSET_MS } from '#app/domain/duty-window.ts';

/**
 * Runs the schedules stored in `scraping_schedules` daily at their HH:MM in
 * Europe/Istanbul. A minute tick (croner) looks for schedules due in the last
 * few minutes and claims each slot in the database, so a slot runs exactly once
 * even when several instances share one PostgreSQL, and a tick delayed by a busy
 * process still catches its slot. The tick also fails runs whose lease expired, and runs the
 * due content tasks when `contentTasks` is given.
 */

export type SchedulerDeps = {
  db: Database;
  log: Logger;
  now: () => Date;
  provincesTotal: number;
  sourceName: string;
  /** Runs a claimed scheduled scrape to completion. */
  runClaimed(run: ScrapeRun): Promise<void>;
  /** Content tasks (app/jobs/content-scheduler.server.ts) that share this minute tick. */
  contentTasks?: { tick(): Promise<number>; idle(): Promise<void> };
};

/** How late a tick may be and still run a slot. */
const CATCH_UP_MINUTES = 5;

/** Istanbul-local "YYYY-MM-DD" and "HH:MM" for each of the last few minutes, newest first. */
export function listRecentSlots(now: Date, minutes = CATCH_UP_MINUTES): { date: string; time: string }[] {
  const slots: { date: string; time: string }[] = [];
  for (let i = 0; i < minutes; i++) {
    const local = new Date(now.getTime() + ISTANBUL_OFFSET_MS - i * 60_000).toISOString();
    slots.push({ date: local.slice(0, 10), time: local.slice(11, 16) });
  }
  return slots;
}

export type Scheduler = {
  /** Claims and starts every due slot; returns how many runs this instance started. */
  tick(): Promise<number>;
  /** Resolves when the runs this instance started have finished. */
  idle(): Promise<void>;
  /** Stops ticking. Runs in progress are not waited for: if the process exits, their lease expires. */
  stop(): void;
};

export function createScheduler(deps: SchedulerDeps): Scheduler {
  const running = new Set<Promise<void>>();

  async function tick(): Promise<number> {
    const now = deps.now();
    const expired = await failExpiredRuns(deps.db, now);
    if (expired > 0) deps.log.warn({ runs: expired }, 'marked crashed scrape runs as failed');
    const schedules = await deps.db
      .select({ id: scrapingSchedules.id, time: scrapingSchedules.time })
      .from(scrapingSchedules)
      .where(and(eq(scrapingSchedules.isActive, true)));
    let started = 0;
    for (const slot of listRecentSlots(now)) {
      for (const schedule of schedules.filter((s) => s.time === slot.time)) {
        const run = await claimScheduledRun(deps.db, {
          scheduleId: schedule.id,
          slot: `${slot.date} ${slot.time}`,
          source: deps.sourceName,
          provincesTotal: deps.provincesTotal,
          now,
        });
        if (!run) continue;
        started++;
        deps.log.info({ runId: run.id, scheduleId: schedule.id, slot }, 'scheduled scrape started');
        const task = deps
          .runClaimed(run)
          .catch((error: unknown) => deps.log.error({ err: error, runId: run.id }, 'scheduled scrape failed'))
          .finally(() => running.delete(task));
        running.add(task);
      }
    }
    if (deps.contentTasks) started += await deps.contentTasks.tick();
    return started;
  }

  return {
    tick,
    async idle() {
      await Promise.allSettled([...running, deps.contentTasks?.idle()]);
    },
    stop() {},
  };
}

/** Starts the minute tick in this process. */
export function startScheduler(deps: SchedulerDeps): Scheduler {
  const scheduler = createScheduler(deps);
  const cron = new Cron('* * * * *', { timezone: 'Europe/Istanbul', protect: true }, async () => {
    try {
      await scheduler.tick();
    } catch (error) {
      deps.log.error({ err: error }, 'scheduler tick failed');
    }
  });
  return { ...scheduler, stop: () => cron.stop() };
}
