import { desc } from 'drizzle-orm';
import type { Database } from '#app/db/client.server.ts';
import { auditLog } from '#app/db/schema.ts';

export type AuditAction =
  | 'login'
  | 'login_failed'
  | 'login_throttled'
  | 'logout'
  | 'scrape'
  | 'import'
  | 'fetch'
  | 'schedule_create'
  | 'schedule_update'
  | 'schedule_delete'
  | 'task_create'
  | 'task_update'
  | 'task_delete'
  | 'task_run';

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

export async function listAudit(db: Database, limit = 50) {
  return db.select().from(auditLog).orderBy(desc(auditLog.at), desc(auditLog.id)).limit(limit);
}
