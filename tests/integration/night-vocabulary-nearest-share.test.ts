import { afterAll, beforeAll, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { provinces } from '#app/db/schema.ts';
import { pick, textOf } from '#tests/support/page-text.ts';
import { startSiteServers, type SiteServers } from '#tests/support/site-servers.ts';
import { createTestServices } from '#tests/support/test-services.ts';

/**
 * The words of the night on `/yakin` and a pharmacy's share page, over HTTP through the real
 * server and its shared-page cache, on the services' clock (as tests/integration/night-vocabulary.test.ts
 * for the places' pages). Saturday 28 November 2026: at 02:30 and 08:29 in Istanbul the duty in
 * force is the 27th's, so the header names it ("Bu geceki nöbet: …") and no line names a calendar
 * day it contradicts; at 08:31 the 28th's is in force and the pages speak of days again. Ordu
 * hands over at 09:00: at 08:31 its night is not over.
 */

const AT_0230 = new Date('2026-11-27T23:30:00Z');
const AT_0829 = new Date('2026-11-28T05:29:00Z');
const AT_0831 = new Date('2026-11-28T05:31:00Z');

const MODA = '/yakin?lat=40.984&lng=29.026';
const FATSA = '/yakin?lat=41.03&lng=37.5';

let clock = AT_0230;
let services: Awaited<ReturnType<typeof createTestServices>>;
let site: SiteServers;
let base: string;
/** The pharmacies' ids by name. */
const ids = new Map<string, number>();

beforeAll(async () => {
  services = await createTestServices({ now: () => clock });
  for (const day of [26, 27, 28, 29]) {
    const line = `Eczane Adı: Gün ${day} Moda | Konum: İstanbul | İlçe: Kadıköy | Telefon: 0216 000 00 ${day} | Adres: Moda Cad. ${day} | Koordinat: 40.984,29.026`;
    const result = await services.importRosterText(line, {
      dutyDate: `2026-11-${day}`,
      source: 'import',
      fetchedAt: new Date('2026-11-26T06:00:00Z'),
    });
    expect(result.success).toBe(true);
  }
  for (const day of [27, 28]) {
    const line = `Eczane Adı: Fatsa ${day} | Konum: Ordu | İlçe: Fatsa | Telefon: 0452 000 00 ${day} | Adres: Sahil Cad. ${day} | Koordinat: 41.03,37.5`;
    const result = await services.importRosterText(line, {
      dutyDate: `2026-11-${day}`,
      source: 'import',
      fetchedAt: new Date('2026-11-26T06:00:00Z'),
    });
    expect(result.success).toBe(true);
  }
  await services.db.update(provinces).set({ dutyRotation: '09:00' }).where(eq(provinces.slug, 'ordu'));
  await services.snapshots.refreshIfChanged();
  for (const rosters of services.snapshots.get().rosters.values()) {
    for (const roster of rosters) for (const pharmacy of roster.pharmacies) ids.set(pharmacy.name, pharmacy.id);
  }
  site = await startSiteServers(services);
  base = await site.listen({ edgeCache: site.createEdgeCache() });
}, 60_000);
afterAll(async () => {
  await site?.close();
  await services?.dispose();
});

/** What a visitor reads of a page at the clock's time: its header's line, its duty line and its list. */
async function readPage(path: string) {
  const response = await fetch(`${base}${path}`);
  expect(response.status).toBe(200);
  const html = await response.text();
  const main = /<main[^>]*>(.*?)<\/main>/s.exec(html)?.[1] ?? '';
  const duty = /<\/h1>\s*<p[^>]*>(.*?)<\/p>/.exec(main);
  return {
    header: pick(html, /<header[^>]*>.*?<span class="block text-xs[^"]*"><span>(.*?)<\/span>/),
    // The share page's line under the pharmacy's name.
    duty: duty ? textOf(duty[1]!) : null,
    // The pharmacies `/yakin` lists, by name.
    listed: [...main.matchAll(/<li [^>]*data-status[^>]*>.*?<h3[^>]*>(.*?)<\/h3>/g)].map((m) => textOf(m[1]!)),
    body: textOf(main),
  };
}

const share = (name: string, locale = '') => `${locale}/eczane/${ids.get(name)}/paylas`;

const NIGHT_HEADER = 'Bu geceki nöbet: 27 Kasım 08:30 – 28 Kasım 08:30';
const NIGHT_HEADER_EN = "Tonight's duty: 27 November 08:30 – 28 November 08:30";

for (const [time, now] of [
  ['02:30', AT_0230],
  ['08:29', AT_0829],
] as const) {
  test(`at ${time} /yakin names the night’s duty in its header, as the province’s page does`, async () => {
    clock = now;
    const page = await readPage(MODA);
    expect(page.header).toBe(NIGHT_HEADER);
    expect(page.listed).toEqual(['Gün 27 Moda Eczanesi']);
    expect(page.body).toContain('Konumunuza en yakın 1 nöbetçi eczane, hepsi şu an açık.');
    for (const text of [page.header, page.body]) expect(text).not.toMatch(/28 Kasım 2026|Cumartesi|Bugün/);
    const english = await readPage(`/en${MODA}`);
    expect(english.header).toBe(NIGHT_HEADER_EN);
    expect(english.listed).toEqual(['Gün 27 Moda Eczanesi']);
    expect(english.header).not.toMatch(/Saturday|2026/);
  });

  test(`at ${time} a share page names each duty by its window, never the calendar day`, async () => {
    clock = now;
    const onDuty = await readPage(share('Gün 27 Moda Eczanesi'));
    expect(onDuty.header).toBe(NIGHT_HEADER);
    expect(onDuty.duty).toBe('Şu an nöbetçi: 27 Kasım 08:30 – 28 Kasım 08:30.');
    // The list that starts at the rotation is the next duty's, not "28 Kasım 2026 Cumartesi", today's.
    const next = await readPage(share('Gün 28 Moda Eczanesi'));
    expect(next.header).toBe(NIGHT_HEADER);
    expect(next.duty).toBe('Bu eczane şu anki nöbet listesinde yok; sonraki nöbeti: 28 Kasım 08:30 – 29 Kasım 08:30.');
    const last = await readPage(share('Gün 26 Moda Eczanesi'));
    expect(last.duty).toBe('Bu eczane şu anki nöbet listesinde yok; son nöbeti: 26 Kasım 08:30 – 27 Kasım 08:30.');
    for (const page of [onDuty, next, last]) expect(page.body).not.toMatch(/2026|Cuma\b|Cumartesi|Perşembe/);

    const english = await readPage(share('Gün 28 Moda Eczanesi', '/en'));
    expect(english.header).toBe(NIGHT_HEADER_EN);
    expect(english.duty).toBe(
      'This pharmacy is not on the current duty list; its next duty: 28 November 08:30 – 29 November 08:30.',
    );
    expect((await readPage(share('Gün 27 Moda Eczanesi', '/en'))).duty).toBe(
      'On duty now: 27 November 08:30 – 28 November 08:30.',
    );
    const arabic = await readPage(share('Gün 27 Moda Eczanesi', '/ar'));
    expect(arabic.header).toBe('مناوبة الليلة: 27 نوفمبر 08:30 – 28 نوفمبر 08:30');
    expect(arabic.duty).toBe('مناوبة الآن: 27 نوفمبر 08:30 – 28 نوفمبر 08:30.');
  });
}

test('at 08:31, after the rotation, /yakin and the share page speak of days again, as by day', async () => {
  clock = AT_0831;
  const page = await readPage(MODA);
  expect(page.header).toBe('28 Kasım 2026 Cumartesi');
  expect(page.listed).toEqual(['Gün 28 Moda Eczanesi']);
  expect((await readPage(`/en${MODA}`)).header).toBe('Saturday, 28 November 2026');

  const onDuty = await readPage(share('Gün 28 Moda Eczanesi'));
  expect(onDuty.header).toBe('28 Kasım 2026 Cumartesi');
  expect(onDuty.duty).toBe('Şu an nöbetçi: 28 Kasım Cumartesi 08:30 ile 29 Kasım Pazar 08:30 arası.');
  const last = await readPage(share('Gün 27 Moda Eczanesi'));
  expect(last.duty).toBe('Bu eczane şu anki nöbet listesinde yok; son nöbeti: 27 Kasım 2026 Cuma.');
  // Tomorrow's list is its next duty by day too, not its "last".
  const next = await readPage(share('Gün 29 Moda Eczanesi'));
  expect(next.duty).toBe(
    'Bu eczane şu anki nöbet listesinde yok; sonraki nöbeti: 29 Kasım Pazar 08:30 ile 30 Kasım Pazartesi 08:30 arası.',
  );
  const english = await readPage(share('Gün 28 Moda Eczanesi', '/en'));
  expect(english.header).toBe('Saturday, 28 November 2026');
  expect(english.duty).toBe('On duty now: Saturday 28 November 08:30 to Sunday 29 November 08:30.');
  for (const text of [page.header, onDuty.header, onDuty.duty]) expect(text).not.toContain('Bu gece');
});

test('at 08:31 a province that hands over at 09:00 is still in its night, on /yakin and its share pages', async () => {
  clock = AT_0831;
  const nearest = await readPage(FATSA);
  expect(nearest.header).toBe('Bu geceki nöbet: 27 Kasım 09:00 – 28 Kasım 09:00');
  expect(nearest.listed).toEqual(['Fatsa 27 Eczanesi']);
  expect((await readPage(share('Fatsa 27 Eczanesi'))).duty).toBe('Şu an nöbetçi: 27 Kasım 09:00 – 28 Kasım 09:00.');
  const next = await readPage(share('Fatsa 28 Eczanesi', '/en'));
  expect(next.header).toBe("Tonight's duty: 27 November 09:00 – 28 November 09:00");
  expect(next.duty).toBe(
    'This pharmacy is not on the current duty list; its next duty: 28 November 09:00 – 29 November 09:00.',
  );
});
