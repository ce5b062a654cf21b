import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { gotoHydrated } from './helpers.ts';

const pages = [
  { name: 'the landing page', url: '/', heading: 'Nöbetçi Eczane Bul' },
  { name: 'the province view chosen by query', url: '/?province=Giresun', heading: 'Giresun Nöbetçi Eczaneler' },
  { name: 'the province page', url: '/istanbul', heading: 'İstanbul Nöbetçi Eczaneler' },
  { name: 'the district page', url: '/istanbul/kadikoy', heading: 'Kadıköy Nöbetçi Eczaneler' },
  { name: 'the unknown-province 404 page', url: '/?province=Atlantis', heading: 'Sayfa bulunamadı' },
  { name: 'the about page', url: '/hakkinda', heading: 'Hakkımızda' },
  { name: 'the legal page (cookies)', url: '/cerez-politikasi', heading: '' },
  { name: 'the health guide', url: '/saglik-rehberi', heading: '' },
  { name: 'the pharmacy guide', url: '/eczane-rehberi', heading: '' },
  { name: 'the blog', url: '/blog', heading: '' },
  { name: 'the API documentation', url: '/api-belgeleri', heading: '' },
];

for (const { name, url, heading } of pages) {
  test(`${name} (${url}) has no WCAG 2.1 AA violations`, async ({ page }) => {
    await gotoHydrated(page, url);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(heading);
    await expectNoAxeViolations(page);
  });
}

test('the landing page with search suggestions open has no WCAG 2.1 AA violations', async ({ page }) => {
  await gotoHydrated(page, '/');
  await page.getByRole('combobox', { name: 'İl veya ilçe ara' }).fill('kad');
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  await expectNoAxeViolations(page);
});

test('the first Tab stop is the visible "İçeriğe geç" skip link, which moves to the main content', async ({ page }) => {
  await gotoHydrated(page, '/istanbul');
  await page.keyboard.press('Tab');
  const skipLink = page.getByRole('link', { name: 'İçeriğe geç' });
  await expect(skipLink).toBeFocused();
  await expect(skipLink).toBeVisible();
  await expect(skipLink).toBeInViewport();

  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#icerik$/);
  await expect(page.locator('#icerik')).toBeInViewport();
});
