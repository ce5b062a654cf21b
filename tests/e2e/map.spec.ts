import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { gotoHydrated, newContextWithoutJavaScript } from './helpers.ts';

/**
 * "Eczaneleri haritada göster" on the province, district and /yakin pages: the map code (Leaflet, its
 * styles, app/client/map.ts) is requested only when the button is pressed; markers come from
 * the cards with coordinates. Tiles come from MAP_TILE_URL, which playwright.config.ts points at
 * `tiles.invalid`: every tile is answered here with a 1×1 PNG, never from the internet.
 */

const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==',
  'base64',
);
const MAP_CODE = /\/assets\/map-[^/]*\.(js|css)$|leaflet/i;

/** Answers tiles locally and records every request the page makes. */
async function withLocalTiles(page: Page): Promise<{ requested: string[]; tiles: string[] }> {
  const requested: string[] = [];
  const tiles: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.route('http://tiles.invalid/**', async (route) => {
    tiles.push(route.request().url());
    await route.fulfill({ status: 200, contentType: 'image/png', body: PNG_1X1 });
  });
  return { requested, tiles };
}

/** Pharmacies on the map: single pins plus the counts of the numbered groups. */
async function pharmaciesOnMap(page: Page): Promise<number> {
  const pins = await page.locator('.leaflet-marker-icon.map-pin').count();
  const counts = await page.locator('.leaflet-marker-icon.map-cluster > span[aria-hidden]').allTextContents();
  return pins + counts.reduce((sum, text) => sum + Number(text), 0);
}

/**
 * The first single pin, zooming into the first group (Enter, as from the keyboard) while every pin
 * is in a group: which pins group depends on the day's demo list and the screen's width.
 */
async function firstPin(page: Page) {
  const pins = page.locator('.leaflet-marker-icon.map-pin');
  const groups = page.locator('.leaflet-marker-icon.map-cluster');
  const layout = async () =>
    `${await pins.count()}|${(await groups.locator('span[aria-hidden]').allTextContents()).join(',')}`;
  for (let zooms = 0; (await pins.count()) === 0; zooms += 1) {
    expect(zooms, 'zooms into groups before a single pin shows').toBeLessThan(8);
    const before = await layout();
    await groups.first().focus();
    await page.keyboard.press('Enter');
    await expect.poll(layout).not.toBe(before);
  }
  return pins.first();
}

