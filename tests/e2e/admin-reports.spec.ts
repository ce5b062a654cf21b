import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { adminTest as test, newContextWithoutJavaScript, processText, waitForHydration } from './helpers.ts';

/**
 * "Bilgi yanlış mı?" from both sides: a visitor without JavaScript reports a wrong phone number,
 * the report reaches the admin queue, the admin accepts it with the right number, and the public
 * page shows that number, also after an import that brings the old one again.
 *
 * The pharmacy is imported here (Bartın, where no other spec looks) rather than taken from the
 * demo data. Another admin spec runs a full scrape of the fixture source at any moment, which
 * replaces Bartın's list too: each step that needs the pharmacy listed imports it again and
 * retries until it is (`toPass`).
 */

const NAME = 'Bildirim Deneme Eczanesi';
const OLD_PHONE = '0 (378) 000 11 22';
const NEW_PHONE = '0 (378) 000 99 88';
const ROSTER =
  'Eczane Adı: Bildirim Deneme | Konum: Bartın | İlçe: Merkez | Telefon: 0378 000 11 22 | Adres: Kemer Cad. 1';
const RETRY = { timeout: 60_000, intervals: [1_000, 2_000, 5_000] };

/** Imports the roster in force for Bartın through the admin's Veri İşleme page. */
async function importRoster(admin: Page): Promise<void> {
  await admin.goto('/process-data');
  await waitForHydration(admin);
  await admin.getByLabel('Eczane verileri').fill(ROSTER);
  await processText(admin, /Veriler başarıyla işlendi\. \d+ kayıt silindi, 1 yeni kayıt eklendi\./);
}

/** Bartın Merkez's list as a visitor gets it now (a reload asks the server, not the browser's one-minute copy). */
async function openDistrict(visitor: Page) {
  await visitor.goto('/bartin/merkez');
  await visitor.reload();
  return visitor.locator('article', { has: visitor.getByRole('heading', { name: NAME }) });
}

test('a report sent without JavaScript reaches the admin, whose correction shows on the public page', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  await page.goto('/process-data');
  const visitor = await newContextWithoutJavaScript(browser, testInfo);
  const phone = await visitor.newPage();

  await expect(async () => {
    await importRoster(page);
    const card = await openDistrict(phone);
    await card.getByRole('link', { name: /Bilgi yanlış mı\?/ }).click({ timeout: 1_000 });
    await expect(phone.getByRole('heading', { level: 1, name: 'Bilgi yanlış mı?' })).toBeVisible();
    await expect(phone.getByText(NAME)).toBeVisible();
    await phone.getByLabel('Telefon yanlış').check();
    await phone.getByRole('textbox', { name: /^Not/ }).fill('Doğru numara 0378 000 99 88');
    await phone.getByRole('button', { name: 'Bildirimi gönder' }).click();
    await expect(phone.getByText('Bildiriminiz alındı; ekibimiz inceleyip düzeltecek.')).toBeVisible({
      timeout: 1_000,
    });
  }).toPass(RETRY);
  await expect(phone).toHaveURL(/\/eczane\/\d+\/bildir\?gonderildi$/);

  // The tab says reports are waiting, from any admin page.
  await page.reload();
  await expect(
    page.getByRole('navigation', { name: 'Yönetim' }).getByRole('link', { name: /^Bildirimler \d+ açık$/ }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Bildirimler' }).click();
  await expect(page).toHaveURL(/\/adminxyz\/bildirimler$/);
  await waitForHydration(page);
  const report = page.getByRole('article', { name: new RegExp(NAME) });
  await expect(report).toContainText(/Telefon yanlış: \d+/);
  await expect(report).toContainText('Doğru numara 0378 000 99 88');
  await expectNoAxeViolations(page);
  // A number the server cannot read is refused on this card, by the button pressed (before: at the
  // top of the page, a screen or two above on a phone, so the press seemed to do nothing).
  await report.getByLabel('Doğru telefon').fill('12');
  await report.getByRole('button', { name: `${NAME}: kabul et ve düzelt` }).click();
  await expect(report.getByRole('alert')).toHaveText('Geçerli bir telefon numarası girin (örn. 0 212 345 67 89).');
  await expect(report.getByRole('alert')).toBeInViewport();
  await report.getByLabel('Doğru telefon').fill('0378 000 99 88');
  await report.getByRole('button', { name: `${NAME}: kabul et ve düzelt` }).click();
  await expect(page.getByText(`${NAME}: düzeltme kaydedildi ve yayında.`)).toBeVisible();

  // The next import (a scrape would do the same) brings the old number: the correction stays.
  await expect(async () => {
    await importRoster(page);
    const card = await openDistrict(phone);
    await expect(card).toContainText(NEW_PHONE, { timeout: 1_000 });
    await expect(card).not.toContainText(OLD_PHONE);
    await expect(card.getByRole('link', { name: new RegExp(`${NAME} ara`) })).toHaveAttribute(
      'href',
      'tel:+903780009988',
    );
  }).toPass(RETRY);

  // The admin sees the source's value beside the correction.
  await page.goto('/adminxyz/bildirimler');
  await waitForHydration(page);
  const corrected = page.getByRole('listitem').filter({ hasText: NAME }).filter({ hasText: 'Kaldır' });
  await expect(corrected).toContainText(`Telefon: ${NEW_PHONE}`);
  await expect(corrected).toContainText(`Son veri çekmedeki değer: ${OLD_PHONE}`);
  // Under the section "Geçerli düzeltmeler" the card does not say it again.
  await expect(corrected.getByRole('heading', { name: 'Geçerli düzeltmeler' })).toHaveCount(0);

  // Removing the correction brings the source's number back (and leaves the next run a clean start).
  // It is asked first: one tap takes a live correction off the public page.
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe('Bu düzeltme kaldırılsın mı? Eczane yeniden kaynağın bilgisiyle görünecek.');
    void dialog.accept();
  });
  await corrected.getByRole('button', { name: `Düzeltmeyi kaldır: Telefon ${NEW_PHONE}` }).click();
  await expect(page.getByText('Düzeltme kaldırıldı; eczane artık kaynağın bilgisiyle görünüyor.')).toBeVisible();
  await expect(async () => {
    await importRoster(page);
    const card = await openDistrict(phone);
    await expect(card).toContainText(OLD_PHONE, { timeout: 1_000 });
  }).toPass(RETRY);
  await visitor.close();
});

test('the report form, also with its error message, has no WCAG 2.1 AA violations', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/process-data');
  await expect(async () => {
    await importRoster(page);
    const card = await openDistrict(page);
    await card.getByRole('link', { name: /Bilgi yanlış mı\?/ }).click({ timeout: 1_000 });
    await expect(page.getByRole('button', { name: 'Bildirimi gönder' })).toBeVisible();
  }).toPass(RETRY);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Bildirimi gönder' }).click();
  await expect(page.getByRole('alert')).toHaveText('Lütfen neyin yanlış olduğunu seçin.');
  // The page came back from the server: focus on the message is what gets it read out.
  await expect(page.getByRole('alert')).toBeFocused();
  await expectNoAxeViolations(page);
});
