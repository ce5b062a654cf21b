import { afterAll, beforeAll, expect, test } from 'vitest';
import { processRosterText, toProcessingResponse, toProcessReport } from '#app/admin/process-roster-text.server.ts';
import { fetchSampleData, pickSampleRoster } from '#app/admin/sample-data.server.ts';
import { loadSampleForForm, parseProcessForm } from '#app/routes/admin/process-data.server.ts';
import { listAudit } from '#app/auth/audit.server.ts';
import type { AdminActor } from '#app/auth/actor.server.ts';
import { createSession } from '#app/auth/sessions.server.ts';
import { getUserByUsername } from '#app/auth/users.server.ts';
import { adminContext, createLoadContext } from '#app/context.server.ts';
import { listExistingRecords } from '#app/db/existing-records.server.ts';
import { getProvince, requireProvinceBySlug } from '#app/domain/geo/geo.server.ts';
import { formatRosterLines } from '#app/domain/roster/roster-lines.ts';
import { NO_VALID_DATA_ERROR, parseRosterText } from '#app/domain/roster/roster-text.ts';
import {
  action as processEndpoint,
  loader as processEndpointGet,
} from '#app/routes/api/admin/process-pharmacy-data.ts';
import { action as sampleDataEndpoint, loader as sampleDataGet } from '#app/routes/api/admin/sample-data.ts';
import { parseListingPage } from '#app/sources/eczaneler-gen-tr/parse-listing.ts';
import { findClosedPort } from '#app/sources/safe-fetch-test-support.ts';
import { renderListingPage, startListingFixtureServer, fixtureSize } from '#tests/support/listing-fixture-server.ts';
import type { ListingFixtureServer } from '#tests/support/listing-fixture-server.ts';
import { createTestServices } from '#tests/support/test-services.ts';

// 12:00 in Istanbul on 22 November 2026: the duty date in force is the 22nd.
const now = () => new Date('2026-11-22T09:00:00Z');
let fixture: ListingFixtureServer;
let services: Awaited<ReturnType<typeof createTestServices>>;
let actor: AdminActor;
let context: ReturnType<typeof createLoadContext>;

beforeAll(async () => {
  fixture = await startListingFixtureServer({ today: '2026-11-22', misbehave: { ankara: 'forbidden' } });
  services = await createTestServices({
    now,
    env: {
      LISTING_SOURCE_URL: fixture.url,
      FETCH_ALLOW_HOSTS: fixture.hostPort,
      ADMIN_USERNAME: 'yonetici',
      ADMIN_PASSWORD: 'cok-gizli-sifre-123',
    },
  });
  const user = await getUserByUsername(services.db, 'yonetici');
  if (!user) throw new Error('admin not created');
  const { session } = await createSession(services.db, user.id, now());
  actor = { userId: user.id, username: user.username, ip: '203.0.113.9' };
  context = createLoadContext(services, { ip: actor.ip });
  context.set(adminContext, { user, session });
});
afterAll(async () => {
  await services?.dispose();
  await fixture?.close();
});

const lines = (province: string, count: number, prefix = 'Test') =>
  Array.from(
    { length: count },
    (_, i) => `Eczane Adı: ${prefix} ${i} | Konum: ${province} | Telefon: 0454 000 00 ${i}`,
  ).join('\n');
const GIRESUN_TEXT = [
  'Eczane Adı: Şifa Eczanesi | Konum: Giresun | İlçe: Merkez | Telefon: 0454 216 10 01 | Adres: Gazi Cad. No:1',
  'Eczane Adı: Hayat Eczanesi | Konum: Giresun | İlçe: Bulancak | Telefon: 0454 316 10 02 | Adres: Atatürk Bulvarı No:2',
  'Eczane Adı: Deniz Eczanesi | Konum: Giresun | İlçe: Espiye | Telefon: 0454 416 10 03 | Adres: Sahil Yolu No:3',
].join('\n');
const input = (text: string, dutyDate = '2026-11-22') => ({ text, dutyDate, province: null, channel: 'form' as const });
const call = <T extends (args: never) => unknown>(fn: T, request: Request) =>
  fn({ request, context, params: {} } as unknown as Parameters<T>[0]) as Promise<Response>;
const post = (body: string, query = '', type = 'text/plain; charset=utf-8') =>
  call(
    processEndpoint,
    new Request(`http://localhost/api/admin/process-pharmacy-data${query}`, {
      method: 'POST',
      headers: { 'Content-Type': type },
      body,
    }),
  );

