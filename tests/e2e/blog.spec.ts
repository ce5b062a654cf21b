import { expect, test } from '@playwright/test';
import { gotoHydrated } from './helpers.ts';

test('an article opens from "Devamını oku", whose label then says it folds the text back', async ({ page }) => {
  await page.goto('/blog');
  const article = page.getByRole('article').first();
  const toggle = article.locator('summary');
  await expect(toggle).toHaveText('Devamını oku', { useInnerText: true });
  await toggle.click();
  await expect(toggle).toHaveText('Yazıyı kapat', { useInnerText: true });
  await expect(article.locator('details section').first()).toBeVisible();
  await toggle.click();
  await expect(toggle).toHaveText('Devamını oku', { useInnerText: true });
  await expect(article.locator('details section').first()).toBeHidden();
});

test('a link to one article (as its structured data gives it, /blog#yazi-…) opens that article’s text', async ({
  page,
}) => {
  await page.goto('/blog');
  const second = page.getByRole('article').nth(1);
  const id = await second.getAttribute('aria-labelledby');
  await gotoHydrated(page, `/blog#${id}`);
  const article = page.locator('article', { has: page.locator(`[id="${id}"]`) });
  await expect(article.locator('summary')).toHaveText('Yazıyı kapat', { useInnerText: true });
  await expect(article.locator('details section').first()).toBeVisible();
  // The others stay folded.
  await expect(page.getByRole('article').first().locator('summary')).toHaveText('Devamını oku', { useInnerText: true });
});
