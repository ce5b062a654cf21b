import type { NextFunction, Request, Response } from 'express';
import { refuse } from '#server/refusal.ts';
import { classifyPath } from '#app/domain/site/request-kind.ts';
import { hasRequestBody } from '#server/request-boundary.ts';

/**
 * Reads a POST body into `req.body` (a Buffer) within its route's limit
 * (`classifyPath(…).bodyLimit`, app/domain/site/request-kind.ts). A declared length over the limit is refused at
 * once, a body that grows past it as soon as it does: 413, and the connection is closed rather
 * than the rest read. Compressed bodies are not accepted (415).
 *
 * NUL characters are taken out of the body, raw or escaped (`%00` in a form, `\u0000` in JSON):
 * no keyboard types one, and neither database can store one in text, so a report, a login or an
 * import carrying one failed with a 5xx and lost what the visitor wrote.
 */
export function readBoundedBody(req: Request, res: Response, next: NextFunction): void {
  if (req.method !== 'POST' || !hasRequestBody(req)) return next();
  const limit = classifyPath(req.path).bodyLimit;
  const tooLarge = () => {
    refuse(res, req.originalUrl, 413, { headers: { Connection: 'close' } });
    // Nothing more of this body is read: the connection ends with the answer.
    res.once('finish', () => req.socket.destroy());
  };
  const encoding = (req.headers['content-encoding'] ?? 'identity').toLowerCase();
  if (encoding !== 'identity') {
    refuse(res, req.originalUrl, 415, {
      message: 'Sıkıştırılmış istek gövdesi kabul edilmiyor.',
      headers: { Connection: 'close' },
    });
    res.once('finish', () => req.socket.destroy());
    return;
  }
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) return tooLarge();

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
    req.off('data', onData);
    req.pause();
    tooLarge();
  };
  const onEnd = () => finish();
  const onError = (error: Error) => finish(Object.assign(error, { status: 400, type: 'request.aborted' }));
  req.on('data', onData);
  req.on('end', onEnd);
  req.on('error', onError);
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
