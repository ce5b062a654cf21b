import { and, asc, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { Database } from '#app/db/client.server.ts';
import { loginAttempts } from '#app/db/schema.ts';
import type { ClientKey } from '#app/domain/site/client-key.ts';

/**
 * Login limits (OWASP Authentication Cheat Sheet: throttle per account *and* client, with growing
 * delays, rather than lock accounts), kept in the database so that every instance counts the
 * same attempts. A client is its ClientKey: one IPv4 address, or one IPv6 /64, however spelled.
 *
 * - per username and client together: the first 5 failures in 15 minutes are free, then each
 *   attempt waits 1, 2, 4, 8, 16 seconds after the pair's last failure, and after 10 failures the
 *   pair is refused until the window passes.
 * - per client: 50 failures in 15 minutes across all usernames, then every attempt from it is
 *   refused until the oldest failures leave the window: spraying many usernames stays stopped.
 * - per username across all clients: the first 10 failures in 15 minutes are free, then each
 *   attempt waits 1, 2, 4, 8, 16, then 30 seconds after the username's last failure, from
 *   wherever it came. Many addresses guessing one password get about two checks a minute, not
 *   hundreds. It is a delay and never a refusal, and it does not apply to a client the user
 *   signed in from in the last 30 days: a stranger cannot lock the owner out.
 *
 * The checks and the attempt's reservation happen in one transaction under a lock per client and
 * a lock per username (always taken in that order), so parallel attempts cannot overshoot any
 * limit: each reserved attempt counts as a failure until `recordLoginSuccess` says otherwise.
 * Refused attempts never reach the password check.
 * Which address a request has depends on TRUST_PROXY (docs/operations.md, "Behind a proxy").
 */
const FREE_FAILURES_PER_PAIR = 5;
const MAX_FAILURES_PER_PAIR = 10;
const MAX_FAILURES_PER_CLIENT = 50;
const FREE_FAILURES_PER_ACCOUNT = 10;
const MAX_ACCOUNT_DELAY_MS = 30 * 1000;
/** A client the user signed in from this recently is not slowed by the account's ceiling. */
const KNOWN_CLIENT_MS = 30 * 24 * 60 * 60 * 1000;
const WINDOW_MS = 15 * 60 * 1000;
const MAX_PAIR_DELAY_MS = 60 * 1000;
/**
 * Failures are kept a day for the limits (the audit log keeps the history); successes 30 days, as
 * the clients each user is known to sign in from.
 */
const KEEP_FAILURES_MS = 24 * 60 * 60 * 1000;
/** Advisory lock namespaces (the two-key form), so a client's lock never collides with a username's. */
const CLIENT_LOCK = 1;
const ACCOUNT_LOCK = 2;

/** 1, 2, 4, ... seconds once `failures` reaches `free`, at most `max`. */
function growingDelayMs(failures: number, free: number, max: number): number {
  if (failures < free) return 0;
  return Math.min(1000 * 2 ** Math.min(failures - free, 30), max);
}

/** How long after its last failure a pair with `failures` failures in the window must wait. */
function toLoginDelayMs(failures: number): number {
  return growingDelayMs(failures, FREE_FAILURES_PER_PAIR, MAX_PAIR_DELAY_MS);
}

/** How long after a username's last failure (from anywhere) the next attempt must wait. */
function toAccountDelayMs(failures: number): number {
  return growingDelayMs(failures, FREE_FAILURES_PER_ACCOUNT, MAX_ACCOUNT_DELAY_MS);
}

/** Which limit refused: the client's, the username-and-client pair's, or the username's ceiling. */
export type LoginLimit = 'client' | 'pair' | 'account';

export type LoginGate = { ok: true; attemptId: number } | { ok: false; retryAfterSeconds: number; limit: LoginLimit };

type Failure = { client: string; at: Date };

export async function claimLoginAttempt(
  db: Database,
  input: { client: ClientKey; username: string; now: Date },
): Promise<LoginGate> {
  const now = input.now.getTime();
  const since = new Date(now - WINDOW_MS);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${CLIENT_LOCK}, hashtext(${input.client}))`);
    await tx.execute(sql`select pg_advisory_xact_lock(${ACCOUNT_LOCK}, hashtext(${input.username}))`);
    const fromClient = await tx
      .select({ username: loginAttempts.username, at: loginAttempts.at })
      .from(loginAttempts)
      .where(and(eq(loginAttempts.ip, input.client), eq(loginAttempts.success, false), gt(loginAttempts.at, since)))
      .orderBy(asc(loginAttempts.at), asc(loginAttempts.id));
    const forAccount: Failure[] = await tx
      .select({ client: loginAttempts.ip, at: loginAttempts.at })
      .from(loginAttempts)
      .where(
        and(eq(loginAttempts.username, input.username), eq(loginAttempts.success, false), gt(loginAttempts.at, since)),
      )
      .orderBy(asc(loginAttempts.at), asc(loginAttempts.id));

    // Each limit that applies says until when; the latest one is the answer.
    const waits: { until: number; limit: LoginLimit }[] = [];
    if (fromClient.length >= MAX_FAILURES_PER_CLIENT) {
      const oldest = fromClient[fromClient.length - MAX_FAILURES_PER_CLIENT]!;
      waits.push({ until: oldest.at.getTime() + WINDOW_MS, limit: 'client' });
    }
    const pair = forAccount.filter((f) => f.client === input.client);
    if (pair.length >= MAX_FAILURES_PER_PAIR) {
      waits.push({ until: pair[pair.length - MAX_FAILURES_PER_PAIR]!.at.getTime() + WINDOW_MS, limit: 'pair' });
    } else if (pair.length > 0) {
      waits.push({ until: pair.at(-1)!.at.getTime() + toLoginDelayMs(pair.length), limit: 'pair' });
    }
    const accountUntil =
      forAccount.length > 0 ? forAccount.at(-1)!.at.getTime() + toAccountDelayMs(forAccount.length) : 0;
    if (now < accountUntil && !(await isKnownClient(tx, input))) {
      waits.push({ until: accountUntil, limit: 'account' });
    }
    const wait = waits.filter((w) => now < w.until).sort((a, b) => b.until - a.until)[0];
    if (wait) {
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((wait.until - now) / 1000)), limit: wait.limit };
    }

    const [row] = await tx
      .insert(loginAttempts)
      .values({ ip: input.client, username: input.username, success: false, at: input.now })
      .returning({ id: loginAttempts.id });
    if (!row) throw new Error('login attempt insert returned no row');
    await tx
      .delete(loginAttempts)
      .where(
        or(
          and(eq(loginAttempts.success, false), lt(loginAttempts.at, new Date(now - KEEP_FAILURES_MS))),
          lt(loginAttempts.at, new Date(now - KNOWN_CLIENT_MS)),
        ),
      );
    return { ok: true, attemptId: row.id };
  });
}

/** The user signed in from this client (address or /64) in the last 30 days: its kept successes. */
async function isKnownClient(
  tx: Pick<Database, 'select'>,
  input: { client: ClientKey; username: string; now: Date },
): Promise<boolean> {
  const [known] = await tx
    .select({ id: loginAttempts.id })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.username, input.username),
        eq(loginAttempts.ip, input.client),
        eq(loginAttempts.success, true),
        gt(loginAttempts.at, new Date(input.now.getTime() - KNOWN_CLIENT_MS)),
      ),
    )
    .limit(1);
  return known !== undefined;
}

/** The reserved attempt succeeded: it and the pair's earlier failures no longer count. */
export async function recordLoginSuccess(
  db: Database,
  attempt: { attemptId: number; client: ClientKey; username: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(loginAttempts).set({ success: true }).where(eq(loginAttempts.id, attempt.attemptId));
    await tx
      .delete(loginAttempts)
      .where(
        and(
          eq(loginAttempts.ip, attempt.client),
          eq(loginAttempts.username, attempt.username),
          eq(loginAttempts.success, false),
        ),
      );
  });
}
