import { count } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { serializeSessionCookie } from '#app/auth/cookie.server.ts';
import { logIn } from '#app/auth/login.server.ts';
import { MINIMUM_PASSWORD_COST } from '#app/auth/passwords.server.ts';
import { createSession, getSignedIn } from '#app/auth/sessions.server.ts';
import { createUser, getUserByUsername, setPassword, UserInputError } from '#app/auth/users.server.ts';
import { parseConfig } from '#app/config/env.server.ts';
import { createLoadContext } from '#app/context.server.ts';
import { loginAttempts } from '#app/db/schema.ts';
import { action as loginAction } from '#app/routes/admin/login.tsx';
import { action as logout } from '#app/routes/admin/logout.tsx';
import { createTestServices } from '#tests/support/test-services.ts';

/**
 * Login limits that stop guessing without letting strangers lock the admin out
 * (app/auth/rate-limit.server.ts), applied atomically and keyed on what an attacker cannot
 * multiply cheaply (one IPv4 address or IPv6 /64, however spelled; a ceiling per username across
 * all addresses); sessions end with a password change; any signed-in user can log out; one
 * password length rule.
 *
 * Passwords are hashed at Argon2's minimum cost here (the hundreds of checks below would otherwise
 * spend seconds hashing); the limits under test count attempts, not hashing time.
 */

let clock = new Date('2026-11-22T09:00:00Z');
let services: Awaited<ReturnType<typeof createTestServices>>;
const passwordCost = MINIMUM_PASSWORD_COST;

beforeAll(async () => {
  services = await createTestServices({ now: () => clock });
  await createUser(services.db, {
    username: 'yonetici',
    password: 'cok-gizli-sifre-123',
    role: 'admin',
    now: clock,
    passwordCost,
  });
});
afterAll(async () => {
  await services?.dispose();
});

const attempt = (username: string, password: string, ip: string) =>
  logIn(services.db, { username, password, ip, now: clock, passwordCost });
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
  expect(await setPassword(services.db, 'yonetici', 'yeni-gizli-sifre-456', passwordCost)).toBe(true);
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
    await createUser(services.db, {
      username: 'tam256',
      password: 'b'.repeat(256),
      role: 'admin',
      now: clock,
      passwordCost,
    }),
  ).toBe(true);
  expect(await attempt('tam256', 'b'.repeat(256), '203.0.113.8')).toMatchObject({ ok: true });
  // The first 256 characters are right, but the password typed is not the one set.
  expect(await attempt('tam256', `${'b'.repeat(256)}c`, '203.0.113.8')).toMatchObject({ status: 401 });
});

