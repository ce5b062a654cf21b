import { afterAll, beforeAll, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { listAudit } from '#app/auth/audit.server.ts';
import { serializeSessionCookie } from '#app/auth/cookie.server.ts';
import { logIn } from '#app/auth/login.server.ts';
import {
  ABSOLUTE_TIMEOUT_MS,
  createSession,
  deleteSession,
  getSignedIn,
  IDLE_TIMEOUT_MS,
} from '#app/auth/sessions.server.ts';
import { createUser, UserInputError } from '#app/auth/users.server.ts';
import { sessions, users } from '#app/db/schema.ts';
import { rawRequest } from '#tests/support/raw-http.ts';
import { startSiteServers } from '#tests/support/site-servers.ts';
import { createTestServices } from '#tests/support/test-services.ts';

let clock = new Date('2026-11-22T09:00:00Z');
let services: Awaited<ReturnType<typeof createTestServices>>;
const ip = '203.0.113.7';

beforeAll(async () => {
  services = await createTestServices({
    now: () => clock,
    env: { ADMIN_USERNAME: 'Yonetici', ADMIN_PASSWORD: 'cok-gizli-sifre-123' },
  });
});
afterAll(async () => {
  await services?.dispose();
});

const attempt = (username: string, password: string) => logIn(services.db, { username, password, ip, now: clock });

test('the first admin comes from ADMIN_USERNAME, stored with an Argon2id hash only', async () => {
  const [user] = await services.db.select().from(users).where(eq(users.username, 'yonetici'));
  expect(user?.role).toBe('admin');
  expect(user?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  expect(user?.passwordHash).not.toContain('cok-gizli');
  await expect(
    createUser(services.db, { username: 'kisa', password: 'short', role: 'admin', now: clock }),
  ).rejects.toThrow(UserInputError);
});

test('a taken username is refused, in any case, and keeps its password (as every restart with ADMIN_USERNAME asks)', async () => {
  const [before] = await services.db.select().from(users).where(eq(users.username, 'yonetici'));
  const again = { username: ' YONETICI ', password: 'baska-bir-sifre-456', role: 'user' as const, now: clock };
  expect(await createUser(services.db, again)).toBe(false);
  const [after] = await services.db.select().from(users).where(eq(users.username, 'yonetici'));
  expect(after).toEqual(before);
  expect((await attempt('yonetici', 'baska-bir-sifre-456')).ok).toBe(false);
});

test('wrong and blank credentials get the spec messages; the right ones a session', async () => {
  expect(await attempt('yonetici', 'yanlis-sifre-000')).toEqual({
    ok: false,
    status: 401,
    message: 'Kullanıcı adı veya şifre hatalı',
  });
  expect(await attempt('kimse', 'yanlis-sifre-000')).toEqual({
    ok: false,
    status: 401,
    message: 'Kullanıcı adı veya şifre hatalı',
  });
  expect(await attempt('', '')).toMatchObject({ status: 400, message: 'Lütfen kullanıcı adı ve şifre girin' });
  const ok = await attempt('YONETICI', 'cok-gizli-sifre-123');
  expect(ok.ok).toBe(true);
  if (!ok.ok) return;
  const signedIn = await getSignedIn(services.db, ok.token, clock);
  expect(signedIn?.user.username).toBe('yonetici');
  const stored = await services.db.select().from(sessions);
  expect(stored.every((s) => s.idHash !== ok.token && s.idHash.length === 64)).toBe(true);
});

test('sessions end when idle, at their absolute end, and at logout', async () => {
  const login = await attempt('yonetici', 'cok-gizli-sifre-123');
  if (!login.ok) throw new Error('login failed');
  clock = new Date(clock.getTime() + IDLE_TIMEOUT_MS - 60_000);
  expect(await getSignedIn(services.db, login.token, clock)).not.toBeNull();
  clock = new Date(clock.getTime() + IDLE_TIMEOUT_MS + 1000);
  expect(await getSignedIn(services.db, login.token, clock)).toBeNull();

  const busy = await attempt('yonetici', 'cok-gizli-sifre-123');
  if (!busy.ok) throw new Error('login failed');
  const start = clock;
  for (let t = 0; t < ABSOLUTE_TIMEOUT_MS; t += IDLE_TIMEOUT_MS / 2) {
    clock = new Date(start.getTime() + t);
    expect(await getSignedIn(services.db, busy.token, clock)).not.toBeNull();
  }
  clock = new Date(start.getTime() + ABSOLUTE_TIMEOUT_MS);
  expect(await getSignedIn(services.db, busy.token, clock)).toBeNull();

  const last = await attempt('yonetici', 'cok-gizli-sifre-123');
  if (!last.ok) throw new Error('login failed');
  await deleteSession(services.db, last.token);
  expect(await getSignedIn(services.db, last.token, clock)).toBeNull();
});

test('the 11th rapid wrong attempt is refused without checking the password, even a right one', async () => {
  await createUser(services.db, { username: 'kilitli', password: 'dogru-sifre-12345', role: 'admin', now: clock });
  for (let i = 0; i < 10; i++) expect((await attempt('kilitli', `yanlis-${i}-sifre`)).ok).toBe(false);
  expect(await attempt('kilitli', 'dogru-sifre-12345')).toMatchObject({ ok: false, status: 429 });
  clock = new Date(clock.getTime() + 16 * 60 * 1000);
  expect((await attempt('kilitli', 'dogru-sifre-12345')).ok).toBe(true);
});

test('logins are audited', async () => {
  const actions = (await listAudit(services.db, 200)).map((a) => a.action);
  expect(actions).toContain('login');
  expect(actions).toContain('login_failed');
  expect(actions).toContain('login_throttled');
});

test('over HTTPS only the __Host- session cookie signs in; over HTTP only the plain one', async () => {
  const [admin] = await services.db.select().from(users).where(eq(users.username, 'yonetici'));
  if (!admin) throw new Error('no admin');
  const { token } = await createSession(services.db, admin.id, clock);
  const site = await startSiteServers(services);
  try {
    // Behind a trusted proxy that says the visitor came over HTTPS, as in production behind TLS.
    const proxied = await site.listen({ config: { trustProxy: ['loopback'], baseDomain: null, publicOrigin: null } });
    const open = (cookie: string, proto: 'https' | 'http') =>
      rawRequest(proxied, '/adminxyz', { headers: { cookie, 'x-forwarded-proto': proto } });
    // The cookies as the sign-in sets them over each scheme: name=value, without the attributes.
    const cookieFor = async (origin: string) =>
      (await serializeSessionCookie(new Request(origin), token)).split(';')[0]!;
    const secure = await cookieFor('https://nobetci.example/');
    const plain = await cookieFor('http://nobetci.example/');
    expect(secure).toMatch(/^__Host-nobetci_session=/);
    expect(plain).toMatch(/^nobetci_session=/);

    expect((await open(secure, 'https')).status).toBe(200);
    // A plain cookie over HTTPS may have been set by a plain-HTTP page or a sibling subdomain: not a session.
    const planted = await open(plain, 'https');
    expect(planted.status).toBe(302);
    expect(planted.headers.location).toBe('/adminxyz/giris?next=%2Fadminxyz');

    expect((await open(plain, 'http')).status).toBe(200);
    expect((await open(secure, 'http')).status).toBe(302);
  } finally {
    await site.close();
  }
});
