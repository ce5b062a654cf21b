import { startServices, type AppServices } from '#app/services.server.ts';
import { listSourceHosts } from '#app/sources/registry.server.ts';
import { findClosedPort } from '#app/sources/safe-fetch-test-support.ts';
import { createTestDatabase } from '#tests/support/test-db.ts';

/**
 * SOURCE_HOST_MAP for a test: every real source host goes to a closed local port unless the test
 * maps it elsewhere (a fixture server), so no test can reach the internet through a source.
 */
async function toTestHostMap(mapped: string | undefined): Promise<string> {
  const closed = `http://127.0.0.1:${await findClosedPort()}`;
  const hosts = new Map(listSourceHosts().map((host) => [host, closed]));
  for (const pair of (mapped ?? '').split(',').filter(Boolean)) {
    const [host = '', origin = ''] = pair.split('=');
    hosts.set(host.trim(), origin.trim());
  }
  return [...hosts].map(([host, origin]) => `${host}=${origin}`).join(',');
}

/**
 * The real application services on a fresh test database (in-memory PGlite, or
 * a throw-away PostgreSQL database when TEST_DATABASE_URL is set). The services
 * use that one database: `close()` stops them and closes it, `dispose()` stops them and
 * drops a PostgreSQL database or gives a PGlite one back for the next test file.
 */
export async function createTestServices(
  options: { env?: Record<string, string>; now?: () => Date } = {},
): Promise<AppServices & { dispose(): Promise<void> }> {
  const database = await createTestDatabase();
  const env = {
    LOG_LEVEL: 'silent',
    DEMO_DATA: 'false',
    JOBS_ENABLED: 'false',
    SOURCE_REQUEST_INTERVAL_MS: '0',
    ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : { DATA_DIR: 'memory://' }),
    ...options.env,
    SOURCE_HOST_MAP: await toTestHostMap(options.env?.SOURCE_HOST_MAP),
  };
  let services: AppServices;
  try {
    services = await startServices({ env, purpose: 'test', now: options.now, database });
  } catch (error) {
    await database.dispose();
    throw error;
  }
  return {
    ...services,
    async close() {
      await services.close();
      await database.close();
    },
    async dispose() {
      await services.close();
      await database.dispose();
    },
  };
}
