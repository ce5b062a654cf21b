import { count } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { serializeSessionCookie } from '#app/auth/cookie.server.ts';
import { logIn } from '#app/auth/login.server.ts';
import { createSession, getSignedIn } from '#app/auth/sessions.server.ts';
import { createUser, getUserByUsername, setPassword, UserInputError } from '#app/auth/users.server.ts';
import { parseConfig } from '#app/config/env.server.ts';
import { createLoadContext } from '#app/context.server.ts';
import { loginAttempts } from '#app/db/schema.ts';
import { action as logout } from '#app/routes/admin/logout.tsx';
import { createTestServices } from '#tests/support/test-services.ts';

/**
 * Login limits that stop guessing without letting strangers lock the admin out
 * (app/auth/rate-limit.server.ts), applied atomically; sessions end with a password change; any
 * signed-in user can log out; one password length rule.
 */

let clock = new Date('2026-11-22T09:00:00Z');
let services: Awaited<ReturnType<typeof createTestServices>>;

beforeAll(async () => {
  services = await createTestServices({
    now: () => clock,
    env: { ADMIN_USERNAME: 'yonetici', ADMIN_PASSWORD: 'cok-gizli-sifre-123' },
  });
});
afterAll(async () => {
  await services?.dispose();
});

const attempt = (username: string, password: string, ip: string) =>
  logIn(services.db, { username, password, ip, now: clock });
const later = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

test('a stranger’s wrong passwords from elsewhere never lock the admin out', async () => {
  for (let i = 0; i < 30; i += 1) await attempt('yonetici', `yanlis-sifre-${i}`, '198.51.100.66');
  // The stranger's own address is slowed down and then refused...
  expect(await attempt('yonetici', 'yanlis-sifre-x', '198.51.100.66')).toMatchObject({ ok: false, status: 429 });
  // ...the admin at their own address signs in at once.
  expect(await attempt('yonetici', 'cok-gizli-sifre-123', '203.0.113.7')).toMatchObject({ ok: true });
});

test('a username and client pair gets growing delays after five failures, then is refused for the window', async () => {
  const ip = '203.0.113.20';
  for (let i = 0; i < 5; i += 1)
    expect(await attempt('yonetici', `yanlis-${i}-sifre`, ip)).toMatchObject({ status: 401 });
  expect(await attempt('yonetici', 'cok-gizli-sifre-123', ip)).toMatchObject({
    ok: false,
    status: 429,
    retryAfterSeconds: 1,
    message: 'Çok fazla başarısız giriş denemesi. Lütfen 1 saniye sonra tekrar deneyin.',
  });
  later(1000);
  expect(await attempt('yonetici', 'yanlis-5-sifre', ip)).toMatchObject({ status: 401 });
  expect(await attempt('yonetici', 'yanlis-6-sifre', ip)).toMatchObject({ status: 429, retryAfterSeconds: 2 });
  for (const wait of [2000, 4000, 8000, 16_000]) {
    later(wait);
    expect(await attempt('yonetici', 'yanlis-sifre-tekrar', ip)).toMatchObject({ status: 401 });
  }
  // Ten failures: refused for the rest of the 15 minutes, even with the right password.
  later(60_000);
  expect(await attempt('yonetici', 'cok-gizli-sifre-123', ip)).toMatchObject({ status: 429 });
  later(15 * 60_000);
  expect(await attempt('yonetici', 'cok-gizli-sifre-123', ip)).toMatchObject({ ok: true });
  // A success clears the pair: the next mistake is free again.
  expect(await attempt('yonetici', 'yanlis-sifre-yine', ip)).toMatchObject({ status: 401 });
});

test('one client spraying many usernames keeps getting 429 after 50 failures', async () => {
  later(60 * 60_000);
  const ip = '192.0.2.50';
  for (let i = 0; i < 50; i += 1)
    expect(await attempt(`kullanici${i}`, 'yanlis-sifre-000', ip)).toMatchObject({ status: 401 });
  for (let i = 50; i < 60; i += 1) {
    expect(await attempt(`kullanici${i}`, 'yanlis-sifre-000', ip)).toMatchObject({ status: 429 });
    later(30_000);
  }
  // Another client is not affected.
  expect(await attempt('kullanici99', 'yanlis-sifre-000', '192.0.2.51')).toMatchObject({ status: 401 });
});

