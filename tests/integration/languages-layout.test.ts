import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { createServer } from 'vite';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { fetchPage, startSiteWithList } from '#tests/support/istanbul-three-site.ts';
import type { SiteServers } from '#tests/support/site-servers.ts';
import type { createTestServices } from '#tests/support/test-services.ts';

/**
 * Issue 39, the Arabic pages looked at on a phone (390 × 844) by a fluent reviewer, and the same
 * places in Turkish and English: the nearest page's place in the page's own words, the district
 * filter wide enough to show its choice, district tiles that never break a name inside a word,
 * and the location arrow pointing the same way on both its buttons. The pages come through the
 * real HTTP stack; Chromium lays them out with the site's stylesheet (app/app.css compiled by
 * Tailwind as the build does) and the test reads what it drew.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
// 2026-11-22 12:00 in Istanbul: the day's list is in force.
const now = () => new Date('2026-11-22T09:00:00Z');
const LANGUAGES = ['', '/en', '/ar'] as const;
const PHONE = { width: 390, height: 844 };

let services: Awaited<ReturnType<typeof createTestServices>>;
let site: SiteServers;
let base: string;
let css: string;
let browser: Browser;

beforeAll(async () => {
  ({
    services,
    sites: site,
    base,
  } = await startSiteWithList(now, [
    'Eczane Adı: Moda | Konum: İstanbul | İlçe: Kadıköy | Telefon: 0216 000 00 01 | Adres: Moda Cad. 1',
    'Eczane Adı: Beşiktaş Merkez | Konum: İstanbul | İlçe: Beşiktaş | Adres: Barbaros Bulvarı 3',
    // Ankara's longest district names, each with a pharmacy on duty: a count beside the name.
    'Eczane Adı: Kazan | Konum: Ankara | İlçe: Kahramankazan | Telefon: 0312 000 00 01 | Adres: Atatürk Cad. 1',
    'Eczane Adı: Koçhisar | Konum: Ankara | İlçe: Şereflikoçhisar | Telefon: 0312 000 00 02 | Adres: Cumhuriyet Cad. 2',
    'Eczane Adı: Hamam | Konum: Ankara | İlçe: Kızılcahamam | Telefon: 0312 000 00 03 | Adres: Hükümet Cad. 3',
  ]));

  // The stylesheet as the build makes it (the test servers render pages, they do not serve assets).
  const vite = await createServer({
    root,
    configFile: false,
    logLevel: 'silent',
    appType: 'custom',
    plugins: [tailwindcss()],
    server: { middlewareMode: true, hmr: false, watch: null },
  });
  try {
    css = (await vite.transformRequest('/app/app.css?direct'))?.code ?? '';
  } finally {
    await vite.close();
  }
  expect(css).toContain('.district-tiles');

  const executablePath =
    process.env.CHROMIUM_PATH ??
    (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium');
  browser = await chromium.launch({ executablePath, args: ['--headless', '--no-sandbox', '--disable-gpu'] });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await site?.close();
  await services?.dispose();
});

/** `path` laid out at `viewport` with the site's stylesheet, without its script (as before it runs). */
async function open(pathname: string, viewport = PHONE): Promise<Page> {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 2, bypassCSP: true });
  const page = await context.newPage();
  await page.route('**/*', (route) =>
    route.request().resourceType() === 'document' ? route.continue() : route.abort(),
  );
  const response = await page.goto(base + pathname);
  expect(response?.status(), pathname).toBe(200);
  await page.addStyleTag({ content: css });
  return page;
}

/** The place named beside each card's distance on the nearest page. */
function nearestPlaces(html: string): string[] {
  return [...html.matchAll(/<span class="font-bold">[^<]*<\/span><span class="[^"]*">([^<]*)<\/span>/g)].map(
    ([, place]) => place!,
  );
}

test('the nearest page names each card’s place in the page’s language: an Arabic comma on Arabic pages', async () => {
  const at = '/yakin?lat=40.984&lng=29.058';
  expect(new Set(nearestPlaces(await fetchPage(base, `/ar${at}`)))).toEqual(
    new Set(['Kadıköy، إسطنبول', 'Beşiktaş، إسطنبول']),
  );
  expect(new Set(nearestPlaces(await fetchPage(base, `/en${at}`)))).toEqual(
    new Set(['Kadıköy, Istanbul', 'Beşiktaş, Istanbul']),
  );
  expect(new Set(nearestPlaces(await fetchPage(base, at)))).toEqual(
    new Set(['Kadıköy, İstanbul', 'Beşiktaş, İstanbul']),
  );
});

