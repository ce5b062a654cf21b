import { expect } from '@playwright/test';
import { EXAMPLE_ROSTER_TEXT, SAMPLE_LINE_REASON, SAMPLE_TEXT_ERROR } from '#app/domain/roster/sample-lines.ts';
import { adminTest as test, waitForHydration } from './helpers.ts';

/**
 * "Örnek Satırları Doldur" then "Verileri İşle" on a phone: the example lines are refused with a
 * message to replace them, and no example pharmacy reaches Giresun's page. Nothing is written, so
 * the other admin specs running meanwhile are not disturbed (the journey's scrape may replace
 * Giresun's demo list at any moment: the page is only checked for the example pharmacies).
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('the example lines are refused at 390 px with a message to replace them, and nothing is published', async ({
  page,
}, testInfo) => {
  await page.goto('/process-data');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Örnek Satırları Doldur' }).click();
  const text = page.getByLabel('Eczane verileri');
  await expect(text).toHaveValue(EXAMPLE_ROSTER_TEXT);
  await expect(page.getByRole('status').filter({ hasText: 'Örnek satırlar yalnızca biçimi gösterir' })).toBeVisible();

  await page.getByRole('button', { name: 'Verileri İşle' }).click();
  const refusal = page.getByRole('alert').filter({ hasText: SAMPLE_TEXT_ERROR });
  await expect(refusal).toBeVisible();
  await expect(refusal.getByText(SAMPLE_LINE_REASON)).toHaveCount(3);
  await expect(refusal.getByRole('button', { name: 'Yine de kaydet' })).toHaveCount(0);
  await expect(page.getByText(/Veriler başarıyla işlendi/)).toHaveCount(0);
  // The lines stay in the box, to be replaced with the real list.
  await expect(text).toHaveValue(EXAMPLE_ROSTER_TEXT);
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(390);
  await refusal.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('sample-lines-refused-390.png') });

  await page.goto('/giresun');
  await expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: /^Örnek \d Eczanesi$/ })).toHaveCount(0);
});
