import { expect, test } from '@playwright/test';
import { listDemoDistricts } from '#app/domain/roster/demo-roster.ts';
import { PROVINCES, listDistricts } from '#app/domain/geo/geo.server.ts';
import { getDistrictCentre } from '#app/domain/geo/geo-distance.ts';
import { gotoHydrated, newContextWithoutJavaScript } from './helpers.ts';

/**
 * A first visit on the demo data, as the README suggests it: the examples list
 * pharmacies, and no search or district ends in a dead end.
 */

test('the README’s example /istanbul/kadikoy lists pharmacies on a fresh start', async ({ page }) => {
  await page.goto('/istanbul/kadikoy');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Kadıköy Nöbetçi Eczaneler');
  await expect(page.getByRole('heading', { level: 2, name: /^Kadıköy - [1-9]\d* Nöbetçi Eczane$/ })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
});

test('a district with nobody on duty offers the nearest districts that have pharmacies, one tap each', async ({
  page,
}) => {
  // The demo roster leaves the same few districts empty every day (app/domain/roster/demo-roster.ts).
  const istanbul = PROVINCES.find((p) => p.slug === 'istanbul')!;
  const all = listDistricts('istanbul');
  const covered = new Set(listDemoDistricts({ ...istanbul, districts: all.map((d) => d.name) }));
  const empty = all.find((d) => !covered.has(d.name) && getDistrictCentre('istanbul', d.slug)?.exact);
  if (!empty) throw new Error('the demo roster should leave an İstanbul district with a known centre empty');

  await page.goto(`/istanbul/${empty.slug}`);
  await expect(page.getByText(`${empty.name} ilçesinde şu anda nöbetçi eczane bulunmamaktadır.`)).toBeVisible();
  const nearest = page.getByRole('navigation', { name: 'En yakın nöbetçi eczaneler' }).getByRole('link');
  await expect(nearest.first()).toBeVisible();
  await expect(nearest.first()).toContainText(/\d+ eczane/);
  await expect(nearest.first()).toContainText(/kuş uçuşu \d+(,\d)? km/);
  const name = (await nearest.first().locator('strong').textContent())!.trim();
  await nearest.first().click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`${name} Nöbetçi Eczaneler`);
  await expect(page.getByRole('article').first()).toBeVisible();
});

test('a typo of a neighbourhood in the search box finds it and leads to its district', async ({ page }) => {
  await gotoHydrated(page, '/');
  const box = page.getByRole('combobox', { name: 'İl veya ilçe ara' });
  await box.fill('Bostnci');
  // No province or district is called so: the one option says Enter searches further.
  await expect(page.getByRole('listbox').getByRole('option')).toHaveText(['“Bostnci” için araMahalle, eczane adı']);
  await box.press('Enter');
  await expect(page).toHaveURL(/\/ara\?q=Bostnci$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('“Bostnci” araması');
  const hit = page.getByRole('region', { name: 'Mahalle ve semtler' }).getByRole('link').first();
  await expect(hit).toContainText('Bostancı Mahallesi');
  await expect(hit).toContainText('Kadıköy, İstanbul');
  await hit.click();
  await expect(page).toHaveURL(/\/istanbul\/kadikoy$/);
  await expect(page.getByRole('article').first()).toBeVisible();
});

test('“moda” without JavaScript finds the quarter in Kadıköy, and the picker is still offered', async ({
  browser,
}, testInfo) => {
  const context = await newContextWithoutJavaScript(browser, testInfo);
  const page = await context.newPage();
  await page.goto('/ara?q=moda');
  const hit = page.getByRole('region', { name: 'Mahalle ve semtler' }).getByRole('link').first();
  await expect(hit).toContainText('Moda');
  await expect(hit).toContainText('Kadıköy, İstanbul');
  await page.getByLabel(/İl seçin/).selectOption('giresun');
  await page.getByRole('button', { name: 'Git' }).click();
  await expect(page).toHaveURL(/\/giresun$/);
  await context.close();
});

test('a pharmacy’s name finds it on duty and opens its card', async ({ page }) => {
  await page.goto('/istanbul/kadikoy');
  const name = (await page.getByRole('article').first().getByRole('heading').first().textContent())!.trim();
  await page.goto(`/ara?q=${encodeURIComponent(name)}`);
  const hit = page
    .getByRole('region', { name: 'Nöbetçi eczaneler' })
    .getByRole('link')
    .filter({ hasText: 'Kadıköy, İstanbul' });
  await expect(hit.first()).toContainText(name);
  await hit.first().click();
  await expect(page).toHaveURL(/\/istanbul\/kadikoy#eczane-\d+$/);
  await expect(page.locator(':target')).toContainText(name);
});

test('nonsense finds nothing, says so with a 404, and still offers the picker', async ({ page }) => {
  const response = await page.goto('/ara?q=xqzwvj');
  expect(response?.status()).toBe(404);
  await expect(
    page.getByText('“xqzwvj” ile eşleşen bir il, ilçe, mahalle veya nöbetçi eczane bulunamadı.'),
  ).toBeVisible();
  await expect(page.getByLabel(/İl seçin/)).toBeVisible();
});

test('an unknown province subdomain says which name was not found', async ({ page }) => {
  const port = new URL(test.info().project.use.baseURL!).port;
  const response = await page.goto(`http://kadikoy.localhost:${port}/`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('alert')).toContainText('“kadikoy” adında bir il bulunamadı');
});

test('an address typed with Turkish letters lands on the page, not an error', async ({ page }) => {
  const response = await page.goto('/%C4%B0stanbul/Kad%C4%B1k%C3%B6y');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/istanbul\/kadikoy$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Kadıköy Nöbetçi Eczaneler');
});

test('stepping through the province picker with the arrow keys opens nothing until Enter', async ({ page }) => {
  await gotoHydrated(page, '/istanbul');
  const picker = page.getByLabel(/İl seçin/);
  await picker.focus();
  // Before: the first ↓ opened İzmir's page (the next option), before the visitor got further.
  let navigations = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest()) navigations += 1;
  });
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  // The page's handlers have run once two frames have been drawn after the key presses.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(navigations).toBe(0);
  await expect(page).toHaveURL(/\/istanbul$/);
  const chosen = await picker.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]!.dataset.href);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${chosen}$`));
});

test('choosing a province from the picker’s list only selects it; Git opens it', async ({ page }) => {
  await gotoHydrated(page, '/istanbul');
  let navigations = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest()) navigations += 1;
  });
  await page.getByLabel(/İl seçin/).selectOption('giresun');
  // The page's handlers have run once two frames have been drawn after the choice.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(navigations).toBe(0);
  await expect(page).toHaveURL(/\/istanbul$/);
  await page.getByRole('button', { name: 'Git', exact: true }).click();
  await expect(page).toHaveURL(/\/giresun$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Giresun');
  // Straight to the province's address, not through /ara's redirect.
  expect(navigations).toBe(1);
});
