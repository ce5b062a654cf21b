import { expect, test } from '@playwright/test';

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
