import { expect, test, type Locator } from '@playwright/test';
import { findCardLinks, gotoHydrated, newContextWithoutJavaScript, scrollIntoViewSettled } from './helpers.ts';

/** A card's links each name its pharmacy (and app), as a screen reader lists the page's links. */
async function expectLinksNamed(card: Locator): Promise<void> {
  const links = await findCardLinks(card);
  await expect(links.map).toHaveText('Haritada Göster');
  for (const app of ['Google', 'Apple', 'Yandex'] as const) await expect(links.directions(app)).toHaveText(app);
  await expect(links.share).toHaveText('Paylaş');
  await expect(links.report).toHaveText('Bilgi yanlış mı?');
}

test('a visitor goes from the landing page to a province, opens a district and comes back', async ({ page }) => {
  await gotoHydrated(page, '/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Nöbetçi Eczane Bul');

  await page.getByRole('link', { name: /^34\s*İstanbul$/ }).click();
  await expect(page).toHaveURL(/\/istanbul$/);
  // The whole list before its last card is read: mid-parse, "last" is whichever card has arrived.
  await page.waitForLoadState('load');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('İstanbul Nöbetçi Eczaneler');
  await expect(page.locator('article').first()).toBeVisible();
  await expectLinksNamed(page.locator('article').last());

  // The demo roster changes every day, so open whichever district is listed first.
  const districtButton = page.getByRole('region', { name: 'İstanbul İlçeleri' }).getByRole('link').first();
  const districtName = (await districtButton.locator('span').first().innerText()).trim();
  await scrollIntoViewSettled(districtButton);
  await districtButton.click();
  // A new document, not a change in place: wait for it to load (a CI run under both workers' load
  // still showed İstanbul's heading when a 5-second expect gave up), then read it.
  await page.waitForURL(/\/istanbul\/[a-z-]+$/, { waitUntil: 'load' });
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`${districtName} Nöbetçi Eczaneler`);
  const breadcrumb = page.getByRole('navigation', { name: 'Sayfa yolu' });
  await expect(breadcrumb).toContainText('Ana Sayfa');
  await expect(breadcrumb).toContainText('İstanbul');
  await expect(breadcrumb).toContainText(districtName);
  await expect(page.locator('article').first()).toBeVisible();
  await expect(page.locator('article').first()).toContainText(districtName);
  await expectLinksNamed(page.locator('article').first());

  await page.getByRole('link', { name: 'Geri Dön' }).click();
  await expect(page).toHaveURL(/\/istanbul$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('İstanbul Nöbetçi Eczaneler');
});

test('a province subdomain host opens its district page from a short path, naming a canonical URL that works', async ({
  page,
  request,
}) => {
  const port = process.env.E2E_PORT_BASE ?? '3210';
  const response = await page.goto(`http://istanbul.localhost:${port}/kadikoy`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Kadıköy Nöbetçi Eczaneler');
  await expect(page.getByRole('navigation', { name: 'Sayfa yolu' })).toContainText('İstanbul');
  // Without BASE_DOMAIN the path form on the parent host is canonical, and it answers.
  const canonical = page.locator('link[rel="canonical"]');
  await expect(canonical).toHaveAttribute('href', `http://localhost:${port}/istanbul/kadikoy`);
  expect((await request.get(`http://localhost:${port}/istanbul/kadikoy`, { maxRedirects: 0 })).status()).toBe(200);
});

test('without JavaScript the search form submits and lands on the matching page', async ({ browser }, testInfo) => {
  const context = await newContextWithoutJavaScript(browser, testInfo);
  try {
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('combobox', { name: 'İl veya ilçe ara' }).fill('Kadıköy');
    await page.getByRole('button', { name: 'Ara' }).click();
    await expect(page).toHaveURL(/\/istanbul\/kadikoy$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Kadıköy Nöbetçi Eczaneler');

    await page.goto('/');
    await page.getByRole('combobox', { name: 'İl veya ilçe ara' }).fill('izmir');
    await page.getByRole('button', { name: 'Ara' }).click();
    await expect(page).toHaveURL(/\/izmir$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('İzmir Nöbetçi Eczaneler');
  } finally {
    await context.close();
  }
});

test('without JavaScript the district select and its submit button filter the province list', async ({
  browser,
}, testInfo) => {
  const context = await newContextWithoutJavaScript(browser, testInfo);
  try {
    const page = await context.newPage();
    await page.goto('/giresun');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Giresun Nöbetçi Eczaneler');
    const allCards = await page.locator('article').count();

    // Pick the first district that has pharmacies today (options read "Name (count)").
    const select = page.getByLabel('İlçe seçin');
    const options = await select
      .locator('option')
      .evaluateAll((nodes) =>
        nodes.map((node) => ({ value: (node as HTMLOptionElement).value, text: node.textContent ?? '' })),
      );
    const withPharmacies = options.find((o) => o.value !== '' && !/\(0\)$/.test(o.text.trim()));
    expect(withPharmacies, 'a Giresun district with pharmacies in the demo data').toBeDefined();
    const { value, text } = withPharmacies!;
    const name = text.replace(/\s*\(\d+\)\s*$/, '').trim();
    const count = Number(/\((\d+)\)\s*$/.exec(text)?.[1]);

    await select.selectOption(value);
    await page.getByRole('button', { name: 'Filtrele' }).click();

    await expect(page).toHaveURL(new RegExp(`[?&]ilce=${value}(&|$)`));
    await expect(page.getByText('Aktif Filtre:')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: `${name} - ${count} Nöbetçi Eczane` })).toBeVisible();
    await expect(page.locator('article')).toHaveCount(count);
    expect(count).toBeLessThanOrEqual(allCards);
    for (const card of await page.locator('article').all()) await expect(card).toContainText(name);
  } finally {
    await context.close();
  }
});

test('the header’s About link opens the about page, whose KVKK section is reachable by anchor', async ({ page }) => {
  await page.goto('/giresun');
  await page
    .getByRole('link', { name: /Hakkında/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/hakkinda$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hakkımızda');
  await page.goto('/about#kvkk');
  await expect(page.getByRole('heading', { name: 'KVKK Aydınlatma Metni' })).toBeInViewport();
  await expect(page.getByRole('link', { name: /112/ }).first()).toHaveAttribute('href', 'tel:112');
});
