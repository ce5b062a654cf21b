import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { busiestIstanbulDistrict, waitForHydration } from './helpers.ts';

/** Opens a page and waits until the service worker controls it (so the pages after it are kept). */
async function openWithServiceWorker(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForHydration(page);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/**
 * The offline app (app/client/service-worker.ts): pages a person looked at stay readable without a
 * connection, always under a banner that says when they were fetched; never shown as current.
 */
test('offline, the last lists show with a banner and their age; back online the banner goes', async ({
  page,
  context,
}) => {
  const district = await busiestIstanbulDistrict(page.request);
  await openWithServiceWorker(page, '/istanbul');
  await page.goto(`/istanbul/${district.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(district.name);
  const banner = page.locator('#cevrimdisi');
  await expect(banner).toHaveCount(0);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(district.name);
  await expect(banner).toContainText('Çevrimdışısınız.');
  await expect(banner).toContainText(
    /tarihinde alındı ve güncel olmayabilir: gitmeden önce eczaneyi arayarak teyit edin/,
  );
  await expect(page.locator('a[href^="tel:"]').first()).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/istanbul');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('İstanbul');
  await expect(banner).toBeVisible();

  // A page this phone never opened: the spec's load-failure text and a retry, not the browser's error.
  await page.goto('/izmir');
  await expect(page.getByRole('alert')).toHaveText(
    'İzmir eczane verileri yüklenirken bir sorun oluştu. Lütfen daha sonra tekrar deneyin.',
  );
  await expect(page.getByRole('link', { name: 'Tekrar Dene' })).toBeVisible();
  await page.goto('/izmir/bornova');
  await expect(page.getByRole('alert')).toHaveText('Eczane bilgileri yüklenirken bir hata oluştu.');

  await context.setOffline(false);
  await page.goto(`/istanbul/${district.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(district.name);
  await expect(banner).toHaveCount(0);
});

test('offline, a district chosen in the filter or a district page never opened shows the province’s kept list', async ({
  page,
  context,
}) => {
  const district = await busiestIstanbulDistrict(page.request);
  await openWithServiceWorker(page, '/istanbul');
  await page.reload();
  await context.setOffline(true);

  // The filtered address was never kept.
  await page.getByLabel('İlçe seçin').selectOption(district.slug);
  await page.getByRole('button', { name: 'Filtrele' }).click();
  await expect(page).toHaveURL(new RegExp(`ilce=${district.slug}`));
  const banner = page.locator('#cevrimdisi');
  await expect(banner).toContainText(
    'Açtığınız sayfa bu cihazda kayıtlı değil; aynı ilin kayıtlı listesi gösteriliyor.',
  );
  await expect(page.getByRole('heading', { level: 1 })).toContainText('İstanbul');
  await expect(page.locator('a[href^="tel:"]').first()).toBeVisible();

  await page.goto(`/istanbul/${district.slug}`);
  await expect(banner).toContainText('aynı ilin kayıtlı listesi gösteriliyor');
  await expect(page.locator('a[href^="tel:"]').first()).toBeVisible();

  // Another province never opened: the failure page names what this device has kept; no cookie
  // choice was made, so no place is remembered and none is offered.
  await page.goto('/izmir');
  await expect(page.getByRole('heading', { name: 'Bu cihazda kayıtlı sayfalar' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Son baktığınız/ })).toHaveCount(0);
  await page
    .getByRole('link', { name: /İstanbul/ })
    .first()
    .click();
  await expect(banner).toBeVisible();
  await context.setOffline(false);
});

test('offline, a page never kept offers the place last looked at, in the page’s language, and it opens', async ({
  page,
  context,
}, testInfo) => {
  // The place is remembered only with consent (app/client/remember-place.ts), as the landing page offers it.
  await page.goto('/cerez-politikasi');
  await page.getByRole('button', { name: 'Tümünü Kabul Et' }).click();
  await expect(page.getByText('Tercihiniz kaydedildi: tüm çerezleri kabul ettiniz.')).toBeVisible();
  const district = await busiestIstanbulDistrict(page.request);
  await openWithServiceWorker(page, `/istanbul/${district.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(district.name);

  await context.setOffline(true);
  await page.goto('/izmir');
  await expect(page.getByRole('alert')).toHaveText(
    'İzmir eczane verileri yüklenirken bir sorun oluştu. Lütfen daha sonra tekrar deneyin.',
  );
  const offer = page.getByRole('link', { name: `Son baktığınız: İstanbul / ${district.name}`, exact: true });
  await expect(offer).toBeVisible();
  await expect(offer).toHaveAttribute('href', `/istanbul/${district.slug}`);
  // First among the ways on: above "Tekrar Dene" and the pages kept on this device.
  const retry = page.getByRole('link', { name: 'Tekrar Dene' });
  expect((await offer.boundingBox())!.y).toBeLessThan((await retry.boundingBox())!.y);
  // Tappable, and the page fits the phone.
  expect((await offer.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
  await expectNoAxeViolations(page);
  await page.screenshot({
    path: testInfo.outputPath(`offline-remembered-${page.viewportSize()!.width}.png`),
    fullPage: true,
  });

  await offer.click();
  await expect(page).toHaveURL(new RegExp(`/istanbul/${district.slug}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(district.name);
  await expect(page.locator('#cevrimdisi')).toContainText('Çevrimdışısınız.');
  await expect(page.locator('a[href^="tel:"]').first()).toBeVisible();

  // An Arabic page offers the same place in Arabic (its name stays Turkish data); this phone kept
  // only the Turkish page of it, so the link opens that copy rather than a page that cannot open.
  await page.goto('/ar/izmir');
  const arabic = page.getByRole('link', { name: `آخر مكان بحثت فيه: İstanbul / ${district.name}`, exact: true });
  await expect(arabic).toBeVisible();
  await expect(arabic).toHaveAttribute('href', `/istanbul/${district.slug}`);
  await expect(arabic.locator('[lang="tr"]')).toHaveText(`İstanbul / ${district.name}`);
  // Offered once: not again among the kept pages.
  await expect(page.locator(`a[href="/istanbul/${district.slug}"]`)).toHaveCount(1);
  await expectNoAxeViolations(page);
  await page.screenshot({
    path: testInfo.outputPath(`offline-remembered-ar-${page.viewportSize()!.width}.png`),
    fullPage: true,
  });
  await context.setOffline(false);
});

test('admin pages and the API are never kept for offline use', async ({ page, context }) => {
  await page.goto('/istanbul');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.goto('/adminxyz/giris');
  await page.request.get('/api/v1/provinces');
  await context.setOffline(true);
  const kept = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
  expect(kept).toContain('/istanbul');
  expect(kept.filter((path) => path.startsWith('/adminxyz') || path.startsWith('/api/'))).toEqual([]);
});
