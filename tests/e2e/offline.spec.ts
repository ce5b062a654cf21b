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

  // Another province never opened: the failure page names what this device has kept.
  await page.goto('/izmir');
  await expect(page.getByRole('heading', { name: 'Bu cihazda kayıtlı sayfalar' })).toBeVisible();
  await page
    .getByRole('link', { name: /İstanbul/ })
    .first()
    .click();
  await expect(banner).toBeVisible();
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
