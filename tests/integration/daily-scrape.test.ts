import { afterAll, beforeAll, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { scrapeRuns } from '#app/db/schema.ts';
import { selectRoster } from '#app/domain/roster/snapshot.ts';
import type { ScrapeSummary } from '#app/domain/admin/scrape-run.ts';
import {
  fixtureSize,
  startListingFixtureServer,
  type ListingFixtureServer,
} from '#tests/support/listing-fixture-server.ts';
import { createTestServices } from '#tests/support/test-services.ts';
import { getProvince } from '#app/domain/geo/geo.server.ts';
import { findClosedPort } from '#app/sources/safe-fetch-test-support.ts';

// 12:00 in Istanbul on 22 November 2026: the duty date in force is the 22nd.
const now = () => new Date('2026-11-22T09:00:00Z');
let fixture: ListingFixtureServer;
let services: Awaited<ReturnType<typeof createTestServices>>;
let summary: ScrapeSummary;

const MISBEHAVING = {
  giresun: 'error500',
  ankara: 'forbidden',
  izmir: 'changed-layout',
  bursa: 'empty',
  antalya: 'few',
  konya: 'slow',
  adana: 'flaky',
} as const;

const previous = (slug: string) =>
  Array.from({ length: 6 }, (_, i) => `Eczane Adı: Önceki ${i} | Konum: ${slug} | Telefon: 0454 000 00 0${i}`).join(
    '\n',
  );

beforeAll(async () => {
  fixture = await startListingFixtureServer({
    today: '2026-11-22',
    misbehave: MISBEHAVING,
    // Slower than every other province's answer, well within the request timeout.
    slowMs: 400,
    robotsTxt: 'User-agent: *\nDisallow: /nobetci-sinop\n',
  });
  services = await createTestServices({
    now,
    env: { LISTING_SOURCE_URL: fixture.url, FETCH_ALLOW_HOSTS: fixture.hostPort },
  });
  for (const slug of ['giresun', 'ankara', 'izmir', 'bursa', 'antalya', 'sinop']) {
    const result = await services.importRosterText(previous(slug), {
      dutyDate: '2026-11-22',
      source: 'import',
      fetchedAt: now(),
    });
    expect(result.insertedCount).toBe(6);
  }
  const seen: number[] = [];
  services.scraper.events.on('progress', (p: { done: number }) => seen.push(p.done));
  summary = await services.scraper.run({ trigger: 'cli', source: 'eczaneler.gen.tr' });
  expect(seen).toHaveLength(81);
  expect(seen.at(-1)).toBe(81);
}, 120_000);

afterAll(async () => {
  await services?.dispose();
  await fixture?.close();
});

const outcome = (slug: string) => summary.outcomes.find((o) => o.province === slug);

test('a full scrape of 81 provinces imports the working ones with the dates of their tabs', () => {
  const istanbul = outcome('istanbul');
  expect(istanbul).toMatchObject({ status: 'imported', reason: null });
  expect(istanbul?.dates.sort()).toEqual(['2026-11-21', '2026-11-22', '2026-11-23']);
  const size = fixtureSize(getProvince('istanbul')!);
  expect(istanbul?.inserted).toBe(3 * size);
  const { roster } = selectRoster(services.snapshots.get().rosters.get('istanbul'), '2026-11-22');
  expect(roster?.source).toBe('eczaneler.gen.tr');
  expect(roster?.pharmacies).toHaveLength(size);
  expect(roster?.pharmacies.every((p) => p.name.endsWith(' Eczanesi') && p.district !== null)).toBe(true);
  expect(summary.outcomes.filter((o) => o.status === 'imported')).toHaveLength(81 - 6);
});

test('slow and once-failing provinces are still imported (retry with backoff)', () => {
  expect(outcome('konya')?.status).toBe('imported');
  expect(outcome('adana')?.status).toBe('imported');
  expect(fixture.hits.get('/nobetci-adana')).toBe(2);
});

test('failing, blocked, changed, empty and suspicious provinces keep their previous roster, with the reason in Turkish', () => {
  expect(outcome('giresun')).toMatchObject({
    status: 'failed',
    reason: `Kaynakta sunucu hatası (HTTP 500): ${fixture.url}/nobetci-giresun`,
  });
  // A 5xx is tried once more by the polite client, then given up.
  expect(fixture.hits.get('/nobetci-giresun')).toBe(2);
  expect(outcome('ankara')).toMatchObject({
    status: 'failed',
    reason: `Kaynak isteği engelledi (HTTP 403): ${fixture.url}/nobetci-ankara`,
  });
  expect(fixture.hits.get('/nobetci-ankara')).toBe(1);
  expect(outcome('izmir')).toMatchObject({
    status: 'failed',
    reason: `Sayfa yapısı değişmiş, eczaneler okunamadı: ${fixture.url}/nobetci-izmir`,
  });
  expect(outcome('bursa')).toMatchObject({
    status: 'failed',
    reason: 'Boş liste: eczaneler.gen.tr 22 Kasım 2026 Pazar için nöbetçi eczane listelemedi',
  });
  expect(outcome('antalya')).toMatchObject({
    status: 'kept',
    reason:
      'Şüpheli kısalma: 21 Kasım 2026 Cumartesi için 1 eczane (son geçerli listede 6); ' +
      '22 Kasım 2026 Pazar için 1 eczane (son geçerli listede 6); 23 Kasım 2026 Pazartesi için 1 eczane (son geçerli listede 6)',
  });
  for (const slug of ['giresun', 'ankara', 'izmir', 'bursa', 'antalya']) {
    const { roster } = selectRoster(services.snapshots.get().rosters.get(slug), '2026-11-22');
    expect(roster?.pharmacies.map((p) => p.name).sort(), slug).toEqual(
      Array.from({ length: 6 }, (_, i) => `Önceki ${i} Eczanesi`).sort(),
    );
  }
});

test('robots.txt is respected and requests identify the bot', () => {
  expect(outcome('sinop')).toMatchObject({
    status: 'failed',
    reason: `Kaynağın robots.txt dosyası bu sayfaya erişimi yasaklıyor: ${fixture.url}/nobetci-sinop`,
  });
  expect(fixture.hits.get('/nobetci-sinop')).toBeUndefined();
  expect(fixture.hits.get('/robots.txt')).toBe(1);
  expect([...fixture.userAgents].every((ua) => ua.startsWith('NobetciEczaneBot/'))).toBe(true);
});

test('the run log holds times, status, counts and per-province outcomes', async () => {
  const [run] = await services.db.select().from(scrapeRuns).where(eq(scrapeRuns.id, summary.run.id));
  expect(run).toMatchObject({ status: 'partial', trigger: 'cli', provincesTotal: 81, provincesDone: 81 });
  expect(run?.completedAt).not.toBeNull();
  expect(run?.insertedCount).toBe(summary.outcomes.reduce((n, o) => n + o.inserted, 0));
  expect(run?.outcomes).toHaveLength(81);
  expect(run?.error).toBe('6 il önceki listesini korudu (toplam 81 il)');
  expect(summary.sample).toHaveLength(3);
});

test('a source that cannot be reached fails every province as unreachable, not as refused by robots.txt', async () => {
  const port = await findClosedPort();
  const unreachable = await createTestServices({
    now,
    env: { LISTING_SOURCE_URL: `http://127.0.0.1:${port}`, FETCH_ALLOW_HOSTS: `127.0.0.1:${port}` },
  });
  try {
    const result = await unreachable.scraper.run({ trigger: 'cli', source: 'eczaneler.gen.tr' });
    expect(result.run.status).toBe('failed');
    expect(result.outcomes).toHaveLength(81);
    for (const o of result.outcomes) {
      expect(o, o.province).toMatchObject({
        status: 'failed',
        reason: `Kaynağa bağlanılamadı: 127.0.0.1:${port} (robots.txt alınamadı: bağlantı reddedildi)`,
      });
      expect(o.reason).not.toMatch(/disallows|yasaklıyor/);
    }
  } finally {
    await unreachable.dispose();
  }
}, 60_000);
