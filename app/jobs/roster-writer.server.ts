import { and, eq, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '#app/db/client.server.ts';
import { loadDistrictIds, type DistrictIdIndex } from '#app/db/district-ids.server.ts';
import { pruneRosters, type PrunedRoster } from '#app/db/roster-prune.server.ts';
import { replaceRosters, type RosterEntryInput } from '#app/db/rosters.server.ts';
import { dutyRosters, provinces } from '#app/db/schema.ts';
import { getLastGoodRosterSize } from '#app/db/scrape-runs.server.ts';
import { DEFAULT_ROTATION, getDutyDate } from '#app/domain/time/duty-window.ts';
import { formatTurkishDate } from '#app/domain/time/format-date.ts';
import { getProvince, listDistricts, type Province } from '#app/domain/geo/geo.server.ts';
import { isTooFewToReplaceDemo } from '#app/domain/roster/demo-roster.ts';
import type { RosterRecord } from '#app/domain/roster/roster-text.ts';
import { DEMO_SOURCE } from '#app/domain/roster/snapshot.ts';
import { createDistrictLookup, toRosterEntry } from '#app/jobs/roster-entries.server.ts';
import type { RosterAgreement } from '#app/domain/sources/agreement.ts';

/**
 * The one way rosters are written and deleted (import, scrape, content fetcher, demo data,
 * retention): records in, one transaction per write or delete (so each is all or nothing), the
 * shrink guard for automated sources, and one "rosters changed" announcement per write naming the
 * rosters written or deleted, which the services answer by rebuilding those rosters' part of the
 * snapshot once.
 */

export type RosterToWrite = {
  province: Province;
  dutyDate: string;
  records: readonly RosterRecord[];
  /** A scrape's cross-check of this roster against another source, kept with it. */
  agreement?: RosterAgreement | null;
};

type RosterWriteRequest = {
  source: string;
  fetchedAt: Date;
  /**
   * Keep a province's roster when the new one lists far fewer pharmacies than its last
   * good one: for automated sources (scrape, content tasks), not for an admin's own import.
   */
  guard: boolean;
  /**
   * Keep a list too short to be a province's first real one (isTooFewToReplaceDemo) while the
   * province shows demo data: for the admin's page, where "Yine de kaydet" confirms it. Scrapes do
   * not ask for it: a small province's real first list must not wait for a person.
   */
  guardDemo?: boolean;
  rosters: readonly RosterToWrite[];
};

/** A roster that a write replaced or a delete removed: the snapshot rebuilds just these. */
type RosterChange = { provinceSlug: string; dutyDate: string };

export type RosterWriteResult = { province: Province; dutyDate: string } & (
  | { status: 'written'; insertedCount: number; removedCount: number }
  | { status: 'suspicious'; count: number; lastGood: number }
  /** Held by `guardDemo`: the province's demo data stays. */
  | { status: 'too-few'; count: number; districts: number }
);

export type RosterWriter = {
  write(request: RosterWriteRequest): Promise<RosterWriteResult[]>;
  /** Deletes the demo rosters of every province that has a real roster; the number deleted. */
  removeDemoRosters(): Promise<number>;
  /**
   * Deletes the rosters of duty dates before `dutyDate`, except each province's newest (the last good
   * data a page shows with its age), and then the pharmacies no remaining roster, correction or
   * report names, all in one transaction (app/db/roster-prune.server.ts); how many of each.
   */
  pruneBefore(dutyDate: string): Promise<{ rosters: number; pharmacies: number }>;
  /** Runs `work` and announces its writes and deletes once, at the end (a scrape of 81 provinces). */
  batch<T>(work: () => Promise<T>): Promise<T>;
  /** The duty date in force now for a province, by its own rotation time. */
  getDutyDateInForce(province: Province): Promise<string>;
  /**
   * Takes the rotation time a province's official source states (its duty windows' hand-over);
   * true when it changed. The snapshot notices the change (its data version includes rotations).
   */
  adoptRotation(province: Province, rotation: string): Promise<boolean>;
  /** Called after each write (or batch) that changed data, with the rosters written; writes wait for it. */
  onChange(listener: (changes: readonly RosterChange[]) => Promise<unknown>): void;
};

/** A roster with fewer than this share of the last good roster's pharmacies is not trusted. */
const SUSPICIOUS_SHARE = 0.5;
const MIN_SIZE_FOR_SUSPICION = 4;

/** The shrink guard's reason: "Şüpheli kısalma: 22 Kasım 2026 Pazar için 1 eczane (son geçerli listede 6)". */
export function toSuspiciousReason(results: readonly RosterWriteResult[]): string | null {
  const dates = results.flatMap((r) =>
    r.status === 'suspicious'
      ? [`${formatTurkishDate(r.dutyDate)} için ${r.count} eczane (son geçerli listede ${r.lastGood})`]
      : [],
  );
  return dates.length > 0 ? `Şüpheli kısalma: ${dates.join('; ')}` : null;
}

/** A province with no real roster shows demo data while a demo roster of it is stored. */
async function hasDemoRoster(db: Database, province: Province): Promise<boolean> {
  const [row] = await db
    .select({ id: dutyRosters.id })
    .from(dutyRosters)
    .where(and(eq(dutyRosters.provinceId, province.plate), eq(dutyRosters.source, DEMO_SOURCE)))
    .limit(1);
  return row !== undefined;
}

export function createRosterWriter(deps: { db: Database; now: () => Date }): RosterWriter {
  const { db, now } = deps;
  const listeners: ((changes: readonly RosterChange[]) => Promise<unknown>)[] = [];
  let districtIds: Promise<DistrictIdIndex> | null = null;
  let batching = 0;
  const changedInBatch: RosterChange[] = [];

  async function announce(changes: readonly RosterChange[]): Promise<void> {
    for (const listener of listeners) await listener(changes);
  }

  /** Announces now, or at the end of the batch this runs in. */
  async function changed(changes: readonly RosterChange[]): Promise<void> {
    if (changes.length === 0) return;
    if (batching > 0) changedInBatch.push(...changes);
    else await announce(changes);
  }

  /** Announces deleted rosters. */
  function removed(gone: readonly PrunedRoster[]): Promise<void> {
    return changed(
      gone.flatMap((r) => {
        const province = getProvince(String(r.provinceId));
        return province ? [{ provinceSlug: province.slug, dutyDate: r.dutyDate }] : [];
      }),
    );
  }

  /** Deletes rosters (their entries go with them) in one statement, so all or nothing, and announces them. */
  async function remove(where: SQL): Promise<number> {
    const gone = await db
      .delete(dutyRosters)
      .where(where)
      .returning({ provinceId: dutyRosters.provinceId, dutyDate: dutyRosters.dutyDate });
    await removed(gone);
    return gone.length;
  }

  return {
    async write(request) {
      if (request.rosters.length === 0) return [];
      districtIds ??= loadDistrictIds(db);
      const ids = await districtIds;
      const results: (RosterWriteResult | null)[] = [];
      const toReplace: {
        at: number;
        province: Province;
        dutyDate: string;
        entries: RosterEntryInput[];
        agreement: RosterAgreement | null;
      }[] = [];
      const lastGood = new Map<number, number | null>();
      const lookup = createDistrictLookup();
      for (const roster of request.rosters) {
        const { province, dutyDate } = roster;
        const entries = roster.records.map((r) => toRosterEntry(r, province, ids, lookup).entry);
        if (entries.length === 0) continue;
        if (request.guard || request.guardDemo) {
          if (!lastGood.has(province.plate))
            lastGood.set(province.plate, await getLastGoodRosterSize(db, province.plate));
          const good = lastGood.get(province.plate) ?? null;
          if (
            request.guard &&
            good !== null &&
            good >= MIN_SIZE_FOR_SUSPICION &&
            entries.length < good * SUSPICIOUS_SHARE
          ) {
            results.push({ province, dutyDate, status: 'suspicious', count: entries.length, lastGood: good });
            continue;
          }
          const districts = listDistricts(province.slug).length;
          if (
            request.guardDemo &&
            good === null &&
            isTooFewToReplaceDemo(entries.length, districts) &&
            (await hasDemoRoster(db, province))
          ) {
            results.push({ province, dutyDate, status: 'too-few', count: entries.length, districts });
            continue;
          }
        }
        // A roster listed twice in one write (a page with two tabs for one date): the later one wins.
        const twice = toReplace.findIndex((r) => r.province.plate === province.plate && r.dutyDate === dutyDate);
        if (twice !== -1) toReplace.splice(twice, 1);
        toReplace.push({ at: results.length, province, dutyDate, entries, agreement: roster.agreement ?? null });
        results.push(null);
      }
      // Every roster of one write in one transaction: all or nothing, a few round trips in all.
      const written = await replaceRosters(db, {
        source: request.source,
        fetchedAt: request.fetchedAt,
        writtenAt: now(),
        rosters: toReplace,
      });
      toReplace.forEach(({ at, province, dutyDate }, i) => {
        const result = written[i]!;
        results[at] = {
          province,
          dutyDate,
          status: 'written',
          insertedCount: result.insertedCount,
          removedCount: result.removedCount,
        };
      });
      await changed(toReplace.map(({ province, dutyDate }) => ({ provinceSlug: province.slug, dutyDate })));
      return results.filter((r): r is RosterWriteResult => r !== null);
    },
    removeDemoRosters: () =>
      // Spelled out: Drizzle leaves a DELETE's own columns unqualified, which the subquery would read as its own.
      remove(
        and(
          eq(dutyRosters.source, DEMO_SOURCE),
          sql`exists (select 1 from duty_rosters other where other.province_id = duty_rosters.province_id and other.source <> ${DEMO_SOURCE})`,
        )!,
      ),
    async pruneBefore(dutyDate) {
      const pruned = await pruneRosters(
        db,
        and(
          lt(dutyRosters.dutyDate, dutyDate),
          sql`exists (select 1 from duty_rosters newer where newer.province_id = duty_rosters.province_id and newer.duty_date > duty_rosters.duty_date)`,
        )!,
      );
      await removed(pruned.rosters);
      return { rosters: pruned.rosters.length, pharmacies: pruned.pharmacies };
    },
    async batch(work) {
      batching++;
      try {
        return await work();
      } finally {
        batching--;
        if (batching === 0 && changedInBatch.length > 0) {
          await announce(changedInBatch.splice(0));
        }
      }
    },
    async getDutyDateInForce(province) {
      const [row] = await db
        .select({ rotation: provinces.dutyRotation })
        .from(provinces)
        .where(eq(provinces.id, province.plate));
      return getDutyDate(now(), row?.rotation ?? DEFAULT_ROTATION);
    },
    async adoptRotation(province, rotation) {
      const changed = await db
        .update(provinces)
        .set({ dutyRotation: rotation })
        .where(and(eq(provinces.id, province.plate), ne(provinces.dutyRotation, rotation)))
        .returning({ id: provinces.id });
      return changed.length > 0;
    },
    onChange(listener) {
      listeners.push(listener);
    },
  };
}
