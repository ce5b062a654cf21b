import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { E2E_ADMIN } from './tests/e2e/accounts.ts';

/**
 * Browser tests (tests/e2e) against the production build, served by
 * tests/support/e2e-server.ts on a fresh demo-data database.
 * Run `npm run build` first; `npm test` does.
 */
/**
 * `E2E_PORT_BASE` moves the servers (base, +1, +2, and the night's +4; +3 is the Kaynaklar spec's own,
 * tests/e2e/admin-sources.spec.ts), so two checkouts can run their browser tests at once.
 */
const PORT = Number(process.env.E2E_PORT_BASE ?? 3210);
const ADMIN_PORT = PORT + 1;
const DEMO_PORT = PORT + 2;
const NIGHT_PORT = PORT + 4;
const ADMIN_SPECS = /admin-.*\.spec\.ts$/;
/** Specs that replace demo data with real rosters: their own server, so other specs keep the demo. */
const DEMO_SPECS = /demo-notice\.spec\.ts$/;
/** Specs at 02:30 in Istanbul: a server whose clock stands at that night, on demo data of its own. */
const NIGHT_SPECS = /night\.spec\.ts$/;
/** Sunday 29 November 2026, 02:30 in Istanbul: the duty in force began on Saturday at 08:30. */
const NIGHT_CLOCK = '2026-11-28T23:30:00Z';
/**
 * What does not depend on the device, checked once, on desktop: what crawlers read (seo), status
 * codes and error pages (errors), what shared caches keep (shared-cache), and the printed poster,
 * the wall kiosk (1920×1080) and the share page (poster).
 */
const DEVICE_INDEPENDENT_SPECS = /(seo|errors|shared-cache|poster)\.spec\.ts$/;
/**
 * Run once, as the phone project: specs that set the phone they run on for every test (viewport,
 * touch), and what is about a phone by nature: the first visit's JavaScript budget on a weak phone
 * (page-weight), reading the blog.
 */
const PHONE_SPECS = /(phone-layout|returning-visitor|languages|empty-district|page-weight|blog)\.spec\.ts$/;

/**
 * The production servers, each on a fresh demo-data database; the admin one also gets a local
 * listing source and a signed-in account without the admin role; the night one runs on a clock set
 * to 02:30 (NIGHT_CLOCK). One webServer entry starts all four at once (tests/support/e2e-server.ts):
 * Playwright starts its entries one after the other.
 */
const SERVERS = [
  { port: PORT, dataDir: 'test-results/e2e-data', forAdminSpecs: false },
  { port: ADMIN_PORT, dataDir: 'test-results/e2e-admin-data', forAdminSpecs: true },
  { port: DEMO_PORT, dataDir: 'test-results/e2e-demo-data', forAdminSpecs: false },
  { port: NIGHT_PORT, dataDir: 'test-results/e2e-night-data', forAdminSpecs: false, clockAt: NIGHT_CLOCK },
];
const webServer = {
  command: 'node tests/support/e2e-server.ts',
  wait: { stdout: /^e2e servers ready$/m },
  // Three entries had a minute each; the three start together now, sharing the two cores.
  timeout: 180_000,
  stdout: 'pipe' as const,
  stderr: 'pipe' as const,
  env: {
    E2E_SERVERS: JSON.stringify(SERVERS),
    HOST: '127.0.0.1',
    DEMO_DATA: 'true',
    JOBS_ENABLED: 'false',
    LOG_LEVEL: 'warn',
    BASE_DOMAIN: '',
    ADMIN_USERNAME: E2E_ADMIN.username,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    // The map view's tiles: a host that never resolves; tests/e2e/map.spec.ts answers it locally.
    MAP_TILE_URL: 'http://tiles.invalid/{z}/{x}/{y}.png',
  },
};
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

/** The phone the phone specs and the night's run on: 390×844 at 3×, touch, a Pixel 7's browser. */
const PHONE = {
  browserName: 'chromium' as const,
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  userAgent: devices['Pixel 7'].userAgent,
};

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
    // A failed test keeps its trace (actions, DOM snapshots, network); without the screencast's
    // frames, which every test paid for while running, passed or not.
    trace: { mode: 'retain-on-failure', screenshots: false },
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    {
      name: 'phone',
      testIgnore: [ADMIN_SPECS, DEMO_SPECS, NIGHT_SPECS, DEVICE_INDEPENDENT_SPECS],
      use: PHONE,
    },
    {
      name: 'desktop',
      testIgnore: [ADMIN_SPECS, DEMO_SPECS, NIGHT_SPECS, PHONE_SPECS],
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
      // At 02:30 in Istanbul, on a phone.
      name: 'night',
      testMatch: NIGHT_SPECS,
      use: { ...PHONE, baseURL: `http://127.0.0.1:${NIGHT_PORT}` },
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
  webServer,
});
