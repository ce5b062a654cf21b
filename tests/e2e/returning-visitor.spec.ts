import { expect, test } from '@playwright/test';
import { gotoHydrated } from './helpers.ts';

/**
 * Issue 38: a visitor who accepted every cookie comes back to the landing page and is offered the
 * place they last looked at first, on a phone. Without consent the offer stays hidden.
 */

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('after accepting every cookie, the last district looked at is offered first on the landing page', async ({
  page,
}, testInfo) => {
  await page.goto('/cerez-politikasi');
  await page.getByRole('button', { name: 'Tümünü Kabul Et' }).click();
  await expect(page.getByText('Tercihiniz kaydedildi: tüm çerezleri kabul ettiniz.')).toBeVisible();

  await gotoHydrated(page, '/istanbul/kadikoy');
  await expect(page.getByRole('article').first()).toContainText(/Şu an açık|kapanış|kesin değil/);
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'district_preference')?.value).toBe('kadikoy%7CKad%C4%B1k%C3%B6y');

  await gotoHydrated(page, '/');
  const offer = page.getByRole('link', { name: 'Son baktığınız: İstanbul / Kadıköy' });
  await expect(offer).toBeVisible();
  // First: above the search box and the province picker.
  const offerBox = (await offer.boundingBox())!;
  const searchBox = (await page.locator('main form[data-search-box]').first().boundingBox())!;
  expect(offerBox.y).toBeLessThan(searchBox.y);
  // On the first screen of the phone, without scrolling.
  expect(offerBox.y + offerBox.height).toBeLessThanOrEqual(844);
  await page.screenshot({ path: testInfo.outputPath('returning-visitor-390.png') });
  await offer.click();
  await expect(page).toHaveURL(/\/istanbul\/kadikoy$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Kadıköy Nöbetçi Eczaneler');
});

test('without a cookie choice nothing is remembered and the landing page offers nothing', async ({ page }) => {
  await gotoHydrated(page, '/istanbul/kadikoy');
  expect((await page.context().cookies()).map((c) => c.name)).not.toContain('province_preference');
  await gotoHydrated(page, '/');
  await expect(page.getByRole('link', { name: /^Son baktığınız/ })).toBeHidden();
});