async function openMap(page: Page) {
  const button = page.getByRole('button', { name: 'Eczaneleri haritada göster' });
  await button.click();
  await expect(page.getByRole('region', { name: 'Nöbetçi eczaneler haritası' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Haritayı gizle' })).toHaveAttribute('aria-expanded', 'true');
}

test('a province page loads no map code until "Eczaneleri haritada göster" is pressed; then one marker per pharmacy with coordinates', async ({
  page,
}) => {
  const { requested, tiles } = await withLocalTiles(page);
  await gotoHydrated(page, '/istanbul');
  const withCoordinates = await page.locator('article[data-lat][data-lng]').count();
  expect(withCoordinates).toBeGreaterThan(0);
  expect(requested.filter((url) => MAP_CODE.test(url))).toEqual([]);
  expect(tiles).toEqual([]);

  await openMap(page);
  expect(requested.filter((url) => MAP_CODE.test(url)).length).toBeGreaterThan(0);
  await expect.poll(() => pharmaciesOnMap(page)).toBe(withCoordinates);
  await expect.poll(() => tiles.length).toBeGreaterThan(0);
  await expect(page.locator('.leaflet-control-attribution')).toContainText('© OpenStreetMap katkıda bulunanlar');

  // Open a single pin's popup from the keyboard: the focus moves into it, onto the pharmacy's name.
  const pin = await firstPin(page);
  const name = (await pin.getAttribute('title')) ?? '';
  expect(name).toMatch(/Eczanesi$/);
  await pin.focus();
  await page.keyboard.press('Enter');
  const popup = page.locator('.leaflet-popup');
  await expect(popup.locator('.map-popup-title')).toHaveText(name);
  await expect(popup.locator('.map-popup-title')).toBeFocused();
  await expect(popup.getByRole('link', { name: new RegExp(`${name} ara:`) })).toHaveAttribute('href', /^tel:/);
  await expect(popup.getByRole('link', { name: /yol tarifi: Google Haritalar/ })).toHaveAttribute(
    'href',
    /^https:\/\/www\.google\.com\/maps\/dir\//,
  );
  // Its "×" is a 44 px tap target. Leaflet places the popup with a fractional translate, so the
  // box can measure 43.99997 px (CI, 2026-11-30): a hundredth of a pixel is allowed for that.
  const close = await popup.locator('.leaflet-popup-close-button').boundingBox();
  expect(close?.width).toBeGreaterThanOrEqual(44 - 0.01);
  expect(close?.height).toBeGreaterThanOrEqual(44 - 0.01);
  await expectNoAxeViolations(page);
});

test('the map closes from the keyboard and the focus returns to its button', async ({ page }) => {
  await withLocalTiles(page);
  await gotoHydrated(page, '/istanbul/kadikoy');
  await openMap(page);
  await expect.poll(() => pharmaciesOnMap(page)).toBe(await page.locator('article[data-lat][data-lng]').count());
  const pin = await firstPin(page);

  // Esc with a popup open closes the popup only; the next one closes the map.
  await pin.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('.leaflet-popup')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator('.leaflet-popup')).toHaveCount(0);
  await expect(pin).toBeFocused();
  await expect(page.getByRole('region', { name: 'Nöbetçi eczaneler haritası' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('region', { name: 'Nöbetçi eczaneler haritası' })).toBeHidden();
  const button = page.getByRole('button', { name: 'Eczaneleri haritada göster' });
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute('aria-expanded', 'false');

  // Opened again: the same map, no second download.
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: 'Nöbetçi eczaneler haritası' })).toBeVisible();
  await expect(page.locator('.leaflet-marker-icon').first()).toBeVisible();
});

test('/yakin shows the pharmacies and "Buradasınız" at the rounded position; axe passes with the map open', async ({
  page,
}) => {
  const { requested } = await withLocalTiles(page);
  await gotoHydrated(page, '/yakin?lat=40.984&lng=29.058');
  expect(requested.filter((url) => MAP_CODE.test(url))).toEqual([]);
  await openMap(page);
  await expect
    .poll(() => pharmaciesOnMap(page))
    .toBe(await page.locator('ol > li article[data-lat][data-lng]').count());
  const here = page.locator('.leaflet-marker-icon.map-here');
  await expect(here).toHaveAttribute('title', 'Buradasınız');
  await expect(page.locator('.leaflet-tooltip')).toHaveText('Buradasınız');
  await expectNoAxeViolations(page);
});

test('on a phone, pins that would crowd each other form numbered groups; Enter on a group zooms in to its pins', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { tiles } = await withLocalTiles(page);
  /** The deepest zoom level of the tiles requested so far (tile URLs are /{z}/{x}/{y}.png). */
  const deepestZoom = () => Math.max(0, ...tiles.map((url) => Number(new URL(url).pathname.split('/').at(-3))));
  await gotoHydrated(page, '/istanbul');
  await openMap(page);
  const withCoordinates = await page.locator('article[data-lat][data-lng]').count();
  await expect.poll(() => pharmaciesOnMap(page)).toBe(withCoordinates);
  const groups = page.locator('.leaflet-marker-icon.map-cluster');
  expect(await groups.count()).toBeGreaterThan(0);
  // Fewer things to tell apart than pharmacies: the point of grouping.
  const shown = (await groups.count()) + (await page.locator('.leaflet-marker-icon.map-pin').count());
  expect(shown).toBeLessThan(withCoordinates);

  const group = groups.first();
  const size = Number(await group.locator('span[aria-hidden]').textContent());
  await expect(group).toHaveAccessibleName(`${size} eczane: yakınlaştır`);
  await expect.poll(() => tiles.length).toBeGreaterThan(0);
  const before = deepestZoom();
  await group.focus();
  await page.keyboard.press('Enter');
  await expect.poll(deepestZoom).toBeGreaterThan(before);
  await expectNoAxeViolations(page);
});

test('without JavaScript there is no map button; the list is the page', async ({ browser }, testInfo) => {
  const context = await newContextWithoutJavaScript(browser, testInfo);
  const page = await context.newPage();
  await page.goto('/istanbul');
  await expect(page.locator('article.card').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Eczaneleri haritada göster' })).toHaveCount(0);
  await context.close();
});