test('processing maps the import to the endpoint JSON and the page report, and is audited', async () => {
  const first = await processRosterText(services, input(GIRESUN_TEXT), actor);
  expect(toProcessingResponse(first)).toEqual({
    success: true,
    clearedCount: 0,
    insertedCount: 3,
    error: null,
    pharmacies: [
      {
        name: 'Şifa Eczanesi',
        district: 'Merkez',
        phone: '0454 216 10 01',
        address: expect.any(String),
        province: 'Giresun',
      },
      {
        name: 'Hayat Eczanesi',
        district: 'Bulancak',
        phone: '0454 316 10 02',
        address: expect.any(String),
        province: 'Giresun',
      },
      {
        name: 'Deniz Eczanesi',
        district: 'Espiye',
        phone: '0454 416 10 03',
        address: expect.any(String),
        province: 'Giresun',
      },
    ],
  });
  const again = await processRosterText(services, input(`${GIRESUN_TEXT}\nEczane Adı:  | Konum: Giresun`), actor);
  const report = toProcessReport(again);
  expect(report).toMatchObject({ success: true, clearedCount: 3, insertedCount: 3 });
  expect(report.rosters).toEqual([{ province: 'Giresun', dutyDate: '2026-11-22', removedCount: 3, insertedCount: 3 }]);
  expect(report.skipped).toEqual([{ line: 4, text: 'Eczane Adı:  | Konum: Giresun', reason: 'Eczane adı boş' }]);

  const nothing = await processRosterText(services, input('sadece bir satır'), actor);
  expect(toProcessingResponse(nothing)).toEqual({
    success: false,
    clearedCount: 0,
    insertedCount: 0,
    error: NO_VALID_DATA_ERROR,
    pharmacies: [],
  });
  const [last] = await listAudit(services.db, 1);
  expect(last).toMatchObject({ action: 'import', username: 'yonetici', ip: '203.0.113.9' });
  expect(last?.detail).toMatchObject({ channel: 'form', success: false, insertedCount: 0, removedCount: 0 });
});

test('existing records list the newest import first, at most the limit, with the total count', async () => {
  await processRosterText(services, input(lines('Rize', 105), '2026-11-21'), actor);
  await processRosterText(services, input(lines('Trabzon', 2, 'Son')), actor);
  const { records, total } = await listExistingRecords(services.db);
  expect(total).toBe(3 + 105 + 2);
  expect(records).toHaveLength(100);
  expect(records.slice(0, 3).map((r) => [r.name, r.province, r.dutyDate])).toEqual([
    ['Son 0 Eczanesi', 'Trabzon', '2026-11-22'],
    ['Son 1 Eczanesi', 'Trabzon', '2026-11-22'],
    ['Test 0 Eczanesi', 'Rize', '2026-11-21'],
  ]);
  const small = await listExistingRecords(services.db, 2);
  expect(small).toMatchObject({ total: 110, records: [{ name: 'Son 0 Eczanesi' }, { name: 'Son 1 Eczanesi' }] });
});

test('the endpoint takes a plain-text body with ?date and ?province and answers the contract JSON', async () => {
  const response = await post(
    'Eczane Adı: Çınar | İlçe: Of | Telefon: 0462 000 00 01',
    '?date=2026-11-23&province=trabzon',
  );
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({
    success: true,
    clearedCount: 0,
    insertedCount: 1,
    error: null,
    pharmacies: [
      { name: 'Çınar Eczanesi', district: 'Of', phone: '0462 000 00 01', address: null, province: 'Trabzon' },
    ],
  });
  const invalid = await post('hiçbir etiket yok ama Konum yok');
  expect(invalid.status).toBe(422);
  expect(await invalid.json()).toMatchObject({ success: false, error: NO_VALID_DATA_ERROR });
  expect((await post('   ')).status).toBe(400);
  expect((await post(lines('Rize', 1), '?date=2026-13-01')).status).toBe(400);
  expect((await post(lines('Rize', 1), '?province=Atlantis')).status).toBe(400);
  // Zod's own English ("Too small: expected string to have >=1 characters") never reaches the admin.
  for (const [query, error] of [
    ['?province=', 'İl adı boş olamaz: "province" parametresini kaldırın ya da bir il yazın'],
    [`?province=${'x'.repeat(65)}`, 'İl adı en fazla 64 karakter olabilir'],
  ]) {
    const refused = await post(lines('Rize', 1), query);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ success: false, error });
  }
  expect((await post(lines('Rize', 1), '', 'application/json')).status).toBe(415);
  const tooLarge = await post('x'.repeat(1024 * 1024 + 1));
  expect(tooLarge.status).toBe(413);
  expect(await tooLarge.json()).toMatchObject({ success: false, error: 'Metin çok büyük (en fazla 1 MB)' });
  const get = await call(processEndpointGet, new Request('http://localhost/api/admin/process-pharmacy-data'));
  expect(get.status).toBe(405);
  const put = await call(processEndpoint, new Request('http://localhost/x', { method: 'PUT', body: 'a' }));
  expect(put.status).toBe(405);
});

