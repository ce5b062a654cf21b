import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { gotoHydrated, waitForHydration } from './helpers.ts';

/**
 * Issue 39 in the browser, on a phone: the language switch keeps the place, Arabic reads right to
 * left, "Show to driver" opens the Turkish name and address in place, and the English and Arabic
 * pages pass axe.
 */

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('the language switch goes to the same place in English, then in Arabic, right to left', async ({ page }) => {
  await page.goto('/istanbul');
  const banner = page.getByRole('banner');
  // The globe opens the other languages, each named in its own.
  await banner.locator('summary').filter({ hasText: 'English' }).click();
  await banner.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/en\/istanbul$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('On-duty Pharmacies in Istanbul');

  await banner.locator('summary').filter({ hasText: 'العربية' }).click();
  await banner.getByRole('link', { name: 'العربية' }).click();
  await expect(page).toHaveURL(/\/ar\/istanbul$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('الصيدليات المناوبة في إسطنبول');
  // Right to left: the heading starts at the right edge of the page.
  const heading = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
  expect(heading.x + heading.width).toBeGreaterThan(390 - 24);

  await banner.locator('summary').filter({ hasText: 'Türkçe' }).click();
  await banner.getByRole('link', { name: 'Türkçe' }).click();
  await expect(page).toHaveURL(/\/istanbul$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
});

test('“Show to driver” opens the pharmacy’s name and address in large Turkish text, with the request in Turkish', async ({
  page,
}) => {
  await page.goto('/ar/istanbul');
  const card = page.getByRole('article').first();
  const name = (await card.getByRole('heading', { level: 3 }).textContent())!.trim();
  const driver = card.locator('details.card-driver');
  await expect(driver.getByText('Lütfen beni bu eczaneye götürün.')).toBeHidden();
  await driver.getByText('اعرضها على السائق').click();
  const shown = driver.locator('div[lang="tr"]');
  await expect(shown.getByText('Lütfen beni bu eczaneye götürün.')).toBeVisible();
  await expect(shown.locator('strong')).toHaveText(name);
  // Large enough to read from the driver's seat.
  const size = await shown.locator('strong').evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
  expect(size).toBeGreaterThanOrEqual(24);
});

test.describe('a browser set to Arabic', () => {
  test.use({ locale: 'ar-SY' });

  test('is offered the Arabic page on a Turkish one, and never redirected', async ({ page }) => {
    await gotoHydrated(page, '/istanbul/kadikoy');
    await expect(page).toHaveURL(/\/istanbul\/kadikoy$/);
    const offer = page.getByRole('link', { name: 'هذه الصفحة متوفرة بالعربية' });
    await expect(offer).toBeVisible();
    await expect(page.getByRole('link', { name: 'This page is available in English' })).toBeHidden();
    await offer.click();
    await expect(page).toHaveURL(/\/ar\/istanbul\/kadikoy$/);
  });
});

test.describe('a browser set to English', () => {
  test.use({ locale: 'en-US' });

  test('sees the English offer from the first paint: nothing on the page moves for it', async ({ page }) => {
    // The page's layout shifts, summed as Chromium reports them (shown after load, the offer
    // pushed the header and the page down 36 px: 0.041).
    await page.addInitScript(() => {
      const seen = window as unknown as { shifted: number };
      seen.shifted = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) seen.shifted += (entry as PerformanceEntry & { value: number }).value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await gotoHydrated(page, '/istanbul');
    await expect(page.getByRole('link', { name: 'This page is available in English' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'هذه الصفحة متوفرة بالعربية' })).toBeHidden();
    expect(await page.evaluate(() => (window as unknown as { shifted: number }).shifted)).toBe(0);
  });
});

test('offline, a kept Arabic page shows the offline banner in Arabic, right to left', async ({ page, context }) => {
  await page.goto('/ar/istanbul');
  await waitForHydration(page);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.goto('/ar/istanbul/kadikoy');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Kadıköy');

  await context.setOffline(true);
  await page.reload();
  const banner = page.locator('#cevrimdisi');
  await expect(banner).toContainText('أنت غير متصل بالإنترنت.');
  await expect(banner).toContainText('وقد لا تكون محدّثة: اتصل بالصيدلية للتأكد قبل الذهاب.');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('a[href^="tel:"]').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await context.setOffline(false);
});

for (const url of ['/en/', '/en/istanbul', '/ar/', '/ar/istanbul', '/ar/istanbul/kadikoy']) {
  test(`${url} passes axe`, async ({ page }) => {
    await page.goto(url);
    await expectNoAxeViolations(page);
  });
}
