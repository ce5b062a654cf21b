import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { busiestIstanbulDistrict, gotoHydrated } from './helpers.ts';

const APP = `http://127.0.0.1:${process.env.E2E_PORT_BASE ?? 3210}`;
/**
 * Serves `body` as a page of another site: a real HTTP server on another port
 * (another origin). Playwright-fulfilled pages count as public address space,
 * and Chromium's local network access checks would stop them framing 127.0.0.1.
 */
async function serveHostPage(page: Page, body: string): Promise<void> {
  const html = `<!doctype html><html lang="tr"><head><title>Başka site</title></head><body><h1>Başka site</h1>${body}</body></html>`;
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  page.once('close', () => server.close());
  await page.goto(`http://127.0.0.1:${port}/baska-site.html`);
}

/**
 * The demo roster changes with the date, so the district with the most pharmacies on duty today is
 * asked from the public API (Kadıköy itself is covered with fixed data in tests/integration/widget.test.ts).
 */
test('the widget filters by district, themes and caps the rows, and sends no JavaScript at all', async ({ page }) => {
  const district = await busiestIstanbulDistrict(page.request);
  const url = `/widget?province=Istanbul&district=${encodeURIComponent(district.name)}&theme=dark&maxItems=3`;
  const response = await page.goto(url);
  expect(response?.status()).toBe(200);
  // Another project may have asked for the same widget moments ago: the edge cache then serves that
  // copy with its max-age counted down, never more than the route's 60 seconds.
  const cacheControl = /^public, max-age=(\d+)$/.exec(response?.headers()['cache-control'] ?? '');
  expect(cacheControl, 'a public Cache-Control with a max-age').not.toBeNull();
  expect(Number(cacheControl?.[1])).toBeLessThanOrEqual(60);
  expect(response?.headers()['set-cookie']).toBeUndefined();
  const html = await response?.text();
  expect(html).not.toContain('<script');

  await expect(page.getByRole('heading', { level: 1 })).toContainText('İstanbul');
  const rows = page.getByRole('listitem');
  await expect(rows.first()).toBeVisible();
  expect(await rows.count()).toBe(Math.min(3, district.count));
  await expect(rows.first()).toContainText(district.name);
  await expect(page.locator('.wg-dark')).toBeVisible();
  await expect(page.getByRole('link', { name: /Nöbetçi Eczane/ })).toHaveAttribute('target', '_blank');
});

test('without a province, and with bad theme and maxItems, the widget shows Giresun, at most 5 rows, modern', async ({
  page,
}) => {
  const response = await page.goto('/widget?maxItems=abc&theme=zzz');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Giresun');
  await expect(page.locator('.wg-modern')).toBeVisible();
  const rows = page.getByRole('listitem');
  await expect(rows.first()).toBeVisible();
  expect(await rows.count()).toBeLessThanOrEqual(5);
});

test('an unknown province gets a 404 saying so inside the widget, in its theme, with no pharmacies and no script', async ({
  page,
}) => {
  const response = await page.goto('/widget?province=Atlantis&theme=dark');
  expect(response?.status()).toBe(404);
  expect(response?.headers()['content-security-policy']).toContain('frame-ancestors *');
  expect(await response?.text()).not.toContain('<script');
  await expect(page.getByRole('alert')).toContainText('“Atlantis” adında bir il bulunamadı.');
  await expect(page.getByRole('link', { name: /ilinizi seçin/ })).toHaveAttribute('href', `${APP}/`);
  await expect(page.locator('.wg-dark')).toBeVisible();
  await expect(page.getByRole('listitem')).toHaveCount(0);
  await expect(page.getByText('Giresun')).toHaveCount(0);
});

test('an unknown district of a known province is named with the province, not replaced by a list', async ({ page }) => {
  const response = await page.goto('/widget?province=Giresun&district=xyz');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('alert')).toContainText('Giresun ilinde “xyz” adında bir ilçe bulunamadı.');
  await expect(page.getByRole('listitem')).toHaveCount(0);
});

