import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { findCardLinks, gotoHydrated, newContextWithoutJavaScript } from './helpers.ts';

/**
 * `/yakin`: the nearest pharmacies on duty to a position (the demo roster places its pharmacies
 * near their district's centre). The geolocation button that opens this page is tested with the
 * button itself.
 */

// By the centre of Kadıköy (app/domain/geo/district-centres.ts), already rounded to ~100 m.
const KADIKOY = '/yakin?lat=40.984&lng=29.058';

/** The distances the cards show, in km ("0,4 km" → 0.4, "12 km" → 12). */
async function listDistances(page: Page): Promise<number[]> {
  const texts = await page
    .locator('ol > li')
    .getByText(/^(yaklaşık )?[\d.,]+ km$/)
    .allTextContents();
  return texts.map((text) =>
    Number(text.replace('yaklaşık ', '').replace(' km', '').replace('.', '').replace(',', '.')),
  );
}

test('at a point in Kadıköy the nearest pharmacies are listed, Kadıköy’s first, nearest first', async ({ page }) => {
  await page.goto(KADIKOY);
  await expect(page.getByRole('heading', { level: 1, name: 'Size en yakın nöbetçi eczaneler' })).toBeVisible();
  const cards = page.locator('ol > li');
  await expect(cards).toHaveCount(10);
  await expect(cards.first()).toContainText('Kadıköy, İstanbul');
  await expect(cards.first()).toContainText('Şu an açık');
  await expect(cards.first()).toContainText(/yürüyerek ~\d+ dk · arabayla ~\d+ dk \(tahmini\)/);
  const distances = await listDistances(page);
  expect(distances).toHaveLength(10);
  expect(distances).toEqual([...distances].sort((a, b) => a - b));
  expect(distances[0]).toBeLessThan(1);

  const first = cards.first();
  await expect(first.getByRole('link', { name: /ara: 0 \(\d{3}\)/ })).toHaveAttribute('href', /^tel:/);
  // Each directions link is named for its pharmacy and app, as a screen reader announces it.
  const { directions } = await findCardLinks(first);
  await expect(directions('Google')).toHaveAttribute(
    'href',
    /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=40\.9\d+,29\.\d+$/,
  );
  await expect(directions('Apple')).toHaveAttribute('href', /^https:\/\/maps\.apple\.com\/\?daddr=40\.9\d+,29\.\d+$/);
  await expect(directions('Yandex')).toHaveAttribute(
    'href',
    /^https:\/\/yandex\.com\.tr\/harita\/\?rtext=~40\.9\d+,29\.\d+&rtt=auto$/,
  );
  await expect(page.getByText('Konumunuz kaydedilmez.')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a precise position is rounded to about 100 m in the address bar', async ({ page }) => {
  await page.goto('/yakin?lat=40.98361234&lng=29.05801');
  await expect(page).toHaveURL(/\/yakin\?lat=40\.984&lng=29\.058$/);
  await expect(page.locator('ol > li')).toHaveCount(10);
});

test('without a usable position: a clear message and the province picker, also without JavaScript', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/yakin');
  await expect(page.getByText('Konumunuz bu sayfaya iletilmedi.')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  // Without the script the button would only open this page again.
  await expect(page.getByRole('link', { name: 'Konumumu paylaş' })).toBeHidden();
  for (const [path, message] of [
    ['/yakin?lat=abc&lng=29', 'Konum okunamadı'],
    ['/yakin?lat=48.857&lng=2.352', 'Bu konum Türkiye dışında görünüyor'],
    ['/yakin?lat=36&lng=31', 'Bu konum denizde ya da Türkiye sınırlarının dışında görünüyor'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('alert')).toContainText(message);
    await expect(page.getByRole('combobox', { name: /İl seçin/ })).toBeVisible();
  }
  await page.goto('/yakin');
  await page.getByRole('combobox', { name: /İl seçin/ }).selectOption('giresun');
  await page.getByRole('button', { name: 'Git' }).click();
  await expect(page).toHaveURL(/\/giresun$/);
  await context.close();
});

test('the message page passes axe', async ({ page }) => {
  await page.goto('/yakin?lat=abc&lng=29');
  await expect(page.getByRole('alert')).toBeVisible();
  await expectNoAxeViolations(page);
});

test.describe('the "Bana en yakın nöbetçi eczane" button', () => {
  test.use({ geolocation: { latitude: 40.98361, longitude: 29.05812 }, permissions: ['geolocation'] });

  for (const start of ['/', '/istanbul', '/istanbul/besiktas']) {
    test(`on ${start}, with the position granted, opens the nearest list, rounded to ~100 m`, async ({ page }) => {
      await gotoHydrated(page, start);
      await page.getByRole('link', { name: 'Bana en yakın nöbetçi eczane' }).click();
      await expect(page).toHaveURL(/\/yakin\?lat=40\.984&lng=29\.058$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Size en yakın nöbetçi eczaneler' })).toBeVisible();
      const distances = await listDistances(page);
      expect(distances.length).toBeGreaterThan(0);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
      await expect(page.locator('ol > li').first()).toContainText('Kadıköy, İstanbul');
    });
  }

  test('on /yakin the button is in place from the first paint: nothing moves when the script arrives', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await gotoHydrated(page, '/yakin');
    await expect(page.getByRole('link', { name: 'Konumumu paylaş' })).toBeVisible();
    const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
    // Revealed by the script, it moved the page by 0.109 (Lighthouse), past the 0.1 of a poor page.
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.01);
  });

  test('on /yakin without a position, "Konumumu paylaş" asks and opens the list', async ({ page }) => {
    await gotoHydrated(page, '/yakin');
    // Before: "Konumunuz alınamadı: tarayıcı konum izni vermemiş…", though nothing had been asked.
    await expect(page.getByText('Konumunuz bu sayfaya iletilmedi.')).toBeVisible();
    await page.getByRole('link', { name: 'Konumumu paylaş' }).click();
    await expect(page).toHaveURL(/\/yakin\?lat=40\.984&lng=29\.058$/);
    await expect(page.locator('ol > li').first()).toContainText('Kadıköy, İstanbul');
  });
});

test.describe('with the position refused', () => {
  test.use({ permissions: [] });

  test('the button says so in Turkish and hands over to the province picker', async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.getByRole('link', { name: 'Bana en yakın nöbetçi eczane' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Konum izni verilmedi.' })).toBeVisible();
    await expect(page.getByLabel(/İl seçin/)).toBeFocused();
    await expect(page).toHaveURL(/\/$/);
    await expectNoAxeViolations(page);
  });

  test('on a district page, which has no picker, it links to the choice by hand', async ({ page }) => {
    await gotoHydrated(page, '/istanbul/kadikoy');
    await page.getByRole('link', { name: 'Bana en yakın nöbetçi eczane' }).click();
    const status = page.getByRole('status').filter({ hasText: 'Konum izni verilmedi.' });
    await status.getByRole('link', { name: 'İl seçin' }).click();
    await expect(page.getByLabel(/İl seçin/).first()).toBeVisible();
  });
});

test('without JavaScript the link opens /yakin, which says the position is missing and offers the picker', async ({
  browser,
}, testInfo) => {
  const context = await newContextWithoutJavaScript(browser, testInfo);
  const page = await context.newPage();
  await page.goto('/');
  await page.getByRole('link', { name: 'Bana en yakın nöbetçi eczane' }).click();
  await expect(page).toHaveURL(/\/yakin$/);
  await expect(page.getByText('Konumunuz bu sayfaya iletilmedi.')).toBeVisible();
  await expect(page.getByLabel(/İl seçin/).first()).toBeVisible();
  await context.close();
});
