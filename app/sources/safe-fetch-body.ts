import type { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { SafeFetchError } from '#app/sources/safe-fetch-error.ts';

const decoders: Record<string, (() => Transform) | undefined> = {
  gzip: createGunzip,
  'x-gzip': createGunzip,
  deflate: createInflate,
  br: createBrotliDecompress,
};

/** The Accept-Encoding value matching the decoders above. */
export const acceptEncoding = 'gzip, deflate, br';

/**
 * Reads a response body into memory, decompressing it when the server used a known
 * Content-Encoding, and fails with `too_large` as soon as the (decoded) size passes `maxBytes`.
 * An unknown encoding leaves the bytes as they came.
 */
export async function readLimitedBody(
  body: Readable,
  contentEncoding: string | undefined,
  maxBytes: number,
  url: string,
  signal: AbortSignal,
): Promise<Buffer> {
  // The deadline also covers a server that drips the body slowly.
  const onAbort = () => body.destroy(signal.reason instanceof Error ? signal.reason : new Error('aborted'));
  signal.addEventListener('abort', onAbort, { once: true });
  let stream: Readable = body;
  for (const createDecoder of listDecoders(contentEncoding)) {
    stream = pipeline(stream, createDecoder(), () => {
      // Errors surface through the iteration below.
    });
  }
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    signal.throwIfAborted();
    for await (const chunk of stream) {
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
      size += buffer.length;
      if (size > maxBytes) {
        throw new SafeFetchError('too_large', url, `Response body of ${url} exceeds the limit of ${maxBytes} bytes`);
      }
      chunks.push(buffer);
    }
  } finally {
    signal.removeEventListener('abort', onAbort);
    discardBody(body);
  }
  return Buffer.concat(chunks, size);
}

/** Drops a body that will not be read; undici reports destroying an unread body as an error, which is expected here. */
export function discardBody(body: Readable): void {
  if (body.destroyed) return;
  body.on('error', () => undefined);
  body.destroy();
}

function listDecoders(contentEncoding: string | undefined): (() => Transform)[] {
  const codings = (contentEncoding ?? '')
    .split(',')
    .map((coding) => coding.trim().toLowerCase())
    .filter((coding) => coding !== '' && coding !== 'identity');
  const found = codings.map((coding) => decoders[coding]);
  if (found.some((decoder) => decoder === undefined)) return [];
  // Codings are listed in the order they were applied; undo them from the last one.
  return (found as (() => Transform)[]).reverse();
}
