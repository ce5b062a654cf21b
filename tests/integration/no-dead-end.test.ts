import { afterAll, beforeAll, expect, test } from 'vitest';
import { listDistricts } from '#app/domain/geo/geo.server.ts';
import { textOf } from '#tests/support/page-text.ts';
import { startSiteServers, type SiteServers } from '#tests/support/site-servers.ts';
import { createTestServices } from '#tests/support/test-services.ts';

/**
 * No page leaves a reader with nowhere to go, over HTTP through the real server. At 02:00 in
 * Istanbul on 28 November 2026 the list in force is the 27th's, fetched at 19:17 that evening:
 * Kadıköy, Üsküdar, Ataşehir and Beşiktaş have someone on duty, Adalar nobody.
 */

const AT_0200 = new Date('2026-11-27T23:00:00Z');
const FETCHED_1917 = new Date('2026-11-27T16:17:00Z');

let services: Awaited<ReturnType<typeof createTestServices>>;
let site: SiteServers;
let base: string;

const ON_DUTY = ['Kadıköy', 'Kadıköy', 'Üsküdar', 'Ataşehir', 'Beşiktaş'];
const NEAREST_HREFS = ['/istanbul/atasehir', '/istanbul/besiktas', '/istanbul/kadikoy', '/istanbul/uskudar'];

beforeAll(async () => {
  services = await createTestServices({ now: () => AT_0200 });
  const lines = ON_DUTY.map(
    (district, i) =>
      `Eczane Adı: Nöbet ${i + 1} | Konum: İstanbul | İlçe: ${district} | Telefon: 0216 000 00 0${i + 1} | Adres: Cadde ${i + 1}`,
  );
  const result = await services.importRosterText(lines.join('\n'), {
    dutyDate: '2026-11-27',
    source: 'import',
    fetchedAt: FETCHED_1917,
  });
  expect(result.success).toBe(true);
  site = await startSiteServers(services);
  base = await site.listen();
}, 60_000);
afterAll(async () => {
  await site?.close();
  await services?.dispose();
});

async function get(path: string): Promise<{ status: number; html: string }> {
  const response = await fetch(`${base}${path}`);
  return { status: response.status, html: await response.text() };
}

/** The paths of the links in `html` (absolute ones made relative), in order. */
function hrefsIn(html: string): string[] {
  return [...html.matchAll(/<a [^>]*href="([^"]*)"/g)].map((m) => m[1]!.replace(/^https?:\/\/[^/]+/, ''));
}

test('the widget of a district with nobody on duty links the nearest districts with someone, in a new tab', async () => {
  const { status, html } = await get('/widget?province=istanbul&district=adalar');
  expect(status).toBe(200);
  const text = textOf(html);
  expect(text).toContain('Adalar ilçesinde şu anda nöbetçi eczane yok.');
  expect(text).toContain('En yakın nöbetçi eczaneler:');
  expect(text).not.toContain('tekrar deneyin');
  const near = html.slice(html.indexOf('class="wg-near"'), html.indexOf('</ul>', html.indexOf('class="wg-near"')));
  expect(hrefsIn(near).sort()).toEqual(NEAREST_HREFS);
  // Every one opens the site beside the host page, as the widget's other links do.
  expect([...near.matchAll(/<a [^>]*>/g)].every((m) => m[0].includes('target="_blank"'))).toBe(true);
  expect(textOf(near)).toContain('Kadıköy (2 eczane');
  expect(html).not.toContain('<script');
});

test('the widget of a whole province with nobody on duty links its page on the site', async () => {
  const { html } = await get('/widget?province=ankara');
  const text = textOf(html);
  expect(text).toContain('Ankara ilinde şu anda nöbetçi eczane yok.');
  expect(text).not.toContain('tekrar deneyin');
  expect(html).toMatch(/<a href="http:\/\/127\.0\.0\.1:\d+\/ankara" target="_blank"[^>]*>Ankara nöbetçi eczaneleri/);
});

test('the province page filtered to an empty district offers the nearest districts with someone on duty', async () => {
  for (const path of ['/istanbul?ilce=adalar', '/?province=istanbul&ilce=adalar']) {
    const { status, html } = await get(path);
    expect(status).toBe(200);
    const start = html.indexOf('aria-labelledby="nearest-title"');
    expect(start).toBeGreaterThan(0);
    const near = html.slice(start, html.indexOf('</nav>', start));
    expect(textOf(near)).toContain('En yakın nöbetçi eczaneler');
    expect(hrefsIn(near).sort()).toEqual(NEAREST_HREFS);
  }
});

test('the poster and kiosk of an empty district name the nearest districts with someone on duty', async () => {
  const poster = textOf((await get('/istanbul/adalar/yazdir')).html);
  expect(poster).toContain('Bu nöbet için listede eczane yok.');
  expect(poster).toMatch(/En yakın nöbetçi eczaneler: (\p{L}+ \(\d eczane\), ){3}\p{L}+ \(\d eczane\)/u);
  expect(poster).toContain('Kadıköy (2 eczane)');
  const kiosk = textOf((await get('/istanbul/adalar/ekran')).html);
  expect(kiosk).toMatch(/En yakın nöbetçi eczaneler: (\p{L}+ \(\d eczane\), ){3}\p{L}+ \(\d eczane\)/u);
});

test('a printed poster says when the list was fetched, on the clock, never how long ago', async () => {
  for (const path of ['/istanbul/kadikoy/yazdir', '/istanbul/yazdir', '/istanbul/adalar/yazdir']) {
    const text = textOf((await get(path)).html);
    expect(text).toContain("Liste 27 Kasım 19:17'de alındı.");
    expect(text).not.toMatch(/önce güncellendi/);
  }
  // The live page and the kiosk, read on a screen, keep the age.
  expect(textOf((await get('/istanbul/kadikoy/ekran')).html)).toContain('saat önce güncellendi');
});

test('an empty ?province= is the landing page, with no error notice', async () => {
  const { status, html } = await get('/?province=');
  expect(status).toBe(200);
  expect(textOf(html)).not.toContain('bulunamadı');
  expect(textOf(html)).toContain('İstanbul');
  expect((await get('/?province=%20')).status).toBe(200);
});

test('the province page links every district, those with nobody greyed "nöbetçi yok", with a jump to them above the list', async () => {
  const { html } = await get('/istanbul');
  const jump = html.indexOf('href="#ilceler"');
  const firstCard = html.indexOf('id="list-title"');
  expect(jump).toBeGreaterThan(0);
  expect(jump).toBeLessThan(firstCard);
  const tiles = html.slice(html.indexOf('id="ilceler"'), html.indexOf('</section>', html.indexOf('id="ilceler"')));
  const links = hrefsIn(tiles);
  expect(links).toHaveLength(listDistricts('istanbul').length);
  // With someone on duty first, most first.
  expect(links[0]).toBe('/istanbul/kadikoy');
  const adalar = tiles.slice(tiles.indexOf('<a href="/istanbul/adalar"'));
  expect(textOf(adalar.slice(0, adalar.indexOf('</a>')))).toBe('Adalar nöbetçi yok');
});
