import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMIN } from './accounts.ts';
import { expectNoAxeViolations } from './axe.ts';
import { signInAdmin, waitForHydration } from './helpers.ts';

/**
 * The Kaynaklar page in the browser with sources' health to show: its own production server on a
 * database seeded here before it starts (the shared admin server's data changes under other specs,
 * and its embedded database cannot be written from outside while it runs). Giresun's list disagrees
 * with its check source, Ordu's first source fails, every other province has no list in force.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const PORT = Number(process.env.E2E_PORT_BASE ?? 3210) + 3;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const DATA_DIR = path.join(root, 'test-results/e2e-sources-data');
const PAGE = '/adminxyz/kaynaklar';

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: ORIGIN });

const env = {
  ...process.env,
  PORT: String(PORT),
  HOST: '127.0.0.1',
  DATA_DIR,
  DATABASE_URL: '',
  DEMO_DATA: 'false',
  JOBS_ENABLED: 'false',
  LOG_LEVEL: 'warn',
  BASE_DOMAIN: '',
  ADMIN_USERNAME: E2E_ADMIN.username,
  ADMIN_PASSWORD: E2E_ADMIN.password,
};
delete (env as Record<string, string | undefined>).DATABASE_URL;

let server: ChildProcess | null = null;
/** The admin's session on this server, signed in once for the file's tests. */
let adminSession: Awaited<ReturnType<typeof signInAdmin>> | null = null;

/** Health rows, a published list with its cross-check and an open problem, written before the server opens the database. */
async function seed(): Promise<void> {
  const { startServices } = await import('#app/services.server.ts');
  const { recordSourceAttempts } = await import('#app/db/source-health.server.ts');
  const { openProblem } = await import('#app/db/alert-problems.server.ts');
  const { requireProvinceBySlug } = await import('#app/domain/geo/geo.server.ts');
  const services = await startServices({ env: { ...env, LOG_LEVEL: 'silent' }, purpose: 'e2e sources', jobs: false });
  try {
    const now = Date.now();
    const ago = (minutes: number) => new Date(now - minutes * 60_000);
    const giresun = requireProvinceBySlug('giresun');
    const ordu = requireProvinceBySlug('ordu');
    const names = Array.from({ length: 14 }, (_, i) => `Deneme ${i + 1} Eczanesi`);
    const agreement = {
      checkedAgainst: 'eczaneler.gen.tr',
      same: 11,
      total: 14,
      otherTotal: 12,
      missingFromOther: names.slice(11),
      onlyInOther: ['Yalnız Orada Eczanesi'],
      checkedAt: ago(20).toISOString(),
      disagrees: true,
    };
    await services.rosters.write({
      source: 'e-devlet',
      fetchedAt: ago(21),
      guard: false,
      rosters: [
        {
          province: giresun,
          dutyDate: await services.rosters.getDutyDateInForce(giresun),
          records: names.map((name, i) => ({
            name,
            province: 'Giresun',
            district: 'Merkez',
            phone: `0454 000 00 ${String(i + 10)}`,
            address: null,
            dutyHours: null,
            neighbourhood: null,
            note: null,
            latitude: null,
            longitude: null,
          })),
          agreement,
        },
      ],
    });
    await recordSourceAttempts(services.db, [
      { provinceId: giresun.plate, source: 'e-devlet', at: ago(21), result: { ok: true, records: 14 }, agreement },
      {
        provinceId: giresun.plate,
        source: 'eczaneler.gen.tr',
        at: ago(20),
        result: { ok: true, records: 12 },
        agreement: { ...agreement, checkedAgainst: 'e-devlet', total: 12, otherTotal: 14 },
      },
      {
        provinceId: ordu.plate,
        source: 'e-devlet',
        at: ago(19),
        result: {
          ok: false,
          kind: 'blocked',
          reason: 'Engellendi: www.turkiye.gov.tr bir bot doğrulama sayfası gösterdi (HTTP 403)',
        },
      },
      { provinceId: ordu.plate, source: 'eczaneler.gen.tr', at: ago(18), result: { ok: true, records: 9 } },
    ]);
    await openProblem(
      services.db,
      {
        key: 'source_failing:ordu:e-devlet',
        kind: 'source_failing',
        provinceSlug: 'ordu',
        provinceName: 'Ordu',
        source: 'e-devlet',
        text: 'Ordu: e-Devlet (onaylı liste) üst üste 3 kez okunamadı: Engellendi',
      },
      ago(60),
    );
  } finally {
    await services.close();
  }
}