test('a signed-in user without the admin role can log out (no 403)', async () => {
  await createUser(services.db, {
    username: 'okur',
    password: 'okur-sifresi-1234',
    role: 'user',
    now: clock,
    passwordCost,
  });
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

/** The login form posted as a browser would, from `ip` as the HTTP layer read it. */
async function postLogin(username: string, password: string, ip: string) {
  const request = new Request('http://localhost/adminxyz/giris', {
    method: 'POST',
    headers: { Origin: 'http://localhost', 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password, next: '/adminxyz' }),
  });
  const answer = (await loginAction({
    request,
    context: createLoadContext(services, { ip }),
    params: {},
  } as never).catch((thrown: unknown) => thrown)) as Response | { data: { error: string }; init: { status: number } };
  return answer instanceof Response
    ? { status: answer.status }
    : { status: answer.init.status, error: answer.data.error };
}

test('eleven spellings of one address share one budget at the login form', async () => {
  later(60 * 60_000);
  const spellings = [
    '127.0.0.1',
    '::ffff:127.0.0.1',
    '::FFFF:127.0.0.1',
    '0:0:0:0:0:ffff:7f00:1',
    '0000:0000:0000:0000:0000:FFFF:7F00:0001',
    '::ffff:7f00:1%eth0',
    '127.000.000.001',
    '127.0.0.001',
    '[::ffff:127.0.0.1]',
    '[::ffff:127.0.0.1]:51234',
    '127.0.0.1:51234',
  ];
  const answers = [];
  for (const ip of spellings) answers.push(await postLogin('yonetici', 'yanlis-sifre-yazim', ip));
  expect(answers.map((a) => a.status)).toEqual([401, 401, 401, 401, 401, 429, 429, 429, 429, 429, 429]);
  expect(answers[5]!.error).toBe('Çok fazla başarısız giriş denemesi. Lütfen 1 saniye sonra tekrar deneyin.');

  // The same for IPv6 loopback: `::1` and its long forms are one client.
  later(60 * 60_000);
  const v6 = ['::1', '0:0:0:0:0:0:0:1', '::0001', '0::1', '::1%lo', '[::1]', '[::1]:8080'];
  const v6Answers = [];
  for (const ip of v6) v6Answers.push((await postLogin('yonetici', 'yanlis-sifre-yazim', ip)).status);
  expect(v6Answers).toEqual([401, 401, 401, 401, 401, 429, 429]);
});

test('forty addresses of one IPv6 /64 get the budget of one address', async () => {
  later(60 * 60_000);
  const inPrefix = (i: number) => `2001:db8:40:1:${i.toString(16)}:${(i * 31).toString(16)}:0:${i.toString(16)}`;
  // One username, two guesses from each of the 40 addresses (the probe sent five, 200 checks in 10 s).
  const results = [];
  for (let round = 0; round < 2; round += 1) {
    for (let i = 0; i < 40; i += 1) results.push(await attempt('yonetici', `yanlis-${round}-${i}-sifre`, inPrefix(i)));
  }
  expect(results.filter((r) => r.ok === false && r.status === 401)).toHaveLength(5);
  expect(results.filter((r) => r.ok === false && r.status === 429)).toHaveLength(75);
  expect(results[5]).toMatchObject({ status: 429, limit: 'pair', retryAfterSeconds: 1 });
  // Another /64 next door is another client.
  expect(await attempt('yonetici', 'yanlis-sifre-komsu', '2001:db8:40:2::1')).toMatchObject({ status: 401 });

  // Spraying usernames from the /64: 50 failures, like one address, then refused.
  later(60 * 60_000);
  const spray = [];
  for (let i = 0; i < 60; i += 1) spray.push(await attempt(`sprey-${i}`, 'yanlis-sifre-000', inPrefix(i % 40)));
  expect(spray.filter((r) => r.ok === false && r.status === 401)).toHaveLength(50);
  expect(spray.slice(50).every((r) => r.ok === false && r.status === 429 && r.limit === 'client')).toBe(true);
});

/** An attacker that retries the moment it may, from the next of its `addresses`, for `forMs`. */
async function attackUntil(username: string, addresses: readonly string[], forMs: number) {
  const end = clock.getTime() + forMs;
  let checks = 0;
  const waits: number[] = [];
  for (let i = 0; clock.getTime() < end; i += 1) {
    const result = await attempt(username, `saldiri-${i}-sifresi`, addresses[i % addresses.length]!);
    if (result.ok) throw new Error('the attacker guessed the password');
    if (result.status === 401) checks += 1;
    else if (result.status === 429) {
      expect(result.limit).toBe('account');
      waits.push(result.retryAfterSeconds);
      later(result.retryAfterSeconds * 1000);
    }
  }
  return { checks, waits };
}

test('twenty IPv4 addresses guessing one password are slowed by the per-account ceiling', async () => {
  later(60 * 60_000);
  const addresses = Array.from({ length: 20 }, (_, i) => `198.51.100.${100 + i}`);
  // Ten free failures from anywhere, then 1, 2, 4, 8, 16 seconds after the last one, then 30.
  const burst = await attackUntil('yonetici', addresses, 10_000);
  expect(burst).toEqual({ checks: 13, waits: [1, 2, 4, 8] });
  const quarter = await attackUntil('yonetici', addresses, 15 * 60_000 - 15_000);
  // The probe's 100 checks in 10 s become 13; a whole 15-minute window allows 43, not 200.
  expect(burst.checks + quarter.checks).toBe(43);
  expect(Math.max(...quarter.waits)).toBe(30);
});

test('the owner still signs in during such an attack: after the named delay from a new network, at once from a known one', async () => {
  later(60 * 60_000);
  const password = 'sahibin-gizli-sifresi-789';
  await createUser(services.db, { username: 'sahip', password, role: 'admin', now: clock, passwordCost });
  // Two weeks ago the owner signed in from home.
  expect(await attempt('sahip', password, '203.0.113.60')).toMatchObject({ ok: true });
  later(14 * 24 * 60 * 60_000);
  const addresses = Array.from({ length: 20 }, (_, i) => `192.0.2.${100 + i}`);
  await attackUntil('sahip', addresses, 2 * 60_000);
  expect(await attempt('sahip', 'saldiri-son-sifresi', addresses[7]!)).toMatchObject({ status: 401 });
  // The attacker has just failed: everyone from a new address waits, up to 30 seconds, never longer.
  const delayed = await attempt('sahip', password, '203.0.113.150');
  expect(delayed).toMatchObject({ ok: false, status: 429, limit: 'account', retryAfterSeconds: 30 });
  if (delayed.ok || delayed.status !== 429) throw new Error('expected a delay');
  later(delayed.retryAfterSeconds * 1000);
  expect(await attempt('sahip', password, '203.0.113.150')).toMatchObject({ ok: true });
  // The owner's success does not lift the ceiling for the attacker...
  expect(await attempt('sahip', 'yanlis-sifre-sonra', addresses[0]!)).toMatchObject({ status: 401 });
  expect(await attempt('sahip', 'yanlis-sifre-sonra', addresses[1]!)).toMatchObject({
    status: 429,
    limit: 'account',
  });
  // ...and a network the owner signed in from in the last 30 days is not delayed by it at all,
  // however its address is spelled.
  expect(await attempt('sahip', password, '::ffff:203.0.113.60')).toMatchObject({ ok: true });
  expect(await attempt('sahip', password, '203.0.113.150')).toMatchObject({ ok: true });
  expect(await attempt('sahip', password, '198.51.100.250')).toMatchObject({ status: 429, limit: 'account' });
});

test('parallel attempts from many addresses cannot overshoot the per-account ceiling', async () => {
  later(60 * 60_000);
  const before = await countAttempts();
  const results = await Promise.all(
    Array.from({ length: 30 }, (_, i) => attempt('yonetici', `paralel-hesap-${i}`, `198.51.100.${10 + i}`)),
  );
  expect(results.filter((r) => r.ok === false && r.status === 401)).toHaveLength(10);
  expect(results.filter((r) => r.ok === false && r.status === 429 && r.limit === 'account')).toHaveLength(20);
  expect((await countAttempts()) - before).toBe(10);
});
