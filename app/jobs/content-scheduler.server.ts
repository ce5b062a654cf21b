import type { Logger } from 'pino';
import type { Database } from '#app/db/client.server.ts';
import {
  failStaleTaskLogs,
  listActiveContentTasks,
  startTaskLog,
  type ContentTask,
} from '#app/db/content-tasks.server.ts';
import { ISTANBUL_OFFSET_MS } from '#app/domain/duty-window.ts';
import { listRecentSlots } from '#app/jobs/scheduler.server.ts';

/**
 * Runs the active content tasks daily at their HH:MM in Europe/Istanbul. It rides on the scrape
 * scheduler's minute tick (app/jobs/scheduler.server.ts): each due slot of the last few minutes is
 * claimed by inserting its 'running' row into task_execution_logs, whose unique (task_id, slot)
 * index lets exactly one instance win. Running rows of crashed processes are failed on each tick.
 */

export type ContentSchedulerDeps = {
  db: Database;
  log: Logger;
  now: () => Date;
  /** Runs a claimed task to completion, filling in the log row `logId`. */
  runClaimed(task: ContentTask, logId: number): Promise<unknown>;
};

export type ContentScheduler = {
  /** Claims and starts every due slot; returns how many runs this instance started. */
  tick(): Promise<number>;
  /** Resolves when the runs this instance started have finished. */
  idle(): Promise<void>;
};

/** The instant an Istanbul-local "YYYY-MM-DD" + "HH:MM" slot begins. */
function slotStart(slot: { date: string; time: string }): number {
  return new Date(`${slot.date}T${slot.time}:00Z`).getTime() - ISTANBUL_OFFSET_MS;
}

export function createContentScheduler(deps: ContentSchedulerDeps): ContentScheduler {
  const running = new Set<Promise<void>>();

  async function tick(): Promise<number> {
    const now = deps.now();
    const stale = await failStaleTaskLogs(deps.db, now);
    if (stale > 0) deps.log.warn({ runs: stale }, 'marked crashed content task runs as failed');
    const tasks = await listActiveContentTasks(deps.db);
    let started = 0;
    for (const slot of listRecentSlots(now)) {
      for (const task of tasks.filter((t) => t.scheduleTime === slot.time)) {
        // A task created a few minutes after its time waits for tomorrow instead of catching up.
        if (slotStart(slot) < Math.floor(task.createdAt.getTime() / 60_000) * 60_000) continue;
        const claimed = await startTaskLog(deps.db, { taskId: task.id, slot: `${slot.date} ${slot.time}`, now });
        if (!claimed) continue;
        started++;
        deps.log.info({ logId: claimed.id, taskId: task.id, slot }, 'scheduled content task started');
        const run = deps
          .runClaimed(task, claimed.id)
          .then(() => undefined)
          .catch((error: unknown) => deps.log.error({ err: error, taskId: task.id }, 'scheduled content task failed'))
          .finally(() => running.delete(run));
        running.add(run);
      }
    }
    return started;
  }

  return {
    tick,
    async idle() {
      await Promise.allSettled([...running]);
    },
  };
}
