import { and, desc, eq, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '#app/db/client.server.ts';
import { dutyEntries, dutyRosters, scrapeRuns, scrapingSchedules } from '#app/db/schema.ts';
import type { ProvinceOutcome } from '#app/domain/admin/scrape-run.ts';
import { DEMO_SOURCE } from '#app/domain/roster/snapshot.ts';

/** How long a run may go without renewing its lease before it counts as crashed. */
export const RUN_LEASE_MS = 2 * 60 * 1000;

export type ScrapeRun = typeof scrapeRuns.$inferSelect;

export type NewRun = { trigger: 'schedule' | 'manual' | 'cli'; source: string; provincesTotal: number; now: Date };

export async function createRun(db: Database, run: NewRun): Promise<ScrapeRun> {
  const [row] = await db
    .insert(scrapeRuns)
    .values({
      trigger: run.trigger,
      source: run.source,
      provincesTotal: run.provincesTotal,
      startedAt: run.now,
      leaseExpiresAt: new Date(run.now.getTime() + RUN_LEASE_MS),
    })
    .returning();
  if (!row) throw new Error('scrape run insert returned no row');
  return row;
}

/**
 * Claims a schedule's slot. Exactly one caller across all instances sharing the
 * database gets the run row; the others get null.
 */
export async function claimScheduledRun(
  db: Database,
  claim: { scheduleId: number; slot: string; source: string; provincesTotal: number; now: Date },
): Promise<ScrapeRun | null> {
  const [row] = await db
    .insert(scrapeRuns)
    .values({
      trigger: 'schedule',
      scheduleId: claim.scheduleId,
      slot: claim.slot,
      source: claim.source,
      provincesTotal: claim.provincesTotal,
      startedAt: claim.now,
      leaseExpiresAt: new Date(claim.now.getTime() + RUN_LEASE_MS),
    })
    .onConflictDoNothing({ target: [scrapeRuns.scheduleId, scrapeRuns.slot] })
    .returning();
  if (row)
    await db.update(scrapingSchedules).set({ lastRunAt: claim.now }).where(eq(scrapingSchedules.id, claim.scheduleId));
  return row ?? null;
}

/** Records progress and renews the lease. */
export async function recordProgress(
  db: Database,
  runId: number,
  progress: {
    provincesDone: number;
    insertedCount: number;
    removedCount: number;
    outcomes: ProvinceOutcome[];
    now: Date;
  },
): Promise<void> {
  await db
    .update(scrapeRuns)
    .set({
      provincesDone: progress.provincesDone,
      insertedCount: progress.insertedCount,
      removedCount: progress.removedCount,
      outcomes: progress.outcomes,
      leaseExpiresAt: new Date(progress.now.getTime() + RUN_LEASE_MS),
    })
    .where(eq(scrapeRuns.id, runId));
}

export async function renewLease(db: Database, runId: number, now: Date): Promise<void> {
  await db
    .update(scrapeRuns)
    .set({ leaseExpiresAt: new Date(now.getTime() + RUN_LEASE_MS) })
    .where(and(eq(scrapeRuns.id, runId), eq(scrapeRuns.status, 'running')));
}

export async function finishRun(
  db: Database,
  runId: number,
  result: { status: 'success' | 'partial' | 'failed'; error: string | null; now: Date },
): Promise<ScrapeRun> {
  const [row] = await db
    .update(scrapeRuns)
    .set({ status: result.status, error: result.error, completedAt: result.now })
    .where(eq(scrapeRuns.id, runId))
    .returning();
  if (!row) throw new Error(`scrape run ${runId} vanished`);
  return row;
}

/** Why a run was closed without finishing, as the run history shows it. */
const INTERRUPTED_RUN_ERRORS = {
  /** Its process stopped renewing the lease (found by the scheduler's minute tick). */
  leaseExpired: 'Yarıda kaldı (çalıştıran süreç durdu)',
  /** Found by a server starting up: the process that ran it is gone. */
  restart: 'Yarıda kaldı (sunucu yeniden başladı)',
} as const;

/** Marks runs whose process stopped renewing the lease as failed. Returns how many. */
export async function failExpiredRuns(
  db: Database,
  now: Date,
  error: string = INTERRUPTED_RUN_ERRORS.leaseExpired,
): Promise<number> {
  const rows = await db
    .update(scrapeRuns)
    .set({ status: 'failed', completedAt: now, error })
    .where(and(eq(scrapeRuns.status, 'running'), lt(scrapeRuns.leaseExpiresAt, now)))
    .returning({ id: scrapeRuns.id });
  return rows.length;
}

/**
 * At a server's start, closes the runs a previous process left 'running' (killed, crashed, or
 * stopped mid-run), so the run history does not say "Devam Ediyor" for ever. `owned`: the
 * database belongs to this process alone (the embedded one, behind its data-directory lock), so
 * every running run is a previous process's. Otherwise (PostgreSQL, which other instances may
 * share and run scrapes on) only runs whose lease expired are closed: a live instance renews
 * its lease every 30 s. Returns how many.
 */
export async function closeInterruptedRuns(db: Database, options: { now: Date; owned: boolean }): Promise<number> {
  if (!options.owned) return failExpiredRuns(db, options.now, INTERRUPTED_RUN_ERRORS.restart);
  const rows = await db
    .update(scrapeRuns)
    .set({ status: 'failed', completedAt: options.now, error: INTERRUPTED_RUN_ERRORS.restart })
    .where(eq(scrapeRuns.status, 'running'))
    .returning({ id: scrapeRuns.id });
  return rows.length;
}

export async function listRecentRuns(db: Database, limit = 10): Promise<ScrapeRun[]> {
  return db.select().from(scrapeRuns).orderBy(desc(scrapeRuns.startedAt), desc(scrapeRuns.id)).limit(limit);
}

/**
 * Size of the province's newest real roster before `dutyDate` or on it: the
 * yardstick for "suspiciously fewer pharmacies than last time".
 */
export async function getLastGoodRosterSize(db: Database, provinceId: number): Promise<number | null> {
  const [row] = await db
    .select({ size: sql<number>`count(${dutyEntries.id})::int` })
    .from(dutyRosters)
    .innerJoin(dutyEntries, eq(dutyEntries.rosterId, dutyRosters.id))
    .where(and(eq(dutyRosters.provinceId, provinceId), ne(dutyRosters.source, DEMO_SOURCE)))
    .groupBy(dutyRosters.id, dutyRosters.dutyDate)
    .orderBy(desc(dutyRosters.dutyDate))
    .limit(1);
  return row?.size ?? null;
}
