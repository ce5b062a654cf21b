import { expect, test } from '@playwright/test';

const LONG = 'a'.repeat(3000);

test('an unknown province answers 404 with the landing page and a message naming it', async ({ page }) => {
  const response = await page.goto('/?province=Atlantis');
  expect(response?.status()).toBe(404);
  // Before: the landing's own "Nöbetçi Eczane Bul", and an alert rendered with the page, which is not announced.
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Sayfa bulunamadı');
  await expect(page.getByRole('alert')).toContainText('Atlantis');
  await expect(page.getByRole('alert')).toBeFocused();
  await expect(page.getByRole('link', { name: /^34\s*İstanbul$/ })).toBeVisible();
});

test('an unknown district answers 404 with a helpful page, not an error screen', async ({ page }) => {
  const response = await page.goto('/giresun/yokkoy');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sayfa bulunamadı');
  await expect(page.getByText('Bir hata oluştu')).toHaveCount(0);
  // Not a dead end: one tap back to the province's list.
  await page.getByRole('link', { name: 'Giresun nöbetçi eczaneleri' }).click();
  await expect(page).toHaveURL(/\/giresun$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Giresun Nöbetçi Eczaneler');
});

test('a 3000-character query string answers 400, never 500', async ({ page, request }) => {
  const response = await page.goto(`/?q=${LONG}`);
  expect(response?.status()).toBe(400);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Geçersiz adres');

  for (const url of [`/?province=${LONG}`, `/giresun?ilce=${LONG}`, `/ara?q=${LONG}`]) {
    const res = await request.get(url, { maxRedirects: 0 });
    expect(res.status(), url.slice(0, 30)).toBe(400);
  }
});

test('none of the error cases answers 500', async ({ request }) => {
  const urls = ['/?province=Atlantis', '/giresun/yokkoy', '/atlantis', '/atlantis/yok', '/a/b/c', `/?q=${LONG}`];
  for (const url of urls) {
    const res = await request.get(url, { maxRedirects: 0 });
    expect(res.status(), url.slice(0, 30)).toBeLessThan(500);
    expect([400, 404], url.slice(0, 30)).toContain(res.status());
  }
});

test('the province page shows the sample-data notice', async ({ page }) => {
  await page.goto('/giresun');
  await expect(page.getByRole('note').filter({ hasText: 'Örnek veri' })).toBeVisible();
  await expect(page.getByText('Örnek veri:')).toBeVisible();
});

test('/?province=Giresun shows the Giresun province view', async ({ page }) => {
  const response = await page.goto('/?province=Giresun');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Giresun Nöbetçi Eczaneler');
  await expect(page.locator('article').first()).toBeVisible();
});

/**
 * Former dead ends (issue 38), on a 390 px phone: an old district name and an empty province
 * parameter each lead somewhere. Each screen is kept as a screenshot in the test's output folder.
 */
test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('an old district name in the address opens the district under its new name', async ({ page }, testInfo) => {
    // Eyüp has been Eyüpsultan since 2017: the old address still works, with or without Turkish letters.
    for (const path of ['/istanbul/eyup', '/istanbul/ey%C3%BCp']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page).toHaveURL(/\/istanbul\/eyupsultan$/);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Eyüpsultan Nöbetçi Eczaneler');
    }
    await page.screenshot({ path: testInfo.outputPath('eyup-390.png') });
  });

  test('a near miss of a district name asks "… mı aradınız?" with one tap to it', async ({ page }, testInfo) => {
    const response = await page.goto('/istanbul/eyupp');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sayfa bulunamadı');
    const suggestion = page.getByRole('link', { name: "Eyüpsultan'ı mı aradınız?" });
    await expect(suggestion).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: testInfo.outputPath('eyupp-did-you-mean-390.png') });
    await suggestion.click();
    await expect(page).toHaveURL(/\/istanbul\/eyupsultan$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Eyüpsultan Nöbetçi Eczaneler');
  });

  test('/?province= with nothing after it is the landing page, not a “not found”', async ({ page }, testInfo) => {
    const response = await page.goto('/?province=');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Nöbetçi Eczane Bul');
    // Before: '“” adında bir il bulunamadı'.
    await expect(page.getByText(/adında bir il bulunamadı/)).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: 'İl veya ilçe ara' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('province-empty-390.png') });
  });
});
