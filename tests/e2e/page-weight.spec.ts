import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from './helpers.ts';

/**
 * A first visit on a weak phone: the public pages send at most 60 KiB of JavaScript (gzip) in all,
 * none of it React (docs/decisions/0007-public-pages-without-react-runtime.md), and the widget none.
 */
const JS_BUDGET_BYTES = 60 * 1024;

async function scriptsOf(page: Page, url: string): Promise<{ url: string; gzipBytes: number }[]> {
  const scripts: Promise<{ url: string; gzipBytes: number }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(response.body().then((body) => ({ url: response.url(), gzipBytes: gzipSync(body).length })));
  });
  await page.goto(url);
  return Promise.all(scripts);
}

for (const url of ['/', '/istanbul', '/istanbul/kadikoy', '/widget-generator', '/ara?q=moda']) {
  test(`${url} sends at most 60 KiB of JavaScript and no React`, async ({ page }) => {
    const scripts = await scriptsOf(page, url);
    await waitForHydration(page);
    expect(scripts.length).toBeGreaterThan(0);
    const total = scripts.reduce((sum, s) => sum + s.gzipBytes, 0);
    expect(total).toBeLessThanOrEqual(JS_BUDGET_BYTES);
    expect(scripts.map((s) => s.url).join('\n')).not.toMatch(/entry\.client|jsx-runtime|react-dom|chunk-/);
    // Nothing hydrates: the page is the server's HTML plus the page script's handlers.
    expect(await page.evaluate(() => 'reactRouterContext' in window || '__reactRouterContext' in window)).toBe(false);
  });
}

test('the widget sends no JavaScript at all', async ({ page }) => {
  const scripts = await scriptsOf(page, '/widget?province=Istanbul');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('İstanbul');
  expect(scripts).toEqual([]);
});

test('cards far down a long list are drawn only when scrolled near, and a link to one still opens at it', async ({
  page,
}) => {
  await page.goto('/istanbul');
  const cards = page.locator('.cards > li');
  const count = await cards.count();
  expect(count).toBeGreaterThan(20);
  const last = cards.last();
  const drawn = () => last.evaluate((li) => li.firstElementChild!.checkVisibility({ contentVisibilityAuto: true }));
  // Skipped while far off screen: the browser has not laid it out.
  expect(await drawn()).toBe(false);
  await last.scrollIntoViewIfNeeded();
  await expect.poll(drawn).toBe(true);

  // A shared link to that card (#eczane-…) opens the page scrolled to it.
  const id = await last.getAttribute('id');
  await page.goto(`/istanbul#${id}`);
  await expect(last).toBeInViewport();
  const top = await last.evaluate((li) => li.getBoundingClientRect().top);
  expect(top).toBeGreaterThanOrEqual(0);
  expect(top).toBeLessThan(40);
});
