import { isIP } from 'node:net';
import { z } from 'zod';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '#app/auth/password-rule.ts';
import { DEFAULT_MAP_TILES, toTileImageSource, type MapTiles } from '#app/domain/geo/map-tiles.ts';

/**
 * The configuration contract (docs/configuration.md), parsed once into a typed,
 * frozen object. An invalid value stops start-up with one message naming the
 * variable.
 */

const booleanText = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** A comma-separated list, its items trimmed and empty ones dropped ('' when unset). */
const commaList = z
  .string()
  .default('')
  .transform((v) =>
    v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );

const hostPort = z.string().regex(/^[a-z0-9.\-[\]:]+:\d{1,5}$/i);

/**
 * Whose `X-Forwarded-*` headers count (Express's `trust proxy`): off by default, a hop count
 * (`1`: the one proxy in front), or address ranges (`127.0.0.1`, `10.0.0.0/8`, `loopback`).
 */
export type TrustProxy = false | number | readonly string[];

const PROXY_KEYWORDS = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressRange(value: string): boolean {
  if (PROXY_KEYWORDS.has(value)) return true;
  const [address = '', prefix, ...rest] = value.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

const trustProxy = z
  .string()
  .trim()
  .transform((value, ctx): TrustProxy => {
    if (['false', 'off', 'no', '0'].includes(value)) return false;
    if (/^\d{1,2}$/.test(value)) return Number(value);
    const ranges = value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    if (ranges.length === 0 || !ranges.every(isAddressRange)) {
      ctx.addIssue({ code: 'custom', message: 'not a proxy setting' });
      return z.NEVER;
    }
    return Object.freeze(ranges);
  });

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//)
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  BASE_DOMAIN: z
    .string()
    .regex(/^[a-z0-9.-]+(:\d+)?$/i)
    .transform((v) => v.toLowerCase())
    .optional(),
  PUBLIC_ORIGIN: z
    .url({ protocol: /^https?$/ })
    .refine((v) => new URL(v).pathname === '/' && !new URL(v).search)
    .transform((v) => new URL(v).origin)
    .optional(),
  TRUST_PROXY: trustProxy.default(false),
  BACKUP_DIR: z.string().min(1).default('./backups'),
  BACKUP_KEEP: z.coerce.number().int().min(0).max(365).default(7),
  ROSTER_RETENTION_DAYS: z.coerce.number().int().min(0).max(3650).default(90),
  LISTING_SOURCE_URL: z.url({ protocol: /^https?$/ }).default('https://www.eczaneler.gen.tr'),
  ADMIN_USERNAME: z.string().min(3).max(64).optional(),
  ADMIN_PASSWORD: z.string().min(MIN_PASSWORD_LENGTH).max(MAX_PASSWORD_LENGTH).optional(),
  DEMO_DATA: booleanText.optional(),
  JOBS_ENABLED: booleanText.default(true),
  FETCH_ALLOW_HOSTS: commaList.pipe(z.array(hostPort)),
  COLLECTAPI_KEY: z.string().min(1).optional(),
  NOSYAPI_KEY: z.string().min(1).optional(),
  SOURCE_HOST_MAP: z
    .string()
    .default('')
    .transform((value, ctx): [string, string][] => {
      const pairs: [string, string][] = [];
      for (const part of value
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)) {
        const match = /^([a-z0-9.-]+(?::\d{1,5})?)=(https?:\/\/[^\s/]+)\/?$/i.exec(part);
        if (!match) {
          ctx.addIssue({ code: 'custom', message: 'not host=origin' });
          return z.NEVER;
        }
        pairs.push([(match[1] as string).toLowerCase(), new URL(match[2] as string).origin]);
      }
      return pairs;
    }),
  SOURCE_CONTACT: z
    .string()
    .trim()
    .refine((v) => /^https?:\/\/\S+$/.test(v) || z.email().safeParse(v).success)
    .optional(),
  SOURCE_REQUEST_INTERVAL_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  ALERT_WEBHOOK_URL: z.url({ protocol: /^https?$/ }).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/\S+$/)
    .optional(),
  ALERT_EMAIL_TO: commaList.pipe(z.array(z.email())),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  CACHE_MAX_MB: z.coerce.number().int().min(8).max(4096).default(64),
  OPERATOR_NAME: z.string().trim().min(2).max(200).optional(),
  OPERATOR_EMAIL: z.email().max(254).optional(),
  OPERATOR_ADDRESS: z.string().trim().min(5).max(300).optional(),
  MAP_TILE_URL: z
    .string()
    .trim()
    .refine((v) => toTileImageSource(v) !== null && ['{z}', '{x}', '{y}'].every((part) => v.includes(part)))
    .default(DEFAULT_MAP_TILES.url),
  MAP_ATTRIBUTION: z.string().trim().min(2).max(500).default(DEFAULT_MAP_TILES.attribution),
});

