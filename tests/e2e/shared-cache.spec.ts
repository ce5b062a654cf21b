import { expect, test } from '@playwright/test';
import { newContextWithoutJavaScript } from './helpers.ts';

/**
 * Pages are rendered once and served from memory to everyone asking for the same
 * address; what one visitor did must never show up for the next. Both visitors
 * browse without JavaScript, so every answer is a whole server-rendered document.
 */

const NEWSLETTER_ANSWER = 'E-bülten henüz hazır değil.';

test('a newsletter answer is shown only to the visitor who sent the form', async ({ browser }, testInfo) => {
  const first = await newContextWithoutJavaScript(browser, testInfo);
  const page = await first.newPage();
  await page.goto('/blog');
  await page.getByLabel('E-posta adresiniz').fill('okur@example.com');
  await page.getByRole('button', { name: 'Abone Ol' }).click();
  await expect(page.getByRole('status').filter({ hasText: NEWSLETTER_ANSWER })).toBeVisible();

  const second = await newContextWithoutJavaScript(browser, testInfo);
  const other = await second.newPage();
  const response = await other.goto('/blog');
  expect(response?.status()).toBe(200);
  await expect(other.getByRole('heading', { name: 'E-bülten' })).toBeVisible();
  await expect(other.getByText(NEWSLETTER_ANSWER)).toHaveCount(0);
  await first.close();
  await second.close();
});

test('one visitor’s cookie choice does not hide the banner for the next, nor is it stored in shared caches', async ({
  browser,
}, testInfo) => {
  const first = await newContextWithoutJavaScript(browser, testInfo);
  const page = await first.newPage();
  const response = await page.goto('/cerez-politikasi');
  expect(response?.headers()['cache-control']).toBe('private, no-cache');
  await page.getByRole('button', { name: 'Tümünü Kabul Et' }).click();
  await page.goto('/kullanim-kosullari');
  await expect(page.getByRole('button', { name: 'Tümünü Kabul Et' })).toHaveCount(0);
  // The cookie tab keeps the form, with the choice made, so it can be changed.
  await page.goto('/cerez-politikasi');
  await expect(page.getByText('Şu anki tercihiniz: tüm çerezleri kabul ettiniz')).toBeVisible();
  await page.getByRole('button', { name: 'Sadece Gerekli Çerezler' }).click();
  await page.goto('/cerez-politikasi');
  await expect(page.getByText('Şu anki tercihiniz: yalnızca gerekli çerezleri kabul ettiniz')).toBeVisible();

  const second = await newContextWithoutJavaScript(browser, testInfo);
  const other = await second.newPage();
  await other.goto('/cerez-politikasi');
  await expect(other.getByRole('button', { name: 'Tümünü Kabul Et' })).toBeVisible();
  await expect(other.getByText('Şu anki tercihiniz')).toHaveCount(0);
  await first.close();
  await second.close();
});
