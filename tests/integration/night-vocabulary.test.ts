import { afterAll, beforeAll, expect, test } from 'vitest';
import { pick, textOf } from '#tests/support/page-text.ts';
import { startSiteServers, type SiteServers } from '#tests/support/site-servers.ts';
import { createTestServices } from '#tests/support/test-services.ts';

/**
 * The words of the night, over HTTP through the real server and its shared-page cache, on the
 * services' clock (the Playwright server has no clock to set, so this stands in for a browser
 * test). Saturday 28 November 2026: at 02:30 and 08:29 in Istanbul the list in force is the
 * 27th's, and no header, title, tab, poster or kiosk may name a calendar day it contradicts; at
 * 08:31 the 28th's list is in force and the pages speak of days again.
 */

const AT_0230 = new Date('2026-11-27T23:30:00Z');
const AT_0829 = new Date('2026-11-28T05:29:00Z');
const AT_0831 = new Date('2026-11-28T05:31:00Z');

let clock = AT_0230;
let services: Awaited<ReturnType<typeof createTestServices>>;
let site: SiteServers;
let base: string;

beforeAll(async () => {
  services = await createTestServices({ now: () => clock });
  for (const day of [26, 27, 28, 29]) {
    const lines = [`Eczane Adı: Gün ${day} Moda | Konum: İstanbul | İlçe: Kadıköy | Telefon: 0216 000 00 ${day}`];
    const result = await services.importRosterText(lines.join('\n'), {
      dutyDate: `2026-11-${day}`,
      source: 'import',
      fetchedAt: new Date('2026-11-26T06:00:00Z'),
    });
    expect(result.success).toBe(true);
  }
  // Ordu has only the list that starts at 08:30 on the 28th.
  await services.importRosterText('Eczane Adı: Sabah | Konum: Ordu | İlçe: Fatsa', {
    dutyDate: '2026-11-28',
    source: 'import',
    fetchedAt: new Date('2026-11-26T06:00:00Z'),
  });
  site = await startSiteServers(services);
  base = await site.listen({ edgeCache: site.createEdgeCache() });
}, 60_000);
afterAll(async () => {
  await site?.close();
  await services?.dispose();
});

/** What a visitor reads of a place's page at the clock's time. */
async function readPage(path: string) {
  const response = await fetch(`${base}${path}`);
  expect(response.status).toBe(200);
  const html = await response.text();
  const tabs = /<nav aria-label="Nöbet(?: günü)?"[^>]*>(.*?)<\/nav>/.exec(html)?.[1] ?? '';
  return {
    title: pick(html, /<title>(.*?)<\/title>/),
    header: pick(html, /<header[^>]*>.*?<span class="block text-xs[^"]*"><span>(.*?)<\/span>/),
    h1: pick(html, /<h1[^>]*>(.*?)<\/h1>/),
    // Each tab's name as a screen reader reads it (at night with its window).
    tabs: [...tabs.matchAll(/<a [^>]*>(.*?)<\/a>/g)].map((m) => textOf(m[1]!, true)),
    activeTab: textOf(/<a [^>]*aria-current="page"[^>]*>(.*?)<\/a>/.exec(tabs)?.[1] ?? '', true),
    body: textOf(/<main[^>]*>(.*?)<\/main>/s.exec(html)?.[1] ?? ''),
  };
}

/** The poster's or kiosk's header, as read. */
async function readDisplay(path: string): Promise<{ head: string; runningHead: string | null }> {
  const response = await fetch(`${base}${path}`);
  expect(response.status).toBe(200);
  const html = await response.text();
  return {
    head: pick(html, /<header[^>]*>(.*?)<\/header>/s),
    runningHead: /content: "([^"]*\(devamı\))"/.exec(html)?.[1] ?? null,
  };
}

const NIGHT_HEADER = 'Bu geceki nöbet: 27 Kasım 08:30 – 28 Kasım 08:30';

for (const [time, now] of [
  ['02:30', AT_0230],
  ['08:29', AT_0829],
] as const) {
  test(`at ${time} the province page names the night's duty in its header, title and tabs`, async () => {
    clock = now;
    const page = await readPage('/istanbul');
    expect(page.header).toBe(NIGHT_HEADER);
    expect(page.title).toBe('İstanbul Nöbetçi Eczaneler - 27-28 Kasım gecesi');
    expect(page.h1).toBe('İstanbul Nöbetçi Eczaneler');
    expect(page.tabs).toEqual([
      'Önceki nöbet: 26 Kasım 08:30 – 27 Kasım 08:30',
      'Bu gece: 27 Kasım 08:30 – 28 Kasım 08:30',
      "08:30'dan sonra: 28 Kasım 08:30 – 29 Kasım 08:30",
    ]);
    expect(page.activeTab).toBe('Bu gece: 27 Kasım 08:30 – 28 Kasım 08:30');
    expect(page.body).toContain('Gün 27 Moda Eczanesi');
    // The header names the duty in force; the list's own period line is not said twice.
    expect(page.body).not.toContain('Nöbet: 27 Kasım Cuma 08:30 ile 28 Kasım Cumartesi 08:30 arası');
    // No calendar day in a form that could be read as the list's: not "Bugün", "Yarın" or a bare date.
    for (const text of [page.header, page.title, ...page.tabs]) {
      expect(text).not.toMatch(/Bugün|Yarın|Dün\b|Cumartesi|Cuma\b/);
    }
  });
}

