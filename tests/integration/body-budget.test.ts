import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { serializeSessionCookie } from '#app/auth/cookie.server.ts';
import { logIn } from '#app/auth/login.server.ts';
import { header, sendRaw } from '#tests/support/raw-wire.ts';
import { startSiteServers, type SiteServers } from '#tests/support/site-servers.ts';
import { createTestServices } from '#tests/support/test-services.ts';

/**
 * Nothing large before identity (server/body-reader.ts): a body past the public limit is read only
 * for a request with a live session, and the bodies being read hold at most the server's budget.
 */

const clock = new Date('2026-11-22T09:00:10Z');
let services: Awaited<ReturnType<typeof createTestServices>>;
let site: SiteServers;
let base: string;
/** A server whose bodies may hold 40 KB between them. */
let tight: string;
let cookie: string;

beforeAll(async () => {
  services = await createTestServices({
    now: () => clock,
    env: { ADMIN_USERNAME: 'yonetici', ADMIN_PASSWORD: 'cok-gizli-sifre-123' },
  });
  site = await startSiteServers(services);
  base = await site.listen();
  tight = await site.listen({ bodyBudgetBytes: 40 * 1024 });
  const login = await logIn(services.db, {
    username: 'yonetici',
    password: 'cok-gizli-sifre-123',
    ip: '127.0.0.1',
    now: clock,
  });
  if (!login.ok) throw new Error('login failed');
  cookie = (await serializeSessionCookie(new Request(base), login.token)).split(';')[0]!;
}, 60_000);
afterAll(async () => {
  await site?.close();
  await services?.dispose();
});

/** Opens a connection and writes a request's head and the first `sent` bytes of a body it says is `length` long. */
async function startUpload(url: string, path: string, length: number, sent: number, extra = ''): Promise<Socket> {
  const { hostname, port } = new URL(url);
  const socket = connect(Number(port), hostname);
  await new Promise((resolve) => socket.once('connect', resolve));
  socket.on('error', () => socket.destroy());
  socket.write(
    `POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\n` +
      `Content-Length: ${length}\r\n${extra}\r\n` +
      'x'.repeat(sent),
  );
  return socket;
}

/** What the server answered on `socket`, once it closed it. */
function answerOf(socket: Socket): Promise<string> {
  const chunks: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise((resolve) => socket.once('close', () => resolve(Buffer.concat(chunks).toString('latin1'))));
}

test('an anonymous 2 MB upload to an admin endpoint is answered 401 before its body is read, and closed', async () => {
  const socket = await startUpload(base, '/api/admin/process-pharmacy-data', 2 * 1024 * 1024, 1000);
  const answer = await answerOf(socket);
  expect(answer).toMatch(/^HTTP\/1\.1 401/);
  expect(answer).toMatch(/\r\nConnection: close\r\n/i);
});

test('500 anonymous connections holding 2 MB bodies to admin paths raise resident memory by at most 50 MB', async () => {
  const before = process.memoryUsage().rss;
  const sockets = await Promise.all(
    Array.from({ length: 500 }, (_, i) =>
      startUpload(base, i % 2 ? '/api/admin/process-pharmacy-data' : '/process-data', 2 * 1024 * 1024, 200 * 1024),
    ),
  );
  const answers = await Promise.all(sockets.map(answerOf));
  const grown = process.memoryUsage().rss - before;
  expect(answers.filter((answer) => /^HTTP\/1\.1 (401|302)/.test(answer))).toHaveLength(500);
  expect(grown).toBeLessThanOrEqual(50 * 1024 * 1024);
}, 60_000);

test('a signed-in admin’s import past the public limit is read whole', async () => {
  const lines = Array.from(
    { length: 400 },
    (_, i) => `Eczane Adı: Büyük ${i} | Konum: İstanbul | İlçe: Kadıköy | Adres: Uzun Sokak ${i}`,
  ).join('\n');
  const body = `data=${encodeURIComponent(lines)}`;
  expect(body.length).toBeGreaterThan(16 * 1024);
  const wire = await sendRaw(
    base,
    `POST /api/admin/process-pharmacy-data HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n` +
      `Content-Type: application/x-www-form-urlencoded\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      `Cookie: ${cookie}\r\nOrigin: http://localhost\r\n\r\n${body}`,
  );
  // Read whole and handed to the route: its guard now asks for the CSRF token, not for a session.
  expect(wire.status).toBe(403);
  expect(wire.body).toContain('Geçersiz istek (CSRF)');
});

test('past the body budget a request is answered 503 with Retry-After before its body is read', async () => {
  // Two 16 KB report forms take 32 KB of the 40 KB: the third must wait.
  const first = await startUpload(tight, '/eczane/1/bildir', 16_000, 10);
  const second = await startUpload(tight, '/eczane/1/bildir', 16_000, 10);
  const third = await sendRaw(
    tight,
    `POST /eczane/1/bildir HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n` +
      `Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 16000\r\nOrigin: http://localhost\r\n\r\n`,
  );
  expect(third.status).toBe(503);
  expect(header(third, 'Retry-After')).toBe('5');
  expect(third.body).toContain('Sunucu şu anda çok meşgul');
  first.destroy();
  second.destroy();
  // Their share comes back once they are gone.
  await expect
    .poll(async () => {
      const wire = await sendRaw(
        tight,
        `POST /eczane/1/bildir HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n` +
          `Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 3\r\nOrigin: http://localhost\r\n\r\na=b`,
      );
      return wire.status;
    })
    .not.toBe(503);
});
