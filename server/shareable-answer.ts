import type { ServerResponse } from 'node:http';

/**
 * What the edge cache (server/edge-cache.ts) may keep of the router's answer, and holding it
 * back until it is kept: a 200 `text/html` answer whose `Cache-Control` says `public` and that
 * sets no cookie, with its headers as the route set them (before compression adds its own) and
 * its bytes.
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

/** The router's answer held back by `holdShareableAnswer`, and how to let it go. */
export type HeldAnswer = {
  answer: ShareableAnswer;
  chunks: Buffer[];
  /** Sends the answer on as the router wrote it (through `compression`). */
  release(): void;
  /** Ends the response with `body` instead, after the caller has set its headers. */
  replace(body: Buffer | undefined): void;
};

/**
 * Holds back what goes through `res.write` and `res.end` (Express middleware mounted after
 * `compression`, so these are the router's uncompressed bytes) when the answer is shareable: at
 * the router's `end`, `onHeld` gets it, to send it on as it is or to answer with the kept copy
 * instead. A document is rendered whole (app/entry.server.tsx), so holding it delays nothing by
 * itself. An answer that is not shareable, or grows past `limit` bytes, goes out as it is written.
 */
export function holdShareableAnswer(res: ServerResponse, limit: number, onHeld: (held: HeldAnswer) => void): void {
  const chunks: Buffer[] = [];
  let size = 0;
  let answered: ShareableAnswer | null | undefined;
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  /** From here on the router's calls go straight through. */
  const restore = () => {
    res.write = write as ServerResponse['write'];
    res.end = end as ServerResponse['end'];
  };
  /** As `restore`, with what was held sent first. */
  const letGo = () => {
    restore();
    for (const chunk of chunks.splice(0)) write(chunk);
  };
  const toBytes = (chunk: unknown, encoding: unknown): Buffer =>
    Buffer.isBuffer(chunk)
      ? chunk
      : typeof chunk === 'string'
        ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
        : Buffer.from(chunk as Uint8Array);
  /** Whether the chunk was held (else the answer goes through from now on). */
  const hold = (chunk: unknown, encoding: unknown): boolean => {
    // The router's headers as it set them, taken at its first write.
    answered ??= isShareableAnswer(res)
      ? {
          headers: toStoredHeaders(res),
          cacheControl: String(res.getHeader('cache-control')),
          etag: res.getHeader('etag')?.toString(),
        }
      : null;
    if (answered === null || res.headersSent) return false;
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return true;
    const bytes = toBytes(chunk, encoding);
    size += bytes.length;
    if (size > limit) return false;
    chunks.push(bytes);
    return true;
  };
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    // A write with a callback goes through: its caller waits for the callback.
    if (!rest.some((arg) => typeof arg === 'function') && hold(chunk, rest[0])) return true;
    letGo();
    return write(chunk, ...rest);
  }) as ServerResponse['write'];
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    // An end with a callback is let through as it is: the callback is the caller's to see run.
    if (typeof chunk === 'function' || rest.some((arg) => typeof arg === 'function') || !hold(chunk, rest[0])) {
      letGo();
      return end(chunk, ...rest);
    }
    const answer = answered!;
    restore();
    onHeld({
      answer,
      chunks,
      release() {
        for (const part of chunks) write(part);
        end();
      },
      replace(body) {
        end(body);
      },
    });
    return res;
  }) as ServerResponse['end'];
}

/**
 * Ends a held answer: with the kept copy (`kept`: its headers as flat `[name, value, …]` pairs,
 * and its body in the visitor's encoding) in place of the router's, whose headers it replaces, its
 * CSP nonce among them; or, when the page was not kept, with the router's answer as it was
 * written. Either way the first visitor no longer pays for `compression` on top of the edge
 * cache's own (brotli 4 on the İstanbul page took about as long as rendering it, ADR 0003).
 */
export function sendHeld(
  res: ServerResponse,
  held: HeldAnswer,
  kept: { headers: readonly string[]; body: Buffer } | undefined,
): void {
  // A visitor who went away gets nothing; one the page was not kept for gets the router's answer.
  if (res.destroyed) return;
  if (!kept || res.headersSent) return held.release();
  for (const name of res.getHeaderNames()) res.removeHeader(name);
  // Content-Encoding is among them, set before `compression` looks: an encoded body is not encoded again.
  for (let i = 0; i < kept.headers.length; i += 2) res.setHeader(kept.headers[i]!, kept.headers[i + 1]!);
  held.replace(kept.body);
}
