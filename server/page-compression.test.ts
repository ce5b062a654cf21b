import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, test } from 'vitest';
import { compressForKeeping, compressOnce } from '#server/page-compression.ts';

/** A page of `cards` pharmacy cards, ~180 bytes each, like a province page. */
const page = (cards: number) =>
  Buffer.from(
    `<!doctype html><html><body>${Array.from(
      { length: cards },
      (_, i) =>
        `<article id="eczane-${i}"><h2>Eczane ${i}</h2><p>Moda Cad. No:${i} Kadıköy</p><a href="tel:+902160000${i}">Ara</a></article>`,
    ).join('')}</body></html>`,
  );

/** The window a brotli stream declares in its first bits (RFC 7932, 9.1): a first bit 0 means 16. */
const windowBits = (stream: Buffer) => {
  if ((stream[0]! & 1) === 0) return 16;
  const next = (stream[0]! >> 1) & 7;
  return next === 0 ? 'below 16' : 17 + next;
};

test('a kept page decodes to its bytes in both encodings, whatever its size', () => {
  for (const body of [page(1), page(100), page(1500)]) {
    const { gzip, br } = compressForKeeping(body);
    expect(gunzipSync(gzip).equals(body)).toBe(true);
    expect(brotliDecompressSync(br).equals(body)).toBe(true);
    expect(br.length).toBeLessThan(body.length);
  }
});

test('brotli keeps a window of 64 KB at most: a page of ~250 KB declares 16 bits, a 12 KB one less', () => {
  // From 17 bits up brotli 8 takes a ~16 MB table from the system for each page (page-compression.ts).
  const large = page(2000);
  expect(large.length).toBeGreaterThan(200_000);
  expect(windowBits(compressForKeeping(large).br)).toBe(16);
  expect(windowBits(compressForKeeping(page(100)).br)).toBe('below 16');
});

test('an answer that is not kept goes out compressed only when it is text of at least 1 KB', () => {
  const html = page(100);
  const br = compressOnce(html, 'text/html; charset=utf-8', 'gzip, deflate, br');
  expect(br.encoding).toBe('br');
  expect(brotliDecompressSync(br.sent).equals(html)).toBe(true);
  const gzip = compressOnce(html, 'application/json', 'gzip');
  expect(gzip.encoding).toBe('gzip');
  expect(gunzipSync(gzip.sent).equals(html)).toBe(true);
  expect(compressOnce(html, 'image/png', 'br')).toEqual({ encoding: 'identity', sent: html });
  expect(compressOnce(Buffer.from('<p>kısa</p>'), 'text/html', 'br').encoding).toBe('identity');
  expect(compressOnce(html, 'text/html', undefined).encoding).toBe('identity');
});
