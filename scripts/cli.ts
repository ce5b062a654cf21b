import type { AppServices } from '#app/services.server.ts';

/**
 * What every command-line entry point shares: run `main`, exit with the code it returns, and turn
 * an unexpected error (a bad setting, a data directory locked by the running server) into its
 * message on stderr and exit code 1. `main` checks its arguments first (exit code 2 when they are
 * wrong), then does its work inside `withServices`.
 */
export async function runCli(main: () => Promise<number>): Promise<void> {
  try {
    process.exitCode = await main();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}

/**
 * Opens the app's services for one command (without the scheduler, logging at `logLevel`),
 * runs `work` with them and closes them whatever happens, so the embedded database is unlocked.
 * The services (the whole application) load only here: a command that refuses its arguments, or
 * needs no database (restore), does not spend seconds loading them.
 */
export async function withServices<T>(
  options: { purpose: string; logLevel: string; env?: NodeJS.ProcessEnv },
  work: (services: AppServices) => Promise<T>,
): Promise<T> {
  const { startServices } = await import('#app/services.server.ts');
  const services = await startServices({
    env: { ...(options.env ?? process.env), LOG_LEVEL: options.logLevel },
    purpose: options.purpose,
    jobs: false,
  });
  try {
    return await work(services);
  } finally {
    await services.close();
  }
}
