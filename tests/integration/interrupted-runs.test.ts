import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { createContentTask, listTaskLogs, startTaskLog } from '#app/db/content-tasks.server.ts';
import { scrapeRuns } from '#app/db/schema.ts';
import { createRun, listRecentRuns, RUN_LEASE_MS } from '#app/db/scrape-runs.server.ts';
import { toRunStatusLabel } from '#app/domain/admin/scrape-report.ts';
import { toRunRow } from '#app/routes/admin/schedules.server.ts';
import { startServices, type AppServices } from '#app/services.server.ts';
import { createTestDatabase, usingPostgres, type TestDatabase } from '#tests/support/test-db.ts';

/**
 * A server killed mid-run (kill -9, a crash, a power cut) leaves its scrape and content-task runs
 * 'running'. The next server to start closes them as interrupted, so the admin's run history does
 * not say "Devam Ediyor" for ever. The embedded database is one process's alone: every running
 * run is a previous process's. A PostgreSQL may be shared by several instances: only runs whose
 * lease expired are closed, never one a live instance is running.
 */

let clock = new Date('2026-11-22T09:00:00Z');
let database: TestDatabase;
const started: AppServices[] = [];

const env = {
  LOG_LEVEL: 'silent',
  DEMO_DATA: 'false',
  JOBS_ENABLED: 'false',
  ...(usingPostgres ? {} : { DATA_DIR: 'memory://' }),
};

/** A server starting on the test database, as `npm start` would (jobs on: a serving process). */
async function startServer(): Promise<AppServices> {
  const services = await startServices({
    env: usingPostgres ? { ...env, DATABASE_URL: database.databaseUrl! } : env,
    purpose: 'test',
    now: () => clock,
    database,
  });
  started.push(services);
  return services;
}

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  for (const services of started) await services.close();
  await database?.dispose();
});

/** What the run history shows for a run: its status label and its problem column. */
async function historyOf(services: AppServices, runId: number): Promise<{ label: string; problem: string | null }> {
  const run = (await listRecentRuns(services.db, 50)).find((r) => r.id === runId);
  if (!run) throw new Error(`run ${runId} not listed`);
  const row = toRunRow(run);
  return { label: toRunStatusLabel(row.status), problem: row.problemSummary };
}

async function taskLogOf(services: AppServices, logId: number) {
  const log = (await listTaskLogs(services.db)).find((l) => l.id === logId);
  if (!log) throw new Error(`log ${logId} not listed`);
  return { status: log.status, errorMessage: log.errorMessage };
}

test('a restart closes the runs its killed predecessor left running, as "Yarıda kaldı"', async () => {
  const first = await startServer();
  const scrape = await createRun(first.db, { trigger: 'manual', source: 'zincir', provincesTotal: 81, now: clock });
  const task = await createContentTask(first.db, {
    url: 'https://example.com/liste',
    scheduleTime: '09:00',
    now: clock,
  });
  const taskLog = await startTaskLog(first.db, { taskId: task.id, slot: null, now: clock });
  if (!taskLog) throw new Error('no task log');
  expect(await historyOf(first, scrape.id)).toEqual({ label: 'Devam Ediyor', problem: null });
  // Killed: nothing finished the runs, and nothing renewed the scrape's lease.
  await first.close();

  if (usingPostgres) {
    // Back within the lease: the run may still be another instance's, so it stays open…
    clock = new Date(clock.getTime() + 30_000);
    const early = await startServer();
    expect((await historyOf(early, scrape.id)).label).toBe('Devam Ediyor');
    expect((await taskLogOf(early, taskLog.id)).status).toBe('running');
    await early.close();
    // …and once its lease and the task's staleness limit have passed, a start closes both.
    clock = new Date(clock.getTime() + 10 * 60 * 1000);
  } else {
    // The embedded database is this process's alone: a start a second later closes them.
    clock = new Date(clock.getTime() + 1000);
  }
  const second = await startServer();
  expect(await historyOf(second, scrape.id)).toEqual({
    label: 'Başarısız',
    problem: 'Yarıda kaldı (sunucu yeniden başladı)',
  });
  const [closed] = await second.db.select().from(scrapeRuns).where(eq(scrapeRuns.id, scrape.id));
  expect(closed?.completedAt?.toISOString()).toBe(clock.toISOString());
  expect(await taskLogOf(second, taskLog.id)).toEqual({
    status: 'failed',
    errorMessage: 'Yarıda kaldı (sunucu yeniden başladı)',
  });
});

test.runIf(usingPostgres)('on a shared PostgreSQL a start leaves a live instance’s run alone', async () => {
  const live = await startServer();
  const run = await createRun(live.db, { trigger: 'manual', source: 'zincir', provincesTotal: 81, now: clock });
  // Another instance starts while the first renews its lease (every 30 s).
  clock = new Date(clock.getTime() + RUN_LEASE_MS / 2);
  const other = await startServer();
  expect((await historyOf(other, run.id)).label).toBe('Devam Ediyor');
});

test.runIf(usingPostgres)(
  'on PostgreSQL with the scheduler off, a run back within its lease is closed once the lease has passed',
  async () => {
    const killed = await startServer();
    const run = await createRun(killed.db, { trigger: 'manual', source: 'zincir', provincesTotal: 81, now: clock });
    await killed.close();
    clock = new Date(clock.getTime() + 10_000);
    // Only the services' timers are faked: the database driver's sockets run as they are.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const restarted = await startServer();
      expect((await historyOf(restarted, run.id)).label).toBe('Devam Ediyor');
      clock = new Date(clock.getTime() + RUN_LEASE_MS);
      await vi.advanceTimersByTimeAsync(RUN_LEASE_MS + 5000);
      await vi.waitFor(async () => {
        expect(await historyOf(restarted, run.id)).toEqual({
          label: 'Başarısız',
          problem: 'Yarıda kaldı (sunucu yeniden başladı)',
        });
      });
    } finally {
      vi.useRealTimers();
    }
  },
);
