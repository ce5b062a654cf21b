import { sql } from 'drizzle-orm';
import type { Database } from '#app/db/client.server.ts';
import { dutyEntries, dutyRosters, provinces } from '#app/db/schema.ts';
import { loadSnapshot } from '#app/db/snapshot.server.ts';
import { getDutyDate } from '#app/domain/time/duty-window.ts';
import type { Snapshot } from '#app/domain/roster/snapshot.ts';

export type SnapshotStore = {
  /** The snapshot in force; swapped whole, so a reader never sees a half-built one. */
  get(): Snapshot;
  /** False after a rebuild failed: pages keep showing the last snapshot, with a warning. */
  isHealthy(): boolean;
  /** Rebuilds from the database; concurrent calls share one follow-up rebuild. */
  rebuild(): Promise<Snapshot>;
  /**
   * Rebuilds when the rosters changed behind this process's back (another app
   * instance on the same PostgreSQL imported). Cheap: one aggregate query.
   */
  refreshIfChanged(): Promise<boolean>;
};

/**
 * Changes whenever rosters are written or deleted or a province's rotation time
 * changes. Not a timestamp (times come from the writers' clocks, which may agree):
 * every write inserts duty entries with new serial ids, so their highest id grows.
 */
async function readDataVersion(db: Database): Promise<string> {
  const [row] = await db
    .select({
      version: sql<string>`coalesce(max(${dutyEntries.id}), 0)::text || ':' || count(*)::text
        || ':' || (select count(*) from ${dutyRosters})::text
        || ':' || (select md5(string_agg(${provinces.dutyRotation}, ',' order by ${provinces.id})) from ${provinces})`,
    })
    .from(dutyEntries);
  return row?.version ?? '';
}

export async function createSnapshotStore(db: Database, now: () => Date, rotation: string): Promise<SnapshotStore> {
  let version = 1;
  let dataVersion = await readDataVersion(db);
  let current = await loadSnapshot(db, getDutyDate(now(), rotation), version, now());
  let healthy = true;
  let running: Promise<Snapshot> | null = null;
  let again = false;

  async function build(): Promise<Snapshot> {
    try {
      do {
        again = false;
        const clock = now();
        const seen = await readDataVersion(db);
        current = await loadSnapshot(db, getDutyDate(clock, rotation), ++version, clock);
        dataVersion = seen;
      } while (again);
      healthy = true;
      return current;
    } catch (error) {
      healthy = false;
      throw error;
    }
  }

  const store: SnapshotStore = {
    get: () => current,
    isHealthy: () => healthy,
    rebuild() {
      if (running) {
        again = true;
        return running;
      }
      running = build().finally(() => {
        running = null;
      });
      return running;
    },
    async refreshIfChanged() {
      let seen: string;
      try {
        seen = await readDataVersion(db);
      } catch (error) {
        healthy = false;
        throw error;
      }
      if (seen === dataVersion && healthy) return false;
      await store.rebuild();
      return true;
    },
  };
  return store;
}
