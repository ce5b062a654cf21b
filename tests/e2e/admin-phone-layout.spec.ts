import { expect, test, type Page } from '@playwright/test';
import { adminTest, waitForHydration } from './helpers.ts';

/**
 * Staff use the admin tools on phones too: at 390×844 no admin page scrolls sideways. Tables
 * become a card per row, each cell on a line of its own that starts with its column's title;
 * forms, button rows and long addresses wrap.
 * Nothing here changes data (other admin specs run in parallel and read the audit log).
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const PHONE_WIDTH = 390;

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const layout = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    tablesOutsideRegions: [...document.querySelectorAll('table')].filter((t) => !t.closest('[role="region"]')).length,
  }));
  expect(layout.scrollWidth, 'document.documentElement.scrollWidth').toBeLessThanOrEqual(PHONE_WIDTH);
  expect(layout.tablesOutsideRegions, 'tables outside a scrolling region').toBe(0);
}

/**
 * Every admin table is a card per row: nothing in it scrolls sideways (so its region is no tab
 * stop), and each cell is labelled (its `data-label`, shown before it) with its own column's title.
 */
async function expectTablesAsCards(page: Page): Promise<void> {
  for (const region of await page.locator('main [role="region"]:has(table)').all()) {
    const table = await region.evaluate((el) => {
      const titles = [...el.querySelectorAll('thead th')].map((th) => th.textContent);
      const rows = [...el.querySelectorAll('tbody tr')];
      return {
        name: el.getAttribute('aria-label'),
        overflows: el.scrollWidth > el.clientWidth,
        rows: rows.length,
        mislabelled: rows.flatMap((row) =>
          [...row.children].flatMap((cell, i) =>
            cell.tagName === 'TD' && cell.getAttribute('data-label') !== titles[i]
              ? [`${cell.getAttribute('data-label')} under ${titles[i]}`]
              : [],
          ),
        ),
        shownLabel: rows[0] ? getComputedStyle(rows[0].querySelector('td')!, '::before').content : null,
      };
    });
    expect(table.overflows, `${table.name} scrolls sideways`).toBe(false);
    // Nothing to scroll: not a tab stop.
    await expect(region, `${table.name} is a tab stop`).not.toHaveAttribute('tabindex');
    expect(table.mislabelled, `${table.name}: cells labelled with another column's title`).toEqual([]);
    if (table.rows > 0) expect(table.shownLabel, `${table.name}: the first cell's label`).toMatch(/^".+" \/ ""$/);
  }
}

test('the admin login page fits a 390 px phone', async ({ page }) => {
  await page.goto('/adminxyz/giris');
  await waitForHydration(page);
  await expectNoSidewaysScroll(page);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(page.getByText('Lütfen kullanıcı adı ve şifre girin')).toBeVisible();
  await expectNoSidewaysScroll(page);
});

const ADMIN_PAGES = [
  // The scrape button reads 'Veri çekiliyor...' while the admin journey's run is going: match both.
  { url: '/adminxyz', ready: /^(Günlük Veri Çekme İşlemini Başlat|Veri çekiliyor\.\.\.)$/ },
  { url: '/adminxyz/zamanlama', ready: 'Zamanlama Ekle' },
  { url: '/adminxyz/content-fetcher', ready: 'İçeriği Çek' },
  { url: '/adminxyz/islem-kaydi', ready: 'Filtrele' },
  { url: '/adminxyz/kaynaklar', ready: 'Göster' },
  { url: '/process-data', ready: 'Verileri İşle' },
];

for (const { url, ready } of ADMIN_PAGES) {
  adminTest(`${url} has no horizontal page scroll at 390×844`, async ({ page }) => {
    await page.goto(url);
    await waitForHydration(page);
    await expect(page.getByRole('button', { name: ready }).first()).toBeVisible();
    await expectNoSidewaysScroll(page);
    // Folded parts (existing records, provinces that kept their list) must fit when opened too.
    for (const summary of await page.locator('main details:not([open]) > summary').all()) await summary.click();
    await expectNoSidewaysScroll(page);
    await expectTablesAsCards(page);
  });
}

