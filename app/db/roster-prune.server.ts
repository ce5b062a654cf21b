import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Database } from '#app/db/client.server.ts';
import { dutyRosters } from '#app/db/schema.ts';

/**
 * Roster writers hold this advisory lock shared, each for its whole transaction; the prune holds
 * it alone. Writers leave a known, unchanged pharmacy out of their upsert and find its row again
 * in the next statement, so no pharmacy may be deleted between the two: the prune waits for the
 * writers in progress, and writers that start meanwhile wait for it: ~50 ms a night, and once
 * 5.7 s (PGlite) or 9.4 s (PostgreSQL) for the 168,303 orphans that had piled up, measured here.
 */
export const PHARMACY_PRUNE_LOCK = 741853;

/** A roster the prune deleted. */
export type PrunedRoster = { provinceId: number; dutyDate: string };

/**
 * Deletes the rosters `where` names (their entries go with them) and then every pharmacy that no
 * remaining entry, correction or report names, in one transaction: all or nothing. A pharmacy
 * is an identity the rosters point at; once none does it is no longer shown anywhere, and
 * without this the table only grew (175,188 rows for 6,885 pharmacies in force). One that an
 * admin corrected or a visitor reported is kept, with its correction and report.
 */
export async function pruneRosters(db: Database, where: SQL): Promise<{ rosters: PrunedRoster[]; pharmacies: number }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${PHARMACY_PRUNE_LOCK})`);
    const rosters = await tx
      .delete(dutyRosters)
      .where(where)
      .returning({ provinceId: dutyRosters.provinceId, dutyDate: dutyRosters.dutyDate });
    const [pruned] = rowsOf<{ n: number }>(
      await tx.execute(sql`
        with gone as (
          delete from pharmacies ph
          where not exists (select 1 from duty_entries e where e.pharmacy_id = ph.id)
            and not exists (select 1 from pharmacy_corrections c where c.pharmacy_id = ph.id)
            and not exists (select 1 from pharmacy_reports r where r.pharmacy_id = ph.id)
          returning 1
        )
        select count(*)::int as n from gone`),
    );
    return { rosters, pharmacies: Number(pruned?.n ?? 0) };
  });
}
