import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import { PDFDocument } from 'pdf-lib';
import { PNG } from 'pngjs';
import { expectNoAxeViolations } from './axe.ts';
import { gotoHydrated, newContextWithoutJavaScript } from './helpers.ts';

/**
 * The window poster (`/{il}/yazdir`), the kiosk screen (`/{il}/ekran`) and a pharmacy's share
 * page (`/eczane/{id}/paylas`). The demo data decides how many pharmacies a place has (a district
 * has at most a few, a province up to about 35, changing by date), so the one-page checks use
 * the province nearest to 25 and İstanbul's poster cut to exactly 25 long-address entries.
 */

type ProvinceCounts = { slug: string; name: string; count: number };

async function listProvinceCounts(request: APIRequestContext): Promise<ProvinceCounts[]> {
  const response = await request.get('/api/v1/provinces');
  const body = (await response.json()) as {
    provinces: { slug: string; name: string; districts: { pharmacyCount: number }[] }[];
  };
  return body.provinces.map((p) => ({
    slug: p.slug,
    name: p.name,
    count: p.districts.reduce((sum, d) => sum + d.pharmacyCount, 0),
  }));
}

/** The poster as Chromium prints it on A4: its number of pages. */
async function countPrintedPages(page: Page): Promise<number> {
  await page.emulateMedia({ media: 'print' });
  const pdf = await page.pdf({ format: 'A4' });
  await page.emulateMedia({ media: 'screen' });
  return (await PDFDocument.load(pdf)).getPageCount();
}

/** Decodes the QR code on the page from a screenshot of it. */
async function decodeQrCode(page: Page): Promise<string | null> {
  const png = PNG.sync.read(await page.locator('[data-qr]').screenshot());
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null;
}

test('a poster of up to 25 pharmacies prints on one A4 page, and its QR code opens the live page', async ({
  page,
  request,
  baseURL,
}) => {
  const counts = await listProvinceCounts(request);
  const fitting = counts.filter((p) => p.count <= 25).sort((a, b) => b.count - a.count)[0];
  expect(fitting?.count).toBeGreaterThanOrEqual(18);
  await page.goto(`/${fitting!.slug}/yazdir`);
  await expect(page.getByRole('heading', { level: 1, name: fitting!.name })).toBeVisible();
  await expect(page.locator('.poster-item')).toHaveCount(fitting!.count);
  await expect(page.getByText(/^Nöbet: \d+ \S+ \S+ \d{2}:\d{2} ile \d+ \S+ \S+ \d{2}:\d{2} arası$/)).toBeVisible();
  await expect(page.locator('.poster-emergency')).toContainText(
    'Acil numaralar: 112 Acil Sağlık · 184 Sağlık Bilgi Hattı',
  );
  await expect(page.getByRole('banner')).toHaveCount(0); // no site header or footer on the poster
  await expect(page.getByRole('contentinfo')).toHaveCount(0);

  expect(await decodeQrCode(page)).toBe(`${baseURL}/${fitting!.slug}`);
  expect(await countPrintedPages(page)).toBe(1);

  // Two columns that read down, as printed: the second pharmacy is under the first, the last one
  // heads no row of the left column (before, A B / C D read across, so down the left ran A C E).
  await page.emulateMedia({ media: 'print' });
  const boxes = await page
    .locator('.poster-item')
    .evaluateAll((items) => items.map((item) => item.getBoundingClientRect()).map(({ x, y }) => ({ x, y })));
  await page.emulateMedia({ media: 'screen' });
  expect(boxes[1]!.x).toBe(boxes[0]!.x);
  expect(boxes[1]!.y).toBeGreaterThan(boxes[0]!.y);
  expect(boxes.at(-1)!.x).toBeGreaterThan(boxes[0]!.x);
  expect(boxes.filter((box) => box.x === boxes[0]!.x).length).toBeGreaterThanOrEqual(Math.floor(boxes.length / 2));
});

test('exactly 25 pharmacies with two-line addresses still fit one page; a longer list flows to a second', async ({
  page,
  request,
}) => {
  const istanbul = (await listProvinceCounts(request)).find((p) => p.slug === 'istanbul');
  expect(istanbul?.count).toBeGreaterThan(25);
  await page.goto('/istanbul/yazdir');
  await expect(page.locator('.poster-item')).toHaveCount(istanbul!.count);
  expect(await countPrintedPages(page)).toBe(2);
  // The first sheet, the one on the door, has the emergency numbers: above a list that runs on.
  expect(
    await page.evaluate(() => {
      const foot = document.querySelector('.poster-foot')!;
      return Boolean(
        foot.compareDocumentPosition(document.querySelector('.poster-list')!) & Node.DOCUMENT_POSITION_FOLLOWING,
      );
    }),
  ).toBe(true);

  // The same poster cut to 25 entries whose addresses all take two lines (a real list's worst case),
  // with the emergency numbers under the list, where a poster of 25 has them.
  await page.evaluate(() => {
    for (const item of [...document.querySelectorAll('.poster-item')].slice(25)) item.remove();
    const foot = document.querySelector('.poster-foot')!;
    foot.classList.remove('poster-foot-first');
    document.querySelector('main.poster')!.append(foot);
    for (const address of document.querySelectorAll('.poster-address')) {
      address.lastChild!.textContent =
        'Caferağa Mahallesi Moda Caddesi Dr. Esat Işık Sokak No: 123/A, Bahariye Çarşısı karşısı';
    }
  });
  await expect(page.locator('.poster-item')).toHaveCount(25);
  expect(await countPrintedPages(page)).toBe(1);
});

