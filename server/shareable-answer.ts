import type { ServerResponse } from 'node:http';

/**
 * What the edge cache (server/edge-cache.ts) may keep of the router's answer, and the recording
 * of it: a 200 `text/html` answer whose `Cache-Control` says `public` and that sets no cookie,
 * with its headers as the route set them (before compression adds its own) and its bytes.
 */

/** What the route answered, as it set it. */
export type ShareableAnswer = { headers: Record<string, string>; cacheControl: string; etag: string | undefined };

/** Headers the edge writes itself on every answer, or that belong to one connection. */
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

function isShareableAnswer(res: ServerResponse): boolean {
  const cacheControl = String(res.getHeader('cache-control') ?? '');
  return (
    res.statusCode === 200 &&
    /\bpublic\b/.test(cacheControl) &&
    !/\b(private|no-store|no-cache)\b/.test(cacheControl) &&
    !res.hasHeader('set-cookie') &&
    !res.hasHeader('content-encoding') &&
    /^text\/html\b/.test(String(res.getHeader('content-type') ?? ''))
  );
}

function toStoredHeaders(res: ServerResponse): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(res.getHeaders())) {
    if (value === undefined || UNSTORED_HEADERS.has(name)) continue;
    headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return headers;
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
 * Records what goes through `res.write` and `res.end` (Express middleware mounted after
 * `compression`, so these are the router's uncompressed bytes). Once the answer has gone out,
 * `onSent` gets it with its parts, when it is shareable and no larger than `limit` bytes.
 */
export function recordShareableAnswer(
  res: ServerResponse,
  limit: number,
  onSent: (answer: ShareableAnswer, chunks: Buffer[]) => void,
): void {
  const chunks: Buffer[] = [];
  let size = 0;
  let answered: ShareableAnswer | null | undefined;
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  // The router's headers as it set them, taken at its first write.
  const take = (chunk: unknown, encoding: unknown) => {
    if (answered === undefined)
      answered = isShareableAnswer(res)
        ? {
            headers: toStoredHeaders(res),
            cacheControl: String(res.getHeader('cache-control')),
            etag: res.getHeader('etag')?.toString(),
          }
        : null;
    if (answered === null || chunk === undefined || chunk === null || typeof chunk === 'function') return;
    const bytes = Buffer.isBuffer(chunk)
      ? chunk
      : typeof chunk === 'string'
        ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
        : Buffer.from(chunk as Uint8Array);
    size += bytes.length;
    if (size > limit) answered = null;
    else chunks.push(bytes);
  };
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    take(chunk, rest[0]);
    return write(chunk, ...rest);
  }) as ServerResponse['write'];
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    take(chunk, rest[0]);
    const kept = answered;
    if (kept) res.once('finish', () => onSent(kept, chunks));
    return end(chunk, ...rest);
  }) as ServerResponse['end'];
}
