import { afterAll, beforeAll, expect, test } from 'vitest';
import { listAudit } from '#app/auth/audit.server.ts';
import { createSession } from '#app/auth/sessions.server.ts';
import { getUserByUsername } from '#app/auth/users.server.ts';
import { adminContext, createLoadContext } from '#app/context.server.ts';
import type { ProcessReport } from '#app/domain/admin/process-report.ts';
import type { PublicPageData } from '#app/domain/public/public-page.ts';
import { EXAMPLE_ROSTER_TEXT, SAMPLE_LINE_REASON, SAMPLE_TEXT_ERROR } from '#app/domain/roster/sample-lines.ts';
import { action } from '#app/routes/admin/process-data.tsx';
import { action as processEndpoint } from '#app/routes/api/admin/process-pharmacy-data.ts';
import { requirePublicPage } from '#app/routes/public/load-public-page.server.ts';
import { createTestServices } from '#tests/support/test-services.ts';

/**
 * "Örnek Satırları Doldur" then "Verileri İşle" on a demo-data install: the example lines are
 * refused and the public page keeps its demo notice; a first real list too short for its province
 * waits for "Yine de kaydet" instead of replacing the demo data.
 */

// 12:00 in Istanbul on 22 November 2026: the duty date in force is the 22nd.
const clock = new Date('2026-11-22T09:00:00Z');
let services: Awaited<ReturnType<typeof createTestServices>>;
let context: ReturnType<typeof createLoadContext>;

beforeAll(async () => {
  services = await createTestServices({
    now: () => clock,
    env: { DEMO_DATA: 'true', ADMIN_USERNAME: 'yonetici', ADMIN_PASSWORD: 'cok-gizli-sifre-123' },
  });
  const user = await getUserByUsername(services.db, 'yonetici');
  if (!user) throw new Error('admin not created');
  const { session } = await createSession(services.db, user.id, clock);
  context = createLoadContext(services, { ip: '203.0.113.9' });
  context.set(adminContext, { user, session });
});
afterAll(async () => {
  await services?.dispose();
});

/** The process page's form POST ("Verileri İşle", or "Yine de kaydet" with confirmShrink). */
async function processForm(text: string, extra: Record<string, string> = {}) {
  const request = new Request('http://localhost/process-data', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ text, dutyDate: '2026-11-22', province: '', ...extra }),
  });
  const result = (await action({ request, context, params: {} } as never)) as unknown as {
    data: { report: ProcessReport; text: string | null };
    init: { status?: number } | null;
  };
  return { status: result.init?.status ?? 200, ...result.data };
}

const page = (path: string): PublicPageData => {
  const [, first, second] = new URL(path, 'http://localhost').pathname.split('/');
  return requirePublicPage(new Request(`http://localhost${path}`), { first: first || undefined, second }, services);
};

/** The pharmacies a page lists, in name order. */
const namesOn = (path: string): string[] => {
  const shown = page(path);
  if (shown.kind === 'landing') throw new Error(`expected a province or district page at ${path}`);
  return shown.pharmacies.map((p) => p.name).sort();
};

const realLine = (province: string, district: string, name: string, phone: string) =>
  `Eczane Adı: ${name} | Konum: ${province} | İlçe: ${district} | Telefon: ${phone} | Adres: Atatürk Cad. No:${phone.slice(-2)}`;

test('the example lines are refused with a message to replace them, and Giresun keeps its demo notice', async () => {
  const demoNames = namesOn('/giresun');
  expect(page('/giresun').demoNotice).toBe('this-page');

  const refused = await processForm(EXAMPLE_ROSTER_TEXT);
  expect(refused.status).toBe(422);
  expect(refused.report).toMatchObject({ success: false, error: SAMPLE_TEXT_ERROR, insertedCount: 0, rosters: [] });
  expect(refused.report.error).toContain('örnek satırlar');
  expect(refused.report.error).toContain('gerçek nöbetçi eczane listesini');
  expect(refused.report.skipped).toEqual([
    { line: 1, text: 'Örnek 1 Eczanesi', reason: SAMPLE_LINE_REASON },
    { line: 2, text: 'Örnek 2 Eczanesi', reason: SAMPLE_LINE_REASON },
    { line: 3, text: 'Örnek 3 Eczanesi', reason: SAMPLE_LINE_REASON },
  ]);
  // The text stays in the box for the admin to replace.
  expect(refused.text).toBe(EXAMPLE_ROSTER_TEXT);

  expect(page('/giresun').demoNotice).toBe('this-page');
  expect(namesOn('/giresun')).toEqual(demoNames);
  // Merkez lists demo pharmacies (a flower's name) only, not "Örnek 1 Eczanesi".
  const merkez = namesOn('/giresun/merkez');
  expect(merkez.length).toBeGreaterThan(0);
  for (const name of merkez) expect(name).toMatch(/^Örnek \p{Lu}\p{Ll}+ Eczanesi$/u);
  const [entry] = await listAudit(services.db, 1);
  expect(entry?.detail).toMatchObject({ channel: 'form', success: false, insertedCount: 0, skippedCount: 3 });
});

