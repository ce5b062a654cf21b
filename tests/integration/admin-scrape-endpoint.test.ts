import { afterAll, beforeAll, expect, test } from 'vitest';
import { listAudit } from '#app/auth/audit.server.ts';
import { createLoadContext } from '#app/context.server.ts';
import { listRecentRuns } from '#app/db/scrape-runs.server.ts';
import { SCRAPE_BUSY_ERROR, type ScrapeResponse } from '#app/domain/admin/scrape-report.ts';
import { action, loader } from '#app/routes/api/admin/daily-province-scraper.ts';
import { loader as progressLoader } from '#app/routes/api/admin/scrape-progress.ts';
import { startListingFixtureServer, type ListingFixtureServer } from '#tests/support/listing-fixture-server.ts';
import { createTestServices } from '#tests/support/test-services.ts';

// 12:00 in Istanbul on 22 November 2026.
const now = () => new Date('2026-11-22T09:00:00Z');
let fixture: ListingFixtureServer;
let services: Awaited<ReturnType<typeof createTestServices>>;

beforeAll(async () => {
  // Konya's page waits for the test: the first run is still going when the second is asked for.
  // The run covers all 81 provinces; the source lists three of them (the others fail at once), as
  // this is about the endpoint's stream, refusal and answer (a full import: daily-scrape.test.ts).
  fixture = await startListingFixtureServer({
    today: '2026-11-22',
    misbehave: { konya: 'held' },
    provinces: ['konya', 'giresun', 'rize'],
  });
  services = await createTestServices({
    now,
    env: { LISTING_SOURCE_URL: fixture.url, FETCH_ALLOW_HOSTS: fixture.hostPort },
  });
});
afterAll(async () => {
  await services?.dispose();
  await fixture?.close();
});

const ENDPOINT = 'http://localhost/api/admin/daily-province-scraper';

function argsFor(request: Request) {
  return {
    request,
    url: new URL(request.url),
    pattern: new URL(request.url).pathname,
    params: {},
    context: createLoadContext(services, { ip: '198.51.100.4' }),
  };
}

const post = () =>
  new Request(ENDPOINT, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
  });

/** Reads the event stream until `until` shows up. */
async function readUntil(reader: ReadableStreamDefaultReader<Uint8Array>, until: string): Promise<string> {
  const decoder = new TextDecoder();
  let text = '';
  while (!text.includes(until)) {
    const { value, done } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
  }
  return text;
}

test('the scraper endpoint answers other methods with 405 JSON', async () => {
  const get = loader();
  expect(get.status).toBe(405);
  expect(await get.json()).toMatchObject({ success: false, clearedCount: 0, insertedCount: 0, pharmacies: [] });
  const put = await action(argsFor(new Request(ENDPOINT, { method: 'PUT' })));
  expect(put.status).toBe(405);
});

test('a manual run streams progress for 81 provinces, refuses a second run, and answers the result JSON', async () => {
  const aborter = new AbortController();
  const stream = progressLoader(
    argsFor(new Request('http://localhost/api/admin/scrape-progress', { signal: aborter.signal })),
  );
  expect(stream.headers.get('Content-Type')).toBe('text/event-stream; charset=utf-8');
  expect(stream.headers.get('Cache-Control')).toContain('no-transform');
  const reader = stream.body!.getReader();
  expect(await readUntil(reader, 'event: idle')).toContain('event: idle\ndata: {"running":false}\n\n');
  expect(services.scraper.events.listenerCount('progress')).toBe(1);

  const first = action(argsFor(post()));
  const firstEvent = await readUntil(reader, '\n\n');
  expect(firstEvent).toMatch(/^data: \{"done":1,"total":81,"province":"[a-z]+"\}\n\n/);

  const busy = await action(argsFor(post()));
  expect(busy.status).toBe(409);
  expect(await busy.json()).toEqual({
    success: false,
    message: null,
    error: SCRAPE_BUSY_ERROR,
    clearedCount: 0,
    insertedCount: 0,
    pharmacies: [],
  });

  fixture.release();
  const events = firstEvent + (await readUntil(reader, 'event: finished'));
  const done = [...events.matchAll(/^data: \{"done":(\d+),"total":81,"province":"[a-z]+"\}$/gm)].map((m) =>
    Number(m[1]),
  );
  expect(done).toEqual(Array.from({ length: 81 }, (_, i) => i + 1));

  const response = await first;
  expect(response.status).toBe(200);
  const body = (await response.json()) as ScrapeResponse;
  const [run] = await listRecentRuns(services.db, 1);
  expect(body).toMatchObject({ success: true, error: null, clearedCount: 0, insertedCount: run?.insertedCount });
  // The three listed provinces' three days, a pharmacy in each district at least.
  expect(body.insertedCount).toBeGreaterThan(3 * 3);
  expect(body.message).toBe(
    `Veriler başarıyla işlendi. 0 kayıt silindi, ${body.insertedCount} yeni kayıt eklendi. 78 il önceki listesini korudu.`,
  );
  expect(body.pharmacies).toHaveLength(3);
  for (const p of body.pharmacies) expect(Object.keys(p)).toEqual(['name', 'district', 'phone']);

  aborter.abort();
  expect(services.scraper.events.listenerCount('progress')).toBe(0);
  expect(services.scraper.events.listenerCount('finished')).toBe(0);

  const scrapes = (await listAudit(services.db)).filter((a) => a.action === 'scrape');
  expect(scrapes.map((a) => [a.ip, a.detail?.success])).toEqual([
    ['198.51.100.4', true],
    ['198.51.100.4', false],
  ]);
});

test('a plain form post without JavaScript returns to the dashboard', async () => {
  const request = new Request(ENDPOINT, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'text/html,*/*' },
    body: 'csrf=x',
  });
  const response = await action(argsFor(request)).catch((thrown: unknown) => thrown as Response);
  expect(response.status).toBe(303);
  expect(response.headers.get('Location')).toBe('/adminxyz');
});