test('the poster of a district names it; "Yazdır" appears only with JavaScript', async ({
  page,
  browser,
}, testInfo) => {
  await gotoHydrated(page, '/istanbul/kadikoy/yazdir');
  await expect(page.getByRole('heading', { level: 1, name: 'Kadıköy, İstanbul' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Yazdır' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
  await expectNoAxeViolations(page);

  const context = await newContextWithoutJavaScript(browser, testInfo);
  const plain = await context.newPage();
  await plain.goto('/istanbul/kadikoy/yazdir');
  await expect(plain.getByRole('heading', { level: 1, name: 'Kadıköy, İstanbul' })).toBeVisible();
  await expect(plain.getByRole('button', { name: 'Yazdır' })).toBeHidden();
  await context.close();
});

/**
 * The links sit under the cards, which are laid out only when scrolled near (app/app.css, `.cards`):
 * a mouse click right after scrolling there can land where the link was a frame before (the İstanbul
 * page moved 134 px under a click on a loaded machine, and nothing opened). Enter on the focused link
 * follows it wherever the layout settles, as a keyboard user would.
 */
test('province and district pages link to their poster and kiosk view, for the pharmacies', async ({ page }) => {
  await page.goto('/istanbul/kadikoy');
  const forPharmacies = page.getByRole('navigation', { name: 'Eczaneler için' });
  await forPharmacies.getByRole('link', { name: 'Vitrin afişi (A4)' }).press('Enter');
  await expect(page).toHaveURL(/\/istanbul\/kadikoy\/yazdir$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Kadıköy, İstanbul' })).toBeVisible();

  await page.goto('/istanbul');
  await page
    .getByRole('navigation', { name: 'Eczaneler için' })
    .getByRole('link', { name: 'Ekran görünümü' })
    .press('Enter');
  await expect(page).toHaveURL(/\/istanbul\/ekran$/);
});

test('the kiosk reloads every minute without JavaScript and shows the data’s age', async ({ browser }, testInfo) => {
  const context = await newContextWithoutJavaScript(browser, testInfo);
  const page = await context.newPage();
  await page.goto('/istanbul/ekran');
  await expect(page.getByRole('heading', { level: 1, name: 'İstanbul' })).toBeVisible();
  await expect(page.locator('meta[http-equiv="refresh"]')).toHaveAttribute('content', '60');
  await expect(page.locator('[data-kiosk-age]')).toContainText(/Liste .+ güncellendi · Ekran yenilendi: \d{2}:\d{2}/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await context.close();
});

test('with JavaScript the kiosk fetches its list again each minute in place, without reloading', async ({ page }) => {
  await page.clock.install();
  await gotoHydrated(page, '/istanbul/kadikoy/ekran');
  await expect(page.getByRole('heading', { level: 1, name: 'Kadıköy, İstanbul' })).toBeVisible();
  // The script's page has no live meta refresh: it would reload over the script's own refresh.
  await expect(page.locator('meta[http-equiv="refresh"]')).toHaveCount(0);
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

  const refetched = page.waitForResponse((r) => new URL(r.url()).pathname === '/istanbul/kadikoy/ekran');
  await page.clock.fastForward(61_000);
  expect((await refetched).status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('data-kiosk-refreshes', '1');
  await expect(page.locator('[data-kiosk-age]')).toContainText('güncellendi');
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  await expectNoAxeViolations(page);
});

test.describe('the kiosk on a TV', () => {
  test.use({ viewport: { width: 1920, height: 1080 }, reducedMotion: 'reduce' });

  test('pages through a long list a screen at a time: its header stays, no pharmacy is cut at the top', async ({
    page,
  }) => {
    await page.clock.install();
    await gotoHydrated(page, '/istanbul/ekran');
    const header = page.locator('[data-kiosk] > header');
    const items = page.locator('.kiosk-item');
    expect(await page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight * 1.1)).toBe(true);
    for (let screen = 1; screen <= 2; screen++) {
      const before = await page.evaluate(() => window.scrollY);
      await page.clock.fastForward(12_000);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before);
      const headerBottom = (await header.boundingBox())!.y + (await header.boundingBox())!.height;
      expect((await header.boundingBox())!.y, 'header on screen').toBeGreaterThanOrEqual(0);
      // The demo-data notice is in the header: every screen says the list is not real.
      await expect(header.getByText('Örnek veri: gerçek nöbet listesi değildir.')).toBeInViewport();
      // The first pharmacy on screen starts below the header, whole.
      const tops = await items.evaluateAll((els) => els.map((el) => el.getBoundingClientRect()));
      const firstVisible = tops.find((r) => r.bottom > headerBottom);
      expect(firstVisible!.top, `screen ${screen}: first pharmacy's top`).toBeGreaterThanOrEqual(headerBottom);
    }
  });
});

test.describe('the kiosk, read by someone', () => {
  test.use({ viewport: { width: 1920, height: 1080 }, reducedMotion: 'reduce' });

  test('"Kaydırmayı durdur" stops the paging until pressed again', async ({ page }) => {
    await page.clock.install();
    await gotoHydrated(page, '/istanbul/ekran');
    // Before, only a touch paused it, for a minute (WCAG 2.2.2: moving content can be stopped).
    await page.getByRole('button', { name: 'Kaydırmayı durdur' }).click();
    const resume = page.getByRole('button', { name: 'Kaydırmayı sürdür' });
    await expect(resume).toBeVisible();
    await page.clock.fastForward(75_000);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await resume.click();
    await expect(page.getByRole('button', { name: 'Kaydırmayı durdur' })).toBeVisible();
    await page.clock.fastForward(75_000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });
});

async function firstKadikoyPharmacy(request: APIRequestContext) {
  const response = await request.get('/api/v1/provinces/istanbul/districts/kadikoy/pharmacies');
  const body = (await response.json()) as { pharmacies: { id: number; name: string; phone: string | null }[] };
  const pharmacy = body.pharmacies[0];
  if (!pharmacy) throw new Error('Kadıköy has no demo pharmacy today');
  return pharmacy;
}

test('a pharmacy’s share page works without JavaScript: phone, directions, WhatsApp and its link', async ({
  browser,
  request,
  baseURL,
}, testInfo) => {
  const pharmacy = await firstKadikoyPharmacy(request);
  const context = await newContextWithoutJavaScript(browser, testInfo);
  const page = await context.newPage();
  await page.goto(`/eczane/${pharmacy.id}/paylas`);
  await expect(page.getByRole('heading', { level: 1, name: pharmacy.name })).toBeVisible();
  await expect(page.getByText(/^Şu an nöbetçi: /)).toBeVisible();
  // A messaging app's preview of the link: the pharmacy and its place.
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
    'content',
    `${pharmacy.name} - Kadıköy, İstanbul`,
  );
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', /\/eczane\/\d+\/paylas$/);
  await expect(page.getByRole('link', { name: `${pharmacy.name} ara:`, exact: false })).toHaveAttribute(
    'href',
    /^tel:/,
  );
  await expect(page.getByRole('link', { name: /Google Haritalar/ })).toHaveAttribute(
    'href',
    /^https:\/\/www\.google\.com\/maps\/dir\//,
  );
  const whatsApp = await page.getByRole('link', { name: /WhatsApp ile gönder/ }).getAttribute('href');
  const message = new URL(whatsApp!).searchParams.get('text');
  expect(message).toContain(pharmacy.name);
  expect(message).toContain(`${baseURL}/eczane/${pharmacy.id}/paylas`);
  await expect(page.getByLabel('Bağlantıyı kopyalayın')).toHaveValue(`${baseURL}/eczane/${pharmacy.id}/paylas`);
  await expect(page.getByRole('button', { name: 'Kopyala' })).toBeHidden();
  await page.getByRole('link', { name: 'Kadıköy, İstanbul nöbetçi eczaneleri' }).click();
  await expect(page).toHaveURL(/\/istanbul\/kadikoy$/);
  await context.close();
});

test('with the Web Share API, "Paylaş" opens the share sheet with the pharmacy', async ({ page, request, baseURL }) => {
  const pharmacy = await firstKadikoyPharmacy(request);
  await page.addInitScript(() => {
    const shared: ShareData[] = [];
    (window as unknown as { shared: ShareData[] }).shared = shared;
    Object.defineProperty(navigator, 'share', { value: (data: ShareData) => (shared.push(data), Promise.resolve()) });
  });
  await gotoHydrated(page, `/eczane/${pharmacy.id}/paylas`);
  await page.getByRole('button', { name: 'Paylaş…' }).click();
  const shared = await page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared);
  expect(shared).toHaveLength(1);
  expect(shared[0]).toMatchObject({ title: pharmacy.name, url: `${baseURL}/eczane/${pharmacy.id}/paylas` });
  expect(shared[0]?.text).toContain(pharmacy.name);
  await expectNoAxeViolations(page);
});

test('an unknown pharmacy’s share page is a Turkish 404', async ({ page }) => {
  const response = await page.goto('/eczane/987654321/paylas');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Bu eczane bulunamadı', { exact: false })).toBeVisible();
});
