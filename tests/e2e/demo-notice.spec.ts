import { expect, test } from '@playwright/test';
import { E2E_ADMIN } from './accounts.ts';
import { logIn, processText, waitForHydration } from './helpers.ts';

/**
 * On its own demo-data server (playwright.config.ts): a real roster for one
 * province removes the "Örnek veri" notice there, and only there.
 */
test('a real Giresun import shows no demo notice on Giresun’s page and widget while Ordu still shows it', async ({
  page,
}) => {
  const demoNote = page.getByRole('note').filter({ hasText: 'Örnek veri' });
  // Before the import (asked outside the browser's cache, which may keep a page until the next rotation).
  const before = await page.request.get('/giresun');
  expect(await before.text()).toContain('Gösterilen eczaneler gerçek değildir.');

  await logIn(page, E2E_ADMIN, '/process-data');
  await waitForHydration(page);
  await page
    .getByLabel('Eczane verileri')
    .fill(
      [
        'Eczane Adı: Kale | Konum: Giresun | İlçe: Merkez | Telefon: 0454 316 12 34 | Adres: Gazi Cad. No:1',
        'Eczane Adı: Liman | Konum: Giresun | İlçe: Bulancak | Telefon: 0454 316 55 66 | Adres: Sahil Yolu No:2',
      ].join('\n'),
    );
  // Two pharmacies are too few to replace a 16-district province's demo data unasked: "Yine de kaydet".
  await processText(page, /Veriler başarıyla işlendi\./);

  await page.goto('/giresun');
  await expect(page.getByRole('heading', { level: 3, name: 'Kale Eczanesi' })).toBeVisible();
  // The heading names the source in a few words; the line under the list says it in full, with the time read.
  await expect(page.locator('[data-provenance]')).toHaveText(/^Kaynak: Elle yüklenen liste · \d{2}:\d{2}$/);
  await expect(demoNote).toHaveCount(0);
  await page.goto('/giresun/bulancak');
  await expect(page.getByRole('heading', { level: 3, name: 'Liman Eczanesi' })).toBeVisible();
  await expect(demoNote).toHaveCount(0);
  await page.goto('/widget?province=Giresun');
  await expect(page.getByRole('heading', { name: 'Kale Eczanesi' })).toBeVisible();
  await expect(page.getByText('Örnek veri')).toHaveCount(0);

  await page.goto('/ordu');
  await expect(demoNote).toContainText('Gösterilen eczaneler gerçek değildir.');
  await page.goto('/widget?province=Ordu');
  await expect(page.getByText('Örnek veri')).toBeVisible();
  // A page without a list says that some provinces still show demo data.
  await page.goto('/');
  await expect(demoNote).toContainText('Bazı illerin listesi henüz örnek veridir');
});
