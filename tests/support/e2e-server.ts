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

if (forAdminSpecs) {
  // A local listing source for the admin journey's scrape (81 provinces of fictional pharmacies).
  const { startListingFixtureServer } = await import('#tests/support/listing-fixture-server.ts');
  const { toIstanbulDate } = await import('#app/domain/time/istanbul-clock.ts');
  const fixture = await startListingFixtureServer({ today: toIstanbulDate(new Date()) });
  process.env.LISTING_SOURCE_URL = fixture.url;
  process.env.FETCH_ALLOW_HOSTS = fixture.hostPort;

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
