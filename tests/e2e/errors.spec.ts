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
