import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import type { PGlite } from '@electric-sql/pglite';

/**
 * What a backup must show before a restore replaces anything. A restore that fails half way must
 * leave the live database as it was, so every check that can run without touching it runs first,
 * and each refusal is one Turkish sentence for the operator, not a stack trace.
 */

/** A restore refused or undone: `message` is the one sentence the command prints. */
export class RestoreRefusedError extends Error {
  override name = 'RestoreRefusedError';
}

/** The refusal sentence: which file, why, and that the live database was left alone. */
export function refusal(file: string, reason: string): RestoreRefusedError {
  return new RestoreRefusedError(`Geri yükleme yapılmadı: ${file} ${reason}; mevcut veritabanı olduğu gibi duruyor.`);
}

/**
 * The tables every version of the site has had since sign-in came (migration 0002), with the
 * migrator's own table. A backup without one of them is not this site's database; tables added
 * later may be missing from an older backup, and the migrations add them at the next start.
 */
const REQUIRED_TABLES = [
  'drizzle.__drizzle_migrations',
  'public.provinces',
  'public.districts',
  'public.pharmacies',
  'public.duty_rosters',
  'public.duty_entries',
  'public.users',
] as const;

const BLOCK = 512;

/** Reads a NUL-terminated ASCII field of a tar header. */
function field(header: Uint8Array, start: number, length: number): string {
  const bytes = header.subarray(start, start + length);
  const end = bytes.indexOf(0);
  return Buffer.from(end === -1 ? bytes : bytes.subarray(0, end)).toString('latin1');
}

/**
 * The entry names of a whole tar archive, or null when it is cut short or damaged: every header's
 * checksum must hold, every entry's data must be there, and the archive must reach its end marker
 * (a tar cut at an entry boundary is otherwise indistinguishable from a whole one).
 */
function listTar(tar: Uint8Array): string[] | null {
  const names: string[] = [];
  let offset = 0;
  while (offset + BLOCK <= tar.length) {
    const header = tar.subarray(offset, offset + BLOCK);
    if (header.every((byte) => byte === 0)) return names;
    let sum = 0;
    for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 0x20 : header[i]!;
    const checksum = Number.parseInt(field(header, 148, 8).trim(), 8);
    const size = Number.parseInt(field(header, 124, 12).trim() || '0', 8);
    if (checksum !== sum || !Number.isFinite(size) || size < 0) return null;
    const prefix = field(header, 257, 6).startsWith('ustar') ? field(header, 345, 155) : '';
    names.push((prefix ? `${prefix}/` : '') + field(header, 0, 100));
    offset += BLOCK + Math.ceil(size / BLOCK) * BLOCK;
    if (offset > tar.length) return null;
  }
  return null;
}

/**
 * Unpacks an embedded-database backup (`nobetci-eczane-….tar.gz`, PGlite's `dumpDataDir('gzip')`)
 * into the tar that PGlite loads, refusing a file that is not one whole. PGlite's own unpacking
 * turns a damaged gzip into an error no caller can catch, so the check runs here, before it.
 */
export async function readEmbeddedBackup(file: string, archive: Uint8Array): Promise<NonSharedBuffer> {
  let tar: NonSharedBuffer;
  try {
    tar = await promisify(gunzip)(archive);
  } catch {
    throw refusal(file, 'eksik ya da bozuk, gzip olarak açılamıyor');
  }
  const names = listTar(tar);
  if (!names) throw refusal(file, 'eksik ya da bozuk, içi tam bir tar arşivi değil');
  const entries = new Set(names.map((name) => name.replace(/^\/+/, '')));
  if (!entries.has('PG_VERSION') || !entries.has('global/pg_control')) {
    throw refusal(file, 'bir veritabanı yedeği değil, içinde PGlite veri klasörü yok');
  }
  return tar;
}

/**
 * Checks a database loaded from a backup: the site's tables are there and every table reads to
 * its end (a damaged data file fails here, in the copy, instead of in the running site).
 */
export async function checkRestoredPglite(file: string, pglite: PGlite): Promise<void> {
  const { rows } = await pglite.query<{ name: string }>(
    `select table_schema || '.' || table_name as name from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema in ('public', 'drizzle') order by 1`,
  );
  const present = new Set(rows.map((row) => row.name));
  const missing = REQUIRED_TABLES.filter((name) => !present.has(name));
  if (missing.length > 0) {
    throw refusal(file, `bu sitenin veritabanı değil, şu tablolar yok: ${missing.join(', ')}`);
  }
  for (const name of present) {
    const [schema, table] = name.split('.') as [string, string];
    try {
      await pglite.query(`select count(*) from "${schema}"."${table}"`);
    } catch {
      throw refusal(file, `bozuk, ${name} tablosu okunamıyor`);
    }
  }
}

/**
 * Checks a `pg_dump --format=custom` table of contents (`pg_restore --list`): it must hold the
 * data of the site's tables. A schema-only dump would otherwise empty them all.
 */
export function checkDumpContents(file: string, list: string): void {
  const data = new Set<string>();
  for (const line of list.split('\n')) {
    const match = /^\d+; \d+ \d+ TABLE DATA (\S+) (\S+)(?: |$)/.exec(line);
    if (match) data.add(`${match[1]}.${match[2]}`);
  }
  const missing = REQUIRED_TABLES.filter((name) => !data.has(name));
  if (missing.length > 0) {
    throw refusal(
      file,
      `bu sitenin veritabanının tam bir yedeği değil, şu tabloların verisi yok: ${missing.join(', ')}`,
    );
  }
}
