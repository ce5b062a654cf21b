import { afterAll, beforeAll, expect, test } from 'vitest';
import { audit } from '#app/auth/audit.server.ts';
import { createSession } from '#app/auth/sessions.server.ts';
import { getUserByUsername } from '#app/auth/users.server.ts';
import { adminContext, createLoadContext } from '#app/context.server.ts';
import { summarizeAuditDetail } from '#app/domain/audit-entries.ts';
import { loader } from '#app/routes/admin/audit.tsx';
import { createTestServices } from '#tests/support/test-services.ts';

let clock = new Date('2026-11-22T09:00:00Z');
let services: Awaited<ReturnType<typeof createTestServices>>;
let context: ReturnType<typeof createLoadContext>;

beforeAll(async () => {
  services = await createTestServices({
    now: () => clock,
    env: { ADMIN_USERNAME: 'yonetici', ADMIN_PASSWORD: 'cok-gizli-sifre-123' },
  });
  const user = await getUserByUsername(services.db, 'yonetici');
  if (!user) throw new Error('admin not created');
  const { session } = await createSession(services.db, user.id, clock);
  context = createLoadContext(services, { ip: '203.0.113.9' });
  context.set(adminContext, { user, session });

  const entries = [
    { action: 'login_failed', username: 'yonetici', ip: '198.51.100.4' },
    { action: 'login', userId: user.id, username: 'yonetici', ip: '203.0.113.9' },
    {
      action: 'import',
      userId: user.id,
      username: 'yonetici',
      ip: '203.0.113.9',
      detail: { channel: 'form', dutyDate: '2026-11-22', insertedCount: 12, removedCount: 3, rosters: [{ a: 1 }] },
    },
    { action: 'schedule_create', userId: user.id, username: 'yonetici', detail: { name: 'Gece', time: '04:00' } },
  ] as const;
  for (const entry of entries) {
    clock = new Date(clock.getTime() + 60_000);
    await audit(services.db, { ...entry, now: clock });
  }
});
afterAll(async () => {
  await services?.dispose();
});

const load = (query = '') =>
  loader({
    request: new Request(`http://localhost/adminxyz/islem-kaydi${query}`),
    context,
    params: {},
  } as never);

test('the audit log lists the newest entries first, in Turkish, with a short detail', async () => {
  const page = await load();
  expect(page.notice).toBeNull();
  expect(page.entries.map((e) => [e.action, e.username, e.ip])).toEqual([
    ['Zamanlama eklendi', 'yonetici', null],
    ['Veri içe aktarma', 'yonetici', '203.0.113.9'],
    ['Giriş', 'yonetici', '203.0.113.9'],
    ['Hatalı giriş', 'yonetici', '198.51.100.4'],
  ]);
  expect(page.entries[1]?.detail).toBe('Kanal: form · Nöbet tarihi: 2026-11-22 · Eklenen: 12 · Silinen: 3');
  expect(page.entries[0]?.detail).toBe('Ad: Gece · Saat: 04:00');
});

test('?islem= filters by action; an unknown action shows everything with a note', async () => {
  const failed = await load('?islem=login_failed');
  expect(failed.action).toBe('login_failed');
  expect(failed.entries.map((e) => e.ip)).toEqual(['198.51.100.4']);
  const unknown = await load('?islem=drop_table');
  expect(unknown.notice).toBe('Bilinmeyen işlem türü; tüm kayıtlar gösteriliyor.');
  expect(unknown.entries).toHaveLength(4);
});

test('details: booleans read evet/hayır, long text is cut, lists and objects are left out', () => {
  expect(summarizeAuditDetail({ success: false, error: 'x'.repeat(100), rosters: [1, 2], nested: { a: 1 } })).toBe(
    `Başarılı: hayır · Hata: ${'x'.repeat(79)}…`,
  );
  expect(summarizeAuditDetail(null)).toBe('');
});
