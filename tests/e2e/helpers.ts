import { expect, test, type Locator } from '@playwright/test';
import type { APIRequestContext, Browser, BrowserContextOptions, Page, TestInfo } from '@playwright/test';
import { E2E_ADMIN } from './accounts.ts';

/**
 * Navigates and waits until the page's script has run, so that typing and
 * clicking reach its handlers rather than only the server-rendered HTML: the
 * public pages' script marks <html data-enhanced>; on admin pages React marks
 * every hydrated element with a `__reactFiber$…` property.
 */
export async function gotoHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForHydration(page);
}

/** Waits until the current page's script has run (the public pages' script, or React's hydration in the admin). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    if (document.documentElement.dataset.enhanced === 'true') return true;
    const main = document.querySelector('main');
    return main !== null && Object.keys(main).some((key) => key.startsWith('__reactFiber$'));
  });
}

/**
 * Scrolls `target` into view and lets the page draw twice, for a click on something below a list
 * of pharmacy cards. Cards are laid out only near the screen (`content-visibility: auto`,
 * app/app.css), so in the frame after a jump the cards that came near take their real height and
 * what is below them moves. On the İstanbul page, phone, with cards counted as 365 px until drawn:
 * the page grew by 178 px, scroll anchoring took back 148, the district links moved 30 px; they
 * count as 395 px now, most cards' height, but a taller card still grows. Playwright scrolls and
 * presses at once: a press that straddled that frame went down on a district link and came up
 * beside it, and nothing was opened (5 of 140 runs of the journey test; 0 of 100 with this,
 * 2026-11-30). A person sees the link before tapping it.
 */
export async function scrollIntoViewSettled(target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  await target.evaluate(
    () => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(() => drawn(null)))),
  );
}

/** A fresh context with this project's device settings (viewport, touch, base URL) but JavaScript turned off. */
export async function newContextWithoutJavaScript(browser: Browser, testInfo: TestInfo) {
  const use = testInfo.project.use;
  const options: BrowserContextOptions = {
    baseURL: use.baseURL,
    viewport: use.viewport,
    deviceScaleFactor: use.deviceScaleFactor,
    isMobile: use.isMobile,
    hasTouch: use.hasTouch,
    userAgent: use.userAgent,
    locale: use.locale,
    timezoneId: use.timezoneId,
    javaScriptEnabled: false,
  };
  return browser.newContext(options);
}

/** Signs in through the login form and lands on the admin panel (or `next`). */
export async function logIn(
  page: Page,
  account: { username: string; password: string },
  next = '/adminxyz',
): Promise<void> {
  await page.goto(`/adminxyz/giris?next=${encodeURIComponent(next)}`);
  await page.getByLabel('Kullanıcı adı').fill(account.username);
  await page.getByLabel('Şifre', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await page.waitForURL((url) => url.pathname === next);
}

type StorageState = Awaited<ReturnType<APIRequestContext['storageState']>>;

/** Signs the admin in with the login form's POST and returns the session cookie, as a context's stored state. */
export async function signInAdmin(request: APIRequestContext): Promise<StorageState> {
  const response = await request.post('/adminxyz/giris', {
    form: { username: E2E_ADMIN.username, password: E2E_ADMIN.password, next: '/adminxyz' },
    maxRedirects: 0,
  });
  expect(response.status(), 'the admin signs in').toBe(302);
  return request.storageState();
}

/**
 * For tests that only need to be signed in as the admin: one session per worker, its cookie in
 * every page of the test (the login form itself is walked in admin-access.spec.ts and
 * admin-journey.spec.ts). Before, each test filled in the form first. No test signs this session
 * out: a sign-out ends only the session it is sent with.
 */
export const adminTest = test.extend<object, { adminSession: StorageState }>({
  adminSession: [
    async ({ playwright }, provide, workerInfo) => {
      const request = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL });
      const state = await signInAdmin(request);
      await request.dispose();
      await provide(state);
    },
    { scope: 'worker' },
  ],
  storageState: async ({ adminSession }, provide) => provide(adminSession),
});

/** The İstanbul district with the most pharmacies on duty today (the demo data changes by date). */
export async function busiestIstanbulDistrict(
  request: APIRequestContext,
): Promise<{ slug: string; name: string; count: number }> {
  const response = await request.get('/api/v1/provinces');
  const body = (await response.json()) as {
    provinces: { slug: string; districts: { slug: string; name: string; pharmacyCount: number }[] }[];
  };
  const districts = body.provinces.find((p) => p.slug === 'istanbul')?.districts ?? [];
  const busiest = [...districts].sort((a, b) => b.pharmacyCount - a.pharmacyCount)[0];
  if (!busiest || busiest.pharmacyCount === 0) throw new Error('no İstanbul district has pharmacies on duty');
  return { slug: busiest.slug, name: busiest.name, count: busiest.pharmacyCount };
}

/**
 * A pharmacy card's links, found by the names a screen reader gives them, each with the card's
 * title in it ("… için yol tarifi: Google Haritalar (yeni sekmede açılır)", "Paylaş: …").
 */
export async function findCardLinks(card: Locator) {
  const title = (await card.getByRole('heading', { level: 3 }).textContent()) ?? '';
  expect(title).toMatch(/Eczanesi$/);
  const named = (name: string) => card.getByRole('link', { name, exact: true });
  return {
    map: named(`${title} Haritada Göster (yeni sekmede açılır)`),
    directions: (app: 'Google' | 'Apple' | 'Yandex') =>
      named(`${title} için yol tarifi: ${app} Haritalar (yeni sekmede açılır)`),
    share: named(`Paylaş: ${title}`),
    report: named(`Bilgi yanlış mı? ${title} için bildirin`),
  };
}

/**
 * Presses "Verileri İşle" on /process-data and waits for the import. A list far shorter than the
 * province's last good one is held back until "Yine de kaydet" (the demo data decides how long
 * that one is), which is pressed when it appears.
 */
export async function processText(page: Page, saved: RegExp): Promise<void> {
  await page.getByRole('button', { name: 'Verileri İşle' }).click();
  const done = page.getByText(saved);
  const held = page.getByRole('button', { name: 'Yine de kaydet' });
  await expect(done.or(held)).toBeVisible();
  if (await held.isVisible()) await held.click();
  await expect(done).toBeVisible();
}
