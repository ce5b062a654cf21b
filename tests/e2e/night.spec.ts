import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';

/**
 * At 02:30 on a phone (issue 38): the night server's clock stands at Sunday 29 November 2026,
 * 02:30 in Istanbul (playwright.config.ts, tests/support/e2e-clock.ts), when the duty in force is
 * the one that began on Saturday at 08:30. Header, title, tabs and list agree on it; no line names
 * a calendar day that contradicts it.
 */
const NIGHT = 'Bu geceki nöbet: 28 Kasım 08:30 – 29 Kasım 08:30';

test('at 02:30 the province page names the night’s duty in its header, title and tabs', async ({ page }) => {
  await page.goto('/istanbul');
  await expect(page).toHaveTitle('İstanbul Nöbetçi Eczaneler - 28-29 Kasım gecesi');
  await expect(page.getByRole('banner')).toContainText(NIGHT);
  const tabs = page.getByRole('navigation', { name: /^Nöbet/ }).getByRole('link');
  await expect(tabs).toHaveText([
    'Önceki nöbet: 27 Kasım 08:30 – 28 Kasım 08:30',
    'Bu gece: 28 Kasım 08:30 – 29 Kasım 08:30',
    "08:30'dan sonra: 29 Kasım 08:30 – 30 Kasım 08:30",
  ]);
  await expect(tabs.and(page.locator('[aria-current="page"]'))).toHaveText('Bu gece: 28 Kasım 08:30 – 29 Kasım 08:30');
  // The list shown is the one in force, and it has pharmacies.
  await expect(page.locator('.cards > li').first()).toBeVisible();
  const header = await page.getByRole('banner').innerText();
  expect(header).not.toMatch(/Bugün|Yarın|Pazar|Cumartesi/);
  await expectNoAxeViolations(page);
});

test('at 02:30 a district page and the tab after the rotation say which duty they show', async ({ page }) => {
  await page.goto('/istanbul/kadikoy');
  await expect(page).toHaveTitle('Kadıköy Nöbetçi Eczaneler - İstanbul, 28-29 Kasım gecesi');
  await expect(page.getByRole('banner')).toContainText(NIGHT);
  // The night's words do not push the first pharmacy's call button off a phone's first screen.
  await expect(page.locator('.cards > li').first().locator('a[href^="tel:"]')).toBeInViewport();
  const after = page.getByRole('navigation', { name: /^Nöbet/ }).getByRole('link', { name: /^08:30'dan sonra/ });
  await expect(after).toHaveText("08:30'dan sonra: 29 Kasım 08:30 – 30 Kasım 08:30");
  await after.click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Sonraki nöbetin listesi');
  await expect(page).toHaveTitle(/29-30 Kasım gecesi/);
});
