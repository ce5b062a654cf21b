/**
 * Telling "the database is not there" apart from every other database error: a page that needs
 * the database then answers 503 with Retry-After (come back soon) instead of 500 (something is
 * broken here), and the operator's log says what happened in one line.
 */

/** What a visitor or an API caller is told while the database does not answer. */
export const DATABASE_UNREACHABLE_MESSAGE = 'Veritabanına şu anda ulaşılamıyor. Lütfen biraz sonra tekrar deneyin.';

/** Seconds a client is asked to wait: a restarting PostgreSQL is usually back within that. */
export const DATABASE_RETRY_AFTER_SECONDS = 30;

/** Socket errors of a connection that could not be made or was cut. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EHOSTDOWN',
  'ENETDOWN',
]);

/**
 * PostgreSQL's own words for it: class 08 (connection exception), and 57P01-57P03 (the server is
 * shutting down, crashed, or is still starting).
 */
function isUnreachableSqlState(code: string): boolean {
  return code.startsWith('08') || code === '57P01' || code === '57P02' || code === '57P03';
}

/** node-postgres's messages for a connection that went away, and PGlite's once it is closed. */
const UNREACHABLE_MESSAGES = [
  /^Connection terminated/,
  /^Client has encountered a connection error and is not queryable/,
  /^Cannot use a pool after calling end on the pool/,
  /^timeout exceeded when trying to connect/,
  /^PGlite is clos(ed|ing)/,
];

/**
 * What says the database could not be reached, rather than that a query was wrong: the code or
 * message found along `error`'s cause chain (Drizzle wraps the driver's error as `cause`; a
 * connection to a name with several addresses fails as an AggregateError of one per address), or
 * null. Only that is logged: the query's own text and parameters (a session's hash) stay out.
 */
export function findUnreachableReason(error: unknown): string | null {
  const seen = new Set<unknown>();
  const queue: unknown[] = [error];
  while (queue.length > 0 && seen.size < 20) {
    const current = queue.shift();
    if (typeof current !== 'object' || current === null || seen.has(current)) continue;
    seen.add(current);
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || isUnreachableSqlState(code))) {
      return typeof message === 'string' && message ? `${code}: ${message}` : code;
    }
    if (typeof message === 'string' && UNREACHABLE_MESSAGES.some((pattern) => pattern.test(message))) return message;
    queue.push(cause);
    if (current instanceof AggregateError) queue.push(...(current.errors as unknown[]));
  }
  return null;
}

export function isDatabaseUnreachable(error: unknown): boolean {
  return findUnreachableReason(error) !== null;
}
