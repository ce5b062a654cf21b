import { and, desc, eq, lt } from 'drizzle-orm';
import type { Database } from '#app/db/client.server.ts';
import { contentTasks, taskExecutionLogs } from '#app/db/schema.ts';

/** Named queries for the content fetcher's scheduled tasks and their execution log. */

export type ContentTask = typeof contentTasks.$inferSelect;
export type TaskLog = typeof taskExecutionLogs.$inferSelect;

/** Task logs shown on the page. */
const TASK_LOG_LIMIT = 50;

/** A 'running' log older than this belongs to a process that stopped: a run takes at most ~20 s. */
export const STALE_RUN_MS = 10 * 60 * 1000;

/** Why a 'running' log was closed without finishing, as the task log shows it. */
const STALE_RUN_ERROR = 'Yarıda kaldı (çalıştıran süreç durdu)';
const RESTART_RUN_ERROR = 'Yarıda kaldı (sunucu yeniden başladı)';

export async function listContentTasks(db: Database): Promise<ContentTask[]> {
  return db.select().from(contentTasks).orderBy(desc(contentTasks.createdAt), desc(contentTasks.id));
}

export async function listActiveContentTasks(db: Database): Promise<ContentTask[]> {
  return db.select().from(contentTasks).where(eq(contentTasks.isActive, true));
}

export async function getContentTask(db: Database, id: number): Promise<ContentTask | null> {
  const [row] = await db.select().from(contentTasks).where(eq(contentTasks.id, id));
  return row ?? null;
}

export async function createContentTask(
  db: Database,
  task: { url: string; scheduleTime: string; now: Date },
): Promise<ContentTask> {
  const [row] = await db
    .insert(contentTasks)
    .values({ url: task.url, scheduleTime: task.scheduleTime, isActive: true, createdAt: task.now })
    .returning();
  if (!row) throw new Error('content task insert returned no row');
  return row;
}

/** Flips is_active; null when the task does not exist. */
export async function toggleContentTask(db: Database, id: number): Promise<ContentTask | null> {
  const task = await getContentTask(db, id);
  if (!task) return null;
  const [row] = await db
    .update(contentTasks)
    .set({ isActive: !task.isActive })
    .where(eq(contentTasks.id, id))
    .returning();
  return row ?? null;
}

/** Deletes the task and (cascade) its logs; false when it did not exist. */
export async function deleteContentTask(db: Database, id: number): Promise<boolean> {
  const rows = await db.delete(contentTasks).where(eq(contentTasks.id, id)).returning({ id: contentTasks.id });
  return rows.length > 0;
}

/** Newest first, at most 50, optionally for one task. */
export async function listTaskLogs(db: Database, filter: { taskId?: number | null } = {}): Promise<TaskLog[]> {
  return db
    .select()
    .from(taskExecutionLogs)
    .where(filter.taskId ? eq(taskExecutionLogs.taskId, filter.taskId) : undefined)
    .orderBy(desc(taskExecutionLogs.executionTime), desc(taskExecutionLogs.id))
    .limit(TASK_LOG_LIMIT);
}

/**
 * Opens a 'running' log row. With a slot, exactly one caller across all instances sharing the
 * database gets the row (unique task_id, slot); the others get null. Without a slot (run now) it
 * always succeeds. Either way the task's last_run_at is set.
 */
export async function startTaskLog(
  db: Database,
  run: { taskId: number; slot: string | null; now: Date },
): Promise<TaskLog | null> {
  const [row] = await db
    .insert(taskExecutionLogs)
    .values({ taskId: run.taskId, slot: run.slot, executionTime: run.now, status: 'running' })
    .onConflictDoNothing({ target: [taskExecutionLogs.taskId, taskExecutionLogs.slot] })
    .returning();
  if (row) await db.update(contentTasks).set({ lastRunAt: run.now }).where(eq(contentTasks.id, run.taskId));
  return row ?? null;
}

export async function finishTaskLog(
  db: Database,
  logId: number,
  result: {
    status: 'success' | 'failed';
    errorMessage: string | null;
    recordsCleared: number;
    recordsInserted: number;
    durationMs: number;
  },
): Promise<TaskLog> {
  const [row] = await db
    .update(taskExecutionLogs)
    .set({
      status: result.status,
      errorMessage: result.errorMessage,
      recordsCleared: result.recordsCleared,
      recordsInserted: result.recordsInserted,
      executionDurationMs: Math.round(result.durationMs),
    })
    .where(eq(taskExecutionLogs.id, logId))
    .returning();
  if (!row) throw new Error(`task log ${logId} vanished`);
  return row;
}

/** Marks 'running' logs of crashed processes as failed. Returns how many. */
export async function failStaleTaskLogs(db: Database, now: Date, error: string = STALE_RUN_ERROR): Promise<number> {
  const rows = await db
    .update(taskExecutionLogs)
    .set({ status: 'failed', errorMessage: error })
    .where(
      and(
        eq(taskExecutionLogs.status, 'running'),
        lt(taskExecutionLogs.executionTime, new Date(now.getTime() - STALE_RUN_MS)),
      ),
    )
    .returning({ id: taskExecutionLogs.id });
  return rows.length;
}

/**
 * At a server's start, closes the logs a previous process left 'running'. `owned`: the database
 * belongs to this process alone (the embedded one, behind its data-directory lock), so every
 * running log is a previous process's. Otherwise (a PostgreSQL that other instances may share)
 * only logs older than STALE_RUN_MS, as the scheduler's tick does. Returns how many.
 */
export async function closeInterruptedTaskLogs(db: Database, options: { now: Date; owned: boolean }): Promise<number> {
  if (!options.owned) return failStaleTaskLogs(db, options.now, RESTART_RUN_ERROR);
  const rows = await db
    .update(taskExecutionLogs)
    .set({ status: 'failed', errorMessage: RESTART_RUN_ERROR })
    .where(eq(taskExecutionLogs.status, 'running'))
    .returning({ id: taskExecutionLogs.id });
  return rows.length;
}
