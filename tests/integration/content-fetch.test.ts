import { afterAll, beforeAll, expect, test } from 'vitest';
import { contentTaskDepsFor } from '#app/admin/content-fetcher.server.ts';
import { CONTENT_MESSAGES } from '#app/domain/admin/content-fetch-messages.ts';
import { createContentFetch, fetchExternalContent } from '#app/jobs/content-fetch.server.ts';
import { ROSTER_TEXT, startContentStandIn, type ContentStandIn } from '#tests/support/content-stand-in.ts';
import { createTestServices } from '#tests/support/test-services.ts';

/**
 * The admin's content fetch (app/jobs/content-fetch.server.ts) against a local stand-in for remote
 * pages: what it refuses before any request, what it reads, how it fails. The content tasks built on
 * it are in content-fetcher.test.ts.
 */

// 09:16 in Istanbul on 22 November 2026: the duty date in force is the 22nd.
const clock = new Date('2026-11-22T06:16:00Z');
const now = () => clock;

let standIn: ContentStandIn;
let origin = '';
let hits: Map<string, number>;
let services: Awaited<ReturnType<typeof createTestServices>>;

beforeAll(async () => {
  standIn = await startContentStandIn();
  ({ origin, hits } = standIn);
  services = await createTestServices({ now, env: { FETCH_ALLOW_HOSTS: new URL(origin).host } });
});

afterAll(async () => {
  await services?.dispose();
  await standIn?.close();
});

const allowedFetch = () => contentTaskDepsFor(services).fetch;
const blockedFetch = () => createContentFetch({ allowHosts: [], userAgent: 'test' });

test('an empty, unparseable or non-http address is refused with the Turkish message', async () => {
  for (const [input, error] of [
    ['', 'Lütfen bir URL girin'],
    ['   ', 'Lütfen bir URL girin'],
    ['eczane listesi', 'Geçerli bir URL girin (örn: https://www.eczaneler.gen.tr)'],
    // Without a scheme an address is read as https (content-fetch-messages.test.ts).
    ['file:///etc/passwd', CONTENT_MESSAGES.urlProtocol],
  ] as const) {
    expect(await fetchExternalContent(allowedFetch(), input)).toMatchObject({
      content: null,
      contentType: null,
      error,
      problem: 'input',
    });
  }
});

test('a loopback address not in FETCH_ALLOW_HOSTS is refused before any request is sent', async () => {
  const before = hits.get('/roster.txt') ?? 0;
  const port = new URL(origin).port;
  for (const url of [
    `${origin}/roster.txt`,
    `http://localhost:${port}/roster.txt`,
    `http://[::1]:${port}/roster.txt`,
  ]) {
    const result = await fetchExternalContent(blockedFetch(), url);
    expect(result).toMatchObject({ content: null, error: CONTENT_MESSAGES.urlBlocked, problem: 'input' });
    expect(result.error).toContain('izin verilmiyor');
  }
  expect(hits.get('/roster.txt') ?? 0).toBe(before);
});

test('an allowed address is fetched as text with its content type', async () => {
  const result = await fetchExternalContent(allowedFetch(), `${origin}/roster.txt`);
  expect(result).toEqual({
    content: ROSTER_TEXT,
    contentType: 'text/plain; charset=utf-8',
    error: null,
    problem: null,
    detail: null,
  });
});

test('HTTP errors and non-text bodies fail with the fetch error and a detail', async () => {
  const missing = await fetchExternalContent(allowedFetch(), `${origin}/yok`);
  expect(missing).toMatchObject({
    problem: 'fetch',
    error: 'İçerik çekilirken bir hata oluştu: sunucu HTTP 404 yanıtı verdi',
  });
  const image = await fetchExternalContent(allowedFetch(), `${origin}/image.png`);
  expect(image.error).toBe('İçerik çekilirken bir hata oluştu: metin olmayan içerik türü (image/png)');
});
