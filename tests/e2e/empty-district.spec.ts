import { expect, test, type APIRequestContext } from '@playwright/test';
import { gotoHydrated } from './helpers.ts';

/**
 * On a phone, a district with nobody on duty is no dead end: the widget links the nearest districts
 * that have someone (in a new tab), the province page filtered to it links them too, and the window
 * poster and the kiosk print their names. The empty district is asked from the public API. Each
 * screen is kept as a screenshot in the test's output folder.
 */

test.use({ viewport: { width: 390, height: 844 } });

async function emptyIstanbulDistrict(request: APIRequestContext): Promise<{ slug: string; name: string }> {
  const response = await request.get('/api/v1/provinces');
  const body = (await response.json()) as {
    provinces: { slug: string; districts: { slug: string; name: string; pharmacyCount: number }[] }[];
  };
  const districts = body.provinces.find((p) => p.slug === 'istanbul')?.districts ?? [];
  const empty = districts.find((d) => d.pharmacyCount === 0);
  // The demo roster leaves about one district in ten empty, the same ones every day
  // (listDemoDistricts in app/domain/roster/demo-roster.ts: Avcılar, Esenler, Silivri, Üsküdar,
  // Zeytinburnu), and covers the rest.
  expect(empty, 'an İstanbul district with nobody on duty in the demo roster').toBeDefined();
  expect(districts.some((d) => d.pharmacyCount > 0)).toBe(true);
  return { slug: empty!.slug, name: empty!.name };
}

test('the widget of an empty district links the nearest districts with pharmacies on duty, opening the site', async ({
  page,
}, testInfo) => {
  const district = await emptyIstanbulDistrict(page.request);
  const response = await page.goto(`/widget?province=Istanbul&district=${encodeURIComponent(district.name)}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByText(`${district.name} ilçesinde şu anda nöbetçi eczane yok.`)).toBeVisible();
  await expect(page.getByText('tekrar deneyin')).toHaveCount(0);
  const links = page.getByRole('main').getByRole('listitem').getByRole('link');
  expect(await links.count()).toBeGreaterThan(0);
  for (const link of await links.all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAccessibleName(/\(\d+ eczane.*\(yeni sekmede açılır\)$/);
    // Big enough to tap on a phone.
    expect((await link.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  }
  await page.screenshot({ path: testInfo.outputPath('widget-empty-district-390.png'), fullPage: true });
  const first = await links.first().getAttribute('href');
  expect(first).toMatch(/\/istanbul\/[a-z-]+$/);
  const target = await page.request.get(first!);
  expect(target.status()).toBe(200);
  expect(await target.text()).toContain('Nöbetçi Eczaneler');
});

test('the province page filtered to an empty district links the nearest districts with pharmacies on duty', async ({
  page,
}, testInfo) => {
  const district = await emptyIstanbulDistrict(page.request);
  await gotoHydrated(page, '/istanbul');
  await page.getByLabel('İlçe seçin').selectOption(district.slug);
  await page.getByRole('button', { name: 'Filtrele' }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]ilce=${district.slug}(&|$)`));
  await expect(page.getByText(`${district.name} ilçesinde şu anda nöbetçi eczane bulunmamaktadır.`)).toBeVisible();
  const nearest = page.getByRole('navigation', { name: 'En yakın nöbetçi eczaneler' }).getByRole('link');
  await expect(nearest.first()).toBeVisible();
  await expect(nearest.first()).toContainText(/\d+ eczane/);
  expect((await nearest.first().boundingBox())?.height).toBeGreaterThanOrEqual(44);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await nearest.first().scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('province-filtered-empty-district-390.png') });
  // "Küçükçekmece (1 eczane · kuş uçuşu 6,3 km)": the district's name before its count.
  const name = (await nearest.first().textContent())!.replace(/\s*\(.*$/, '').trim();
  await nearest.first().click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`${name} Nöbetçi Eczaneler`);
  await expect(page.getByRole('article').first()).toBeVisible();
});

test('the poster of an empty district prints the names of the nearest districts with pharmacies on duty', async ({
  page,
}, testInfo) => {
  const district = await emptyIstanbulDistrict(page.request);
  await page.goto(`/istanbul/${district.slug}/yazdir`);
  await expect(page.getByText('Bu nöbet için listede eczane yok.')).toBeVisible();
  const nearest = page.getByText(/^En yakın nöbetçi eczaneler: .+ \(\d+ eczane\)/);
  await expect(nearest).toBeVisible();
  // Paper: an absolute time, not an age that is wrong by the time anyone reads it.
  await expect(page.getByText(/Liste \d{1,2} \p{L}+ \d{2}:\d{2}'(de|da|te|ta) alındı\./u)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('poster-empty-district-390.png'), fullPage: true });
  await page.emulateMedia({ media: 'print' });
  await expect(nearest).toBeVisible();
});

test('the kiosk of an empty district shows the names of the nearest districts with pharmacies on duty', async ({
  page,
}) => {
  const district = await emptyIstanbulDistrict(page.request);
  await page.goto(`/istanbul/${district.slug}/ekran`);
  await expect(page.getByText('Bu nöbet için listede eczane yok.')).toBeVisible();
  await expect(page.getByText(/^En yakın nöbetçi eczaneler: .+ \(\d+ eczane\)/)).toBeVisible();
});
