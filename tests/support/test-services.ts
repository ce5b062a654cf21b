import { startServices, type AppServices } from '#app/services.server.ts';
import { createTestDatabase } from '#tests/support/test-db.ts';

/**
 * The real application services on a fresh test database (in-memory PGlite, or
 * a throw-away PostgreSQL database when TEST_DATABASE_URL is set).
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
  // The services open their own connection; the fresh database above only provides the empty schema's home.
  const services = await startServices({ env, purpose: 'test', now: options.now });
  return {
    ...services,
    async dispose() {
      await services.close();
      await database.dispose();
    },
  };
}
