import { existsSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { parseConfig } from '#app/config/env.server.ts';
import { acquireDataDirLock } from '#app/db/data-dir-lock.server.ts';
import { restoreBackup } from '#app/jobs/backup.server.ts';
import { restorePostgres } from '#app/jobs/restore-postgres.server.ts';
import { runCli } from './cli.ts';

/**
 * `npm run restore -- <file>`: replaces the site's database with a backup, leaving it as it was
 * when the backup is refused or breaks half way (the refusal is one sentence on stderr, exit 1).
 * Embedded (PGlite): a `nobetci-eczane-….tar.gz` from `npm run backup` or the nightly job, with
 * the server stopped (the DATA_DIR lock says so); the current database is moved aside.
 * PostgreSQL (DATABASE_URL): a `pg_dump --format=custom` file, restored in one transaction; the
 * current database is first copied into BACKUP_DIR. Asks before that only when run in a terminal.
 */
const usage = 'Kullanım: npm run restore -- <yedek dosyası (.tar.gz ya da PostgreSQL için .dump)>';

/** Asks in a terminal; a pipe or a script (stdin not a terminal) gets no question. */
async function confirm(question: string): Promise<boolean> {
  if (!process.stdin.isTTY) return true;
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  try {
    const answer = await prompt.question(`${question} [e/H] `);
    return /^(e|evet|y|yes)$/i.test(answer.trim());
  } finally {
    prompt.close();
  }
}

async function main(): Promise<number> {
  const { positionals } = parseArgs({ allowPositionals: true });
  const file = positionals[0];
  if (!file || positionals.length > 1) {
    console.error(usage);
    return 2;
  }
  const config = parseConfig(process.env);
  const source = path.resolve(file);
  if (!existsSync(source)) {
    console.error(`Geri yükleme yapılmadı: ${source} diye bir dosya yok.`);
    return 2;
  }
  if (config.databaseUrl) {
    const database = new URL(config.databaseUrl);
    const result = await restorePostgres({
      file: source,
      databaseUrl: config.databaseUrl,
      backupDir: config.backupDir,
      confirm: () =>
        confirm(
          `${database.host}${database.pathname} veritabanındaki bütün veriler ${source} yedeğindekilerle değiştirilecek ` +
            `(önce bir kopyası ${path.resolve(config.backupDir)} klasörüne alınır). Devam edilsin mi?`,
        ),
    });
    if (!result) {
      console.error('Geri yükleme iptal edildi; mevcut veritabanı olduğu gibi duruyor.');
      return 1;
    }
    console.log(`${source} geri yüklendi. Önceki veritabanının kopyası: ${result.savedCopy}`);
    console.log(
      'Sunucuları yeniden başlatın: geri yüklenen verileri okusunlar (eski bir yedeğin eksik tabloları da böylece eklenir).',
    );
    return 0;
  }
  const lock = acquireDataDirLock(config.dataDir, 'restore (npm run restore)');
  try {
    const { movedAside } = await restoreBackup({ file: source, dataDir: config.dataDir });
    console.log(`${source} geri yüklendi: ${path.resolve(config.dataDir, 'pglite')}`);
    if (movedAside) console.log(`Önceki veritabanı şuraya taşındı (işiniz bitince silebilirsiniz): ${movedAside}`);
    return 0;
  } finally {
    lock.release();
  }
}

await runCli(main);
// A PGlite that failed to start from a damaged backup can keep the event loop alive with nothing
// left to do (the refusal is printed and its folder removed): end with the code main returned.
process.exit();
