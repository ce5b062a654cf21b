import type { NextFunction, Request, Response } from 'express';
import { refuse } from '#server/refusal.ts';
import { classifyPath, PUBLIC_BODY_LIMIT } from '#app/domain/site/request-kind.ts';
import { getRequestFacts, hasRequestBody } from '#server/request-boundary.ts';

/**
 * Reads a POST body into `req.body` (a Buffer) within its route's limit
 * (`classifyPath(…).bodyLimit`, app/domain/site/request-kind.ts). A declared length over the limit is
 * refused at once, a body that grows past it as soon as it does: 413, and the connection is closed
 * rather than the rest read. Compressed bodies are not accepted (415).
 *
 * Nothing large before identity: a body over the public limit (an admin import) is read only for a
 * request that carries a live session (`identify`). An anonymous one is not read at all: the route's
 * guard answers it (401 or the login page) and the connection closes. And all bodies being read at
 * once hold at most `budgetBytes` between them: past it a request is answered 503 with
 * `Retry-After` before its body is read (a flood of slow uploads cannot take the memory).
 *
 * NUL characters are taken out of the body, raw or escaped (`%00` in a form, `\u0000` in JSON):
 * no keyboard types one, and neither database can store one in text, so a report, a login or an
 * import carrying one failed with a 5xx and lost what the visitor wrote.
 */
export type BodyReaderOptions = {
  /** Whether the request carries a live session; without it no body past the public limit is read. */
  identify?: (req: Request, origin: string) => Promise<boolean>;
  /** The most bytes all bodies being read may hold together (64 MB by default). */
  budgetBytes?: number;
};

const BODY_BUDGET_BYTES = 64 * 1024 * 1024;

export function createBodyReader(options: BodyReaderOptions = {}) {
  const budget = options.budgetBytes ?? BODY_BUDGET_BYTES;
  let held = 0;

  /** Ends the exchange after `answer`: the rest of the body is not read, the connection closes. */
  const closeAfter = (req: Request, res: Response, answer: () => void) => {
    res.setHeader('Connection', 'close');
    answer();
    res.once('finish', () => req.socket.destroy());
  };

  return async function readBoundedBody(req: Request, res: Response, next: NextFunction): Promise<void> {
    if (req.method !== 'POST' || !hasRequestBody(req)) return next();
    let limit = classifyPath(req.path).bodyLimit;
    const encoding = (req.headers['content-encoding'] ?? 'identity').toLowerCase();
    if (encoding !== 'identity') {
      closeAfter(req, res, () =>
        refuse(res, req.originalUrl, 415, { message: 'Sıkıştırılmış istek gövdesi kabul edilmiyor.' }),
      );
      return;
    }
    const declared = Number(req.headers['content-length']);
    const known = Number.isFinite(declared);
    if (known && declared > limit) {
      closeAfter(req, res, () => refuse(res, req.originalUrl, 413));
      return;
    }
    if (limit > PUBLIC_BODY_LIMIT && (!known || declared > PUBLIC_BODY_LIMIT)) {
      let signedIn: boolean;
      try {
        signedIn = (await options.identify?.(req, getRequestFacts(res).origin)) ?? false;
      } catch {
        // The sessions cannot be read (the database is down): nobody can be told apart, so wait.
        closeAfter(req, res, () => refuse(res, req.originalUrl, 503, { headers: { 'Retry-After': '30' } }));
        return;
      }
      if (!signedIn) {
        if (known) {
          // Not read at all: the guard answers an anonymous request without looking at its body.
          res.setHeader('Connection', 'close');
          res.once('finish', () => req.socket.destroy());
          return next();
        }
        limit = PUBLIC_BODY_LIMIT;
      }
    }
    if (known && declared > limit) {
      closeAfter(req, res, () => refuse(res, req.originalUrl, 413));
      return;
    }
    // What this body may hold: its declared length, or its limit when it does not say.
    const reserved = known ? declared : limit;
    if (held + reserved > budget) {
      closeAfter(req, res, () => refuse(res, req.originalUrl, 503, { headers: { 'Retry-After': '5' } }));
      return;
    }
    held += reserved;
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      held -= reserved;
    };
    res.once('close', release);

    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    const finish = (error?: Error) => {
      if (done) return;
      done = true;
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
      if (error) return next(error);
      req.body = withoutNul(Buffer.concat(chunks), req.headers['content-type'] ?? '');
      next();
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) {
        chunks.push(chunk);
        return;
      }
      done = true;
      chunks.length = 0;
      req.off('data', onData);
      req.pause();
      closeAfter(req, res, () => refuse(res, req.originalUrl, 413));
    };
    const onEnd = () => finish();
    const onError = (error: Error) => finish(Object.assign(error, { status: 400, type: 'request.aborted' }));
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
  };
}

const NUL_BYTE = 0;
const FORM_NUL = Buffer.from('%00');
const JSON_NUL = Buffer.from('\\u0000');
/** `\u0000` after an even number of backslashes (an escaped backslash is not an escape). */
const JSON_NUL_ESCAPE = /(?<!\\)((?:\\\\)*)\\u0000/g;

/** The body without NUL characters: raw ones always, `%00` in a form, `\u0000` in JSON. */
export function withoutNul(body: Buffer, contentType: string): Buffer {
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  const raw = body.includes(NUL_BYTE);
  const form = type === 'application/x-www-form-urlencoded' && body.includes(FORM_NUL);
  const json = (type === 'application/json' || type.endsWith('+json')) && body.includes(JSON_NUL);
  if (!raw && !form && !json) return body;
  let text = body.toString('latin1');
  if (raw) text = text.replaceAll('\0', '');
  if (form) text = text.replaceAll('%00', '');
  if (json) text = text.replace(JSON_NUL_ESCAPE, '$1');
  return Buffer.from(text, 'latin1');
}
