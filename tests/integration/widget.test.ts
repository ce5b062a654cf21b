import { afterAll, beforeAll, expect, test } from 'vitest';
import { createLoadContext } from '#app/context.server.ts';
import { loadWidget, type WidgetListData } from '#app/routes/embed/widget.server.ts';
import { resolveSite } from '#app/domain/site/site.server.ts';
import type { AppServices } from '#app/services.server.ts';
import { loader as widgetLoader } from '#app/routes/embed/widget.tsx';
import { KADIKOY_FIVE } from '#tests/support/kadikoy-five.ts';
import { createTestServices } from '#tests/support/test-services.ts';

// 2026-11-22 12:00 in Istanbul: duty date 2026-11-22.
const now = () => new Date('2026-11-22T09:00:00Z');
let services: Awaited<ReturnType<typeof createTestServices>>;

beforeAll(async () => {
  services = await createTestServices({ now });
  const lines = [
    ...KADIKOY_FIVE,
    'Eczane Adı: Beşiktaş Merkez | Konum: İstanbul | İlçe: Beşiktaş | Adres: Barbaros Bulvarı 3',
    'Eczane Adı: Uzun | Konum: İstanbul | İlçe: Üsküdar | Telefon: 0216 000 00 09 | Adres: Çok Uzun Bir Mahalle Adı Mahallesi, Çok Uzun Bir Sokak Adı Sokağı No: 123 Daire 4',
    ...Array.from({ length: 8 }, (_, i) => `Eczane Adı: Giresun ${i + 1} | Konum: Giresun | İlçe: Merkez`),
    'Eczane Adı: Keşap Sahil | Konum: Giresun | İlçe: Keşap | Adres: Sahil Cad. 1',
  ];
  const result = await services.importRosterText(lines.join('\n'), {
    dutyDate: '2026-11-22',
    source: 'import',
    fetchedAt: now(),
  });
  expect(result.success).toBe(true);
});
afterAll(async () => {
  await services?.dispose();
});

const loadWidgetAt = (url: string, on: AppServices) =>
  loadWidget(new URL(url), on, resolveSite(new URL(url), on.config.baseDomain));
const loadAny = (query: string) => loadWidgetAt(`http://127.0.0.1/widget${query}`, services);

/** The widget's data where the place exists (the list, empty or error state). */
function load(query: string): WidgetListData {
  const data = loadAny(query);
  if (data.state === 'not-found') throw new Error(`${query}: ${data.message}`);
  return data;
}

/** The route's answer: React Router's `data()` result, with the payload and its status. */
async function get(query: string) {
  const request = new Request(`http://127.0.0.1/widget${query}`);
  const url = new URL(request.url);
  const result = await widgetLoader({
    request,
    url,
    pattern: url.pathname,
    params: {},
    context: createLoadContext(services),
  });
  return { status: result.init?.status ?? 200, data: result.data };
}

test('province, district (contains, any case), theme and maxItems are applied', () => {
  const data = load('?province=Istanbul&district=Kadıköy&theme=dark&maxItems=3');
  expect(data.state).toBe('list');
  expect(data.theme).toBe('dark');
  expect(data.province).toBe('İstanbul');
  expect(data.rows.length).toBeLessThanOrEqual(3);
  expect(data.rows.length).toBe(3);
  expect(data.rows.every((r) => r.district === 'Kadıköy')).toBe(true);
  // Kadıköy has 5 on duty: the other 2 are one link away, on the district's page.
  expect(data).toMatchObject({ more: 2, listHref: 'http://127.0.0.1/istanbul/kadikoy' });
  expect(load('?province=Istanbul&district=Kadıköy&maxItems=10').more).toBe(0);

  const folded = load('?province=istanbul&district=KADIK');
  expect(folded.district).toBe('Kadıköy');
  expect(folded.rows.map((r) => r.district)).toEqual(Array(5).fill('Kadıköy'));
});

test('bad theme and maxItems fall back to defaults; no province at all means Giresun, at most 5 rows, modern', () => {
  const data = load('?maxItems=abc&theme=zzz');
  expect(data).toMatchObject({ state: 'list', theme: 'modern', province: 'Giresun', showHeader: true });
  expect(data.rows).toHaveLength(5);
  expect(load('?province=&theme=dark')).toMatchObject({ state: 'list', province: 'Giresun', theme: 'dark' });
});

