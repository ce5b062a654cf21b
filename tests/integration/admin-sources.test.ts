import { afterAll, beforeAll, expect, test } from 'vitest';
import { listAudit } from '#app/auth/audit.server.ts';
import { createSession } from '#app/auth/sessions.server.ts';
import { getUserByUsername } from '#app/auth/users.server.ts';
import { adminContext, createLoadContext } from '#app/context.server.ts';
import { openProblem } from '#app/db/alert-problems.server.ts';
import { recordSourceAttempts } from '#app/db/source-health.server.ts';
import { listSourceSettings } from '#app/db/source-settings.server.ts';
import { summarizeAuditDetail } from '#app/domain/admin/audit-entries.ts';
import { requireProvinceBySlug } from '#app/domain/geo/geo.server.ts';
import type { RosterRecord } from '#app/domain/roster/roster-text.ts';
import type { RosterAgreement } from '#app/domain/sources/agreement.ts';
import { openProvinceChain } from '#app/jobs/daily-scrape.server.ts';
import routes from '#app/routes.ts';
import { action, loader } from '#app/routes/admin/sources.tsx';
import { NATIONAL_CHAIN } from '#app/sources/catalogue.ts';
import { createSourceRuntime } from '#app/sources/source-fetch.server.ts';
import { rawRequest } from '#tests/support/raw-http.ts';
import { startSiteServers, type SiteServers } from '#tests/support/site-servers.ts';
import { createTestServices } from '#tests/support/test-services.ts';

/**
 * The Kaynaklar page below the browser (issue 34, items 1 and 6): every province's chain with its
 * sources' health, the filters, and the admins' changes to a chain: written, audited, read by the
 * next run for that province only; a bad address refused in Turkish with nothing changed.
 */

// 12:00 in Istanbul on 22 November 2026: the duty date in force is the 22nd (rotation 08:30).
const clock = new Date('2026-11-22T09:00:00Z');
let services: Awaited<ReturnType<typeof createTestServices>>;
let context: ReturnType<typeof createLoadContext>;
let csrf: string;
let site: SiteServers | null = null;

const record = (name: string, phone: string): RosterRecord => ({
  name,
  province: 'Giresun',
  district: 'Merkez',
  phone,
  address: null,
  dutyHours: null,
  neighbourhood: null,
  note: null,
  latitude: null,
  longitude: null,
});

const disagreement: RosterAgreement = {
  checkedAgainst: 'eczaneler.gen.tr',
  same: 1,
  total: 3,
  otherTotal: 2,
  missingFromOther: ['Liman Eczanesi', 'Çarşı Eczanesi'],
  onlyInOther: ['Yeni Eczanesi'],
  checkedAt: '2026-11-22T05:41:00.000Z',
  disagrees: true,
};

beforeAll(async () => {
  services = await createTestServices({
    now: () => clock,
    env: { ADMIN_USERNAME: 'yonetici', ADMIN_PASSWORD: 'cok-gizli-sifre-123' },
  });
  const user = await getUserByUsername(services.db, 'yonetici');
  if (!user) throw new Error('admin not created');
  const { session } = await createSession(services.db, user.id, clock);
  csrf = session.csrfToken;
  context = createLoadContext(services, { ip: '203.0.113.9' });
  context.set(adminContext, { user, session });

  // Giresun: e-Devlet's list published, checked against the listing site, which lacks two of it.
  await services.rosters.write({
    source: 'e-devlet',
    fetchedAt: new Date('2026-11-22T05:40:00Z'),
    guard: false,
    rosters: [
      {
        province: requireProvinceBySlug('giresun'),
        dutyDate: '2026-11-22',
        records: [
          record('Deniz Eczanesi', '0454 000 00 01'),
          record('Liman Eczanesi', '0454 000 00 02'),
          record('Çarşı Eczanesi', '0454 000 00 03'),
        ],
        agreement: disagreement,
      },
    ],
  });
  const giresun = requireProvinceBySlug('giresun').plate;
  const ordu = requireProvinceBySlug('ordu').plate;
  await recordSourceAttempts(services.db, [
    { provinceId: giresun, source: 'e-devlet', at: new Date('2026-11-22T05:40:00Z'), result: { ok: true, records: 3 } },
    {
      provinceId: giresun,
      source: 'eczaneler.gen.tr',
      at: new Date('2026-11-22T05:41:00Z'),
      result: { ok: true, records: 2 },
      agreement: { ...disagreement, checkedAgainst: 'e-devlet' },
    },
    {
      provinceId: ordu,
      source: 'e-devlet',
      at: new Date('2026-11-22T05:42:00Z'),
      result: { ok: false, kind: 'blocked', reason: 'Engellendi: www.turkiye.gov.tr bot doğrulama sayfası gösterdi' },
    },
  ]);
  await openProblem(
    services.db,
    {
      key: 'disagreement:giresun',
      kind: 'disagreement',
      provinceSlug: 'giresun',
      provinceName: 'Giresun',
      source: null,
      text: "Giresun: e-Devlet ile eczaneler.gen.tr uyuşmuyor: 3 eczanenin 1'i aynı.",
    },
    clock,
  );
});
afterAll(async () => {
  await site?.close();
  await services?.dispose();
});