test('sample lines written from source records parse back to the same records', () => {
  const province = requireProvinceBySlug('giresun');
  const page = parseListingPage(renderListingPage(province, { today: '2026-11-22' }), {
    provinceName: province.name,
    fetchedAt: now(),
  });
  const records = page.tabs.flatMap((tab) => tab.records);
  expect(records.length).toBeGreaterThan(0);
  const text = formatRosterLines(records, province.name);
  expect(text.split('\n')[0]).toMatch(/^Eczane Adı: .+ \| Konum: Giresun \| İlçe: .+ \| Telefon: .+ \| Adres: .+/);
  const parsed = parseRosterText(text);
  expect(parsed.errors).toEqual([]);
  expect(parsed.records.map(({ line: _line, ...record }) => record)).toEqual(records);
  const withBar = formatRosterLines([{ ...records[0]!, address: 'A | B\nC', latitude: 40.9, longitude: 38.4 }]);
  expect(parseRosterText(withBar).records[0]).toMatchObject({ address: 'A / B C', latitude: 40.9, longitude: 38.4 });
});

test('sample data comes from the listing source for the duty date in force, and is audited', async () => {
  const giresun = getProvince('Giresun')!;
  const result = await fetchSampleData(services, giresun, actor);
  expect(result).toMatchObject({ success: true, error: null, province: 'Giresun', dutyDate: '2026-11-22' });
  expect(result.rawData?.split('\n')).toHaveLength(fixtureSize(giresun));
  expect(parseRosterText(result.rawData ?? '').records.every((r) => r.name.endsWith('22 Eczanesi'))).toBe(true);
  expect(fixture.userAgents.has('')).toBe(false);
  const [last] = await listAudit(services.db, 1);
  expect(last).toMatchObject({ action: 'fetch', username: 'yonetici' });
  expect(last?.detail).toMatchObject({ purpose: 'sample-data', province: 'giresun', success: true });

  const blocked = await fetchSampleData(services, getProvince('Ankara')!, actor);
  expect(blocked).toMatchObject({
    success: false,
    rawData: null,
    error: `Veri çekilemedi. Kaynak isteği engelledi (HTTP 403): ${fixture.url}/nobetci-ankara`,
  });
});

test('sample data from a source that cannot be reached says so, in Turkish, not that robots.txt refused', async () => {
  const port = await findClosedPort();
  const config = {
    ...services.config,
    listingSourceUrl: `http://127.0.0.1:${port}`,
    fetchAllowHosts: [`127.0.0.1:${port}`],
  };
  const result = await fetchSampleData({ ...services, config }, getProvince('Giresun')!, actor);
  expect(result).toMatchObject({
    success: false,
    rawData: null,
    error: `Veri çekilemedi. Kaynağa bağlanılamadı: 127.0.0.1:${port} (robots.txt alınamadı: bağlantı reddedildi)`,
  });
});

test('the sample-data endpoint defaults to Giresun and refuses unknown provinces', async () => {
  const get = (query: string) =>
    call(sampleDataEndpoint, new Request(`http://localhost/api/admin/sample-data${query}`, { method: 'POST' }));
  const response = await get('');
  expect(response.status).toBe(200);
  expect(await response.json()).toMatchObject({
    success: true,
    province: 'Giresun',
    rawData: expect.stringContaining('Konum: Giresun'),
  });
  const unknown = await get('?province=Atlantis');
  expect(unknown.status).toBe(400);
  expect(await unknown.json()).toEqual({ success: false, rawData: null, error: 'Bilinmeyen il: Atlantis' });
  expect((await get('?province=ankara')).status).toBe(502);
});

