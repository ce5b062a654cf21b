import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '#app/db/client.server.ts';
import { alertProblems } from '#app/db/schema-sources.ts';
import { isAlertKind, type AlertProblem } from '#app/domain/alerts/problems.ts';
import { getProvince, requireProvinceBySlug } from '#app/domain/geo/geo.server.ts';

/**
 * The problems admins were alerted to (app/domain/alerts/problems.ts): one row from the moment a
 * problem starts until it clears. The partial unique index on `key` allows one open row per
 * problem, so two instances checking at once open it, and announce it, only once.
 */

export type OpenAlertProblem = AlertProblem & { id: number; openedAt: Date };
export type AlertProblemRecord = OpenAlertProblem & { resolvedAt: Date | null };

type Row = typeof alertProblems.$inferSelect;

function toRecord(row: Row): AlertProblemRecord {
  if (!isAlertKind(row.kind)) throw new Error(`alert problem ${row.id} has an unknown kind: ${row.kind}`);
  const province = row.provinceId === null ? null : getProvince(String(row.provinceId));
  return {
    id: row.id,
    key: row.key,
    kind: row.kind,
    provinceSlug: province?.slug ?? null,
    provinceName: province?.name ?? null,
    source: row.source,
    text: row.text,
    openedAt: row.openedAt,
    resolvedAt: row.resolvedAt,
  };
}

/** The problems that have not cleared, oldest first. */
export async function listOpenProblems(db: Database): Promise<OpenAlertProblem[]> {
  const rows = await db
    .select()
    .from(alertProblems)
    .where(isNull(alertProblems.resolvedAt))
    .orderBy(alertProblems.openedAt, alertProblems.id);
  return rows.map(toRecord);
}

/** Records a problem as started. False when it is open already (another instance got there first). */
export async function openProblem(db: Database, problem: AlertProblem, now: Date): Promise<boolean> {
  const rows = await db
    .insert(alertProblems)
    .values({
      key: problem.key,
      kind: problem.kind,
      provinceId: problem.provinceSlug === null ? null : requireProvinceBySlug(problem.provinceSlug).plate,
      source: problem.source,
      text: problem.text,
      openedAt: now,
    })
    .onConflictDoNothing({ target: alertProblems.key, where: sql`resolved_at is null` })
    .returning({ id: alertProblems.id });
  return rows.length > 0;
}

/** Records an open problem as cleared; null when none was open under that key. */
export async function resolveProblem(db: Database, key: string, now: Date): Promise<AlertProblemRecord | null> {
  const [row] = await db
    .update(alertProblems)
    .set({ resolvedAt: now })
    .where(and(eq(alertProblems.key, key), isNull(alertProblems.resolvedAt)))
    .returning();
  return row ? toRecord(row) : null;
}

/** For the dashboard: the open problems first, then the newest cleared ones, `limit` in all. */
export async function listRecentProblems(db: Database, options: { limit: number }): Promise<AlertProblemRecord[]> {
  const rows = await db
    .select()
    .from(alertProblems)
    .orderBy(
      desc(sql`${alertProblems.resolvedAt} is null`),
      desc(alertProblems.resolvedAt),
      desc(alertProblems.openedAt),
      desc(alertProblems.id),
    )
    .limit(options.limit);
  return rows.map(toRecord);
}
