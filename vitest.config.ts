import { availableParallelism } from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

// Unit and integration tests. Database suites run on PGlite by default and on
// PostgreSQL when TEST_DATABASE_URL is set (see tests/support/test-db.ts).
// Tests run in a time zone far from Istanbul (UTC+14), so that a test or a rule that reads the
// machine's zone instead of Europe/Istanbul fails here, not in production. The workers inherit it.
process.env.TZ = 'Pacific/Kiritimati';

/**
 * React Router's Vite plugin rewrites `.react-router/types` whenever a test file starts a dev
 * server (tests/support/server-build.ts): it deletes the folder, then writes it again. Two test
 * files doing that at once can delete the folder under the other's write, which rejects a promise
 * nobody awaits (seen once in CI: ENOENT on `.react-router/types/+server-build.d.ts`). Those files
 * are only for the type checker, which `npm run typecheck` ran before the tests; that one error is
 * not a test failure. Every other unhandled error still fails the run.
 */
function isTypegenRace(error: unknown): boolean {
  const { code, path: file } = error as { code?: unknown; path?: unknown };
  return (
    code === 'ENOENT' &&
    typeof file === 'string' &&
    file.includes(`${path.sep}.react-router${path.sep}types${path.sep}`)
  );
}

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
    // Every core runs test files (Vitest's default leaves one idle, half the machine on 2 cores).
    maxWorkers: Math.max(2, availableParallelism()),
    // A worker runs file after file without reloading the modules: a test file gets its own
    // database and services (tests/support/test-services.ts), never module-level state.
    isolate: false,
    // One migrated PGlite image per run, copied by each test file (tests/support/test-db.ts).
    globalSetup: ['tests/support/global-setup.ts'],
    // An unexpected console.error or console.warn fails the test.
    setupFiles: ['tests/support/strict-console.ts'],
    onUnhandledError: (error) => !isTypegenRace(error),
  },
});