test('on a phone the district filter shows any option it may hold whole, in every language', async () => {
  for (const language of LANGUAGES) {
    const page = await open(`${language}/istanbul`);
    const fit = await page.locator('#district-filter').evaluate((select: HTMLSelectElement) => {
      const style = getComputedStyle(select);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      // The room for the text: the select's inside less its padding and its drop-down arrow (~20 px).
      const room = select.clientWidth - parseFloat(style.paddingInlineStart) - parseFloat(style.paddingInlineEnd) - 24;
      const widest = [...select.options].reduce((a, b) =>
        context.measureText(a.text).width >= context.measureText(b.text).width ? a : b,
      );
      return {
        chosen: select.selectedOptions[0]?.text,
        widest: widest.text,
        room,
        needs: context.measureText(widest.text).width,
      };
    });
    expect(fit.chosen, language).toMatch(/İstanbul|Istanbul|إسطنبول/);
    expect(fit.needs, `${language}/istanbul: "${fit.widest}" in ${Math.round(fit.room)} px`).toBeLessThanOrEqual(
      fit.room,
    );
    await page.context().close();
  }
});

test('on a phone district tiles never break a name inside a word, and nothing runs over', async () => {
  for (const language of LANGUAGES) {
    const page = await open(`${language}/ankara`);
    const tiles = await page.locator('.district-tiles a').evaluateAll((links) =>
      links.map((link) => {
        const name = link.firstElementChild!;
        const text = name.firstChild!;
        // Each word's line boxes: one line each when no word is broken.
        let offset = 0;
        const broken = name.textContent!.split(' ').filter((word) => {
          const range = document.createRange();
          range.setStart(text, offset);
          range.setEnd(text, offset + word.length);
          offset += word.length + 1;
          return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size > 1;
        });
        return { name: name.textContent!, broken, overflows: link.scrollWidth > link.clientWidth };
      }),
    );
    expect(tiles.map((t) => t.name)).toEqual(expect.arrayContaining(['Kahramankazan', 'Şereflikoçhisar']));
    expect(
      tiles.filter((t) => t.broken.length > 0 || t.overflows),
      `${language}/ankara`,
    ).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth), language).toBe(0);
    await page.context().close();
  }
});

/**
 * Which way the location arrow of `button` points, from its pixels: lucide's navigation arrow has
 * one topmost point, its tip (top right as drawn). The button's text and edges are left out.
 */
async function arrowPoints(button: Locator): Promise<'left' | 'right'> {
  await button.scrollIntoViewIfNeeded();
  const text = await button.evaluate((element) => {
    const label = [...element.childNodes].find((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim())!;
    const range = document.createRange();
    range.selectNodeContents(label);
    const { x } = element.getBoundingClientRect();
    const t = range.getBoundingClientRect();
    return { left: t.left - x, right: t.right - x };
  });
  const scale = 2;
  const png = PNG.sync.read(await button.screenshot());
  const at = (x: number, y: number) => png.data.subarray((y * png.width + x) * 4, (y * png.width + x) * 4 + 3);
  const background = at(12 * scale, Math.round(png.height / 2));
  const ink: { x: number; y: number }[] = [];
  for (let y = 4 * scale; y < png.height - 4 * scale; y++) {
    for (let x = 10 * scale; x < png.width - 10 * scale; x++) {
      if (x >= (text.left - 2) * scale && x <= (text.right + 2) * scale) continue;
      const pixel = at(x, y);
      if (
        Math.abs(pixel[0]! - background[0]!) +
          Math.abs(pixel[1]! - background[1]!) +
          Math.abs(pixel[2]! - background[2]!) >
        150
      ) {
        ink.push({ x, y });
      }
    }
  }
  expect(ink.length, 'the arrow is drawn').toBeGreaterThan(20);
  const left = Math.min(...ink.map((p) => p.x));
  const right = Math.max(...ink.map((p) => p.x));
  const top = Math.min(...ink.map((p) => p.y));
  const tip = ink.filter((p) => p.y <= top + scale);
  const tipX = tip.reduce((sum, p) => sum + p.x, 0) / tip.length;
  return tipX < (left + right) / 2 ? 'left' : 'right';
}

test('the location arrow points the same way on the nearest button and on a card’s map button: mirrored right to left', async () => {
  for (const [language, way] of [
    ['', 'right'],
    ['/en', 'right'],
    ['/ar', 'left'],
  ] as const) {
    const page = await open(`${language}/istanbul`);
    const nearest = page.locator('a[data-locate]').first();
    const map = page.locator('.card-actions > .btn-map').first();
    expect(await arrowPoints(nearest), `${language}/istanbul nearest`).toBe(way);
    expect(await arrowPoints(map), `${language}/istanbul show on map`).toBe(way);
    await page.context().close();
  }
});
