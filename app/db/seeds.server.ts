import { eq } from 'drizzle-orm';
import { appSeeds, scrapingSchedules } from '#app/db/schema.ts';
import type { Database } from '#app/db/client.server.ts';

/**
 * The schedule a fresh install gets: one daily scrape after the default 08:30 rotation
 * (docs/data-sources.md, "Scraping").
 */
export const DEFAULT_SCHEDULE = { name: 'Günlük nöbet listesi', time: '09:15' } as const;

/**
 * Writes the data a fresh database starts with, once, stamped with the services'
 * clock. Safe when several instances start together: the seed's row in
 * `app_seeds` is claimed in the same transaction that writes the data.
 * Returns the names of the seeds applied now.
 */
export async function applySeeds(db: Database, now: Date): Promise<string[]> {
  // A warm database has its seeds: one read, no write.
  const applied = await db.select({ name: appSeeds.name }).from(appSeeds).where(eq(appSeeds.name, 'default-schedule'));
  if (applied.length > 0) return [];
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(appSeeds)
      .values({ name: 'default-schedule', appliedAt: now })
      .onConflictDoNothing()
      .returning({ name: appSeeds.name });
    if (claimed.length === 0) return [];
    // A database from before app_seeds (migration 0001 inserted the schedule itself) already has
    // its schedules: record the seed as applied and write nothing.
    const existing = await tx.select({ id: scrapingSchedules.id }).from(scrapingSchedules).limit(1);
    if (existing.length > 0) return [];
    await tx.insert(scrapingSchedules).values({ ...DEFAULT_SCHEDULE, createdAt: now });
    return claimed.map((c) => c.name);
  });
}
