import { defineConfig } from 'vitest/config';

// Unit and integration tests. Database suites run on PGlite by default and on
// PostgreSQL when TEST_DATABASE_URL is set (see tests/support/test-db.ts).
// Tests run in a time zone far from Istanbul (UTC+14), so that a test or a rule that reads the
// machine's zone instead of Europe/Istanbul fails here, not in production. The workers inherit it.
process.env.TZ = 'Pacific/Kiritimati';

export default defineConfig({
  test: {
    include: [
      'app/**/*.test.{ts,tsx}',
      'server/**/*.test.ts',
      'scripts/**/*.test.ts',
      'tests/integration/**/*.test.ts',
    ],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