adminTest('/process-data’s list of skipped lines wraps long lines instead of widening the page', async ({ page }) => {
  await page.goto('/process-data');
  await waitForHydration(page);
  // Only a line without a name: nothing is written (other specs read the same data), and the
  // result lists the line as it was pasted.
  await page
    .getByLabel('Eczane verileri')
    .fill('Konum: Giresun | İlçe: Merkez | Telefon: 0454 000 00 00 | Adres: Gazi Cad.');
  await page.getByRole('button', { name: 'Verileri İşle' }).click();
  await expect(page.getByText('Eczane adı boş')).toBeVisible();
  await expectNoSidewaysScroll(page);
});

adminTest(
  'the admin header keeps to three short rows on a phone, with the current tab in view',
  async ({ page, baseURL }) => {
    // A visitor's report, so the tab carries its count (whose hidden word once widened the page to 721 px).
    const html = await (await page.request.get('/istanbul/kadikoy')).text();
    const id = /\/eczane\/(\d+)\/bildir/.exec(html)?.[1];
    const sent = await page.request.post(`/eczane/${id}/bildir`, {
      form: { category: 'other', note: 'telefon düzeni testi' },
      headers: { Origin: baseURL! },
      maxRedirects: 0,
    });
    expect(sent.status()).toBe(303);
    await page.goto('/adminxyz/bildirimler');
    await waitForHydration(page);
    const header = page.getByRole('banner');
    // Wrapped, the five tabs took three rows and the header 321 px: the page's heading sat below it.
    expect((await header.boundingBox())!.height).toBeLessThanOrEqual(170);
    await expect(page.getByRole('heading', { level: 1, name: 'Bildirimler' })).toBeInViewport();
    for (const name of ['Ana Sayfa', 'İçerik Çekici', 'Çıkış Yap']) {
      const box = (await header.getByRole(name === 'Çıkış Yap' ? 'button' : 'link', { name }).boundingBox())!;
      expect(box.x + box.width, name).toBeLessThanOrEqual(PHONE_WIDTH);
      expect(box.height, name).toBeGreaterThanOrEqual(44);
    }
    // The tabs scroll sideways in their own row; the last one, current here, is scrolled into view.
    const tabs = page.getByRole('navigation', { name: 'Yönetim' });
    await expect(tabs.getByRole('link', { name: /^Bildirimler \d+ açık$/ })).toHaveAttribute('aria-current', 'page');
    await expect(tabs.getByRole('link', { name: 'Bildirimler' })).toBeInViewport({ ratio: 1 });
    await expectNoSidewaysScroll(page);
    // The first tab is one swipe (or Tab press) away.
    await tabs.getByRole('link', { name: 'Kontrol Paneli' }).focus();
    await expect(tabs.getByRole('link', { name: 'Kontrol Paneli' })).toBeInViewport({ ratio: 1 });
  },
);

test.describe('on a tablet', () => {
  test.use({ viewport: { width: 800, height: 1100 }, isMobile: false, hasTouch: false });

  adminTest('the tables are cards too', async ({ page }) => {
    await page.goto('/adminxyz/zamanlama');
    await waitForHydration(page);
    await expect(page.getByRole('button', { name: 'Zamanlama Ekle' })).toBeVisible();
    await expectTablesAsCards(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(800);
  });
});

test.describe('on a wide screen', () => {
  test.use({ viewport: { width: 1100, height: 900 }, isMobile: false, hasTouch: false });

  adminTest(
    'a table wider than its region scrolls inside it, and only then is the region a tab stop',
    async ({ page }) => {
      await page.goto('/adminxyz/zamanlama');
      await waitForHydration(page);
      const region = page.getByRole('region', { name: 'Zamanlamalar tablosu' });
      // The schedules fit: nothing to scroll, no tab stop.
      expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(false);
      await expect(region).not.toHaveAttribute('tabindex');
      // A table that grows wider than the region (longer rows, a narrower window) makes it one.
      const wide = await page.addStyleTag({ content: '.admin-table { min-width: 1600px }' });
      await expect(region).toHaveAttribute('tabindex', '0');
      await region.focus();
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1100);
      await wide.evaluate((style) => (style as Element).remove());
      await expect(region).not.toHaveAttribute('tabindex');
    },
  );
});