const load = (query = '') =>
  loader({ request: new Request(`http://localhost/adminxyz/kaynaklar${query}`), context, params: {} } as never);

async function post(fields: Record<string, string>) {
  const request = new Request('http://localhost/adminxyz/kaynaklar', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ csrf, ...fields }),
  });
  const result = (await action({ request, context, params: {} } as never)) as unknown as {
    data: { ok: boolean; message: string };
    init: { status?: number } | null;
  };
  return { status: result.init?.status ?? 200, ...result.data };
}

/** The sources a run reads for a province now, in order (the scraper's own chain). */
async function runChain(slug: string): Promise<string[]> {
  const runtime = createSourceRuntime(services.config);
  const client = runtime.openClient(new AbortController().signal);
  const settings = await listSourceSettings(services.db);
  return openProvinceChain(runtime, client, requireProvinceBySlug(slug), settings, { now: () => clock }).map(
    (s) => s.adapter.name,
  );
}

const sourceAudits = async () => (await listAudit(services.db, 50, 'source_setting')).map((e) => e.detail);

test('the page lists the 81 provinces with their chains in order, each source’s health and the coverage', async () => {
  const page = await load();
  expect(page.provinces).toHaveLength(81);
  expect(page.summary).toMatchObject({
    total: 81,
    covered: 81,
    coverageText: "81 ilden 81'inde en az iki bağımsız kaynak var",
    failing: 1,
    disagreeing: 1,
    // No roster for the duty date in force but Giresun's.
    stale: 80,
  });
  const giresun = page.provinces.find((p) => p.slug === 'giresun')!;
  // The chamber first (issue 35), then the national chain.
  expect(giresun.links.map((l) => [l.source, l.stateText])).toEqual([
    ['oda-giresun', 'Açık'],
    ['e-devlet', 'Açık'],
    ['eczaneler.gen.tr', 'Açık'],
    ['eczaneler.gen.tr/iframe', 'Açık'],
    ['collectapi', 'Kapalı: anahtar yok'],
    ['nosyapi', 'Kapalı: anahtar yok'],
  ]);
  expect(giresun.links[2]).toMatchObject({ health: 'ok', records: 2, lastSuccessText: 'bugün 08:41' });
  expect(giresun.published).toMatchObject({ label: 'e-Devlet (onaylı liste)', dutyDate: '2026-11-22', inForce: true });
  expect(giresun.published?.agreement).toMatchObject({
    text: "eczaneler.gen.tr ile karşılaştırıldı: 3 eczanenin 1'i aynı",
    missingFromOther: ['Liman Eczanesi', 'Çarşı Eczanesi'],
    onlyInOther: ['Yeni Eczanesi'],
  });
  expect(giresun.problems).toEqual(["Giresun: e-Devlet ile eczaneler.gen.tr uyuşmuyor: 3 eczanenin 1'i aynı."]);
  const istanbul = page.provinces.find((p) => p.slug === 'istanbul')!;
  expect(istanbul.links.map((l) => l.source)).toEqual(['oda-istanbul', 'ibb', ...NATIONAL_CHAIN]);
  // A regional chamber reads each province from its own page; an unverified one says so.
  const ardahan = page.provinces.find((p) => p.slug === 'ardahan')!;
  expect(ardahan.links[0]).toMatchObject({
    source: 'oda-erzurum',
    label: 'Erzurum Eczacı Odası',
    defaultBaseUrl: 'https://www.erzurumeo.org.tr/nobetci-eczaneler/75',
  });
  expect(page.provinces.find((p) => p.slug === 'kilis')?.links[0]?.label).toBe('Gaziantep Eczacı Odası (doğrulanmadı)');
  expect(page.allChain.map((l) => l.source)).toEqual([...NATIONAL_CHAIN]);
  expect(page.problems.map((p) => p.key)).toEqual(['disagreement:giresun']);
});