type Variable = keyof typeof envSchema.shape;

/**
 * What each variable must be, as the second half of the one Turkish sentence an invalid value gets
 * ("PORT bir sayı olmalı (1–65535), "abc" verildi."). Kept beside the schema and typed by it, so a
 * new variable cannot be added without its sentence. (PORT 0, any free port, is accepted but not
 * advertised: tests use it.)
 */
const RULES = {
  NODE_ENV: 'development, production ya da test olmalı',
  PORT: 'bir sayı olmalı (1–65535)',
  HOST: 'dinlenecek bir adres olmalı (örneğin 127.0.0.1 ya da 0.0.0.0)',
  DATABASE_URL: 'bir PostgreSQL bağlantı adresi olmalı (postgres://kullanıcı:parola@sunucu/veritabanı)',
  DATA_DIR: 'bir klasör yolu olmalı',
  BASE_DOMAIN: 'yalnızca bir alan adı olmalı (örneğin nobetcieczane.example)',
  PUBLIC_ORIGIN: 'yolu olmayan bir http(s) adresi olmalı (örneğin https://nobetcieczane.example)',
  TRUST_PROXY: 'off, önündeki vekil sunucu sayısı (1) ya da vekil adresleri olmalı (127.0.0.1, 10.0.0.0/8, loopback)',
  BACKUP_DIR: 'bir klasör yolu olmalı',
  BACKUP_KEEP: '0 ile 365 arasında bir tam sayı olmalı',
  CACHE_MAX_MB: '8 ile 4096 arasında bir tam sayı (megabayt) olmalı',
  ROSTER_RETENTION_DAYS: '0 ile 3650 arasında bir tam sayı (gün) olmalı',
  LISTING_SOURCE_URL: 'bir http(s) adresi olmalı',
  ADMIN_USERNAME: '3 ile 64 karakter arasında olmalı',
  ADMIN_PASSWORD: `${MIN_PASSWORD_LENGTH} ile ${MAX_PASSWORD_LENGTH} karakter arasında olmalı`,
  DEMO_DATA: 'true ya da false olmalı (1/0 ve yes/no da olur)',
  JOBS_ENABLED: 'true ya da false olmalı (1/0 ve yes/no da olur)',
  FETCH_ALLOW_HOSTS: 'virgülle ayrılmış sunucu:port listesi olmalı (örneğin 127.0.0.1:4010)',
  COLLECTAPI_KEY: 'boş olmayan bir anahtar olmalı',
  NOSYAPI_KEY: 'boş olmayan bir anahtar olmalı',
  SOURCE_HOST_MAP: 'virgülle ayrılmış sunucu=adres çiftleri olmalı (örneğin www.turkiye.gov.tr=http://127.0.0.1:4010)',
  SOURCE_CONTACT: 'bir kaynağın işletmecisinin bize ulaşabileceği bir http(s) adresi ya da e-posta adresi olmalı',
  SOURCE_REQUEST_INTERVAL_MS: '0 ile 60000 arasında bir tam sayı (milisaniye) olmalı',
  ALERT_WEBHOOK_URL: 'bir http(s) adresi olmalı',
  SMTP_URL: 'smtp://kullanıcı:parola@sunucu:port ya da smtps://… biçiminde olmalı',
  ALERT_EMAIL_TO: 'virgülle ayrılmış e-posta adresleri olmalı',
  LOG_LEVEL: 'fatal, error, warn, info, debug, trace ya da silent olmalı',
  OPERATOR_NAME: '2 ile 200 karakter arasında olmalı',
  OPERATOR_EMAIL: 'bir e-posta adresi olmalı (örneğin kvkk@nobetcieczane.example)',
  OPERATOR_ADDRESS: '5 ile 300 karakter arasında olmalı',
  MAP_TILE_URL:
    '{z}, {x} ve {y} içeren bir http(s) harita karosu adresi olmalı (örneğin https://tile.openstreetmap.org/{z}/{x}/{y}.png)',
  MAP_ATTRIBUTION: '2 ile 500 karakter arasında olmalı',
} satisfies Record<Variable, string>;