async function waitForHealth(): Promise<void> {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${ORIGIN}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the sources e2e server did not answer on ${ORIGIN}`);
}

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(120_000);
  const build = path.join(root, 'build/server/main.js');
  if (!existsSync(build)) throw new Error('No production build: run `npm run build` first.');
  rmSync(DATA_DIR, { recursive: true, force: true });
  await seed();
  server = spawn(process.execPath, [build], { env, cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  await waitForHealth();
  const request = await playwright.request.newContext({ baseURL: ORIGIN });
  adminSession = await signInAdmin(request);
  await request.dispose();
});

// Each test's browser carries that session.
test.beforeEach(async ({ context }) => context.addCookies(adminSession!.cookies));

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
});

async function open(page: Page, url = PAGE): Promise<void> {
  await page.goto(url);
  await waitForHydration(page);
}

const table = (page: Page) => page.getByRole('region', { name: 'İllerin kaynakları tablosu' });
const rows = (page: Page) => table(page).locator('tbody > tr');

async function pageWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

test('the page shows the coverage, the open problems and each province’s chain with its health', async ({
  page,
}, testInfo) => {
  await open(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Kaynaklar' })).toBeVisible();
  await expect(page.getByText("81 ilden 81'inde en az iki bağımsız kaynak var.")).toBeVisible();
  await expect(page.getByRole('link', { name: /Ordu: e-Devlet \(onaylı liste\) üst üste 3 kez/ })).toBeVisible();
  await expect(rows(page)).toHaveCount(81);
  const giresun = rows(page).filter({ has: page.getByRole('rowheader', { name: /^Giresun/ }) });
  // Each province's chamber first (issue 35), then the national chain.
  await expect(giresun).toContainText('1. Giresun Eczacı Odası');
  await expect(giresun).toContainText('2. e-Devlet (onaylı liste)');
  await expect(giresun).toContainText('14 eczane');
  await expect(giresun).toContainText("eczaneler.gen.tr ile karşılaştırıldı: 14 eczanenin 11'i aynı");
  await expect(giresun).toContainText('Kapalı: anahtar yok');
  const ordu = rows(page).filter({ has: page.getByRole('rowheader', { name: /^Ordu/ }) });
  await expect(ordu).toContainText('Engellendi: www.turkiye.gov.tr bir bot doğrulama sayfası gösterdi (HTTP 403)');
  await expect(ordu).toContainText('1 kez üst üste hata');
  await expect(page.getByRole('link', { name: 'Kaynaklar' })).toHaveAttribute('aria-current', 'page');
  expect(await pageWidth(page)).toBeLessThanOrEqual(1280);
  await page.screenshot({ path: testInfo.outputPath('kaynaklar-1280.png') });
  await expectNoAxeViolations(page);
});

test('the filters keep the failing, disagreeing and stale provinces, and the differences unfold', async ({ page }) => {
  await open(page);
  const filters = page.getByRole('navigation', { name: 'Süzgeçler' });
  await filters.getByRole('link', { name: 'Hata veren (1)' }).click();
  await expect(page).toHaveURL(/\?filtre=hata$/);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).getByRole('rowheader')).toContainText('Ordu');
  await filters.getByRole('link', { name: 'Uyuşmazlık (1)' }).click();
  await expect(page).toHaveURL(/\?filtre=uyusmazlik$/);
  await expect(rows(page)).toHaveCount(1);
  await rows(page).getByText('4 fark').click();
  await expect(
    rows(page).getByText('Yalnız eczaneler.gen.tr listesinde olanlar (ziyaretçilere gösterilmez) (1)'),
  ).toBeVisible();
  await expect(rows(page).getByText('Yalnız Orada Eczanesi')).toBeVisible();
  // Every province but Giresun has no list for the duty in force.
  await filters.getByRole('link', { name: 'Eski liste (80)' }).click();
  await expect(rows(page)).toHaveCount(80);
  await expect(filters.getByRole('link', { name: 'Eski liste (80)' })).toHaveAttribute('aria-current', 'page');
});

test('a province’s chain is changed with the keyboard alone; a bad address is refused in Turkish', async ({ page }) => {
  await open(page);
  await page.getByLabel('İl ayrıntısı ve ayarları').selectOption('giresun');
  await page.getByRole('button', { name: 'Göster' }).press('Enter');
  await expect(page).toHaveURL(/\?il=giresun$/);
  await expect(page.getByRole('heading', { level: 2, name: /^Giresun/ })).toBeVisible();
  await expect(page.getByText('Yalnız Orada Eczanesi')).toBeVisible();
  await expectNoAxeViolations(page);

  const controls = page.getByRole('region', { name: 'Zincir ayarları: Giresun' });
  const switchOff = controls.getByRole('button', { name: 'Kapat: e-Devlet (onaylı liste)' });
  await switchOff.focus();
  await page.keyboard.press('Enter');
  await expect(
    controls.getByText(/^Giresun: e-Devlet \(onaylı liste\) kapatıldı\. Değişiklik bir sonraki/),
  ).toBeVisible();
  await expect(controls.getByRole('button', { name: 'Aç: e-Devlet (onaylı liste)' })).toBeVisible();
  await expect(controls.getByText('Kapalı: yönetici kapattı · bu il için ayarlı')).toBeVisible();

  // Moved down with the keyboard, the source's item moves and its button keeps the focus.
  const down = controls.getByRole('button', { name: 'Aşağı: eczaneler.gen.tr', exact: true });
  await down.focus();
  await page.keyboard.press('Enter');
  await expect(controls.getByRole('heading', { level: 3, name: '4. eczaneler.gen.tr', exact: true })).toBeVisible();
  await expect(down).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(controls.getByRole('heading', { level: 3, name: '5. eczaneler.gen.tr', exact: true })).toBeVisible();

  const address = controls.getByRole('textbox', { name: 'Adres: e-Devlet (onaylı liste)' });
  await address.fill('ftp://eczaci.example');
  await address.press('Enter');
  await expect(controls.getByRole('alert')).toContainText('Geçerli bir adres girin: http:// ya da https://');
  await address.fill('https://ayna.example/edevlet/');
  await address.press('Enter');
  await expect(controls.getByText(/adres: https:\/\/ayna\.example\/edevlet$/)).toBeVisible();
  await expect(address).toBeFocused();

  // The audit log names every change.
  await page.goto('/adminxyz/islem-kaydi?islem=source_setting');
  await expect(page.getByRole('cell', { name: 'Kaynak ayarı değişti' })).toHaveCount(4);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the page does not scroll sideways, and its tables are cards labelled by their columns', async ({
    page,
  }, testInfo) => {
    for (const url of [PAGE, `${PAGE}?il=giresun`]) {
      await page.goto(url);
      await waitForHydration(page);
      for (const summary of await page.locator('main details:not([open]) > summary').all()) await summary.click();
      expect(await pageWidth(page), url).toBeLessThanOrEqual(390);
      for (const region of await page.locator('main [role="region"]:has(table)').all()) {
        const mislabelled = await region.evaluate((el) => {
          const titles = [...el.querySelectorAll('thead th')].map((th) => th.textContent);
          return [...el.querySelectorAll('tbody tr')].flatMap((row) =>
            [...row.children].flatMap((cell, i) =>
              cell.tagName === 'TD' && cell.getAttribute('data-label') !== titles[i] ? [i] : [],
            ),
          );
        });
        expect(mislabelled, url).toEqual([]);
        expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth), url).toBe(false);
      }
      await page.screenshot({ path: testInfo.outputPath(url === PAGE ? 'kaynaklar-390.png' : 'giresun-390.png') });
    }
  });
});
