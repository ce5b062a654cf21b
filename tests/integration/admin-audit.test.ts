import { afterAll, beforeAll, expect, test } from 'vitest';
import { audit } from '#app/auth/audit.server.ts';
import { createSession } from '#app/auth/sessions.server.ts';
import { getUserByUsername } from '#app/auth/users.server.ts';
import { adminContext, createLoadContext } from '#app/context.server.ts';
import { summarizeAuditDetail } from '#app/domain/admin/audit-entries.ts';
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
  expect(page.entries[1]?.detail).toBe(
    'Kanal: Veri İşleme sayfası · Nöbet tarihi: 22 Kasım 2026 Pazar · Eklenen kayıt: 12 · Silinen kayıt: 3',
  );
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

test('details: outcomes read başarılı/başarısız, long text is cut, lists and objects are left out', () => {
  expect(summarizeAuditDetail({ success: false, error: 'x'.repeat(250), rosters: [1, 2], nested: { a: 1 } })).toBe(
    `Sonuç: başarısız · Hata: ${'x'.repeat(199)}…`,
  );
  expect(summarizeAuditDetail({ name: 'y'.repeat(100) })).toBe(`Ad: ${'y'.repeat(79)}…`);
  expect(summarizeAuditDetail(null)).toBe('');
});

test('every detail the admin tools write reads in Turkish, keys and known values alike', () => {
  const names: Record<string, string> = { giresun: 'Giresun', sanliurfa: 'Şanlıurfa' };
  const provinceName = (slug: string) => names[slug];
  const summaries = {
    scrape: summarizeAuditDetail({ runId: 12, status: 'failed', success: false, clearedCount: 0, insertedCount: 0 }),
    scrapeBusy: summarizeAuditDetail({ success: false, error: 'Veri çekme işlemi zaten sürüyor.', httpStatus: 409 }),
    taskRun: summarizeAuditDetail({ taskId: 3, logId: 41, success: true, error: null, inserted: 1234, removed: 5 }),
    contentFetch: summarizeAuditDetail({ url: 'https://ornek.example/liste', ok: true, error: null, bytes: 20480 }),
    contentSave: summarizeAuditDetail({ source: 'content-fetch', success: true, inserted: 4, removed: 2 }),
    sample: summarizeAuditDetail(
      {
        purpose: 'sample-data',
        source: 'eczaneler.gen.tr',
        province: 'sanliurfa',
        success: true,
        dutyDate: '2026-11-22',
        count: 7,
      },
      { provinceName },
    ),
    apiImport: summarizeAuditDetail(
      { channel: 'api', defaultProvince: 'giresun', skippedCount: 2, warningCount: 1 },
      { provinceName },
    ),
    formImport: summarizeAuditDetail(
      {
        channel: 'form',
        rosters: [
          { provinceSlug: 'giresun', dutyDate: '2026-11-22', removedCount: 3, insertedCount: 2 },
          { provinceSlug: 'sanliurfa', dutyDate: '2026-11-22', removedCount: 0, insertedCount: 4 },
        ],
        held: [{ provinceSlug: 'giresun', dutyDate: '2026-11-23', count: 1, lastGood: 10 }],
        confirmedShrink: false,
      },
      { provinceName },
    ),
    scheduleToggle: summarizeAuditDetail({ id: 5, isActive: false }),
    taskCreate: summarizeAuditDetail({ taskId: 9, url: 'https://ornek.example', scheduleTime: '08:00' }),
    partialRun: summarizeAuditDetail({ status: 'partial' }),
    unknownKey: summarizeAuditDetail({ retriedProvinces: 'giresun' }),
  };
  expect(summaries).toEqual({
    scrape: 'Durum: başarısız · Sonuç: başarısız · Eklenen kayıt: 0 · Silinen kayıt: 0 · Çalışma no: 12',
    scrapeBusy: 'Sonuç: başarısız · HTTP durumu: 409 · Hata: Veri çekme işlemi zaten sürüyor.',
    taskRun: 'Sonuç: başarılı · Eklenen kayıt: 1.234 · Silinen kayıt: 5 · Görev no: 3 · Kayıt no: 41',
    contentFetch: 'Adres: https://ornek.example/liste · Sonuç: başarılı · İçerik uzunluğu: 20.480 karakter',
    contentSave: 'Kaynak: İçerik Çekici · Sonuç: başarılı · Eklenen kayıt: 4 · Silinen kayıt: 2',
    sample:
      'Amaç: örnek veri · Kaynak: eczaneler.gen.tr · Nöbet tarihi: 22 Kasım 2026 Pazar · İl: Şanlıurfa · ' +
      'Sonuç: başarılı · Kayıt sayısı: 7',
    apiImport: 'Kanal: API · İl: Giresun · Atlanan satır: 2 · Uyarı: 1',
    // Lines with their own Konum: no default province, so the rosters say which (before: nothing).
    formImport:
      'Kanal: Veri İşleme sayfası · Yazılan iller: Giresun, Şanlıurfa · Kaydedilmeyen (şüpheli kısalma): Giresun · ' +
      'Kısalma onaylandı: hayır',
    scheduleToggle: 'Etkin: hayır · No: 5',
    taskCreate: 'Saat: 08:00 · Adres: https://ornek.example · Görev no: 9',
    partialRun: 'Durum: kısmen başarılı',
    unknownKey: 'Ek bilgi: giresun',
  });
  const englishKey = /\b(inserted|removed|logId|taskId|runId|success|failed|status|count|bytes|ok)\b/;
  for (const [name, summary] of Object.entries(summaries)) expect(summary, name).not.toMatch(englishKey);
});