/** Values never repeated in a message: they carry passwords, keys or tokens, and messages end up in logs. */
const SECRETS: ReadonlySet<string> = new Set<Variable>([
  'DATABASE_URL',
  'ADMIN_PASSWORD',
  'COLLECTAPI_KEY',
  'NOSYAPI_KEY',
  'SMTP_URL',
  'ALERT_WEBHOOK_URL',
]);

/** The one sentence for an invalid variable: what it must be, and what was given unless it is a secret. */
function invalidSentence(name: string, given: string | undefined): string {
  const rule = (RULES as Record<string, string>)[name] ?? 'geçerli bir değer olmalı';
  if (given === undefined || SECRETS.has(name)) return `${name} ${rule}.`;
  const shown = given.length > 80 ? `${given.slice(0, 79)}…` : given;
  return `${name} ${rule}, ${JSON.stringify(shown)} verildi.`;
}

export type AppConfig = Readonly<{
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl: string | null;
  dataDir: string;
  baseDomain: string | null;
  /** The site's public origin when it is not BASE_DOMAIN's (`https://nobetcieczane.example`), or null. */
  publicOrigin: string | null;
  trustProxy: TrustProxy;
  /** Where `npm run backup` and the daily backup job write the embedded database's copies. */
  backupDir: string;
  /** How many daily backups the job keeps (0: no scheduled backups). */
  backupKeep: number;
  /** Rosters of duty dates older than this many days are pruned daily (0: never). */
  rosterRetentionDays: number;
  listingSourceUrl: string;
  adminUsername: string | null;
  adminPassword: string | null;
  demoData: boolean;
  jobsEnabled: boolean;
  fetchAllowHosts: readonly string[];
  collectApiKey: string | null;
  nosyApiKey: string | null;
  /**
   * SOURCE_HOST_MAP: every source request for a host goes to another origin, path and query kept
   * (tests, fixtures, mirrors); the SSRF-safe fetcher may reach those origins.
   */
  sourceHostMap: ReadonlyMap<string, string>;
  /** Named in the scraper's User-Agent so a source's operator can reach us (a URL or an e-mail). */
  sourceContact: string | null;
  /** The least time between two requests to one source host (ms, default 1000: one a second). */
  sourceRequestIntervalMs: number;
  alertWebhookUrl: string | null;
  smtpUrl: string | null;
  alertEmailTo: readonly string[];
  logLevel: string;
  /** CACHE_MAX_MB in bytes: what the page caches may hold in all (app/config/cache-budget.ts). */
  cacheMaxBytes: number;
  /** The data controller named in the KVKK notices (public values only), or null when not configured. */
  operator: Readonly<{ name: string; email: string | null; address: string | null }> | null;
  /** The map view's tile source and its attribution (app/domain/geo/map-tiles.ts). */
  mapTiles: MapTiles;
}>;