test('the page’s “Örnek Veri Çek” fills the text box through its action: Giresun by default, unknown provinces refused', async () => {
  const sample = (fields: Record<string, string>) => {
    const form = new FormData();
    for (const [key, value] of Object.entries({ intent: 'sample', ...fields })) form.set(key, value);
    return loadSampleForForm(services, form, actor);
  };
  const giresun = await sample({});
  expect(giresun).toMatchObject({ status: 200, data: { ok: true, province: 'Giresun', dutyDate: '2026-11-22' } });
  const filled = giresun.data.ok ? giresun.data : null;
  expect(filled?.count).toBe(fixtureSize(getProvince('Giresun')!));
  expect(parseRosterText(filled?.rawData ?? '').records).toHaveLength(filled?.count ?? -1);
  expect(await sample({ province: 'Atlantis' })).toEqual({
    status: 400,
    data: { ok: false, error: 'Bilinmeyen il: Atlantis' },
  });
  expect(await sample({ province: 'Ankara' })).toEqual({
    status: 502,
    data: { ok: false, error: `Veri çekilemedi. Kaynak isteği engelledi (HTTP 403): ${fixture.url}/nobetci-ankara` },
  });
});

test('GET /api/admin/sample-data fetches nothing: only a POST with the session’s CSRF token may reach the network', async () => {
  const hits = fixture.hits.get('/nobetci-giresun') ?? 0;
  const response = await call(sampleDataGet, new Request('http://localhost/api/admin/sample-data?province=Giresun'));
  expect(response.status).toBe(405);
  expect(response.headers.get('Allow')).toBe('POST');
  expect(await response.json()).toMatchObject({ success: false, rawData: null });
  expect(fixture.hits.get('/nobetci-giresun') ?? 0).toBe(hits);
});

test('without the tab of the duty date in force the first listed roster is the sample', () => {
  const record = parseRosterText('Eczane Adı: A').records[0]!;
  const rosters = [
    { dutyDate: '2026-11-20', records: [] },
    { dutyDate: '2026-11-21', records: [record] },
    { dutyDate: '2026-11-22', records: [record] },
  ];
  expect(pickSampleRoster(rosters, '2026-11-22')?.dutyDate).toBe('2026-11-22');
  expect(pickSampleRoster(rosters, '2026-11-30')?.dutyDate).toBe('2026-11-21');
  expect(pickSampleRoster([], '2026-11-22')).toBeNull();
});

test('the page holds back a list far shorter than the last good one until the admin confirms it', async () => {
  const full = await processRosterText(services, input(lines('Bayburt', 10), '2026-11-24'), actor);
  expect(full).toMatchObject({ success: true, insertedCount: 10, held: [] });
  // A paste with most lines missing: nothing is written, the old list stays, and the report says why.
  const short = await processRosterText(services, input(lines('Bayburt', 2, 'Kısa'), '2026-11-24'), actor);
  expect(short).toMatchObject({ success: false, removedCount: 0, insertedCount: 0 });
  expect(short.error).toBe('Şüpheli kısalma: 24 Kasım 2026 Salı için 2 eczane (son geçerli listede 10)');
  expect(toProcessReport(short).held).toEqual([
    { province: 'Bayburt', dutyDate: '2026-11-24', count: 2, lastGood: 10 },
  ]);
  // "Yine de kaydet" sends the same form with confirmShrink=1.
  const form = new FormData();
  form.set('text', lines('Bayburt', 2, 'Kısa'));
  form.set('dutyDate', '2026-11-24');
  form.set('confirmShrink', '1');
  const parsed = parseProcessForm(form);
  expect(parsed).toMatchObject({ ok: true, confirmShrink: true });
  if (!parsed.ok) throw new Error('form refused');
  const confirmed = await processRosterText(services, { ...parsed, channel: 'form' }, actor);
  expect(confirmed).toMatchObject({ success: true, removedCount: 10, insertedCount: 2, held: [] });
  const [entry] = await listAudit(services.db, 1);
  expect(entry?.detail).toMatchObject({ confirmedShrink: true, insertedCount: 2 });
  // The endpoint writes what it is given, as its contract says.
  const api = await post(lines('Bayburt', 1, 'Tek'), '?date=2026-11-24');
  expect(await api.json()).toMatchObject({ success: true, clearedCount: 2, insertedCount: 1 });
});