test('the filters keep failing, disagreeing or stale provinces; ?il= shows one province; unknown ones say so', async () => {
  const failing = await load('?filtre=hata');
  expect(failing.provinces.map((p) => p.slug)).toEqual(['ordu']);
  expect(failing.provinces[0]?.links[1]).toMatchObject({
    healthText: 'Hata: Engellendi',
    error: 'Engellendi: www.turkiye.gov.tr bot doğrulama sayfası gösterdi',
    streak: 1,
  });
  expect((await load('?filtre=uyusmazlik')).provinces.map((p) => p.slug)).toEqual(['giresun']);
  expect((await load('?filtre=eski')).provinces).toHaveLength(80);
  const detail = await load('?il=giresun');
  expect(detail.detail?.name).toBe('Giresun');
  expect(detail.provinces).toEqual([]);
  const unknown = await load('?filtre=hepsi&il=atlantis');
  expect(unknown.notice).toBe('Bilinmeyen süzgeç; tüm iller gösteriliyor. İl bulunamadı; tüm iller gösteriliyor.');
  expect(unknown.provinces).toHaveLength(81);
});

test('switching e-Devlet off for Giresun is written, audited, and leaves it out of Giresun’s next run only', async () => {
  expect(await runChain('giresun')).toEqual(['oda-giresun', 'e-devlet', 'eczaneler.gen.tr', 'eczaneler.gen.tr/iframe']);
  const answer = await post({ intent: 'toggle', scope: 'giresun', source: 'e-devlet', enabled: 'false' });
  expect(answer).toEqual({
    status: 200,
    ok: true,
    message: 'Giresun: e-Devlet (onaylı liste) kapatıldı. Değişiklik bir sonraki veri çekmede geçerli olur.',
    scope: 'giresun',
    source: 'e-devlet',
  });
  expect(await listSourceSettings(services.db)).toEqual([
    { provinceId: 28, source: 'e-devlet', enabled: false, position: null, baseUrl: null },
  ]);
  const [entry] = await listAudit(services.db, 1, 'source_setting');
  expect(entry).toMatchObject({ username: 'yonetici', ip: '203.0.113.9' });
  expect(summarizeAuditDetail(entry!.detail, { provinceName: (s) => (s === 'giresun' ? 'Giresun' : s) })).toBe(
    'Kaynak: e-Devlet (onaylı liste) · Değişiklik: kapatıldı · Açık: hayır · İl: Giresun',
  );
  expect(await runChain('giresun')).toEqual(['oda-giresun', 'eczaneler.gen.tr', 'eczaneler.gen.tr/iframe']);
  expect(await runChain('ordu')).toEqual(['oda-ordu', 'e-devlet', 'eczaneler.gen.tr', 'eczaneler.gen.tr/iframe']);
  const page = await load('?il=giresun');
  expect(page.detail?.links[1]).toMatchObject({ stateText: 'Kapalı: yönetici kapattı', on: false, setBy: 'province' });
  // Giresun keeps two independent sources: its chamber and the listing site.
  expect(page.summary.coverageText).toBe("81 ilden 81'inde en az iki bağımsız kaynak var");
  // Its chamber off as well, only the listing site's family is left.
  await post({ intent: 'toggle', scope: 'giresun', source: 'oda-giresun', enabled: 'false' });
  expect((await load('?il=giresun')).summary.coverageText).toBe("81 ilden 80'inde en az iki bağımsız kaynak var");
  await post({ intent: 'toggle', scope: 'giresun', source: 'oda-giresun', enabled: 'true' });

  expect(await post({ intent: 'toggle', scope: 'giresun', source: 'e-devlet', enabled: 'true' })).toMatchObject({
    ok: true,
    message: expect.stringContaining('e-Devlet (onaylı liste) açıldı'),
  });
  // Back to the catalogue's: nothing left to say, so the setting is gone.
  expect(await listSourceSettings(services.db)).toEqual([]);
  expect(await runChain('giresun')).toEqual(['oda-giresun', 'e-devlet', 'eczaneler.gen.tr', 'eczaneler.gen.tr/iframe']);
});