/** An invalid setting; its message is one Turkish sentence naming the variable, for a person to act on. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function parseConfig(env: Record<string, string | undefined>): AppConfig {
  // Treat empty strings as unset, as shells and .env files often leave them.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const name = String(result.error.issues[0]?.path[0] ?? '');
    throw new ConfigError(invalidSentence(name, cleaned[name]));
  }
  const e = result.data;
  if ((e.ADMIN_USERNAME === undefined) !== (e.ADMIN_PASSWORD === undefined)) {
    throw new ConfigError('ADMIN_USERNAME ile ADMIN_PASSWORD birlikte verilmeli (ya da ikisi de boş bırakılmalı).');
  }
  if (e.SMTP_URL !== undefined && e.ALERT_EMAIL_TO.length === 0) {
    throw new ConfigError('SMTP_URL verildiğinde uyarıların kime gideceği ALERT_EMAIL_TO ile de verilmeli.');
  }
  if (e.OPERATOR_NAME === undefined && (e.OPERATOR_EMAIL !== undefined || e.OPERATOR_ADDRESS !== undefined)) {
    throw new ConfigError('OPERATOR_EMAIL ya da OPERATOR_ADDRESS verildiğinde OPERATOR_NAME de verilmeli.');
  }
  if (e.OPERATOR_NAME !== undefined && e.OPERATOR_EMAIL === undefined && e.OPERATOR_ADDRESS === undefined) {
    throw new ConfigError(
      'OPERATOR_NAME ile birlikte OPERATOR_EMAIL ya da OPERATOR_ADDRESS de verilmeli (KVKK başvurularının gideceği yer).',
    );
  }
  return Object.freeze({
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL ?? null,
    dataDir: e.DATA_DIR,
    baseDomain: e.BASE_DOMAIN ?? null,
    publicOrigin: e.PUBLIC_ORIGIN ?? null,
    trustProxy: e.TRUST_PROXY,
    backupDir: e.BACKUP_DIR,
    backupKeep: e.BACKUP_KEEP,
    rosterRetentionDays: e.ROSTER_RETENTION_DAYS,
    listingSourceUrl: e.LISTING_SOURCE_URL.replace(/\/+$/, ''),
    adminUsername: e.ADMIN_USERNAME ?? null,
    adminPassword: e.ADMIN_PASSWORD ?? null,
    demoData: e.DEMO_DATA ?? e.DATABASE_URL === undefined,
    jobsEnabled: e.JOBS_ENABLED,
    fetchAllowHosts: Object.freeze([...e.FETCH_ALLOW_HOSTS]),
    collectApiKey: e.COLLECTAPI_KEY ?? null,
    nosyApiKey: e.NOSYAPI_KEY ?? null,
    sourceHostMap: new Map(e.SOURCE_HOST_MAP),
    sourceContact: e.SOURCE_CONTACT ?? null,
    sourceRequestIntervalMs: e.SOURCE_REQUEST_INTERVAL_MS,
    alertWebhookUrl: e.ALERT_WEBHOOK_URL ?? null,
    smtpUrl: e.SMTP_URL ?? null,
    alertEmailTo: Object.freeze([...e.ALERT_EMAIL_TO]),
    logLevel: e.LOG_LEVEL,
    cacheMaxBytes: e.CACHE_MAX_MB * 1024 * 1024,
    operator:
      e.OPERATOR_NAME === undefined
        ? null
        : Object.freeze({
            name: e.OPERATOR_NAME,
            email: e.OPERATOR_EMAIL ?? null,
            address: e.OPERATOR_ADDRESS ?? null,
          }),
    mapTiles: Object.freeze({ url: e.MAP_TILE_URL, attribution: e.MAP_ATTRIBUTION }),
  });
}