test('an example line edited only in its province is still refused, through the endpoint too', async () => {
  const edited = EXAMPLE_ROSTER_TEXT.replaceAll('Konum: Giresun | İlçe: Merkez', 'Konum: Ordu | İlçe: Altınordu');
  const response = await processEndpoint({
    request: new Request('http://localhost/api/admin/process-pharmacy-data', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
      body: edited,
    }),
    context,
    params: {},
  } as never);
  expect(response.status).toBe(422);
  expect(await response.json()).toMatchObject({ success: false, insertedCount: 0, error: SAMPLE_TEXT_ERROR });
  expect(page('/ordu').demoNotice).toBe('this-page');
});

test('a real list with one example line in it is written without that line, which is listed as skipped', async () => {
  const lines = [
    realLine('Rize', 'Merkez', 'Çay', '0464 213 10 11'),
    realLine('Rize', 'Çayeli', 'Kaçkar', '0464 513 10 12'),
    EXAMPLE_ROSTER_TEXT.split('\n')[1]!.replace('Konum: Giresun | İlçe: Bulancak', 'Konum: Rize | İlçe: Pazar'),
    realLine('Rize', 'Pazar', 'Liman', '0464 612 10 13'),
    realLine('Rize', 'Ardeşen', 'Fırtına', '0464 712 10 14'),
  ];
  const written = await processForm(lines.join('\n'));
  expect(written.status).toBe(200);
  expect(written.report).toMatchObject({ success: true, insertedCount: 4, held: [] });
  expect(written.report.skipped).toEqual([{ line: 3, text: 'Örnek 2 Eczanesi', reason: SAMPLE_LINE_REASON }]);
  expect(page('/rize').demoNotice).toBeNull();
  expect(namesOn('/rize')).toEqual(['Fırtına Eczanesi', 'Kaçkar Eczanesi', 'Liman Eczanesi', 'Çay Eczanesi']);
});

test('a first real list too short for its province keeps the demo data until the admin confirms it', async () => {
  // Ordu has 19 districts: fewer than 5 pharmacies cannot be its whole list without the admin's word.
  const short = [
    realLine('Ordu', 'Altınordu', 'Kale', '0452 223 10 21'),
    realLine('Ordu', 'Fatsa', 'Bolaman', '0452 423 10 22'),
  ].join('\n');
  const held = await processForm(short);
  expect(held.status).toBe(422);
  expect(held.report).toMatchObject({ success: false, insertedCount: 0, clearedCount: 0 });
  expect(held.report.error).toBe(
    'Örnek verinin yerine geçecek liste çok kısa: Ordu, 22 Kasım 2026 Pazar için 2 eczane (19 ilçeli ilin ilk gerçek listesi)',
  );
  expect(held.report.held).toEqual([{ province: 'Ordu', dutyDate: '2026-11-22', count: 2, lastGood: null }]);
  expect(held.text).toBe(short);
  expect(page('/ordu').demoNotice).toBe('this-page');
  expect(namesOn('/ordu')).not.toContain('Kale Eczanesi');

  // "Yine de kaydet": the same form with confirmShrink=1.
  const confirmed = await processForm(short, { confirmShrink: '1' });
  expect(confirmed.status).toBe(200);
  expect(confirmed.report).toMatchObject({ success: true, insertedCount: 2, held: [] });
  expect(page('/ordu').demoNotice).toBeNull();
  expect(namesOn('/ordu')).toEqual(['Bolaman Eczanesi', 'Kale Eczanesi']);
  const [entry] = await listAudit(services.db, 1);
  expect(entry?.detail).toMatchObject({ confirmedShrink: true, insertedCount: 2 });
});

test('a first list long enough for its province replaces the demo data at once', async () => {
  // Trabzon has 18 districts: 5 pharmacies is one for every four districts or more.
  const districts = ['Ortahisar', 'Akçaabat', 'Of', 'Sürmene', 'Vakfıkebir'];
  const lines = districts.map((district, i) => realLine('Trabzon', district, `Karadeniz ${i}`, `0462 321 10 3${i}`));
  const written = await processForm(lines.join('\n'));
  expect(written.report).toMatchObject({ success: true, insertedCount: 5, held: [] });
  expect(page('/trabzon').demoNotice).toBeNull();
});

test('scrapes and the endpoint are not held by the first-list rule: only the page asks for it', async () => {
  // A scrape's guard (shrink only): a small province's real first list must not wait for a person.
  const scraped = await services.importRosterText(realLine('Bayburt', 'Merkez', 'Çoruh', '0458 211 10 41'), {
    dutyDate: '2026-11-22',
    source: 'import',
    fetchedAt: clock,
    guard: true,
  });
  expect(scraped).toMatchObject({ success: true, insertedCount: 1, held: [] });
  expect(page('/bayburt').demoNotice).toBeNull();
  const response = await processEndpoint({
    request: new Request('http://localhost/api/admin/process-pharmacy-data?date=2026-11-22', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
      body: realLine('Sinop', 'Merkez', 'Liman', '0368 261 10 51'),
    }),
    context,
    params: {},
  } as never);
  expect(await response.json()).toMatchObject({ success: true, insertedCount: 1 });
  expect(page('/sinop').demoNotice).toBeNull();
});
