import { spawn } from 'node:child_process';
import { mkdir, rename, rm } from 'node:fs/promises';
import { devNull } from 'node:os';
import path from 'node:path';
import { checkDumpContents, refusal, RestoreRefusedError } from '#app/jobs/restore-checks.server.ts';

/**
 * `npm run restore -- <file.dump>` on PostgreSQL (DATABASE_URL): loads a `pg_dump --format=custom`
 * file into the live database in ONE transaction that stops at the first error
 * (`pg_restore --clean --if-exists --single-transaction --exit-on-error`). The old tables are
 * dropped and the new ones filled inside that transaction, so a dump that breaks half way is
 * rolled back by PostgreSQL and the live data stays as it was; plain `pg_restore --clean` commits
 * each statement and emptied the tables in every trial with a damaged dump. Before that, without
 * touching the database: the dump's table of contents must list the site's tables with their
 * data, the whole file must read to its end, and the current database is copied aside.
 */

type Run = { code: number; stdout: string; stderr: string };

/** Runs a PostgreSQL client program; null when it is not installed. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<Run | null> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ENOENT' ? resolve(null) : reject(error)));
    child.on('close', (code) => resolve({ code: code ?? 1, stdout, stderr }));
  });
}

/** The program's first error line, for the operator ("pg_restore: error: …"). */
function firstError(result: Run): string {
  const lines = result.stderr.split('\n').filter((line) => line.trim() !== '');
  return (lines.find((line) => /error|fatal/i.test(line)) ?? lines[0] ?? `çıkış kodu ${result.code}`).trim();
}

const missingTool = (tool: string) =>
  new RestoreRefusedError(
    `Geri yükleme yapılmadı: ${tool} bulunamadı, PostgreSQL istemci araçlarını kurun ` +
      `(Debian/Ubuntu: apt install postgresql-client) ya da PATH'e ekleyin; mevcut veritabanı olduğu gibi duruyor.`,
  );

/**
 * The connection for libpq's programs: the URL without its password, which goes in PGPASSWORD
 * instead, so it does not show in the process list.
 */
function connection(databaseUrl: string, base: NodeJS.ProcessEnv): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const env: NodeJS.ProcessEnv = { ...base };
  if (url.password) {
    env.PGPASSWORD = decodeURIComponent(url.password);
    url.password = '';
  }
  return { dbname: url.toString(), env };
}

export async function restorePostgres(options: {
  file: string;
  databaseUrl: string;
  /** Where the copy of the current database goes (BACKUP_DIR). */
  backupDir: string;
  /** Asked once the dump has passed its checks; false stops before anything is changed. */
  confirm: () => Promise<boolean>;
  /** The environment the client programs run in (their PATH among it): this process's by default. */
  env?: NodeJS.ProcessEnv;
}): Promise<{ savedCopy: string } | null> {
  const { file } = options;
  const { dbname, env } = connection(options.databaseUrl, options.env ?? process.env);

  const list = await run('pg_restore', ['--list', file], env);
  if (!list) throw missingTool('pg_restore');
  if (list.code !== 0)
    throw refusal(file, `bir pg_dump --format=custom yedeği değil ya da bozuk (${firstError(list)})`);
  checkDumpContents(file, list.stdout);
  // The table of contents sits at the start of the file: a dump cut short still lists. Reading
  // every entry (into nowhere) finds a missing or damaged end before the database is touched.
  const read = await run('pg_restore', [`--file=${devNull}`, file], env);
  if (!read) throw missingTool('pg_restore');
  if (read.code !== 0) throw refusal(file, `eksik ya da bozuk, sonuna kadar okunamıyor (${firstError(read)})`);

  if (!(await options.confirm())) return null;

  // The current database, copied aside the way the embedded restore moves its folder aside: a
  // good but wrong dump (last month's) can then be undone.
  await mkdir(options.backupDir, { recursive: true });
  const savedCopy = path.resolve(
    options.backupDir,
    `before-restore-of-${path.basename(file).replace(/\.dump$/, '')}.dump`,
  );
  const partial = `${savedCopy}.partial`;
  const dump = await run('pg_dump', ['--format=custom', `--file=${partial}`, dbname], env);
  if (!dump) throw missingTool('pg_dump');
  if (dump.code !== 0) {
    await rm(partial, { force: true });
    throw refusal(file, `yüklenmeden önce mevcut veritabanının kopyası alınamadı (${firstError(dump)})`);
  }
  await rename(partial, savedCopy);

  // --no-owner: the restored tables belong to the user of DATABASE_URL, whoever owned them where
  // the dump was taken (a new server rarely has the same roles).
  const restore = await run(
    'pg_restore',
    ['--clean', '--if-exists', '--single-transaction', '--exit-on-error', '--no-owner', `--dbname=${dbname}`, file],
    env,
  );
  if (!restore) throw missingTool('pg_restore');
  if (restore.code !== 0) {
    throw refusal(file, `yüklenirken hata verdi ve tek işlem olarak geri alındı (${firstError(restore)})`);
  }
  return { savedCopy };
}
