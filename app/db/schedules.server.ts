import { desc, eq } from 'drizzle-orm';
import type { Database } from '#app/db/client.server.ts';
import { scrapingSchedules } from '#app/db/schema.ts';

/**
 * Daily scraping schedules (`scraping_schedules`, as the old product named them). The scheduler
 * (app/jobs/scheduler.server.ts, job listed in app/jobs/registry.server.ts) reads this table at
 * every minute tick, so a change here takes effect without a restart.
 */

export type Schedule = typeof scrapingSchedules.$inferSelect;

/** Newest first. */
export async function listSchedules(db: Database): Promise<Schedule[]> {
  return db.select().from(scrapingSchedules).orderBy(desc(scrapingSchedules.createdAt), desc(scrapingSchedules.id));
}

/** The active schedules' ids and times, for the scheduler's tick. */
export async function listActiveSchedules(db: Database): Promise<{ id: number; time: string }[]> {
  return db
    .select({ id: scrapingSchedules.id, time: scrapingSchedules.time })
    .from(scrapingSchedules)
    .where(eq(scrapingSchedules.isActive, true));
}

/** Creates an active schedule; `time` is a 24-hour "HH:MM" in Istanbul. */
export async function createSchedule(
  db: Database,
  input: { name: string; time: string; now: Date },
): Promise<Schedule> {
  const [row] = await db
    .insert(scrapingSchedules)
    .values({ name: input.name, time: input.time, isActive: true, createdAt: input.now })
    .returning();
  if (!row) throw new Error('schedule insert returned no row');
  return row;
}

/** Sets a schedule active or passive; null when no such schedule exists. */
export async function setScheduleActive(db: Database, id: number, isActive: boolean): Promise<Schedule | null> {
  const [row] = await db.update(scrapingSchedules).set({ isActive }).where(eq(scrapingSchedules.id, id)).returning();
  return row ?? null;
}

/** Deletes a schedule (its past runs stay, unlinked); false when there was none. */
export async function deleteSchedule(db: Database, id: number): Promise<boolean> {
  const rows = await db
    .delete(scrapingSchedules)
    .where(eq(scrapingSchedules.id, id))
    .returning({ id: scrapingSchedules.id });
  return rows.length > 0;
}
