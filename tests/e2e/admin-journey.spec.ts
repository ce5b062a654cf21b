import { expect, test } from '@playwright/test';
import { E2E_ADMIN } from './accounts.ts';
import { expectNoAxeViolations } from './axe.ts';
import { adminTest, logIn, processText, waitForHydration } from './helpers.ts';

/**
 * The admin's day, in the browser, against the admin e2e server whose listing
 * source is the local 81-province fixture: sign in, run the scraper and watch
 * the progress reach 81, manage a schedule, import pasted text, sign out.
 */
test('an admin runs the scraper, manages a schedule, imports text and signs out', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  await logIn(page, E2E_ADMIN);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await waitForHydration(page);

  await page.getByRole('button', { name: 'Günlük Veri Çekme İşlemini Başlat' }).click();
  await expect(page.getByText(/^\d+ \/ 81 il$/)).toBeVisible({ timeout: 10_000 });
  await expect(page.getByText(/^81 \/ 81 il$/)).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '81');
  await expect(page.getByText('Eklenen:')).toBeVisible({ timeout: 20_000 });

  // Giresun's page says where its list came from, what it was compared with and when it was read.
  await page.goto('/giresun');
  // The chamber's own list first (issue 35), checked against a national source.
  await expect(page.locator('[data-provenance]')).toHaveText(
    /^Kaynak: Giresun Eczacı Odası · (e-Devlet \(onaylı liste\)|eczaneler\.gen\.tr[^·]*) ile karşılaştırıldı: 16 eczanenin 16'sı aynı · \d{2}:\d{2}$/,
  );
  await expect(page.getByText(/güncellendi · Kaynak: Giresun Eczacı Odası$/)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('giresun-oda-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath('giresun-oda-390.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/adminxyz');
  await waitForHydration(page);

  await page.getByRole('link', { name: 'Otomatik Zamanlama' }).click();
  await waitForHydration(page);
  await expect(page).toHaveURL(/\/adminxyz\/zamanlama$/);
  await page.getByLabel('Zamanlama adı').fill('Gece kontrolü');
  await page.getByLabel('Saat (24 saat)').fill('04:00');
  await page.getByRole('button', { name: 'Zamanlama Ekle' }).click();
  const row = page.getByRole('row', { name: /Gece kontrolü/ });
  await expect(row).toBeVisible();
  await expect(row).toContainText('04:00');
  // With the keyboard: the button keeps the focus through its action (before, it was disabled while
  // working, and a disabled button drops the focus to the page's top).
  await row.getByRole('button', { name: 'Gece kontrolü: Duraklat' }).focus();
  await page.keyboard.press('Enter');
  await expect(row).toContainText('Pasif');
  await expect(row.getByRole('button', { name: 'Gece kontrolü: Başlat' })).toBeFocused();
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe('Bu zamanlamayı silmek istediğinizden emin misiniz?');
    void dialog.accept();
  });
  // Deleted with the keyboard: the focused button leaves with its row, and the focus goes to the
  // line that says what was deleted (not to the page's top).
  const remove = row.getByRole('button', { name: 'Gece kontrolü: Sil' });
  // The row's buttons say they are busy until the pause is saved; a press meanwhile does nothing.
  await expect(remove).not.toHaveAttribute('aria-busy', 'true');
  await remove.focus();
  await page.keyboard.press('Enter');
  await expect(row).toHaveCount(0);
  await expect(page.getByText('“Gece kontrolü” zamanlaması silindi.')).toBeFocused();

  await page.getByRole('link', { name: 'Veri İşleme' }).click();
  await expect(page).toHaveURL(/\/process-data$/);
  await waitForHydration(page);
  await page
    .getByLabel('Eczane verileri')
    .fill('Eczane Adı: Yolcu | Konum: Ordu | İlçe: Altınordu | Telefon: 0452 000 11 22 | Adres: Sahil Cad. No:1');
  await processText(page, /Veriler başarıyla işlendi\. \d+ kayıt silindi, 1 yeni kayıt eklendi\./);

  // Everything above is in the audit log, newest first; the filter narrows it to one kind.
  await page.getByRole('link', { name: 'İşlem Kaydı' }).click();
  await expect(page).toHaveURL(/\/adminxyz\/islem-kaydi$/);
  const entries = page.getByRole('region', { name: 'İşlem kayıtları' }).getByRole('row');
  // Other admin specs sign in meanwhile (their 'Giriş' rows may be newer): the newest import is ours.
  const newestImport = entries.filter({ hasText: 'Veri içe aktarma' }).first();
  await expect(newestImport).toContainText('Eklenen kayıt: 1');
  await expect(entries.filter({ hasText: 'Zamanlama silindi' })).toHaveCount(1);
  await expect(entries.filter({ hasText: 'Veri çekme' }).first()).toBeVisible();
  await page.getByLabel('İşlem türü').selectOption({ label: 'Zamanlama eklendi' });
  await page.getByRole('button', { name: 'Filtrele' }).click();
  await expect(page).toHaveURL(/islem=schedule_create/);
  await expect(entries.filter({ hasText: 'Gece kontrolü' })).toHaveCount(1);
  await expect(entries.filter({ hasText: 'Veri içe aktarma' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Çıkış Yap' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/adminxyz');
  await expect(page).toHaveURL(/\/adminxyz\/giris/);
});

