import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { parseConfig } from '#app/config/env.server.ts';
import { acquireDataDirLock } from '#app/db/data-dir-lock.server.ts';
import { restoreBackup } from '#app/jobs/backup.server.ts';
import { runCli } from './cli.ts';

/**
 * `npm run restore -- <backup.tar.gz>`: replaces the embedded database in DATA_DIR with a backup
 * (`npm run backup` or the nightly job). The server must be stopped (the DATA_DIR lock says so).
 * The current database is moved aside, not deleted. PostgreSQL is restored with pg_restore.
 */
const usage = 'Usage: npm run restore -- <backup file (.tar.gz)>   (stop the server first)';

async function main(): Promise<number> {
  const { positionals } = parseArgs({ allowPositionals: true });
  const file = positionals[0];
  if (!file || positionals.length > 1) {
    console.error(usage);
    return 2;
  }
  const config = parseConfig(process.env);
  if (config.databaseUrl) {
    console.error('DATABASE_URL is set: restore PostgreSQL with pg_restore, e.g.');
    console.error('  pg_restore --clean --if-exists --dbname="$DATABASE_URL" nobetci.dump');
    return 2;
  }
  const source = path.resolve(file);
  if (!existsSync(source)) {
    console.error(`No such file: ${source}`);
    return 2;
  }
  const lock = acquireDataDirLock(config.dataDir, 'restore (npm run restore)');
  try {
    const { movedAside } = await restoreBackup({ file: source, dataDir: config.dataDir });
    console.log(`Restored ${source} into ${path.resolve(config.dataDir, 'pglite')}.`);
    if (movedAside) console.log(`The previous database was moved to ${movedAside} (delete it when satisfied).`);
    return 0;
  } finally {
    lock.release();
  }
}

await runCli(main);