test('an unknown province answers 404 with a Turkish message and no pharmacies of any other province', async () => {
  const { status, data } = await get('?province=Atlantis&theme=elegant');
  expect(status).toBe(404);
  expect(data).toMatchObject({
    state: 'not-found',
    theme: 'elegant',
    province: null,
    message: '“Atlantis” adında bir il bulunamadı.',
    href: 'http://127.0.0.1/',
  });
  expect(data).not.toHaveProperty('rows');
  expect(JSON.stringify(data)).not.toMatch(/Giresun|İstanbul|Kadıköy/);
});

test('an unknown district of a known province answers 404 naming both, with a link to that province', async () => {
  const { status, data } = await get('?province=Giresun&district=xyz');
  expect(status).toBe(404);
  expect(data).toMatchObject({
    state: 'not-found',
    province: 'Giresun',
    message: 'Giresun ilinde “xyz” adında bir ilçe bulunamadı.',
    href: 'http://127.0.0.1/giresun',
  });
  expect(data).not.toHaveProperty('rows');
});

test('a district text that fits several districts is refused with those districts as suggestions', () => {
  const data = loadAny('?province=Istanbul&district=bey');
  expect(data).toMatchObject({ state: 'not-found', suggestions: ['Beykoz', 'Beylikdüzü', 'Beyoğlu', 'Sultanbeyli'] });
});

test('the district is shown by its proper name: exact after Turkish folding, or the one district containing the text', async () => {
  const exact = load('?province=giresun&district=KESAP');
  expect(exact).toMatchObject({ state: 'list', province: 'Giresun', district: 'Keşap' });
  expect(exact.rows.map((r) => r.name)).toEqual(['Keşap Sahil Eczanesi']);
  expect(load('?province=Giresun&district=keş').district).toBe('Keşap');
  expect(load('?province=Giresun&district=Giresun Merkez').district).toBe('Merkez');

  const { status } = await get('?province=Giresun&district=keş');
  expect(status).toBe(200);
});

test('phones and call links appear only with showPhone on and a phone on record', () => {
  const withPhones = load('?province=Istanbul&maxItems=20');
  const moda = withPhones.rows.find((r) => r.name.startsWith('Moda'));
  expect(moda?.telHref).toMatch(/^tel:/);
  expect(withPhones.rows.find((r) => r.name.startsWith('Beşiktaş'))?.telHref).toBeNull();
  const hidden = load('?province=Istanbul&maxItems=20&showPhone=false');
  expect(hidden.rows.every((r) => r.telHref === null && r.phoneDisplay === null)).toBe(true);
});

test('long addresses are cut to 60 characters plus an ellipsis, except in the compact theme', () => {
  const cut = load('?province=Istanbul&district=Üsküdar').rows[0]?.address ?? '';
  expect(cut).toHaveLength(61);
  expect(cut.endsWith('…')).toBe(true);
  const full = load('?province=Istanbul&district=Üsküdar&theme=compact').rows[0]?.address ?? '';
  expect(full.length).toBeGreaterThan(61);
});

test('no pharmacies gives the empty state; the credit link points at the list page, the district’s when one was chosen', () => {
  const district = load('?province=Istanbul&district=Adalar');
  expect(district).toMatchObject({ state: 'empty', district: 'Adalar', rows: [] });
  // A district with nobody on duty: its page lists the nearest districts that have someone.
  expect(district.listHref).toBe('http://127.0.0.1/istanbul/adalar');
  const province = load('?province=Ankara');
  expect(province).toMatchObject({ state: 'empty', district: null, province: 'Ankara' });
  expect(province.listHref).toBe('http://127.0.0.1/ankara');
});

test('no data while the snapshot is unhealthy gives the error state with the province', () => {
  const unhealthy = { ...services, snapshots: { ...services.snapshots, isHealthy: () => false } };
  const data = loadWidgetAt('http://127.0.0.1/widget?province=Ankara', unhealthy);
  expect(data).toMatchObject({ state: 'error', province: 'Ankara' });
});

test('while demo data is in use the widget says so', async () => {
  const demo = await createTestServices({ env: { DEMO_DATA: 'true' } });
  try {
    expect(loadWidgetAt('http://localhost/widget?province=Giresun', demo)).toMatchObject({ isDemo: true });
  } finally {
    await demo.dispose();
  }
});
