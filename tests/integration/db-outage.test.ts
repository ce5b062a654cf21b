import { connect, createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { serializeSessionCookie } from '#app/auth/cookie.server.ts';
import { createSession } from '#app/auth/sessions.server.ts';
import { getUserByUsername } from '#app/auth/users.server.ts';
import { DATABASE_UNREACHABLE_MESSAGE, isDatabaseUnreachable } from '#app/db/unreachable.server.ts';
import { startServices, type AppServices } from '#app/services.server.ts';
import { rawRequest } from '#tests/support/raw-http.ts';
import { startSiteServers, type SiteServers } from '#tests/support/site-servers.ts';
import { createTestDatabase, usingPostgres, type TestDatabase } from '#tests/support/test-db.ts';

/**
 * The database goes away under a running site: on PostgreSQL the connection to it is cut and
 * nothing listens any more (a TCP relay in front of the test database is shut), on PGlite the
 * embedded database is closed. Sign-in and the admin answer 503 with Retry-After and say so in
 * Turkish; the public pages keep serving the snapshot in memory.
 */

const clock = new Date('2026-11-22T09:00:10Z');
let database: TestDatabase;
let services: AppServices;
let site: SiteServers;
let base: string;
let cookie: string;
let csrf: string;
let relay: { url: string; cut(): Promise<void> } | null = null;

/** A TCP relay to the test database's server: `cut` closes it and every connection through it. */
async function startRelay(databaseUrl: string): Promise<{ url: string; cut(): Promise<void> }> {
  const target = new URL(databaseUrl);
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    client.pipe(upstream).pipe(client);
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String((server.address() as AddressInfo).port);
  return {
    url: url.toString(),
    async cut() {
      const closed = new Promise((resolve) => server.close(resolve));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
  };
}

beforeAll(async () => {
  database = await createTestDatabase();
  const env: Record<string, string> = {
    LOG_LEVEL: 'silent',
    DEMO_DATA: 'false',
    JOBS_ENABLED: 'false',
    ADMIN_USERNAME: 'yonetici',
    ADMIN_PASSWORD: 'cok-gizli-sifre-123',
  };
  if (usingPostgres && database.databaseUrl) {
    // The services open their own pool through the relay, so cutting it is the database going away.
    relay = await startRelay(database.databaseUrl);
    services = await startServices({ env: { ...env, DATABASE_URL: relay.url }, purpose: 'test', now: () => clock });
  } else {
    services = await startServices({
      env: { ...env, DATA_DIR: 'memory://' },
      purpose: 'test',
      now: () => clock,
      database,
    });
  }
  await services.importRosterText('Eczane Adı: Moda | Konum: İstanbul | İlçe: Kadıköy | Adres: Moda Cad. 1', {
    dutyDate: '2026-11-22',
    source: 'import',
    fetchedAt: clock,
  });
  site = await startSiteServers(services);
  base = await site.listen();
  const user = await getUserByUsername(services.db, 'yonetici');
  if (!user) throw new Error('no admin');
  const { token, session } = await createSession(services.db, user.id, clock);
  cookie = (await serializeSessionCookie(new Request(base), token)).split(';')[0]!;
  csrf = session.csrfToken;

  // Signed in and served while the database is there.
  expect((await rawRequest(base, '/adminxyz', { headers: { cookie } })).status).toBe(200);

  if (relay) await relay.cut();
  else await database.close();
}, 60_000);

afterAll(async () => {
  await site?.close();
  await services?.close();
  await database?.dispose();
});

function expectUnreachablePage(answer: Awaited<ReturnType<typeof rawRequest>>): void {
  expect(answer.status).toBe(503);
  expect(answer.headers['retry-after']).toBe('30');
  expect(answer.headers['content-type']).toContain('text/html');
  expect(answer.body.toString()).toContain(DATABASE_UNREACHABLE_MESSAGE);
}

test('an admin page answers 503 with Retry-After and a Turkish page while the database is unreachable', async () => {
  for (const path of ['/adminxyz', '/adminxyz/zamanlama', '/process-data']) {
    expectUnreachablePage(await rawRequest(base, path, { headers: { cookie } }));
  }
});

test('the sign-in page and a sign-in answer 503 with Retry-After and say why in Turkish', async () => {
  // Opened with a session cookie, the page must look the session up.
  expectUnreachablePage(await rawRequest(base, '/adminxyz/giris', { headers: { cookie } }));
  const signIn = await rawRequest(base, '/adminxyz/giris', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base },
    body: 'username=yonetici&password=cok-gizli-sifre-123&next=%2Fadminxyz',
  });
  expectUnreachablePage(signIn);
  // The form is still there to try again.
  expect(signIn.body.toString()).toContain('name="password"');
});

test('the admin JSON endpoints answer 503 with { success: false, error } and Retry-After', async () => {
  const answer = await rawRequest(base, '/api/admin/scheduled-task-runner?taskId=1&forceRun=true', {
    method: 'POST',
    headers: { cookie, 'x-csrf-token': csrf, origin: base },
  });
  expect(answer.status).toBe(503);
  expect(answer.headers['retry-after']).toBe('30');
  expect(JSON.parse(answer.body.toString())).toEqual({ success: false, error: DATABASE_UNREACHABLE_MESSAGE });
});

test('a sign-out and an admin-sized upload answer 503 too, not a 500', async () => {
  const signOut = await rawRequest(base, '/adminxyz/cikis', {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/x-www-form-urlencoded', origin: base },
    body: `csrf=${csrf}`,
  });
  expectUnreachablePage(signOut);
  // Past the public limit the body reader asks who is sending it before reading it.
  const upload = await rawRequest(base, '/api/admin/process-pharmacy-data', {
    method: 'POST',
    headers: { cookie, 'content-type': 'text/plain', origin: base },
    body: 'x'.repeat(20 * 1024),
  });
  expect(upload.status).toBe(503);
  expect(upload.headers['retry-after']).toBe('30');
});

test('the public pages keep serving the roster in memory', async () => {
  const page = await rawRequest(base, '/istanbul');
  expect(page.status).toBe(200);
  expect(page.body.toString()).toContain('Moda');
});

test('only a lost connection counts as unreachable: a query the database refuses stays a 500', () => {
  const wrapped = (cause: object) => Object.assign(new Error('Failed query: select 1'), { cause });
  expect(isDatabaseUnreachable(wrapped(Object.assign(new Error('terminating connection'), { code: '57P01' })))).toBe(
    true,
  );
  const refused = Object.assign(new Error('connect ECONNREFUSED ::1:5432'), { code: 'ECONNREFUSED' });
  expect(isDatabaseUnreachable(wrapped(new AggregateError([refused], '')))).toBe(true);
  expect(isDatabaseUnreachable(wrapped(Object.assign(new Error('duplicate key'), { code: '23505' })))).toBe(false);
  expect(isDatabaseUnreachable(new Error('boom'))).toBe(false);
});
