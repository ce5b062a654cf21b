import { sql } from 'drizzle-orm';
import type { Database } from '#app/db/client.server.ts';
import { dutyEntries, dutyRosters, pharmacyCorrections, provinces } from '#app/db/schema.ts';
import { loadProvinceRosters, loadRotations, toWindowStart } from '#app/db/snapshot.server.ts';
import { getDutyDate } from '#app/domain/time/duty-window.ts';
import { PROVINCES } from '#app/domain/geo/geo.server.ts';
import { assembleSnapshot, type ProvinceRoster, type Snapshot } from '#app/domain/roster/snapshot.ts';

/** A roster that was written or deleted (the roster writer's announcement). */
export type ChangedRoster = { provinceSlug: string; dutyDate: string };

/** The store's health after a rebuild: a failure with its error, or the first success after one. */
type SnapshotHealth = { healthy: true } | { healthy: false; error: unknown };

export type SnapshotStore = {
  /** The snapshot in force; swapped whole, so a reader never sees a half-built one. */
  get(): Snapshot;
  /** False after a rebuild failed: pages keep showing the last snapshot, with a warning. */
  isHealthy(): boolean;
  /**
   * Rebuilds from the database; concurrent calls share one follow-up rebuild. Given the rosters
   * a write replaced, reads and builds only those and reuses every other province's part (a
   * new duty date, a failed rebuild or a call without them rebuilds everything).
   */
  rebuild(changed?: readonly ChangedRoster[]): Promise<Snapshot>;
  /**
   * Rebuilds when the rosters changed behind this process's back (another app
   * instance on the same PostgreSQL imported). Cheap: one aggregate query.
   */
  refreshIfChanged(): Promise<boolean>;
  /**
   * Called when the store turns unhealthy (with the error) and when it is healthy again, one call
   * after another in that order. A rebuild's or refresh's promise settles after the call has
   * finished, so a write that rebuilt returns with the alert recorded. The listener must not throw.
   */
  onHealthChange(listener: (health: SnapshotHealth) => Promise<void>): void;
};

/**
 * Changes whenever rosters are written or deleted, a province's rotation time
 * changes, or an admin's correction is made or ended. Not a timestamp (times come from the writers' clocks, which may agree):
 * every write inserts duty entries with new serial ids, so their highest id grows.
 */
async function readDataVersion(db: Database): Promise<string> {
  const [row] = await db
    .select({
      version: sql<string>`coalesce(max(${dutyEntries.id}), 0)::text || ':' || count(*)::text
        || ':' || (select count(*) from ${dutyRosters})::text
        || ':' || (select md5(string_agg(${provinces.dutyRotation}, ',' order by ${provinces.id})) from ${provinces})
        || ':' || (select coalesce(max(${pharmacyCorrections.id}), 0)::text || '/' || count(*) filter (where ${pharmacyCorrections.endedAt} is null)::text from ${pharmacyCorrections})`,
    })
    .from(dutyEntries);
  return row?.version ?? '';
}

type Parts = Map<string, ReadonlyMap<string, ProvinceRoster>>;

const PROVINCE_ORDER = new Map(PROVINCES.map((p, i) => [p.slug, i]));

/** Provinces in plate order, as a full build lists them. */
function inProvinceOrder(parts: Parts): Parts {
  return new Map([...parts].sort(([a], [b]) => (PROVINCE_ORDER.get(a) ?? 0) - (PROVINCE_ORDER.get(b) ?? 0)));
}

