import { and, count, eq, gt } from 'drizzle-orm';
import type { Database } from '#app/db/client.server.ts';
import { loginAttempts } from '#app/db/schema.ts';

/**
 * Login rate limits, kept in the database so that every instance counts the
 * same attempts: at most 10 failed attempts per username and 50 per IP (an
 * office behind one address) in 15 minutes. The next one is refused before the
 * password is looked at.
 */
export const MAX_FAILURES_PER_USERNAME = 10;
export const MAX_FAILURES_PER_IP = 50;
export const WINDOW_MS = 15 * 60 * 1000;

export async function isLoginThrottled(db: Database, ip: string, username: string, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - WINDOW_MS);
  const failures = (where: ReturnType<typeof eq>) =>
    db
      .select({ n: count() })
      .from(loginAttempts)
      .where(and(where, eq(loginAttempts.success, false), gt(loginAttempts.at, since)));
  const [[byIp], [byName]] = await Promise.all([
    failures(eq(loginAttempts.ip, ip)),
    failures(eq(loginAttempts.username, username)),
  ]);
  return (byIp?.n ?? 0) >= MAX_FAILURES_PER_IP || (byName?.n ?? 0) >= MAX_FAILURES_PER_USERNAME;
}

export async function recordLoginAttempt(
  db: Database,
  attempt: { ip: string; username: string; success: boolean; now: Date },
): Promise<void> {
  await db
    .insert(loginAttempts)
    .values({ ip: attempt.ip, username: attempt.username, success: attempt.success, at: attempt.now });
}
