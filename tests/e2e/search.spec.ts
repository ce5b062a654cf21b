import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated } from './helpers.ts';

function searchBox(page: Page) {
  return page.getByRole('combobox', { name: 'İl veya ilçe ara' });
}

function suggestions(page: Page) {
  return page.getByRole('listbox').getByRole('option');
}

async function expectHighlighted(page: Page, index: number) {
  const options = suggestions(page);
  const count = await options.count();
  for (let i = 0; i < count; i++) {
    await expect(options.nth(i)).toHaveAttribute('aria-selected', i === index ? 'true' : 'false');
  }
  const id = await options.nth(index).getAttribute('id');
  await expect(searchBox(page)).toHaveAttribute('aria-activedescendant', id ?? '');
}

test('arrow keys move the suggestion highlight and wrap around, and Escape closes the list', async ({ page }) => {
  await gotoHydrated(page, '/');
  await searchBox(page).focus();
  await page.keyboard.type('kad');

  await expect(page.getByRole('listbox')).toBeVisible();
  await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(suggestions(page).first()).toContainText('Kadıköy (İstanbul)');
  const count = await suggestions(page).count();
  expect(count).toBeGreaterThanOrEqual(3);
  expect(count).toBeLessThanOrEqual(8);
  for (const option of await suggestions(page).all()) await expect(option).toHaveAttribute('aria-selected', 'false');
  // Screen readers hear how many appeared, and each option's name and kind apart.
  await expect(page.getByRole('search').getByRole('status')).toHaveText(
    `${count} öneri; ok tuşlarıyla seçip Enter’a basın.`,
  );
  await expect(suggestions(page).first()).toHaveAccessibleName(/^Kadıköy \(İstanbul\), İlçe$/);

  await page.keyboard.press('ArrowDown');
  await expectHighlighted(page, 0);
  await page.keyboard.press('ArrowDown');
  await expectHighlighted(page, 1);
  for (let i = 2; i < count; i++) await page.keyboard.press('ArrowDown');
  await expectHighlighted(page, count - 1);
  await page.keyboard.press('ArrowDown');
  await expectHighlighted(page, 0);
  await page.keyboard.press('ArrowUp');
  await expectHighlighted(page, count - 1);
  await page.keyboard.press('ArrowUp');
  await expectHighlighted(page, count - 2);

  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(page).toHaveURL(/\/$/);

  await searchBox(page).fill('bostanci');
  await expect(page.getByRole('search').getByRole('status')).toHaveText(
    'İl veya ilçe bulunamadı; Enter ile mahalle ve eczane adlarında arayın.',
  );
});

test('Escape closes the suggestion list but keeps the typed text', async ({ page }) => {
  await gotoHydrated(page, '/');
  await searchBox(page).focus();
  await page.keyboard.type('kad');
  await expect(page.getByRole('listbox')).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toBeHidden();
  // Only choosing a suggestion clears the box (spec 4); Escape just dismisses the list.
  await expect(searchBox(page)).toHaveValue('kad');
});

test('Enter opens the highlighted district suggestion and the search box is empty afterwards', async ({ page }) => {
  await gotoHydrated(page, '/');
  await searchBox(page).focus();
  await page.keyboard.type('kad');
  await expect(suggestions(page).nth(1)).toBeVisible();

  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expectHighlighted(page, 1);
  const chosen = (await suggestions(page).nth(1).locator('span').first().innerText()).trim();
  const district = chosen.replace(/\s*\(.*\)$/, '');
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/[a-z-]+\/[a-z-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`${district} Nöbetçi Eczaneler`);

  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Nöbetçi Eczane Bul');
  await expect(searchBox(page)).toHaveValue('');
  await expect(page.getByRole('listbox')).toBeHidden();
});

test('Enter without a highlight opens the first suggestion, a province page for a province', async ({ page }) => {
  await gotoHydrated(page, '/');
  await searchBox(page).focus();
  await page.keyboard.type('izmir');
  await expect(suggestions(page).first()).toContainText('İzmir');

  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/izmir$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('İzmir Nöbetçi Eczaneler');
});

