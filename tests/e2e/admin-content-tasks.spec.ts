import { expect } from '@playwright/test';
import { adminTest as test, waitForHydration } from './helpers.ts';

/**
 * A daily content fetch deleted with the keyboard: its "Sil" button leaves with its row, and the
 * focus goes to the line that says what was deleted, in the list's place, rather than to the top
 * of the page. Its address is this spec's own (other admin specs run alongside).
 */
test('deleting a content task with the keyboard leaves the focus on what was deleted', async ({ page }) => {
  const url = `http://127.0.0.1:9/silinecek-gorev-${Date.now()}`;
  await page.goto('/adminxyz/content-fetcher');
  await waitForHydration(page);
  const form = page.getByRole('form', { name: 'Günlük Zamanlanmış Çekim Oluştur' });
  await form.getByLabel('URL').fill(url);
  await form.getByLabel('Saat (24 saat, Türkiye saati)').fill('03:15');
  await form.getByRole('button', { name: 'Görev Oluştur' }).click();
  const row = page.getByRole('list', { name: 'Zamanlanmış görevler' }).getByRole('listitem').filter({ hasText: url });
  await expect(row).toBeVisible();

  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe('Bu görevi ve loglarını silmek istediğinizden emin misiniz?');
    void dialog.accept();
  });
  await row.getByRole('button', { name: 'Sil' }).focus();
  await page.keyboard.press('Enter');
  await expect(row).toHaveCount(0);
  await expect(page.getByText(`${url} görevi silindi.`)).toBeFocused();
});
