import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { adminTest, waitForHydration } from './helpers.ts';

/** The admin tools pass axe (WCAG 2.1 AA) like the public pages: staff use them at night on phones too. */

test('the admin login page, also with its error message, has no WCAG 2.1 AA violations', async ({ page }) => {
  await page.goto('/adminxyz/giris');
  await waitForHydration(page);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(page.getByText('Lütfen kullanıcı adı ve şifre girin')).toBeVisible();
  await expectNoAxeViolations(page);
});

const ADMIN_PAGES = [
  { url: '/adminxyz', ready: 'Günlük Veri Çekme İşlemini Başlat' },
  { url: '/adminxyz/zamanlama', ready: 'Zamanlama Ekle' },
  { url: '/adminxyz/content-fetcher', ready: 'İçeriği Çek' },
  { url: '/process-data', ready: 'Verileri İşle' },
  { url: '/adminxyz/islem-kaydi', ready: 'Filtrele' },
  { url: '/adminxyz/kaynaklar', ready: 'Göster' },
];

for (const { url, ready } of ADMIN_PAGES) {
  adminTest(`${url} has no WCAG 2.1 AA violations`, async ({ page }) => {
    await page.goto(url);
    await waitForHydration(page);
    await expect(page.getByRole('button', { name: ready }).first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
