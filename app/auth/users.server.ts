import { eq } from 'drizzle-orm';
import type { Database } from '#app/db/client.server.ts';
import { sessions, users } from '#app/db/schema.ts';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '#app/auth/password-rule.ts';
import { hashPassword, type PasswordCost } from '#app/auth/passwords.server.ts';

export type User = typeof users.$inferSelect;
export type Role = 'admin' | 'user';

/** Usernames are ASCII (a-z, 0-9, . _ -), so plain lower-casing: "YONETICI" signs in as "yonetici". */
export function normalizeUsername(username: string): string {
  return username.trim().toLowerCase();
}

export async function getUserByUsername(db: Database, username: string): Promise<User | null> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(users.username, normalizeUsername(username)));
  return user ?? null;
}

export class UserInputError extends Error {
  override name = 'UserInputError';
}

/** Creates a user, or returns false when the username is taken. `passwordCost`: production's unless a test says. */
export async function createUser(
  db: Database,
  input: { username: string; password: string; role: Role; now: Date; passwordCost?: PasswordCost },
): Promise<boolean> {
  const username = normalizeUsername(input.username);
  if (!/^[a-z0-9._-]{3,64}$/.test(username)) {
    throw new UserInputError('Username: 3-64 characters, letters a-z, digits, ".", "_" or "-".');
  }
  checkPasswordRule(input.password);
  // A taken username is refused before hashing: the server calls this at every start when
  // ADMIN_USERNAME is set, and an Argon2 hash is 12–46 ms of that start here.
  if (await getUserByUsername(db, username)) return false;
  const rows = await db
    .insert(users)
    .values({
      username,
      passwordHash: await hashPassword(input.password, input.passwordCost),
      role: input.role,
      createdAt: input.now,
    })
    .onConflictDoNothing({ target: users.username })
    .returning({ id: users.id });
  return rows.length > 0;
}

/** The one password rule (app/auth/password-rule.ts), as the CLI says it. */
function checkPasswordRule(password: string): void {
  if (password.length < MIN_PASSWORD_LENGTH || password.length > MAX_PASSWORD_LENGTH) {
    throw new UserInputError(`Password: ${MIN_PASSWORD_LENGTH} to ${MAX_PASSWORD_LENGTH} characters.`);
  }
}

/** Sets a new password and ends every session of the user: whoever held the old one is signed out. */
export async function setPassword(
  db: Database,
  username: string,
  password: string,
  passwordCost?: PasswordCost,
): Promise<boolean> {
  checkPasswordRule(password);
  const passwordHash = await hashPassword(password, passwordCost);
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(users)
      .set({ passwordHash })
      .where(eq(users.username, normalizeUsername(username)))
      .returning({ id: users.id });
    const user = rows[0];
    if (!user) return false;
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
    return true;
  });
}
