import { createHash, randomBytes } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import type { Database } from '#app/db/client.server.ts';
import { sessions, users } from '#app/db/schema.ts';
import type { User } from '#app/auth/users.server.ts';

/** Sessions end after 30 minutes without a request, and 12 hours after sign-in whatever happens. */
export const IDLE_TIMEOUT_MS = 30 * 60 * 1000;
export const ABSOLUTE_TIMEOUT_MS = 12 * 60 * 60 * 1000;
/** last_seen_at is written at most this often, not on every request. */
const TOUCH_EVERY_MS = 60 * 1000;

export type Session = typeof sessions.$inferSelect;
export type SignedIn = { user: User; session: Session };

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function createSession(
  db: Database,
  userId: number,
  now: Date,
): Promise<{ token: string; session: Session }> {
  const token = randomBytes(32).toString('base64url');
  const [session] = await db
    .insert(sessions)
    .values({
      idHash: hashToken(token),
      userId,
      csrfToken: randomBytes(32).toString('base64url'),
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + ABSOLUTE_TIMEOUT_MS),
    })
    .returning();
  if (!session) throw new Error('session insert returned no row');
  // Old, expired sessions of anyone are cleared now and then.
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
  return { token, session };
}

/** The signed-in user for a session token, or null when unknown, idle too long, or past its absolute end. */
export async function getSignedIn(db: Database, token: string | null, now: Date): Promise<SignedIn | null> {
  if (!token || token.length > 100) return null;
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.idHash, hashToken(token)));
  if (!row) return null;
  const idleFor = now.getTime() - row.session.lastSeenAt.getTime();
  if (idleFor > IDLE_TIMEOUT_MS || now >= row.session.expiresAt) {
    await db.delete(sessions).where(eq(sessions.idHash, row.session.idHash));
    return null;
  }
  if (idleFor > TOUCH_EVERY_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.idHash, row.session.idHash));
  }
  return row;
}

export async function deleteSession(db: Database, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.idHash, hashToken(token)));
}
