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

const hostPort = z.string().regex(/^[a-z0-9.\-[\]:]+:\d{1,5}$/i, 'must be host:port, e.g. 127.0.0.1:4010');

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
      ctx.addIssue({
        code: 'custom',
        message: 'must be off, a hop count (1) or proxy addresses (127.0.0.1, 10.0.0.0/8, loopback)',
      });
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
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// connection string')
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  BASE_DOMAIN: z
    .string()
    .regex(/^[a-z0-9.-]+(:\d+)?$/i, 'must be a bare domain such as nobetcieczane.example')
    .transform((v) => v.toLowerCase())
    .optional(),
  PUBLIC_ORIGIN: z
    .url({ protocol: /^https?$/ })
    .refine(
      (v) => new URL(v).pathname === '/' && !new URL(v).search,
      'must be an origin such as https://nobetcieczane.example',
    )
    .transform((v) => new URL(v).origin)
    .optional(),
  TRUST_PROXY: trustProxy.default(false),
  BACKUP_DIR: z.string().min(1).default('./backups'),
  BACKUP_KEEP: z.coerce.number().int().min(0).max(365).default(7),
  ROSTER_RETENTION_DAYS: z.coerce.number().int().min(0).max(3650).default(90),
  LISTING_SOURCE_URL: z.url({ protocol: /^https?$/ }).default('https://www.eczaneler.gen.tr'),
  ADMIN_USERNAME: z.string().min(3).max(64).optional(),
  ADMIN_PASSWORD: z
    .string()
    .min(MIN_PASSWORD_LENGTH, `must be at least ${MIN_PASSWORD_LENGTH} characters`)
    .max(MAX_PASSWORD_LENGTH, `must be at most ${MAX_PASSWORD_LENGTH} characters`)
    .optional(),
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
          ctx.addIssue({
            code: 'custom',
            message: `"${part}" must be host=origin, e.g. www.turkiye.gov.tr=http://127.0.0.1:4010`,
          });
          return z.NEVER;
        }
        pairs.push([(match[1] as string).toLowerCase(), new URL(match[2] as string).origin]);
      }
      return pairs;
    }),
  SOURCE_CONTACT: z
    .string()
    .trim()
    .refine(
      (v) => /^https?:\/\/\S+$/.test(v) || z.email().safeParse(v).success,
      'must be a URL or an e-mail address where a source operator can reach us',
    )
    .optional(),
  SOURCE_REQUEST_INTERVAL_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  ALERT_WEBHOOK_URL: z.url({ protocol: /^https?$/ }).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/\S+$/, 'must be smtp://user:pass@host:port or smtps://…')
    .optional(),
  ALERT_EMAIL_TO: commaList.pipe(z.array(z.email('must be comma-separated e-mail addresses'))),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  OPERATOR_NAME: z.string().trim().min(2).max(200).optional(),
  OPERATOR_EMAIL: z.email('must be an e-mail address, e.g. kvkk@nobetcieczane.example').max(254).optional(),
  OPERATOR_ADDRESS: z.string().trim().min(5).max(300).optional(),
  MAP_TILE_URL: z
    .string()
    .trim()
    .refine(
      (v) => toTileImageSource(v) !== null && ['{z}', '{x}', '{y}'].every((part) => v.includes(part)),
      'must be an http(s) tile URL with {z}, {x} and {y}, e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    )
    .default(DEFAULT_MAP_TILES.url),
  MAP_ATTRIBUTION: z.string().trim().min(2).max(500).default(DEFAULT_MAP_TILES.attribution),
});

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
  /** The data controller named in the KVKK notices (public values only), or null when not configured. */
  operator: Readonly<{ name: string; email: string | null; address: string | null }> | null;
  /** The map view's tile source and its attribution (app/domain/geo/map-tiles.ts). */
  mapTiles: MapTiles;
}>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function parseConfig(env: Record<string, string | undefined>): AppConfig {
  // Treat empty strings as unset, as shells and .env files often leave them.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const issue = result.error.issues[0];
    const name = issue?.path.join('.') || 'environment';
    throw new ConfigError(`Invalid configuration: ${name}: ${issue?.message ?? 'invalid value'}`);
  }
  const e = result.data;
  if ((e.ADMIN_USERNAME === undefined) !== (e.ADMIN_PASSWORD === undefined)) {
    throw new ConfigError('Invalid configuration: ADMIN_USERNAME and ADMIN_PASSWORD must be set together');
  }
  if (e.SMTP_URL !== undefined && e.ALERT_EMAIL_TO.length === 0) {
    throw new ConfigError('Invalid configuration: ALERT_EMAIL_TO must name who gets the alerts when SMTP_URL is set');
  }
  if (e.OPERATOR_NAME === undefined && (e.OPERATOR_EMAIL !== undefined || e.OPERATOR_ADDRESS !== undefined)) {
    throw new ConfigError('Invalid configuration: OPERATOR_NAME must be set with OPERATOR_EMAIL or OPERATOR_ADDRESS');
  }
  if (e.OPERATOR_NAME !== undefined && e.OPERATOR_EMAIL === undefined && e.OPERATOR_ADDRESS === undefined) {
    throw new ConfigError(
      'Invalid configuration: OPERATOR_NAME needs OPERATOR_EMAIL or OPERATOR_ADDRESS (where KVKK requests go)',
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
