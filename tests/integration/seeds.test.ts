import { afterAll, beforeAll, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import { appSeeds } from '#app/db/schema.ts';
import { createSchedule, deleteSchedule, listSchedules } from '#app/db/schedules.server.ts';
import { applySeeds, DEFAULT_SCHEDULE } from '#app/db/seeds.server.ts';
import { createTestServices } from '#tests/support/test-services.ts';

// 00:30 in Istanbul, years from the day this was written: nothing may come from the machine's clock.
const clock = new Date('2031-07-14T21:30:00Z');
let services: Awaited<ReturnType<typeof createTestServices>>;

beforeAll(async () => {
  services = await createTestServices({ now: () => clock });
});
afterAll(async () => {
  await services?.dispose();
});

test('a fresh database gets the daily schedule once, stamped with the services’ clock', async () => {
  const schedules = await listSchedules(services.db);
  expect(schedules.map((s) => [s.name, s.time, s.isActive, s.createdAt.toISOString()])).toEqual([
    [DEFAULT_SCHEDULE.name, '09:15', true, clock.toISOString()],
  ]);
  // A second start (or a second instance) writes nothing more.
  expect(await applySeeds(services.db, clock)).toEqual([]);
  expect(await listSchedules(services.db)).toHaveLength(1);
});

test('an admin who deletes the seeded schedule does not get it back on the next start', async () => {
  const [seeded] = await listSchedules(services.db);
  expect(await deleteSchedule(services.db, seeded!.id)).toBe(true);
  expect(await applySeeds(services.db, new Date(clock.getTime() + 86_400_000))).toEqual([]);
  expect(await listSchedules(services.db)).toEqual([]);
});

test('a database that already has schedules from before the seed record gets no second default schedule', async () => {
  await services.db.delete(appSeeds);
  await createSchedule(services.db, { name: 'Eski kurulum', time: '10:00', now: clock });
  expect(await applySeeds(services.db, clock)).toEqual([]);
  expect((await listSchedules(services.db)).map((s) => s.name)).toEqual(['Eski kurulum']);
  // And it is recorded: deleting that schedule later does not bring the default back either.
  expect(await services.db.select().from(appSeeds)).toHaveLength(1);
});

test('no column takes its time from the database clock: every timestamp is written by the application', async () => {
  const result = (await services.db.execute(sql`
    select table_name, column_name from information_schema.columns
    where table_schema = 'public' and (column_default ilike '%now()%' or column_default ilike '%current_timestamp%')`)) as {
    rows: { table_name: string; column_name: string }[];
  };
  expect(result.rows).toEqual([]);
});
