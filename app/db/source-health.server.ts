import { sql } from 'drizzle-orm';
import type { Database } from '#app/db/client.server.ts';
import { sourceHealth } from '#app/db/schema-sources.ts';
import type { RosterAgreement } from '#app/domain/sources/agreement.ts';

/** Each source's standing per province, updated after every attempt of a run. */

export type SourceAttempt = {
  provinceId: number;
  source: string;
  at: Date;
  /** Healthy list of this many pharmacies, or a failure. */
  result: { ok: true; records: number } | { ok: false; kind: string; reason: string };
  agreement?: RosterAgreement | null;
};

export type SourceHealthRow = typeof sourceHealth.$inferSelect;

/** Records a run's attempts: a success resets the streak, a failure adds one. */
export async function recordSourceAttempts(db: Database, attempts: readonly SourceAttempt[]): Promise<void> {
  if (attempts.length === 0) return;
  const rows = attempts.map((a) => ({
    provinceId: a.provinceId,
    source: a.source,
    lastAttemptAt: a.at,
    lastSuccessAt: a.result.ok ? a.at : null,
    lastRecords: a.result.ok ? a.result.records : null,
    lastError: a.result.ok ? null : a.result.reason,
    lastErrorKind: a.result.ok ? null : a.result.kind,
    failureStreak: a.result.ok ? 0 : 1,
    lastAgreement: a.agreement ?? null,
  }));
  await db
    .insert(sourceHealth)
    .values(rows)
    .onConflictDoUpdate({
      target: [sourceHealth.provinceId, sourceHealth.source],
      set: {
        lastAttemptAt: sql`excluded.last_attempt_at`,
        lastSuccessAt: sql`coalesce(excluded.last_success_at, ${sourceHealth.lastSuccessAt})`,
        lastRecords: sql`coalesce(excluded.last_records, ${sourceHealth.lastRecords})`,
        lastError: sql`excluded.last_error`,
        lastErrorKind: sql`excluded.last_error_kind`,
        failureStreak: sql`case when excluded.failure_streak = 0 then 0 else ${sourceHealth.failureStreak} + 1 end`,
        lastAgreement: sql`coalesce(excluded.last_agreement, ${sourceHealth.lastAgreement})`,
      },
    });
}

export async function listSourceHealth(db: Database): Promise<SourceHealthRow[]> {
  return db.select().from(sourceHealth);
}
