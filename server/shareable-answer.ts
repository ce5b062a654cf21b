/**
 * What the shared-page cache (server/edge-cache.ts) may keep of a route's answer: a 200 page
 * (`text/html`) or public API answer (`application/json`) whose `Cache-Control` says `public` and
 * that sets no cookie, with the
 * headers every visitor may get (the route's own over the security headers) and nothing that
 * belongs to one connection or that the cache writes itself; and how an answer it does not keep
 * goes out.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { compressOnce } from '#server/page-compression.ts';

/** What the route answered, as the cache keeps it. */
export type ShareableAnswer = { headers: Record<string, string>; cacheControl: string; etag: string | undefined };

/** Headers the cache writes itself on every answer, or that belong to one connection. */
const UNSTORED_HEADERS = new Set([
  'cache-control',
  'connection',
  'content-encoding',
  'content-length',
  'date',
  'etag',
  'keep-alive',
  'transfer-encoding',
  'vary',
  'x-cache',
]);

export function isShareable(response: Response): boolean {
  const cacheControl = response.headers.get('cache-control') ?? '';
  return (
    response.status === 200 &&
    /\bpublic\b/.test(cacheControl) &&
    !/\b(private|no-store|no-cache)\b/.test(cacheControl) &&
    !response.headers.has('set-cookie') &&
    !response.headers.has('content-encoding') &&
    /^(text\/html|application\/json)\b/.test(response.headers.get('content-type') ?? '')
  );
}

/**
 * The headers an answer goes out with, as `[name, value]` pairs: the security headers
 * (`defaults`), each replaced by the route's own where it set one (a document's nonced CSP), then
 * the rest of the route's. `Set-Cookie` keeps one pair per cookie.
 */
function toAnswerHeaderPairs(response: Response, defaults: readonly [string, string][]): [string, string][] {
  const pairs: [string, string][] = defaults.filter(([name]) => !response.headers.has(name));
  for (const [name, value] of response.headers) if (name !== 'set-cookie') pairs.push([name, value]);
  for (const cookie of response.headers.getSetCookie()) pairs.push(['set-cookie', cookie]);
  return pairs;
}

export function toShareableAnswer(response: Response, defaults: readonly [string, string][]): ShareableAnswer {
  const headers: Record<string, string> = {};
  for (const [name, value] of toAnswerHeaderPairs(response, defaults)) {
    if (!UNSTORED_HEADERS.has(name)) headers[name] = value;
  }
  return {
    headers,
    cacheControl: response.headers.get('cache-control') ?? '',
    etag: response.headers.get('etag') ?? undefined,
  };
}

/** Whether two stored header sets are the same apart from the CSP (its nonce changes with each rendering). */
export function haveSameHeaders(
  one: Readonly<Record<string, string>>,
  other: Readonly<Record<string, string>>,
): boolean {
  const names = Object.keys(one).filter((name) => name !== 'content-security-policy');
  return (
    names.length === Object.keys(other).filter((name) => name !== 'content-security-policy').length &&
    names.every((name) => one[name] === other[name])
  );
}

/**
 * An answer that is not kept: the route's status and headers over the security headers, the
 * body compressed once in the client's preferred encoding when it is text worth compressing.
 */
export function answerOnce(
  req: IncomingMessage,
  res: ServerResponse,
  response: Response,
  defaults: readonly [string, string][],
  body: Buffer,
): void {
  const pairs = toAnswerHeaderPairs(response, defaults).filter(
    ([name]) => name !== 'content-length' && name !== 'vary',
  );
  const { encoding, sent } = compressOnce(
    body,
    response.headers.get('content-type') ?? '',
    req.headers['accept-encoding'],
  );
  const head = pairs.flat();
  if (body.length > 0) head.push('vary', 'Accept-Encoding');
  if (encoding !== 'identity') head.push('content-encoding', encoding);
  if (response.status !== 304 && response.status !== 204) head.push('content-length', String(sent.length));
  res.writeHead(response.status, head);
  res.end(req.method === 'HEAD' ? undefined : sent);
}
