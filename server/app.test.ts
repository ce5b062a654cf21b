import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createHttpServer } from './app.ts';
import { withoutNul } from './body-reader.ts';
import { toEncodedTarget } from './client-error.ts';
import { ADMIN_BODY_LIMIT, classifyPath, PUBLIC_BODY_LIMIT } from '#app/domain/site/request-kind.ts';

const toBodyLimit = (path: string) => classifyPath(path).bodyLimit;

let clientDir: string;
const PAGE_SCRIPT = `export const message = ${JSON.stringify('Nöbetçi eczane '.repeat(200))};\n`;
let base: string;
let close: () => void;
const logged: { obj: object; msg: string }[] = [];

beforeAll(async () => {
  clientDir = mkdtempSync(path.join(tmpdir(), 'client-'));
  mkdirSync(path.join(clientDir, 'assets'));
  writeFileSync(path.join(clientDir, 'manifest.webmanifest'), '{"name":"Nöbetçi Eczane"}');
  writeFileSync(path.join(clientDir, 'favicon.ico'), Buffer.from([0, 0, 1, 0, 0, 0]));
  writeFileSync(path.join(clientDir, 'assets', 'entry-abc123.js'), 'export {};');
  // As the build leaves a script: the plain file and its precompressed forms (vite.config.ts).
  writeFileSync(path.join(clientDir, 'assets', 'page-script-x1.js'), PAGE_SCRIPT);
  writeFileSync(
    path.join(clientDir, 'assets', 'page-script-x1.js.br'),
    brotliCompressSync(PAGE_SCRIPT, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  writeFileSync(path.join(clientDir, 'assets', 'page-script-x1.js.gz'), gzipSync(PAGE_SCRIPT));
  const server = createHttpServer({
    // Static files never reach React Router.
    build: () => Promise.reject(new Error('no build in this test')),
    getLoadContext: () => {
      throw new Error('no load context in this test');
    },
    clientDir,
    log: { error: (obj, msg) => logged.push({ obj, msg }) },
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => {
  close?.();
  rmSync(clientDir, { recursive: true, force: true });
});

test('the web app manifest is served as application/manifest+json, cached for an hour and not immutable', async () => {
  const response = await fetch(`${base}/manifest.webmanifest`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
  expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
  expect(await response.json()).toEqual({ name: 'Nöbetçi Eczane' });
});

test('icons keep their unhashed names and get the short cache; hashed assets are immutable for a year', async () => {
  const icon = await fetch(`${base}/favicon.ico`);
  expect(icon.headers.get('content-type')).toBe('image/vnd.microsoft.icon');
  expect(icon.headers.get('cache-control')).not.toContain('immutable');
  const asset = await fetch(`${base}/assets/entry-abc123.js`);
  expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
});

/** The raw answer, undecoded (fetch would decompress it). */
function getRaw(url: string, acceptEncoding: string) {
  return new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

test('hashed assets are served precompressed: brotli when taken, else gzip, else the plain file', async () => {
  const url = `${base}/assets/page-script-x1.js`;
  const br = await getRaw(url, 'gzip, deflate, br');
  expect(br.headers['content-encoding']).toBe('br');
  expect(br.headers['content-type']).toMatch(/javascript/);
  expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(br.headers.vary).toMatch(/Accept-Encoding/i);
  expect(brotliDecompressSync(br.body).toString()).toBe(PAGE_SCRIPT);
  // The build's own file, byte for byte, with its length: nothing compressed per request.
  const stored = readFileSync(path.join(clientDir, 'assets', 'page-script-x1.js.br'));
  expect(br.body.equals(stored)).toBe(true);
  expect(br.headers['content-length']).toBe(String(stored.length));
  const gz = await getRaw(url, 'gzip');
  expect(gz.headers['content-encoding']).toBe('gzip');
  expect(gunzipSync(gz.body).toString()).toBe(PAGE_SCRIPT);
  const plain = await getRaw(url, 'identity');
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body.toString()).toBe(PAGE_SCRIPT);
});

test('a server error reaches the app’s logger and a short Turkish page, not the console', async () => {
  const response = await fetch(`${base}/istanbul`);
  expect(response.status).toBe(500);
  expect(await response.text()).toContain('Bir hata oluştu');
  expect(logged).toEqual([
    { obj: expect.objectContaining({ method: 'GET', path: '/istanbul' }), msg: 'request failed' },
  ]);
});

test('raw UTF-8 letters in a request line are re-sent percent-encoded; other bytes are not guessed at', async () => {
  expect(toEncodedTarget(Buffer.from('/İstanbul?q=Kadıköy'))).toBe('/%C4%B0stanbul?q=Kad%C4%B1k%C3%B6y');
  expect(toEncodedTarget(Buffer.from([0x2f, 0xdd, 0x73]))).toBeNull();
  expect(toEncodedTarget(Buffer.from('x/İstanbul'))).toBeNull();
});

test('request bodies are bounded per route: small for login and consent, larger for admin imports', async () => {
  expect(toBodyLimit('/adminxyz/giris')).toBe(PUBLIC_BODY_LIMIT);
  expect(toBodyLimit('/adminxyz/giris.data')).toBe(PUBLIC_BODY_LIMIT);
  expect(toBodyLimit('/cerez-politikasi')).toBe(PUBLIC_BODY_LIMIT);
  expect(toBodyLimit('/api/admin/process-pharmacy-data')).toBe(ADMIN_BODY_LIMIT);
  expect(toBodyLimit('/process-data.data')).toBe(ADMIN_BODY_LIMIT);
  expect(PUBLIC_BODY_LIMIT).toBeLessThanOrEqual(16 * 1024);
});

test('NUL characters leave a body: raw ones always, %00 in a form, \\u0000 in JSON (not an escaped backslash)', () => {
  const form = 'application/x-www-form-urlencoded';
  expect(withoutNul(Buffer.from('note=a%00b&x=%2500'), form).toString()).toBe('note=ab&x=%2500');
  expect(withoutNul(Buffer.from('a\0b'), 'text/plain').toString()).toBe('ab');
  expect(withoutNul(Buffer.from('{"url":"%00"}'), 'application/json').toString()).toBe('{"url":"%00"}');
  expect(withoutNul(Buffer.from(String.raw`{"a":"x\u0000y","b":"\\u0000"}`), 'application/json').toString()).toBe(
    String.raw`{"a":"xy","b":"\\u0000"}`,
  );
  const plain = Buffer.from('şifa=1');
  expect(withoutNul(plain, form)).toBe(plain);
});
