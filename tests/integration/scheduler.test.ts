import { afterAll, beforeAll, expect, test } from 'vitest';
import { pino } from 'pino';
import { eq } from 'drizzle-orm';
import { scrapeRuns, scrapingSchedules } from '#app/db/schema.ts';
import type { ScrapeRun } from '#app/db/scrape-runs.server.ts';
import { createScheduledScrapeJob } from '#app/jobs/registry.server.ts';
import { createScheduler, listRecentSlots } from '#app/jobs/scheduler.server.ts';
import { startServices } from '#app/services.server.ts';
import { usingPostgres } from '#tests/support/test-db.ts';
import { createTestServices } from '#tests/support/test-services.ts';

// 09:16 in Istanbul.
let clock = new Date('2026-11-22T06:16:00Z');
const now = () => clock;
const log = pino({ level: 'silent' });
let services: Awaited<ReturnType<typeof createTestServices>>;

beforeAll(async () => {
  services = await createTestServices({ now });
});
afterAll(async () => {
  await services?.dispose();
});

function schedulerFor(db: typeof services.db, claimed: ScrapeRun[]) {
  return createScheduler({
    log,
    now,
    jobs: [
      createScheduledScrapeJob({
        db,
        provincesTotal: 81,
        sourceName: 'eczaneler.gen.tr',
        runClaimed: async (run) => void claimed.push(run),
      }),
    ],
  });
}

test('a fresh install has one default daily schedule after the morning rotation', async () => {
  const rows = await services.db.select().from(scrapingSchedules);
  expect(rows.map((r) => [r.name, r.time, r.isActive])).toEqual([['Günlük nöbet listesi', '09:15', true]]);
});

test('recent slots are Istanbul local minutes, newest first', () => {
  expect(listRecentSlots(new Date('2026-11-21T21:01:30Z'), 3)).toEqual([
    { date: '2026-11-22', time: '00:01' },
    { date: '2026-11-22', time: '00:00' },
    { date: '2026-11-21', time: '23:59' },
  ]);
});

test('a due slot runs once, even when ticks repeat or come a few minutes late', async () => {
  const claimed: ScrapeRun[] = [];
  const scheduler = schedulerFor(services.db, claimed);
  expect(await scheduler.tick()).toBe(1);
  expect(await scheduler.tick()).toBe(0);
  clock = new Date('2026-11-22T06:19:00Z');
  expect(await scheduler.tick()).toBe(0);
  await scheduler.idle();
  expect(claimed.map((r) => [r.slot, r.trigger, r.status])).toEqual([['2026-11-22 09:15', 'schedule', 'running']]);
  const [schedule] = await services.db.select().from(scrapingSchedules);
  expect(schedule?.lastRunAt?.toISOString()).toBe('2026-11-22T06:16:00.000Z');
  // Paused schedules do not run; the next day's slot does.
  clock = new Date('2026-11-23T06:15:30Z');
  await services.db.update(scrapingSchedules).set({ isActive: false });
  expect(await scheduler.tick()).toBe(0);
  await services.db.update(scrapingSchedules).set({ isActive: true });
  expect(await scheduler.tick()).toBe(1);
});

test('a run whose process died is marked failed once its lease expires', async () => {
  const [stale] = await services.db
    .insert(scrapeRuns)
    .values({
      trigger: 'manual',
      source: 'eczaneler.gen.tr',
      startedAt: clock,
      leaseExpiresAt: new Date(clock.getTime() + 60_000),
    })
    .returning();
  const scheduler = schedulerFor(services.db, []);
  await scheduler.tick();
  let [row] = await services.db.select().from(scrapeRuns).where(eq(scrapeRuns.id, stale!.id));
  expect(row?.status).toBe('running');
  clock = new Date(clock.getTime() + 61_000);
  await scheduler.tick();
  [row] = await services.db.select().from(scrapeRuns).where(eq(scrapeRuns.id, stale!.id));
  expect(row).toMatchObject({ status: 'failed', error: 'Yarıda kaldı (çalıştıran süreç durdu)' });
});

test.runIf(usingPostgres)('two schedulers on one PostgreSQL database run each slot exactly once', async () => {
  const url = services.config.databaseUrl;
  if (!url) throw new Error('PostgreSQL test without DATABASE_URL');
  const other = await startServices({
    env: { DATABASE_URL: url, LOG_LEVEL: 'silent' },
    purpose: 'second instance',
    now,
    jobs: false,
  });
  try {
    await services.db.insert(scrapingSchedules).values({ name: 'Akşam', time: '19:00', createdAt: now() });
    const claimedA: ScrapeRun[] = [];
    const claimedB: ScrapeRun[] = [];
    const a = schedulerFor(services.db, claimedA);
    const b = schedulerFor(other.db, claimedB);
    clock = new Date('2026-11-24T16:00:05Z');
    for (let i = 0; i < 5; i++) await Promise.all([a.tick(), b.tick()]);
    clock = new Date('2026-11-24T16:02:00Z');
    await Promise.all([a.tick(), b.tick(), a.tick(), b.tick()]);
    await Promise.all([a.idle(), b.idle()]);
    const slots = [...claimedA, ...claimedB].map((r) => r.slot);
    expect(slots).toEqual(['2026-11-24 19:00']);
  } finally {
    await other.close();
  }
});