test('the builder makes no embed code for a province that does not exist', async ({ page }) => {
  await gotoHydrated(page, '/widget-generator?province=Atlantis');
  await expect(page.getByRole('alert')).toContainText('“Atlantis” adında bir il bulunamadı.');
  await expect(page.getByRole('textbox', { name: 'Yerleştirme kodu' })).toHaveCount(0);
  await page.locator('select[name="province"]').selectOption({ label: 'Giresun' });
  await expect(page.getByRole('textbox', { name: 'Yerleştirme kodu' })).toHaveValue(/province=Giresun/);
});

test('the widget loads inside an iframe on a page from another origin', async ({ page }) => {
  const district = await busiestIstanbulDistrict(page.request);
  const src = `${APP}/widget?province=Istanbul&district=${encodeURIComponent(district.name)}&maxItems=3`;
  await serveHostPage(page, `<iframe title="Nöbetçi eczaneler" src="${src}" width="400" height="600"></iframe>`);
  const frame = page.frameLocator('iframe');
  await expect(frame.getByRole('heading', { level: 1 })).toContainText('İstanbul');
  await expect(frame.getByRole('listitem').first()).toBeVisible();
  expect(await frame.getByRole('listitem').count()).toBeLessThanOrEqual(3);
});

test('the builder’s embed code, pasted into another site, shows the same rows as its preview', async ({ page }) => {
  await gotoHydrated(page, '/widget-generator');
  await page.locator('select[name="province"]').selectOption({ label: 'İstanbul' });
  await page.getByRole('button', { name: /Küçük/ }).click();
  const code = await page.getByRole('textbox', { name: 'Yerleştirme kodu' }).inputValue();
  expect(code).toContain(`${APP}/widget?province=Istanbul`);
  expect(code).toContain('width="300" height="400"');

  const preview = page.frameLocator('iframe[title="Widget önizlemesi"]');
  await expect(preview.getByRole('heading', { level: 1 })).toContainText('İstanbul');
  const previewRows = await preview.getByRole('heading', { level: 2 }).allTextContents();
  expect(previewRows.length).toBeGreaterThan(0);

  await serveHostPage(page, code);
  const embedded = page.frameLocator('iframe');
  await expect(embedded.getByRole('heading', { level: 1 })).toContainText('İstanbul');
  await expect(embedded.getByRole('heading', { level: 2 })).toHaveText(previewRows);
});

test('the copy button confirms with "Kopyalandı" for two seconds', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: APP });
  // A fake clock (it also runs on by itself): the two seconds are skipped rather than waited for.
  await page.clock.install();
  await gotoHydrated(page, '/sitene-ekle');
  await page.getByRole('button', { name: 'Kodu Kopyala' }).click();
  await expect(page.getByRole('button', { name: 'Kopyalandı' })).toBeVisible();
  await page.clock.runFor(2_000);
  await expect(page.getByRole('button', { name: 'Kodu Kopyala' })).toBeVisible();
});

test('the widget has no WCAG 2.1 AA violations', async ({ page }) => {
  await page.goto('/widget');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Giresun');
  await expectNoAxeViolations(page);
});

test('the widget builder has no WCAG 2.1 AA violations', async ({ page }) => {
  await gotoHydrated(page, '/widget-generator');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Widget');
  await expectNoAxeViolations(page);
});

test('the builder’s language choice turns the preview and the embed code Arabic, while the builder stays Turkish', async ({
  page,
}) => {
  await gotoHydrated(page, '/widget-generator');
  await page.locator('select[name="province"]').selectOption({ label: 'İstanbul' });
  await page.getByRole('combobox', { name: 'Widget dili' }).selectOption({ label: 'العربية' });
  const code = page.getByRole('textbox', { name: 'Yerleştirme kodu' });
  await expect(code).toHaveValue(/&amp;lang=ar"/);
  await expect(code).toHaveValue(/title="الصيدليات المناوبة في إسطنبول"/);
  const preview = page.frameLocator('iframe[title="Widget önizlemesi"]');
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText('الصيدليات المناوبة في إسطنبول');
  await expect(preview.locator('.wg')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Sitene Ekle');

  await page.getByRole('combobox', { name: 'Widget dili' }).selectOption({ label: 'Türkçe' });
  await expect(code).not.toHaveValue(/lang=/);
  await expect(preview.getByRole('heading', { level: 1 })).toContainText('İstanbul Nöbetçi Eczaneler');
});
