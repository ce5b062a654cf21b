import { desc, eq } from 'drizzle-orm';
import type { Database } from '#app/db/client.server.ts';
import { auditLog } from '#app/db/schema.ts';
import type { AuditActionName } from '#app/domain/admin/audit-entries.ts';

export type AuditAction = AuditActionName;

export async function audit(
  db: Database,
  entry: {
    action: AuditAction;
    now: Date;
    userId?: number | null;
    username?: string | null;
    ip?: string | null;
    detail?: Record<string, unknown>;
  },
): Promise<void> {
  await db.insert(auditLog).values({
    at: entry.now,
    action: entry.action,
    userId: entry.userId ?? null,
    username: entry.username ?? null,
    ip: entry.ip ?? null,
    detail: entry.detail ?? null,
  });
}

/** The newest entries first, optionally of one action only. */
export async function listAudit(db: Database, limit = 50, action?: AuditAction) {
  return db
    .select()
    .from(auditLog)
    .where(action ? eq(auditLog.action, action) : undefined)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(limit);
}
