import { expect, test } from '@playwright/test';

/**
 * Public pages on the phones people have: 320 px (the narrowest in use), 360 px (the most common
 * Android width) and 390 px. No page scrolls sideways, and a district page shows its first
 * pharmacy's call button on the first screen (STYLE.md, "How it should look and feel").
 */
const PAGES = [
  '/',
  '/istanbul',
  '/istanbul/kadikoy',
  '/istanbul?gun=yarin',
  '/yakin',
  '/widget-generator',
  '/hakkinda',
];

for (const width of [320, 360, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 }, isMobile: true, hasTouch: true });

    test('no public page scrolls sideways', async ({ page }) => {
      for (const url of PAGES) {
        await page.goto(url);
        await page.waitForLoadState('load');
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(scrollWidth, `${url}: document.documentElement.scrollWidth`).toBeLessThanOrEqual(width);
      }
    });

    test('the header keeps Yenile and Hakkında on screen, each at least 44 px wide', async ({ page }) => {
      await page.goto('/istanbul');
      for (const name of ['Yenile', 'Hakkında']) {
        const box = await page.getByRole('banner').getByRole('link', { name }).boundingBox();
        expect(box, name).not.toBeNull();
        expect(box!.x + box!.width, `${name}: right edge`).toBeLessThanOrEqual(width);
        expect(box!.width, `${name}: width`).toBeGreaterThanOrEqual(44);
      }
    });
  });
}

test.describe('on a 390×844 phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a district page shows its first pharmacy’s call button on the first screen', async ({ page }) => {
    await page.goto('/istanbul/kadikoy');
    const call = page.locator('.cards > li').first().locator('a[href^="tel:"]');
    const box = await call.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.y + box!.height, 'bottom of the first call button').toBeLessThanOrEqual(844);
  });
});
