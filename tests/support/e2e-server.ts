import { spawn } from 'node:child_process';
import { cpSync, existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { missingHeapFlags, missingMallocEnv } from '#server/heap-flags.ts';

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

/**
 * One server of the suite, as playwright.config.ts names it in E2E_SERVERS. `clockAt`: the server's
 * clock starts at that instant (tests/support/e2e-clock.ts), on demo data of its own.
 */
type ServerSpec = { port: number; dataDir: string; forAdminSpecs: boolean; clockAt?: string };

/**
 * With E2E_SERVERS (playwright.config.ts), this process starts every server of the suite and prints
 * "e2e servers ready" when all of them answer /healthz. A first start builds the demo rosters
 * (~13 CPU-seconds here); a start on an existing database takes ~2. So the first server starts
 * alone on a fresh database and stops once it answers; its data folder is copied for the others,
 * and then all of them start at once on their own copy. The children are in this process's group,
 * so Playwright's stop ends them too.
 */
async function startAll(servers: ServerSpec[]): Promise<void> {
  const self = fileURLToPath(import.meta.url);
  const start = (server: ServerSpec, env: NodeJS.ProcessEnv = {}) =>
    // With the heap and malloc settings the server gives itself when it is started on its own (server/heap-flags.ts).
    spawn(process.execPath, [...missingHeapFlags(process.execArgv, process.env.NODE_OPTIONS), self], {
      env: {
        ...process.env,
        ...missingMallocEnv(process.env),
        E2E_SERVERS: '',
        PORT: String(server.port),
        DATA_DIR: server.dataDir,
        E2E_ADMIN_SPECS: server.forAdminSpecs ? 'true' : 'false',
        E2E_CLOCK_AT: server.clockAt ?? '',
        ...env,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });

  // A server on a clock of its own makes its own demo data, dated by that clock: it starts now,
  // beside the first start.
  const ownClock = servers.filter((server) => server.clockAt);
  const onOwnClock = ownClock.map((server) => start(server));
  servers = servers.filter((server) => !server.clockAt);
  const [first] = servers;
  if (!first) throw new Error('E2E_SERVERS names no server');
  const preparing = start({ ...first, forAdminSpecs: false });
  const stopped = new Promise<never>((_, reject) =>
    preparing.once('exit', (code) => reject(new Error(`[e2e] the first start stopped (${code}) before it answered`))),
  );
  await Promise.race([waitForHealth(first.port), stopped]);
  await new Promise((resolve) => preparing.removeAllListeners('exit').once('exit', resolve).kill('SIGTERM'));
  const prepared = path.resolve(root, first.dataDir);
  for (const server of servers.slice(1)) {
    const copy = path.resolve(root, server.dataDir);
    rmSync(copy, { recursive: true, force: true });
    cpSync(prepared, copy, { recursive: true });
  }

  const children = [...servers.map((server) => start(server, { E2E_PREPARED_DATA: 'true' })), ...onOwnClock];
  servers = [...servers, ...ownClock];
  for (const [i, child] of children.entries()) {
    child.once('exit', (code, signal) => {
      console.error(`[e2e] the server on port ${servers[i]!.port} stopped (${signal ?? code})`);
      for (const other of children) other.kill('SIGTERM');
      process.exit(code || 1);
    });
  }
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      for (const child of children) child.kill(signal);
    });
  }
  await Promise.all(servers.map((server) => waitForHealth(server.port)));
  console.log('e2e servers ready');
}

async function waitForHealth(port: number): Promise<void> {
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * One server: the production build on a fresh demo-data database in DATA_DIR, or on the copy
 * startAll prepared there (E2E_PREPARED_DATA).
 */
async function startOne(): Promise<void> {
  if (process.env.E2E_CLOCK_AT) {
    const { installClock } = await import('#tests/support/e2e-clock.ts');
    installClock(new Date(process.env.E2E_CLOCK_AT));
  }
  const dataDir = path.resolve(root, process.env.DATA_DIR ?? 'test-results/e2e-data');
  if (process.env.E2E_PREPARED_DATA !== 'true') rmSync(dataDir, { recursive: true, force: true });
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
}

if (process.env.E2E_SERVERS) await startAll(JSON.parse(process.env.E2E_SERVERS) as ServerSpec[]);
else await startOne();
