import { startServices, type AppServices } from '#app/services.server.ts';
import { createTestDatabase } from '#tests/support/test-db.ts';

/**
 * The real application services on a fresh test database (in-memory PGlite, or
 * a throw-away PostgreSQL database when TEST_DATABASE_URL is set). The services
 * use that one database: `close()` stops them and closes it, `dispose()` also
 * drops a PostgreSQL database.
 */
export async function createTestServices(
  options: { env?: Record<string, string>; now?: () => Date } = {},
): Promise<AppServices & { dispose(): Promise<void> }> {
  const database = await createTestDatabase();
  const env = {
    LOG_LEVEL: 'silent',
    DEMO_DATA: 'false',
    JOBS_ENABLED: 'false',
    ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : { DATA_DIR: 'memory://' }),
    ...options.env,
  };
  let services: AppServices;
  try {
    services = await startServices({ env, purpose: 'test', now: options.now, database });
  } catch (error) {
    await database.dispose();
    throw error;
  }
  async function close(): Promise<void> {
    await services.close();
    await database.close();
  }
  return {
    ...services,
    close,
    async dispose() {
      await close();
      await database.dispose();
    },
  };
}
