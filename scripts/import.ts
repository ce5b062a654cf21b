import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { decodeRosterFile, summariseLineErrors } from '#app/domain/roster/roster-file.ts';
import { isIsoDate } from '#app/domain/time/duty-window.ts';
import { getProvince } from '#app/domain/geo/geo.server.ts';
import { runCli, withServices } from './cli.ts';

/**
 * `npm run import -- <file> [--date YYYY-MM-DD] [--province <name>]`: imports a
 * labelled roster file (one pharmacy per line; UTF-8, relative paths from where
 * the command runs). The whole file is one transaction: every province in it
 * gets its roster for that duty date replaced, or, if the import is interrupted
 * or fails, none does. With the embedded database, stop the server first.
 */
const usage = 'Usage: npm run import -- <file> [--date YYYY-MM-DD] [--province <name>]';

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { date: { type: 'string' }, province: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help || positionals.length !== 1 || !positionals[0]) {
    console.error(usage);
    return values.help ? 0 : 2;
  }
  if (values.date !== undefined && !isIsoDate(values.date)) {
    console.error(`Invalid --date "${values.date}": use YYYY-MM-DD, e.g. 2026-11-22.`);
    return 2;
  }
  const defaultProvince = values.province === undefined ? null : getProvince(values.province);
  if (values.province !== undefined && !defaultProvince) {
    console.error(`Unknown province "${values.province}".`);
    return 2;
  }
  // npm runs scripts in the project folder; INIT_CWD is where the command was typed.
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), positionals[0]);
  let bytes: Buffer;
  try {
    bytes = await readFile(file);
  } catch (error) {
    console.error(`Cannot read ${file}: ${(error as Error).message}`);
    return 2;
  }
  const decoded = decodeRosterFile(bytes);
  if (!decoded.ok) {
    console.error(`${file}: ${decoded.error}`);
    return 2;
  }
  const { text } = decoded;

  // The app's services, and the database and modules behind them, load only for a file that passed
  // the checks above (withServices loads them): a refused one is answered in a fraction of the time.
  return withServices({ purpose: 'import CLI', logLevel: process.env.LOG_LEVEL ?? 'warn' }, async (services) => {
    // Without --date, each province's duty date in force now, by its own rotation time.
    const result = await services.importRosterText(text, {
      dutyDate: values.date,
      source: 'import',
      fetchedAt: services.now(),
      defaultProvince,
    });
    // At most 20 of each, then a count by reason (a broken file can have a million lines).
    for (const line of summariseLineErrors(result.errors)) console.error(line);
    for (const line of summariseLineErrors(result.warnings, { verb: 'kept' })) console.warn(line);
    if (!result.success) {
      console.error(result.error);
      return 1;
    }
    for (const r of result.rosters) {
      console.log(`${r.provinceSlug} ${r.dutyDate}: ${r.removedCount} removed, ${r.insertedCount} inserted`);
    }
    console.log(
      `Imported${values.date ? ` for duty date ${values.date}` : ''}: ${result.removedCount} removed, ${result.insertedCount} inserted, ` +
        `${result.errors.length} line(s) skipped.`,
    );
    return 0;
  });
}

await runCli(main);