adminTest('the existing records say their search covers only the newest 100 of them', async ({ page }) => {
  await page.goto('/process-data');
  await waitForHydration(page);
  await page.getByText('Mevcut Kayıtları Göster').click();
  await expect(page.getByText(/^Toplam \d+ kayıttan ilk 100 tanesi gösteriliyor$/)).toBeVisible();
  await expect(page.getByText('Arama ve konum filtresi bu en yeni 100 kaydın içinde çalışır')).toBeVisible();
});

adminTest(
  'with the scheduler off on this server, the schedules page says they will not run by themselves',
  async ({ page }) => {
    // The e2e server runs with JOBS_ENABLED=false (playwright.config.ts).
    await page.goto('/adminxyz/zamanlama');
    await expect(page.getByRole('note')).toContainText(
      'Bu sunucuda zamanlayıcı kapalı (JOBS_ENABLED=false): zamanlamalar kendiliğinden çalışmaz.',
    );
  },
);

adminTest('the sample’s message goes when the admin moves on to other lines', async ({ page }) => {
  await page.goto('/process-data');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Örnek Veri Çek' }).click();
  const message = page.getByText(/^Giresun için \d+ eczane getirildi/);
  await expect(message).toBeVisible();
  await page.getByRole('button', { name: 'Örnek Satırları Doldur' }).click();
  await expect(message).toHaveCount(0);
});

adminTest('text sent after the session ended is put back once the admin signs in again', async ({ page }) => {
  await page.goto('/process-data');
  await waitForHydration(page);
  // Nothing is written: the session is gone before the press (12 hours, or a sign-out elsewhere).
  const text = 'Eczane Adı: Kayıp Olmasın | Konum: Sinop | İlçe: Boyabat | Telefon: 0368 000 00 01';
  await page.getByLabel('Eczane verileri').fill(text);
  await page.context().clearCookies();
  await page.getByRole('button', { name: 'Verileri İşle' }).click();
  await expect(page).toHaveURL(/\/adminxyz\/giris\?next=%2Fprocess-data$/);
  // Before: the list pasted was gone.
  await page.getByLabel('Kullanıcı adı').fill(E2E_ADMIN.username);
  await page.getByLabel('Şifre', { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(page).toHaveURL(/\/process-data$/);
  await expect(page.getByLabel('Eczane verileri')).toHaveValue(text);
  await expect(page.getByRole('status').filter({ hasText: 'henüz kaydedilmemiş metin geri yüklendi' })).toBeVisible();
});
