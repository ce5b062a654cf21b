import { audit } from '#app/auth/audit.server.ts';
import { LOGIN_MESSAGES, toThrottledMessage } from '#app/auth/login-messages.ts';
import { MAX_PASSWORD_LENGTH } from '#app/auth/password-rule.ts';
import { verifyPassword, type PasswordCost } from '#app/auth/passwords.server.ts';
import { claimLoginAttempt, recordLoginSuccess, type LoginLimit } from '#app/auth/rate-limit.server.ts';
import { createSession } from '#app/auth/sessions.server.ts';
import { getUserByUsername, normalizeUsername } from '#app/auth/users.server.ts';
import type { Database } from '#app/db/client.server.ts';
import { toClientKey } from '#app/domain/site/client-key.ts';

export type LoginResult =
  | { ok: true; token: string; username: string }
  | { ok: false; status: 400 | 401; message: string }
  | { ok: false; status: 429; message: string; retryAfterSeconds: number; limit: LoginLimit };

/**
 * Checks a username and password. The attempt is claimed against the limits first
 * (app/auth/rate-limit.server.ts): a refused one never reaches the password check. The limits
 * count the client by its key (one IPv4 address or IPv6 /64, however spelled); the audit log keeps
 * the address as it came. Unknown users cost the same time as known ones (at `passwordCost`, the cost
 * users are hashed at; production's unless a test says otherwise); a password longer than the rule
 * allows is simply wrong.
 */
export async function logIn(
  db: Database,
  input: { username: string; password: string; ip: string; now: Date; passwordCost?: PasswordCost },
): Promise<LoginResult> {
  const username = normalizeUsername(input.username).slice(0, 64);
  if (!username || !input.password) return { ok: false, status: 400, message: LOGIN_MESSAGES.blank };
  const client = toClientKey(input.ip);
  const gate = await claimLoginAttempt(db, { client, username, now: input.now });
  if (!gate.ok) {
    await audit(db, { action: 'login_throttled', now: input.now, username, ip: input.ip });
    return {
      ok: false,
      status: 429,
      message: toThrottledMessage(gate.retryAfterSeconds),
      retryAfterSeconds: gate.retryAfterSeconds,
      limit: gate.limit,
    };
  }
  const user = await getUserByUsername(db, username);
  const tooLong = input.password.length > MAX_PASSWORD_LENGTH;
  const valid =
    (await verifyPassword(
      user?.passwordHash ?? null,
      input.password.slice(0, MAX_PASSWORD_LENGTH),
      input.passwordCost,
    )) && !tooLong;
  if (!user || !valid) {
    await audit(db, { action: 'login_failed', now: input.now, username, ip: input.ip });
    return { ok: false, status: 401, message: LOGIN_MESSAGES.wrong };
  }
  await recordLoginSuccess(db, { attemptId: gate.attemptId, client, username });
  const { token } = await createSession(db, user.id, input.now);
  await audit(db, { action: 'login', now: input.now, userId: user.id, username, ip: input.ip });
  return { ok: true, token, username };
}
