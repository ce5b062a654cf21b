import type { Database } from '#app/db/client.server.ts';
import { loadSnapshot } from '#app/db/snapshot.server.ts';
import { getDutyDate } from '#app/domain/duty-window.ts';
import type { Snapshot } from '#app/domain/snapshot.ts';

export type SnapshotStore = {
  /** The snapshot in force; swapped whole, so a reader never sees a half-built one. */
  get(): Snapshot;
  /** Rebuilds from the database; concurrent calls share one follow-up rebuild. */
  rebuild(): Promise<Snapshot>;
};

export async function createSnapshotStore(db: Database, now: () => Date, rotation: string): Promise<SnapshotStore> {
  let version = 1;
  let current = await loadSnapshot(db, getDutyDate(now(), rotation), version, now());
  let running: Promise<Snapshot> | null = null;
  let again = false;

  async function build(): Promise<Snapshot> {
    do {
      again = false;
      const clock = now();
      current = await loadSnapshot(db, getDutyDate(clock, rotation), ++version, clock);
    } while (again);
    return current;
  }

  return {
    get: () => current,
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
  };
}
