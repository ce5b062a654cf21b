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
  const markers = page.locator('.leaflet-marker-icon.map-pin');
  await expect(markers).toHaveCount(withCoordinates);
  await expect.poll(() => tiles.length).toBeGreaterThan(0);
  await expect(page.locator('.leaflet-control-attribution')).toContainText('© OpenStreetMap katkıda bulunanlar');

  const name = (await page.locator('article[data-lat] .card-title').first().textContent()) ?? '';
  // Demo pharmacies of one district stand close together: open this one's popup from the keyboard.
  await page.getByRole('button', { name, exact: true }).focus();
  await page.keyboard.press('Enter');
  const popup = page.locator('.leaflet-popup');
  await expect(popup.locator('.map-popup-title')).toHaveText(name);
  await expect(popup.getByRole('link', { name: new RegExp(`${name} ara:`) })).toHaveAttribute('href', /^tel:/);
  await expect(popup.getByRole('link', { name: /yol tarifi: Google Haritalar/ })).toHaveAttribute(
    'href',
    /^https:\/\/www\.google\.com\/maps\/dir\//,
  );
  await expectNoAxeViolations(page);
});

test('the map closes from the keyboard and the focus returns to its button', async ({ page }) => {
  await withLocalTiles(page);
  await gotoHydrated(page, '/istanbul/kadikoy');
  await openMap(page);
  const markers = page.locator('.leaflet-marker-icon.map-pin');
  await expect(markers).toHaveCount(await page.locator('article[data-lat][data-lng]').count());

  // Esc with a popup open closes the popup only; the next one closes the map.
  await markers.first().focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('.leaflet-popup')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator('.leaflet-popup')).toHaveCount(0);
  await expect(markers.first()).toBeFocused();
  await expect(page.getByRole('region', { name: 'Nöbetçi eczaneler haritası' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('region', { name: 'Nöbetçi eczaneler haritası' })).toBeHidden();
  const button = page.getByRole('button', { name: 'Eczaneleri haritada göster' });
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute('aria-expanded', 'false');

  // Opened again: the same map, no second download.
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: 'Nöbetçi eczaneler haritası' })).toBeVisible();
  await expect(markers.first()).toBeVisible();
});

test('/yakin shows the pharmacies and "Buradasınız" at the rounded position; axe passes with the map open', async ({
  page,
}) => {
  const { requested } = await withLocalTiles(page);
  await gotoHydrated(page, '/yakin?lat=40.984&lng=29.058');
  expect(requested.filter((url) => MAP_CODE.test(url))).toEqual([]);
  await openMap(page);
  await expect(page.locator('.leaflet-marker-icon.map-pin')).toHaveCount(
    await page.locator('ol > li article[data-lat][data-lng]').count(),
  );
  const here = page.locator('.leaflet-marker-icon.map-here');
  await expect(here).toHaveAttribute('title', 'Buradasınız');
  await expect(page.locator('.leaflet-tooltip')).toHaveText('Buradasınız');
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
