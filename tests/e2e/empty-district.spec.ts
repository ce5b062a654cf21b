import { expect, test, type APIRequestContext } from '@playwright/test';

/**
 * On a phone, a district with nobody on duty is no dead end: the widget links the nearest districts
 * that have someone (in a new tab), and the window poster prints their names. The empty district
 * is asked from the public API.
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
}) => {
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
  const first = await links.first().getAttribute('href');
  expect(first).toMatch(/\/istanbul\/[a-z-]+$/);
  const target = await page.request.get(first!);
  expect(target.status()).toBe(200);
  expect(await target.text()).toContain('Nöbetçi Eczaneler');
});

test('the poster of an empty district prints the names of the nearest districts with pharmacies on duty', async ({
  page,
}) => {
  const district = await emptyIstanbulDistrict(page.request);
  await page.goto(`/istanbul/${district.slug}/yazdir`);
  await expect(page.getByText('Bu nöbet için listede eczane yok.')).toBeVisible();
  const nearest = page.getByText(/^En yakın nöbetçi eczaneler: .+ \(\d+ eczane\)/);
  await expect(nearest).toBeVisible();
  // Paper: an absolute time, not an age that is wrong by the time anyone reads it.
  await expect(page.getByText(/Liste \d{1,2} \p{L}+ \d{2}:\d{2}'(de|da|te|ta) alındı\./u)).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(nearest).toBeVisible();
});
