import { expect, test } from '@playwright/test';

/**
 * Public pages on the phones people have: 320 px (the narrowest in use), 360 px (the most common
 * Android width) and 390 px. No page scrolls sideways, and a district page shows its first
 * pharmacy's call button on the first screen (the house style, "How it should look and feel").
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

  test('a big province’s page offers its district tiles on the first screen, and each card says if it is open', async ({
    page,
  }, testInfo) => {
    await page.goto('/istanbul');
    const toTiles = page.getByRole('link', { name: 'İlçeler' });
    const box = await toTiles.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.y + box!.height, 'bottom of the link to the district tiles').toBeLessThanOrEqual(844);
    // Every card names its state (open now, on call, unknown), as /yakin does.
    const cards = page.locator('.cards > li');
    expect(await cards.count()).toBeGreaterThan(10);
    for (const card of (await cards.all()).slice(0, 10)) {
      await expect(card).toContainText(/Şu an açık|İcap nöbeti|Kapanış saati|açık olduğu kesin değil/);
    }
    await page.screenshot({ path: testInfo.outputPath('istanbul-first-screen-390.png') });
    await toTiles.tap();
    await expect(page).toHaveURL(/#ilceler$/);
    await expect(page.getByRole('region', { name: 'İstanbul İlçeleri' })).toBeInViewport();
  });
});

test.describe('with the phone’s text at 200%', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('no page scrolls sideways and the call button shows its whole number', async ({ page }) => {
    // What a browser's text size setting does: the root font size, which every rem length follows.
    for (const url of [...PAGES, '/yakin?lat=40.984&lng=29.058', '/blog', '/api-belgeleri', '/saglik-rehberi']) {
      await page.goto(url);
      await page.addStyleTag({ content: 'html { font-size: 200% }' });
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth, `${url}: document.documentElement.scrollWidth`).toBeLessThanOrEqual(390);
    }
    await page.goto('/istanbul/kadikoy');
    await page.addStyleTag({ content: 'html { font-size: 200% }' });
    // Before: "0 (216) 000" in a button that never wrapped, cut by its card; Yandex off the card.
    const card = page.locator('.cards > li').first();
    const call = card.locator('a.btn-call');
    const clipped = await call.evaluate((el) => el.scrollWidth > el.clientWidth);
    expect(clipped, 'the call button’s number overflows it').toBe(false);
    const cardBox = (await card.boundingBox())!;
    for (const link of [call, card.getByRole('link', { name: /Yandex/ })]) {
      const box = (await link.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);
    }
  });
});
