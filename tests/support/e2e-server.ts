import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Starts the production server for the Playwright tests (see playwright.config.ts)
 * on a fresh, empty embedded database, so every run sees the same demo data.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const serverBuild = path.join(root, 'build/server/main.js');

if (!existsSync(serverBuild)) {
  console.error(
    `\n[e2e] No production build at ${path.relative(root, serverBuild)}.\n` +
      '[e2e] The browser tests run against the built site: run `npm run build` first (`npm test` does this).\n',
  );
  process.exit(1);
}

const dataDir = path.resolve(root, process.env.DATA_DIR ?? 'test-results/e2e-data');
rmSync(dataDir, { recursive: true, force: true });
process.env.DATA_DIR = dataDir;
// The nightly maintenance (03:30 Istanbul) backs the database up: beside the data, not in the checkout.
process.env.BACKUP_DIR = `${dataDir}-backups`;
rmSync(process.env.BACKUP_DIR, { recursive: true, force: true });
// Always the embedded database: a DATABASE_URL from the shell must not point the tests elsewhere.
delete process.env.DATABASE_URL;

/** The admin specs' server (playwright.config.ts) gets what only those specs use. */
const forAdminSpecs = process.env.E2E_ADMIN_SPECS === 'true';

// Every source host goes to the local fixture source (81 provinces of fictional pharmacies), so a
// scrape (the admin journey's, or a schedule that comes due) never leaves this machine.
{
  const { startSourceFixtureServers } = await import('#tests/support/source-fixtures/server.ts');
  const { getDutyDate } = await import('#app/domain/time/duty-window.ts');
  // "Today" of the fixture is the duty date in force (before 08:30 that is yesterday's date).
  const sources = await startSourceFixtureServers({ today: getDutyDate(new Date()) });
  process.env.SOURCE_HOST_MAP = sources.hostMap;
  process.env.SOURCE_REQUEST_INTERVAL_MS = '0';
  process.env.COLLECTAPI_KEY = 'fikstur-anahtari';
  process.env.NOSYAPI_KEY = 'fikstur-anahtari';
}

if (forAdminSpecs) {
  // A signed-in account without the admin role, to prove every admin route refuses it (403). Only
  // here: making it opens the database once more (~3 s here).
  const { startServices } = await import('#app/services.server.ts');
  const { createUser } = await import('#app/auth/users.server.ts');
  const { E2E_EDITOR } = await import('#tests/e2e/accounts.ts');
  const services = await startServices({
    env: { ...process.env, LOG_LEVEL: 'silent' },
    purpose: 'e2e setup',
    jobs: false,
  });
  await createUser(services.db, { ...E2E_EDITOR, role: 'user', now: services.now() });
  await services.close();
}

// The production entry, as `npm start` runs it (bundled by the build, see vite.config.ts).
await import(path.join(root, 'build/server/main.js'));
