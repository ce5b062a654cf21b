/**
 * How the shared-page cache compresses (server/edge-cache.ts, docs/decisions/0003-duty-dates-and-caching.md):
 * a kept page once in each encoding it is answered in, an answer that is not kept once on its way out.
 */
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { toPreferredEncoding, type Encoding } from '#server/edge-cache-rules.ts';

/**
 * Brotli 8, not 9: for the İstanbul page (270 KB) quality 9 took a median 117 ms of CPU for
 * 14,325 bytes, quality 8 4.7 ms for 14,482 (1% more). Every shared page is compressed again
 * each minute and snapshot, on the same two cores that render.
 */
const BROTLI_QUALITY = 8;
/**
 * Brotli's window for a kept page: the page's own size, at most 64 KB (window bits 16). From 17
 * bits up, quality 8 works with a ~16 MB hash table of its own for every page it compresses, taken
 * from the system and given back each time (server/heap-flags.ts). On a host that charges for each
 * page of memory a process touches (2026-11-30: ~16 µs per 4 KB, docs/measurements.md) that was
 * 51–62 ms a page instead of 3–5 ms (3,800 page faults against 190), in the minute's turn and for
 * every new query variant. What it costs in bytes: the 60 and 71 KB pages (the API's provinces,
 * `/`) came out within 11 bytes of the 4 MB window's, the 96 KB İstanbul page 1.5% larger (12,185
 * against 12,002), and a 345 KB test file of five pages one after another 36% larger: its repeats
 * lie farther apart than 64 KB, while a page's (its cards) lie a few kilobytes apart.
 */
function toKeptBrotliParams(size: number): Record<number, number> {
  const bits = Math.min(16, Math.max(zlibConstants.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(Math.max(size, 1)))));
  return {
    [zlibConstants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
    [zlibConstants.BROTLI_PARAM_LGWIN]: bits,
    [zlibConstants.BROTLI_PARAM_SIZE_HINT]: size,
  };
}

/** An answer that is not kept is compressed once on its way out, as `compression` would (brotli 4). */
const ONE_OFF_BROTLI_QUALITY = 4;
/** Media types worth compressing. */
const COMPRESSIBLE = /^(text\/|application\/(json|xml|javascript|manifest\+json)|[^;]*\+(json|xml))/;

/** A kept page in the encodings it is answered in besides identity: gzip 9 and brotli 8. */
export function compressForKeeping(body: Buffer): { gzip: Buffer; br: Buffer } {
  return {
    gzip: gzipSync(body, { level: 9 }),
    br: brotliCompressSync(body, { params: toKeptBrotliParams(body.length) }),
  };
}

/**
 * An answer that is not kept, in the client's preferred encoding when it is text of at least 1 KB
 * (brotli 4 or gzip), else as it is.
 */
export function compressOnce(
  body: Buffer,
  contentType: string,
  acceptEncoding: string | undefined,
): { encoding: Encoding; sent: Buffer } {
  const encoding: Encoding =
    body.length >= 1024 && COMPRESSIBLE.test(contentType) ? toPreferredEncoding(acceptEncoding) : 'identity';
  const sent =
    encoding === 'br'
      ? brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: ONE_OFF_BROTLI_QUALITY } })
      : encoding === 'gzip'
        ? gzipSync(body)
        : body;
  return { encoding, sent };
}
