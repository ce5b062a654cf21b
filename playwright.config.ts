import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { E2E_ADMIN } from './tests/e2e/accounts.ts';

/**
 * Browser tests (tests/e2e) against the production build, served by
 * tests/support/e2e-server.ts on a fresh demo-data database.
 * Run `npm run build` first; `npm test` does.
 */
/** `E2E_PORT_BASE` moves the three servers (base, +1, +2), so two checkouts can run their browser tests at once. */
const PORT = Number(process.env.E2E_PORT_BASE ?? 3210);
const ADMIN_PORT = PORT + 1;
const DEMO_PORT = PORT + 2;
const ADMIN_SPECS = /admin-.*\.spec\.ts$/;
/** Specs that replace demo data with real rosters: their own server, so other specs keep the demo. */
const DEMO_SPECS = /demo-notice\.spec\.ts$/;
/** What crawlers read does not depend on the device: checked once, on desktop. */
const DEVICE_INDEPENDENT_SPECS = /seo\.spec\.ts$/;

/**
 * The production server on a fresh demo-data database; the admin one also gets a local listing
 * source and a signed-in account without the admin role.
 */
function server(port: number, dataDir: string, forAdminSpecs: boolean) {
  return {
    command: 'node tests/support/e2e-server.ts',
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_DATA: 'true',
      JOBS_ENABLED: 'false',
      LOG_LEVEL: 'warn',
      BASE_DOMAIN: '',
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      E2E_ADMIN_SPECS: forAdminSpecs ? 'true' : 'false',
      // The map view's tiles: a host that never resolves; tests/e2e/map.spec.ts answers it locally.
      MAP_TILE_URL: 'http://tiles.invalid/{z}/{x}/{y}.png',
    },
  };
}
/**
 * Debian's Chromium headless shell (package chromium-headless-shell, the same Chromium build
 * without the browser UI: what Playwright itself runs for headless tests). On this 2-core machine
 * the whole suite (215 tests) took 2.2 min with it against 4.3 min with the full browser
 * (`/usr/bin/chromium`), which stays the fallback. `CHROMIUM_PATH` overrides both.
 */
const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ??
  (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium');
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e-output',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  workers: 2,
  // No retries, on CI either: a test that passes only on its second try is a flake to fix, not a pass.
  retries: 0,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    {
      name: 'phone',
      testIgnore: [ADMIN_SPECS, DEMO_SPECS, DEVICE_INDEPENDENT_SPECS],
      use: {
        browserName: 'chromium',
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 3,
        isMobile: true,
        hasTouch: true,
        userAgent: devices['Pixel 7'].userAgent,
      },
    },
    {
      name: 'desktop',
      testIgnore: [ADMIN_SPECS, DEMO_SPECS],
      use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } },
    },
    {
      // The admin journeys change data (a full scrape replaces the demo rosters), so they get their own server.
      name: 'admin',
      testMatch: ADMIN_SPECS,
      use: {
        browserName: 'chromium',
        viewport: { width: 1280, height: 800 },
        baseURL: `http://127.0.0.1:${ADMIN_PORT}`,
      },
    },
    {
      name: 'demo',
      testMatch: DEMO_SPECS,
      use: {
        browserName: 'chromium',
        viewport: { width: 1280, height: 800 },
        baseURL: `http://127.0.0.1:${DEMO_PORT}`,
      },
    },
  ],
  webServer: [
    server(PORT, 'test-results/e2e-data', false),
    server(ADMIN_PORT, 'test-results/e2e-admin-data', true),
    server(DEMO_PORT, 'test-results/e2e-demo-data', false),
  ],
});
