import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '#app/db/client.server.ts';
import { loginAttempts } from '#app/db/schema.ts';

/**
 * Login limits (OWASP Authentication Cheat Sheet: throttle per account *and* client, with growing
 * delays, rather than lock accounts), kept in the database so that every instance counts the
 * same attempts:
 *
 * - per username and client address together: the first 5 failures in 15 minutes are free, then
 *   each attempt waits 1, 2, 4, 8, 16 seconds after the last failure, and after 10 failures the
 *   pair is refused until the window passes. A stranger guessing from elsewhere throttles only
 *   their own pair: the admin signing in from their own address is never locked out.
 * - per client address: 50 failures in 15 minutes across all usernames, then every attempt from
 *   it is refused (429) until the oldest failures leave the window: spraying many usernames
 *   stays stopped.
 *
 * The check and the attempt's reservation happen in one transaction under a lock per client
 * address, so parallel attempts cannot overshoot a limit: each reserved attempt counts as a
 * failure until `recordLoginSuccess` says otherwise. Refused attempts never reach the password check.
 * Which address a request has depends on TRUST_PROXY (docs/operations.md, "Behind a proxy").
 */
export const FREE_FAILURES_PER_PAIR = 5;
export const MAX_FAILURES_PER_PAIR = 10;
export const MAX_FAILURES_PER_IP = 50;
export const WINDOW_MS = 15 * 60 * 1000;
const MAX_DELAY_MS = 60 * 1000;
/** Attempts are kept a day for the limits (the audit log keeps the history). */
const KEEP_ATTEMPTS_MS = 24 * 60 * 60 * 1000;

/** How long after its last failure a pair with `failures` failures in the window must wait. */
export function toLoginDelayMs(failures: number): number {
  if (failures < FREE_FAILURES_PER_PAIR) return 0;
  return Math.min(1000 * 2 ** (failures - FREE_FAILURES_PER_PAIR), MAX_DELAY_MS);
}

export type LoginGate = { ok: true; attemptId: number } | { ok: false; retryAfterSeconds: number };

export async function claimLoginAttempt(
  db: Database,
  input: { ip: string; username: string; now: Date },
): Promise<LoginGate> {
  const now = input.now.getTime();
  const refuse = (until: number): LoginGate => ({
    ok: false,
    retryAfterSeconds: Math.max(1, Math.ceil((until - now) / 1000)),
  });
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`login:${input.ip}`}))`);
    const failures = await tx
      .select({ username: loginAttempts.username, at: loginAttempts.at })
      .from(loginAttempts)
      .where(
        and(
          eq(loginAttempts.ip, input.ip),
          eq(loginAttempts.success, false),
          gt(loginAttempts.at, new Date(now - WINDOW_MS)),
        ),
      )
      .orderBy(asc(loginAttempts.at), asc(loginAttempts.id));
    if (failures.length >= MAX_FAILURES_PER_IP) {
      return refuse(failures[failures.length - MAX_FAILURES_PER_IP]!.at.getTime() + WINDOW_MS);
    }
    const pair = failures.filter((f) => f.username === input.username);
    if (pair.length >= MAX_FAILURES_PER_PAIR) {
      return refuse(pair[pair.length - MAX_FAILURES_PER_PAIR]!.at.getTime() + WINDOW_MS);
    }
    const last = pair.at(-1);
    const delay = toLoginDelayMs(pair.length);
    if (last && now < last.at.getTime() + delay) return refuse(last.at.getTime() + delay);
    const [row] = await tx
      .insert(loginAttempts)
      .values({ ip: input.ip, username: input.username, success: false, at: input.now })
      .returning({ id: loginAttempts.id });
    if (!row) throw new Error('login attempt insert returned no row');
    await tx.delete(loginAttempts).where(lt(loginAttempts.at, new Date(now - KEEP_ATTEMPTS_MS)));
    return { ok: true, attemptId: row.id };
  });
}

/** The reserved attempt succeeded: it and the pair's earlier failures no longer count. */
export async function recordLoginSuccess(
  db: Database,
  attempt: { attemptId: number; ip: string; username: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(loginAttempts).set({ success: true }).where(eq(loginAttempts.id, attempt.attemptId));
    await tx
      .delete(loginAttempts)
      .where(
        and(
          eq(loginAttempts.ip, attempt.ip),
          eq(loginAttempts.username, attempt.username),
          eq(loginAttempts.success, false),
        ),
      );
  });
}
