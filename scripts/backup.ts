import { parseArgs } from 'node:util';
import { parseConfig } from '#app/config/env.server.ts';
import { pruneBackups, writeBackup } from '#app/jobs/backup.server.ts';
import { runCli, withServices } from './cli.ts';

/**
 * `npm run backup [-- --dir <folder>]`: a consistent copy of the embedded database, taken with
 * the server stopped (the DATA_DIR lock refuses it while the server runs; the running server
 * takes its own nightly backups into BACKUP_DIR). PostgreSQL is backed up with pg_dump.
 */
const usage = 'Usage: npm run backup [-- --dir <folder>]   (default folder: BACKUP_DIR, ./backups)';

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { dir: { type: 'string' } } });
  const config = parseConfig(process.env);
  if (config.databaseUrl) {
    console.error('DATABASE_URL is set: back PostgreSQL up with pg_dump, e.g.');
    console.error('  pg_dump --format=custom --file=nobetci.dump "$DATABASE_URL"');
    console.error('and restore it with: npm run restore -- nobetci.dump');
    return 2;
  }
  if (values.dir === '') {
    console.error(usage);
    return 2;
  }
  const dir = values.dir ?? config.backupDir;
  // Nothing but the backup: no demo rosters are written into the copy.
  const env: NodeJS.ProcessEnv = { ...process.env, DEMO_DATA: 'false' };
  delete env.ADMIN_USERNAME;
  delete env.ADMIN_PASSWORD;
  return withServices({ purpose: 'backup (npm run backup)', logLevel: 'silent', env }, async (services) => {
    const { file, bytes } = await writeBackup(services.db, { dir, now: services.now() });
    console.log(`Backup written: ${file} (${(bytes / 1024 / 1024).toFixed(1)} MB)`);
    if (config.backupKeep > 0) {
      const removed = await pruneBackups(dir, config.backupKeep);
      if (removed.length > 0) console.log(`Removed ${removed.length} older backup(s), keeping ${config.backupKeep}.`);
    }
    return 0;
  });
}

await runCli(main);