test('a bad address gets a Turkish message and changes nothing; a good one is kept without its trailing slash', async () => {
  const before = await sourceAudits();
  for (const baseUrl of [
    'javascript:alert(1)',
    'ftp://eczaci.example',
    'eczaci odasi',
    'https://kullanici:sifre@eczaci.example',
    'https://eczaci.example/liste?il=28',
  ]) {
    const answer = await post({ intent: 'address', scope: 'tum-iller', source: 'e-devlet', baseUrl });
    expect(answer, baseUrl).toMatchObject({ status: 400, ok: false });
    expect(answer.message).toMatch(/^Geçerli bir adres girin: http:\/\/ ya da https:\/\/ ile başlayan/);
  }
  expect(await listSourceSettings(services.db)).toEqual([]);
  expect(await sourceAudits()).toEqual(before);

  const saved = await post({
    intent: 'address',
    scope: 'tum-iller',
    source: 'e-devlet',
    baseUrl: ' https://ayna.example/edevlet/ ',
  });
  expect(saved.message).toBe(
    'Tüm iller: e-Devlet (onaylı liste) https://ayna.example/edevlet adresinden okunacak. Değişiklik bir sonraki veri çekmede geçerli olur.',
  );
  expect(await listSourceSettings(services.db)).toEqual([
    { provinceId: null, source: 'e-devlet', enabled: null, position: null, baseUrl: 'https://ayna.example/edevlet' },
  ]);
  expect((await load('?il=ordu')).detail?.links[1]).toMatchObject({
    customBaseUrl: 'https://ayna.example/edevlet',
    setBy: 'all',
  });
  await post({ intent: 'address', scope: 'tum-iller', source: 'e-devlet', baseUrl: '' });
  expect(await listSourceSettings(services.db)).toEqual([]);
});

test('moving a source changes the order of the next run; the ends and unknown names are refused', async () => {
  const moved = await post({ intent: 'move', scope: 'tum-iller', source: 'eczaneler.gen.tr', direction: 'up' });
  expect(moved).toMatchObject({ ok: true, message: expect.stringContaining('eczaneler.gen.tr 1. sıraya taşındı') });
  // First for all provinces means first: before each province's own chamber too.
  expect(await runChain('ordu')).toEqual(['eczaneler.gen.tr', 'oda-ordu', 'e-devlet', 'eczaneler.gen.tr/iframe']);
  expect(await post({ intent: 'move', scope: 'tum-iller', source: 'eczaneler.gen.tr', direction: 'up' })).toMatchObject(
    { status: 400, message: 'Kaynak zaten zincirin başında.' },
  );
  expect(await post({ intent: 'reset', scope: 'tum-iller', source: 'eczaneler.gen.tr' })).toMatchObject({ ok: true });
  expect(await runChain('ordu')).toEqual(['oda-ordu', 'e-devlet', 'eczaneler.gen.tr', 'eczaneler.gen.tr/iframe']);
  // A municipality's source belongs to its own province's chain only.
  expect(await post({ intent: 'toggle', scope: 'giresun', source: 'ibb', enabled: 'false' })).toMatchObject({
    status: 400,
    message: 'Bu kaynak bu zincirde yok.',
  });
  expect(await post({ intent: 'toggle', scope: 'atlantis', source: 'e-devlet', enabled: 'false' })).toMatchObject({
    status: 404,
    message: 'İl bulunamadı.',
  });
  expect(await post({ intent: 'drop', scope: 'giresun', source: 'e-devlet' })).toMatchObject({
    status: 400,
    message: 'Geçersiz istek',
  });
  expect(await listSourceSettings(services.db)).toEqual([]);
});

test('the page sits inside the admin guard: anonymous requests are sent to the login page', async () => {
  type Entry = { path?: string; file: string; children?: Entry[] };
  const guard = (routes as Entry[]).find((r) => r.file === 'routes/admin/guard.tsx');
  expect(guard?.children?.map((r) => r.path)).toContain('adminxyz/kaynaklar');
  site = await startSiteServers(services);
  const base = await site.listen();
  for (const method of ['GET', 'POST'] as const) {
    const answer = await rawRequest(base, '/adminxyz/kaynaklar?il=giresun', {
      method,
      headers: method === 'POST' ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {},
      body: method === 'POST' ? 'intent=toggle&scope=giresun&source=e-devlet&enabled=false' : undefined,
    });
    expect(answer.status, method).toBe(302);
    expect(answer.headers.location, method).toBe('/adminxyz/giris?next=%2Fadminxyz%2Fkaynaklar%3Fil%3Dgiresun');
  }
  expect(await listSourceSettings(services.db)).toEqual([]);
}, 60_000);