export async function createSnapshotStore(db: Database, now: () => Date, rotation: string): Promise<SnapshotStore> {
  let version = 0;
  let dataVersion = '';
  let parts: Parts = new Map();
  /** The duty date the parts were read for: its window decides which rosters they hold. */
  let partsDutyDate = '';
  let current: Snapshot;
  let healthy = true;
  const healthListeners: ((health: SnapshotHealth) => Promise<void>)[] = [];
  /** The health calls so far, in order: a "healthy again" never overtakes the failure before it. */
  let told: Promise<void> = Promise.resolve();
  let running: Promise<Snapshot> | null = null;
  /** What the next build must cover: null for everything. */
  let pending: ChangedRoster[] | null | undefined;

  async function buildAll(dutyDate: string): Promise<void> {
    const seen = await readDataVersion(db);
    parts = await loadProvinceRosters(db, { kind: 'all', currentDutyDate: dutyDate });
    partsDutyDate = dutyDate;
    dataVersion = seen;
  }

  /**
   * Reads just the rosters written. The data version is left as it was: on PostgreSQL another
   * instance may have written meanwhile, and the next refreshIfChanged then rebuilds everything.
   */
  async function buildChanged(changed: readonly ChangedRoster[], dutyDate: string): Promise<void> {
    const start = toWindowStart(dutyDate);
    // A roster older than the window matters only as its province's newest: read that province whole.
    const whole = [...new Set(changed.filter((c) => c.dutyDate < start).map((c) => c.provinceSlug))];
    const rosters = changed.filter((c) => c.dutyDate >= start && !whole.includes(c.provinceSlug));
    const loaded = await loadProvinceRosters(db, {
      kind: 'some',
      rosters,
      provinces: whole,
      currentDutyDate: dutyDate,
    });
    const next: Parts = new Map(parts);
    for (const slug of whole) {
      const part = loaded.get(slug);
      if (part) next.set(slug, part);
      else next.delete(slug);
    }
    for (const slug of new Set(rosters.map((r) => r.provinceSlug))) {
      const part = new Map(next.get(slug) ?? []);
      for (const r of rosters) {
        if (r.provinceSlug !== slug) continue;
        const roster = loaded.get(slug)?.get(r.dutyDate);
        if (roster) part.set(r.dutyDate, roster);
        else part.delete(r.dutyDate);
      }
      // Before the window only the province's newest roster stays (as a full read keeps it).
      const newest = [...part.keys()].reduce((a, b) => (a > b ? a : b), '');
      for (const date of [...part.keys()]) if (date < start && date !== newest) part.delete(date);
      next.set(slug, part);
    }
    // A delete (demo data retired) may leave a province without a roster in the window: then its
    // newest older roster, the last good data, shows, as a full read would find it.
    const emptied = [...next].filter(([, part]) => part.size === 0).map(([slug]) => slug);
    if (emptied.length > 0) {
      const older = await loadProvinceRosters(db, {
        kind: 'some',
        rosters: [],
        provinces: emptied,
        currentDutyDate: dutyDate,
      });
      for (const slug of emptied) {
        const part = older.get(slug);
        if (part) next.set(slug, part);
        else next.delete(slug);
      }
    }
    parts = inProvinceOrder(next);
  }

  async function build(changed: readonly ChangedRoster[] | null): Promise<Snapshot> {
    const clock = now();
    const dutyDate = getDutyDate(clock, rotation);
    if (changed && healthy && dutyDate === partsDutyDate) await buildChanged(changed, dutyDate);
    else await buildAll(dutyDate);
    current = assembleSnapshot(parts, ++version, clock, dutyDate, await loadRotations(db));
    return current;
  }

  /** Records a change of health and tells the listeners, after any call before it. */
  function setHealth(health: SnapshotHealth): void {
    if (health.healthy === healthy) return;
    healthy = health.healthy;
    told = told
      .then(() => Promise.all(healthListeners.map((listener) => listener(health))))
      .then(
        () => undefined,
        () => undefined,
      );
  }

  /**
   * Not awaited inside drain: a rebuild asked for while the listeners run (an alert may take a
   * webhook's seconds) starts a drain of its own instead of joining one that has already finished.
   */
  async function drain(): Promise<Snapshot> {
    try {
      let snapshot = current;
      while (pending !== undefined) {
        const job = pending;
        pending = undefined;
        snapshot = await build(job);
      }
      setHealth({ healthy: true });
      return snapshot;
    } catch (error) {
      pending = undefined;
      setHealth({ healthy: false, error });
      throw error;
    }
  }

  /** A rebuild's result once the health calls it caused have finished. */
  function afterTold(result: Promise<Snapshot>): Promise<Snapshot> {
    return result.then(
      async (snapshot) => {
        await told;
        return snapshot;
      },
      async (error: unknown) => {
        await told;
        throw error;
      },
    );
  }

  const store: SnapshotStore = {
    get: () => current,
    isHealthy: () => healthy,
    rebuild(changed) {
      // Changes add up; a full rebuild asked for (or already due) covers them all.
      pending = changed && pending !== null ? [...(pending ?? []), ...changed] : null;
      running ??= drain().finally(() => {
        running = null;
      });
      return afterTold(running);
    },
    async refreshIfChanged() {
      let seen: string;
      try {
        seen = await readDataVersion(db);
      } catch (error) {
        setHealth({ healthy: false, error });
        await told;
        throw error;
      }
      if (seen === dataVersion && healthy) return false;
      await store.rebuild();
      return true;
    },
    onHealthChange(listener) {
      healthListeners.push(listener);
    },
  };
  const dutyDate = getDutyDate(now(), rotation);
  await buildAll(dutyDate);
  current = assembleSnapshot(parts, ++version, now(), dutyDate, await loadRotations(db));
  return store;
}