async function countAttempts(): Promise<number> {
  const [row] = await services.db.select({ n: count() }).from(loginAttempts);
  return row?.n ?? 0;
}

test('parallel wrong attempts cannot overshoot a limit: exactly the allowed number is checked', async () => {
  later(60 * 60_000);
  const before = await countAttempts();
  const pair = await Promise.all(
    Array.from({ length: 10 }, (_, i) => attempt('yonetici', `paralel-yanlis-${i}`, '203.0.113.99')),
  );
  expect(pair.filter((r) => r.ok === false && r.status === 401)).toHaveLength(5);
  expect(pair.filter((r) => r.ok === false && r.status === 429)).toHaveLength(5);
  expect((await countAttempts()) - before).toBe(5);

  const ip = '192.0.2.77';
  for (let i = 0; i < 45; i += 1) await attempt(`sprey${i}`, 'yanlis-sifre-000', ip);
  const spray = await Promise.all(Array.from({ length: 10 }, (_, i) => attempt(`paralel${i}`, 'yanlis-sifre-000', ip)));
  expect(spray.filter((r) => r.ok === false && r.status === 401)).toHaveLength(5);
  expect(spray.filter((r) => r.ok === false && r.status === 429)).toHaveLength(5);
});

test('a new password (admin:create --reset) ends every session of that user', async () => {
  later(60 * 60_000);
  const login = await attempt('yonetici', 'cok-gizli-sifre-123', '203.0.113.7');
  if (!login.ok) throw new Error('login failed');
  expect(await getSignedIn(services.db, login.token, clock)).not.toBeNull();
  expect(await setPassword(services.db, 'yonetici', 'yeni-gizli-sifre-456')).toBe(true);
  expect(await getSignedIn(services.db, login.token, clock)).toBeNull();
  expect(await attempt('yonetici', 'yeni-gizli-sifre-456', '203.0.113.7')).toMatchObject({ ok: true });
});

test('one password length rule: 12 to 256 characters for the CLI and ADMIN_PASSWORD; longer never signs in', async () => {
  const long = 'a'.repeat(257);
  await expect(
    createUser(services.db, { username: 'uzun', password: long, role: 'admin', now: clock }),
  ).rejects.toThrow(new UserInputError('Password: 12 to 256 characters.'));
  await expect(setPassword(services.db, 'yonetici', long)).rejects.toThrow(UserInputError);
  await expect(setPassword(services.db, 'yonetici', 'kisa')).rejects.toThrow(UserInputError);
  expect(() => parseConfig({ ADMIN_USERNAME: 'yonetici', ADMIN_PASSWORD: long })).toThrow(/ADMIN_PASSWORD/);
  expect(
    await createUser(services.db, { username: 'tam256', password: 'b'.repeat(256), role: 'admin', now: clock }),
  ).toBe(true);
  expect(await attempt('tam256', 'b'.repeat(256), '203.0.113.8')).toMatchObject({ ok: true });
  // The first 256 characters are right, but the password typed is not the one set.
  expect(await attempt('tam256', `${'b'.repeat(256)}c`, '203.0.113.8')).toMatchObject({ status: 401 });
});

test('a signed-in user without the admin role can log out (no 403)', async () => {
  await createUser(services.db, { username: 'okur', password: 'okur-sifresi-1234', role: 'user', now: clock });
  const user = await getUserByUsername(services.db, 'okur');
  if (!user) throw new Error('user not created');
  const { token, session } = await createSession(services.db, user.id, clock);
  const request = new Request('http://localhost/adminxyz/cikis', {
    method: 'POST',
    headers: {
      Cookie: (await serializeSessionCookie(new Request('http://localhost/'), token)).split(';')[0]!,
      Origin: 'http://localhost',
      'Content-Type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ csrf: session.csrfToken }),
  });
  const answer = await logout({ request, context: createLoadContext(services), params: {} } as never).catch(
    (thrown: unknown) => thrown,
  );
  expect(answer).toBeInstanceOf(Response);
  expect((answer as Response).status).toBe(302);
  expect((answer as Response).headers.get('Location')).toBe('/');
  expect(await getSignedIn(services.db, token, clock)).toBeNull();
});