test('at 02:30 the next duty’s list says when it starts, in the title, heading and notice', async () => {
  clock = AT_0230;
  const next = await readPage('/istanbul?gun=yarin');
  expect(next.header).toBe(NIGHT_HEADER);
  expect(next.title).toBe('İstanbul Nöbetçi Eczaneler - 28-29 Kasım gecesi');
  expect(next.h1).toBe('İstanbul Nöbetçi Eczaneler Sonraki nöbetin listesi');
  expect(next.activeTab).toBe("08:30'dan sonra: 28 Kasım 08:30 – 29 Kasım 08:30");
  expect(next.body).toContain(
    'Bu, sonraki nöbetin listesi (28 Kasım 08:30 – 29 Kasım 08:30): bu nöbet henüz başlamadı. Şu an nöbetçi eczaneler',
  );
  const before = await readPage('/istanbul/kadikoy?gun=dun');
  expect(before.title).toBe('Kadıköy Nöbetçi Eczaneler - İstanbul, 26-27 Kasım gecesi');
  expect(before.h1).toBe('Kadıköy Nöbetçi Eczaneler İstanbul Önceki nöbetin listesi');
  expect(before.body).toContain('Bu, önceki nöbetin listesi (26 Kasım 08:30 – 27 Kasım 08:30): bu nöbet sona erdi.');
});

test('at 02:30 a province whose night list is missing links the next one by when it starts', async () => {
  clock = AT_0230;
  const page = await readPage('/ordu');
  expect(page.tabs).toEqual([
    'Bu gece: 27 Kasım 08:30 – 28 Kasım 08:30',
    "08:30'dan sonra: 28 Kasım 08:30 – 29 Kasım 08:30",
  ]);
  expect(page.body).toContain('Ordu için bu nöbetin listesi henüz yüklenmedi.');
  expect(page.body).toContain('Sonraki nöbetin listesi (28 Kasım 08:30 – 29 Kasım 08:30)');
  expect(page.body).not.toContain('Sabah Eczanesi');
});

test('at 02:30 the poster and the kiosk name the night’s duty, not the calendar day', async () => {
  clock = AT_0230;
  const poster = await readDisplay('/istanbul/yazdir');
  expect(poster.head).toContain('İstanbul 27-28 Kasım gecesi');
  expect(poster.head).toContain('Nöbet: 27 Kasım Cuma 08:30 ile 28 Kasım Cumartesi 08:30 arası');
  expect(poster.runningHead).toBe('İstanbul nöbetçi eczaneler · 27-28 Kasım gecesi (devamı)');
  const kiosk = await readDisplay('/istanbul/ekran');
  expect(kiosk.head).toContain(`İstanbul ${NIGHT_HEADER}`);
  expect(kiosk.head).toContain("Sonraki nöbet 08:30'da başlar");
  expect(kiosk.head).not.toMatch(/Cumartesi|2026/);
});

test('at 08:31, after the rotation, every page speaks of days again, as by day', async () => {
  clock = AT_0831;
  const page = await readPage('/istanbul');
  expect(page.header).toBe('28 Kasım 2026 Cumartesi');
  expect(page.title).toBe('İstanbul Nöbetçi Eczaneler - 28 Kasım 2026 Cumartesi');
  expect(page.tabs).toEqual(['Dün', 'Bugün', 'Yarın']);
  expect(page.body).toContain('Gün 28 Moda Eczanesi');
  const next = await readPage('/istanbul?gun=yarin');
  expect(next.h1).toBe('İstanbul Nöbetçi Eczaneler Yarının listesi');
  expect(next.body).toContain('Bu, yarının nöbet listesi (29 Kasım 2026 Pazar): bu nöbet henüz başlamadı.');
  const poster = await readDisplay('/istanbul/yazdir');
  expect(poster.runningHead).toBe('İstanbul nöbetçi eczaneler · 28 Kasım 2026 Cumartesi (devamı)');
  const kiosk = await readDisplay('/istanbul/ekran');
  expect(kiosk.head).toContain('28 Kasım Cumartesi 08:30 ile 29 Kasım Pazar 08:30 arası');
  expect(kiosk.head).toContain('28 Kasım 2026 Cumartesi');
  expect(kiosk.head).not.toContain('Bu gece');
});
