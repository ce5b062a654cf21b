import { audit } from '#app/auth/audit.server.ts';
import { LOGIN_MESSAGES } from '#app/auth/login-messages.ts';
import { verifyPassword } from '#app/auth/passwords.server.ts';
import { isLoginThrottled, recordLoginAttempt } from '#app/auth/rate-limit.server.ts';
import { createSession } from '#app/auth/sessions.server.ts';
import { getUserByUsername, normalizeUsername } from '#app/auth/users.server.ts';
import type { Database } from '#app/db/client.server.ts';

export type LoginResult =
  { ok: true; token: string; username: string } | { ok: false; status: 400 | 401 | 429; message: string };

/**
 * Checks a username and password. Throttled requests are refused before the
 * password is looked at; unknown users cost the same time as known ones.
 */
export async function logIn(
  db: Database,
  input: { username: string; password: string; ip: string; now: Date },
): Promise<LoginResult> {
  const username = normalizeUsername(input.username).slice(0, 64);
  if (!username || !input.password) return { ok: false, status: 400, message: LOGIN_MESSAGES.blank };
  if (await isLoginThrottled(db, input.ip, username, input.now)) {
    await audit(db, { action: 'login_throttled', now: input.now, username, ip: input.ip });
    return { ok: false, status: 429, message: LOGIN_MESSAGES.throttled };
  }
  const user = await getUserByUsername(db, username);
  const valid = await verifyPassword(user?.passwordHash ?? null, input.password.slice(0, 256));
  await recordLoginAttempt(db, { ip: input.ip, username, success: valid, now: input.now });
  if (!user || !valid) {
    await audit(db, { action: 'login_failed', now: input.now, username, ip: input.ip });
    return { ok: false, status: 401, message: LOGIN_MESSAGES.wrong };
  }
  const { token } = await createSession(db, user.id, input.now);
  await audit(db, { action: 'login', now: input.now, userId: user.id, username, ip: input.ip });
  return { ok: true, token, username };
}