test('Enter on a district suggestion opens the district page under its province', async ({ page }) => {
  await gotoHydrated(page, '/');
  await searchBox(page).focus();
  await page.keyboard.type('kadık');
  await expect(suggestions(page)).toHaveCount(1);
  await expect(suggestions(page).first()).toContainText('Kadıköy (İstanbul)');

  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/istanbul\/kadikoy$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Kadıköy Nöbetçi Eczaneler');
});

test('a one-letter query shows no more than 8 suggestions', async ({ page }) => {
  await gotoHydrated(page, '/');
  await searchBox(page).fill('a');
  await expect(page.getByRole('listbox')).toBeVisible();
  await expect(suggestions(page)).toHaveCount(8);
});

test('clicking outside the search box closes the suggestions', async ({ page }) => {
  await gotoHydrated(page, '/');
  await searchBox(page).fill('kad');
  await expect(page.getByRole('listbox')).toBeVisible();

  await page.getByRole('heading', { level: 1 }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
});

test('clicking a suggestion opens its page', async ({ page }) => {
  await gotoHydrated(page, '/');
  await searchBox(page).fill('giresun');
  await suggestions(page)
    .filter({ hasText: /^Giresun/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/giresun$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Giresun Nöbetçi Eczaneler');
});

test('the Ara button opens the first suggestion', async ({ page }) => {
  await gotoHydrated(page, '/');
  await searchBox(page).fill('kadı');
  await expect(suggestions(page).first()).toContainText('Kadıköy (İstanbul)');

  await page.getByRole('button', { name: 'Ara' }).click();
  await expect(page).toHaveURL(/\/istanbul\/kadikoy$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Kadıköy Nöbetçi Eczaneler');
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a province and a district typed in that order, submitted, open the district’s page', async ({
    page,
  }, testInfo) => {
    await gotoHydrated(page, '/');
    await searchBox(page).fill('istanbul kadıköy');
    await expect(suggestions(page).first()).toContainText('Kadıköy (İstanbul)');
    await page.screenshot({ path: testInfo.outputPath('search-istanbul-kadikoy-390.png') });

    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(/\/istanbul\/kadikoy$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Kadıköy Nöbetçi Eczaneler');
    await expect(page.getByRole('article').first()).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('kadikoy-390.png') });
  });

  test('suggestions put names that begin with the typed letters first, and know the old names', async ({
    page,
  }, testInfo) => {
    await gotoHydrated(page, '/');
    await searchBox(page).fill('i');
    await expect(suggestions(page).nth(0)).toHaveText(/^İstanbul/);
    await expect(suggestions(page).nth(1)).toHaveText(/^İzmir/);
    await searchBox(page).fill('kad');
    const names = await suggestions(page).allTextContents();
    const kadikoy = names.findIndex((name) => name.startsWith('Kadıköy'));
    const dulkadiroglu = names.findIndex((name) => name.startsWith('Dulkadiroğlu'));
    expect(kadikoy).toBe(0);
    if (dulkadiroglu !== -1) expect(dulkadiroglu).toBeGreaterThan(kadikoy);
    await page.screenshot({ path: testInfo.outputPath('search-kad-390.png') });
    // The names people still say: Antep, Urfa, Maraş, Eyüp.
    for (const [typed, meant] of [
      ['antep', 'Gaziantep'],
      ['urfa', 'Şanlıurfa'],
      ['maraş', 'Kahramanmaraş'],
      ['eyüp', 'Eyüpsultan'],
    ] as const) {
      await searchBox(page).fill(typed);
      await expect(suggestions(page).first()).toContainText(meant);
    }
  });

  for (const query of ['kadıköy istanbul', 'kadıköy nöbetçi eczane', 'Kadıköy İstanbul nöbetçi eczane']) {
    test(`“${query}”, typed and submitted, opens Kadıköy’s page`, async ({ page }) => {
      await gotoHydrated(page, '/');
      await searchBox(page).fill(query);
      await page.getByRole('button', { name: 'Ara' }).click();
      await expect(page).toHaveURL(/\/istanbul\/kadikoy$/);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Kadıköy Nöbetçi Eczaneler');
    });
  }
});
