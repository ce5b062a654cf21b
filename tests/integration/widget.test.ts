import { afterAll, beforeAll, expect, test } from 'vitest';
import { loadWidget } from '#app/routes/embed/widget.server.ts';
import { createTestServices } from '#tests/support/test-services.ts';

// 2026-11-22 12:00 in Istanbul: duty date 2026-11-22.
const now = () => new Date('2026-11-22T09:00:00Z');
let services: Awaited<ReturnType<typeof createTestServices>>;

beforeAll(async () => {
  services = await createTestServices({ now });
  const kadikoy = ['Moda', 'Bahariye', 'Fenerbahçe', 'Göztepe', 'Caddebostan'].map(
    (name, i) =>
      `Eczane Adı: ${name} | Konum: İstanbul | İlçe: Kadıköy | Telefon: 0216 000 00 0${i + 1} | Adres: ${name} Cad. ${i + 1}`,
  );
  const lines = [
    ...kadikoy,
    'Eczane Adı: Beşiktaş Merkez | Konum: İstanbul | İlçe: Beşiktaş | Adres: Barbaros Bulvarı 3',
    'Eczane Adı: Uzun | Konum: İstanbul | İlçe: Üsküdar | Telefon: 0216 000 00 09 | Adres: Çok Uzun Bir Mahalle Adı Mahallesi, Çok Uzun Bir Sokak Adı Sokağı No: 123 Daire 4',
    ...Array.from({ length: 8 }, (_, i) => `Eczane Adı: Giresun ${i + 1} | Konum: Giresun | İlçe: Merkez`),
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

const load = (query: string) => loadWidget(new URL(`http://127.0.0.1/widget${query}`), services);

test('province, district (contains, any case), theme and maxItems are applied', () => {
  const data = load('?province=Istanbul&district=Kadıköy&theme=dark&maxItems=3');
  expect(data.state).toBe('list');
  expect(data.theme).toBe('dark');
  expect(data.province).toBe('İstanbul');
  expect(data.rows.length).toBeLessThanOrEqual(3);
  expect(data.rows.length).toBe(3);
  expect(data.rows.every((r) => r.district === 'Kadıköy')).toBe(true);

  const folded = load('?province=istanbul&district=KADIK');
  expect(folded.rows.map((r) => r.district)).toEqual(Array(5).fill('Kadıköy'));
});

test('bad parameters fall back to defaults: Giresun, at most 5 rows, modern', () => {
  const data = load('?maxItems=abc&theme=zzz');
  expect(data).toMatchObject({ state: 'list', theme: 'modern', province: 'Giresun', showHeader: true });
  expect(data.rows).toHaveLength(5);
  expect(load('?province=Atlantis').province).toBe('Giresun');
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

test('no pharmacies gives the empty state; the credit link points at the province page', () => {
  const district = load('?province=Istanbul&district=Adalar');
  expect(district).toMatchObject({ state: 'empty', district: 'Adalar', rows: [] });
  const province = load('?province=Ankara');
  expect(province).toMatchObject({ state: 'empty', district: null, province: 'Ankara' });
  expect(province.provinceHref).toBe('http://127.0.0.1/ankara');
});

test('no data while the snapshot is unhealthy gives the error state with the province', () => {
  const unhealthy = { ...services, snapshots: { ...services.snapshots, isHealthy: () => false } };
  const data = loadWidget(new URL('http://127.0.0.1/widget?province=Ankara'), unhealthy);
  expect(data).toMatchObject({ state: 'error', province: 'Ankara' });
});

test('while demo data is in use the widget says so', async () => {
  const { createTestServices: create } = await import('#tests/support/test-services.ts');
  const { loadWidget } = await import('#app/routes/embed/widget.server.ts');
  const demo = await create({ env: { DEMO_DATA: 'true' } });
  try {
    expect(loadWidget(new URL('http://localhost/widget?province=Giresun'), demo).isDemo).toBe(true);
  } finally {
    await demo.dispose();
  }
});
