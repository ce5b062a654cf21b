import { afterEach, expect, test } from 'vitest';
import { getProvince } from '#app/domain/geo/geo.server.ts';
import { selectRoster } from '#app/domain/roster/snapshot.ts';
import { listSourceHealth } from '#app/db/source-health.server.ts';
import { sourceSettings } from '#app/db/schema-sources.ts';
import { CHAMBER_SITES } from '#app/domain/sources/chamber-catalogue.ts';
import { fixtureSize, type SourceFault } from '#tests/support/source-fixtures/roster.ts';
import { startWebhookReceiver } from '#tests/support/webhook-receiver.ts';
import {
  startSourceFixtureServers,
  type SourceFixtureOptions,
  type SourceFixtureServers,
} from '#tests/support/source-fixtures/server.ts';
import { startSiteServers, type SiteServers } from '#tests/support/site-servers.ts';
import { createTestServices } from '#tests/support/test-services.ts';

// 12:00 in Istanbul on 27 November 2026: the duty date in force is the 27th everywhere.
const now = () => new Date('2026-11-27T09:00:00Z');
const TODAY = '2026-11-27';

type Services = Awaited<ReturnType<typeof createTestServices>>;
let open: { servers: SourceFixtureServers; services: Services; site?: SiteServers }[] = [];

afterEach(async () => {
  for (const { servers, services, site } of open) {
    await site?.close();
    await services.dispose();
    await servers.close();
  }
  open = [];
});

/** A page's text as a visitor reads it (the site served over HTTP, entities decoded). */
async function visit(services: Services, path: string): Promise<string> {
  const entry = open.find((o) => o.services === services);
  if (!entry) throw new Error('unknown services');
  entry.site ??= await startSiteServers(services);
  const base = await entry.site.listen();
  const html = await (await fetch(`${base}${path}`)).text();
  return html.replaceAll('<!-- -->', '').replaceAll('&#x27;', "'").replaceAll('&amp;', '&');
}

/**
 * The app with every source host sent to the fixture source, the paid APIs keyed, no pacing. These
 * tests are about the chain after the official sources: an admin has switched the chambers off for
 * all provinces (the chambers first: tests/integration/source-chambers.test.ts).
 */
async function start(faults: Omit<SourceFixtureOptions, 'today'>, env: Record<string, string> = {}) {
  const servers = await startSourceFixtureServers({ today: TODAY, ...faults });
  const services = await createTestServices({
    now,
    env: {
      SOURCE_HOST_MAP: servers.hostMap,
      SOURCE_REQUEST_INTERVAL_MS: '0',
      COLLECTAPI_KEY: 'fikstur-anahtari',
      NOSYAPI_KEY: 'fikstur-anahtari',
      ...env,
    },
  });
  open.push({ servers, services });
  // As the Kaynaklar page writes it (one row per source, for all provinces), in one statement.
  await services.db
    .insert(sourceSettings)
    .values(CHAMBER_SITES.map((site) => ({ provinceId: null, source: site.name, enabled: false, updatedAt: now() })));
  return { servers, services };
}

const rosterOf = (services: Awaited<ReturnType<typeof createTestServices>>, slug: string) =>
  selectRoster(services.snapshots.get().rosters.get(slug), TODAY);

/**
 * Provinces of every kind of chain: İstanbul's and İzmir's municipalities, a few national-only ones.
 * (All 81 are read in one run by tests/integration/source-chambers.test.ts.)
 */
const SAMPLE = ['istanbul', 'izmir', 'giresun', 'ordu', 'van', 'kayseri'];

test('with the listing site answering only a challenge, every province is filled from its other sources and says so', async () => {
  const { services } = await start({
    sourceFaults: { 'eczaneler.gen.tr': 'challenge', 'eczaneler.gen.tr/iframe': 'challenge' },
  });
  const summary = await services.scraper.run({ trigger: 'cli', provinces: SAMPLE });
  expect(summary.outcomes.filter((o) => o.status === 'imported')).toHaveLength(SAMPLE.length);

  const giresun = summary.outcomes.find((o) => o.province === 'giresun');
  expect(giresun).toMatchObject({ source: 'e-devlet', fallback: false });
  // The listing site's embeddable page (positions in one request) was tried as the check and refused
  // as blocked; its province page, of the same family, was not asked; CollectAPI checked instead.
  expect(giresun?.attempts?.map((a) => a.source)).toEqual(['e-devlet', 'eczaneler.gen.tr/iframe', 'collectapi']);
  expect(giresun?.attempts?.[1]?.error).toMatch(/^Bot koruması/);
  expect(giresun?.check).toMatchObject({ source: 'collectapi', same: 16, total: 16, disagrees: false });

  expect(summary.outcomes.find((o) => o.province === 'istanbul')).toMatchObject({ source: 'ibb' });
  expect(summary.outcomes.find((o) => o.province === 'izmir')).toMatchObject({ source: 'izmir-acik-veri' });

  const { roster } = rosterOf(services, 'giresun');
  expect(roster?.source).toBe('e-devlet');
  expect(roster?.pharmacies).toHaveLength(fixtureSize(getProvince('giresun')!));
  expect(roster?.agreement).toMatchObject({ checkedAgainst: 'collectapi', same: 16, total: 16 });

  const page = await visit(services, '/giresun');
  expect(page).toContain(
    "Kaynak: e-Devlet (onaylı liste) · CollectAPI ile karşılaştırıldı: 16 eczanenin 16'sı aynı · 12:00",
  );
  const api = JSON.parse(await visit(services, '/api/v1/provinces/giresun/pharmacies')) as Record<string, unknown>;
  expect(api).toMatchObject({
    source: 'e-devlet',
    sourceLabel: 'e-Devlet (onaylı liste)',
    check: { source: 'collectapi', same: 16, total: 16, disagrees: false },
  });
}, 120_000);

test('with e-Devlet failing too, İzmir and İstanbul fill from their municipalities and the rest fall back to the paid APIs, counted', async () => {
  const { services } = await start({
    sourceFaults: { 'eczaneler.gen.tr': 'challenge', 'eczaneler.gen.tr/iframe': 'challenge', 'e-devlet': 'error500' },
  });
  const summary = await services.scraper.run({ trigger: 'cli', provinces: SAMPLE });
  expect(summary.outcomes.filter((o) => o.status === 'imported')).toHaveLength(SAMPLE.length);
  expect(summary.outcomes.find((o) => o.province === 'izmir')).toMatchObject({
    source: 'izmir-acik-veri',
    fallback: false,
  });
  expect(summary.outcomes.find((o) => o.province === 'istanbul')).toMatchObject({ source: 'ibb', fallback: false });
  const fallbacks = summary.outcomes.filter((o) => o.fallback);
  expect(fallbacks).toHaveLength(SAMPLE.length - 2);
  expect(fallbacks.every((o) => o.source === 'collectapi')).toBe(true);
  const page = await visit(services, '/ordu');
  expect(page).toContain('Kaynak: CollectAPI · NosyAPI ile karşılaştırıldı');
  // Three runs in a row make a failure streak the health table keeps.
  const health = await listSourceHealth(services.db);
  const edevletOrdu = health.find((h) => h.provinceId === 52 && h.source === 'e-devlet');
  expect(edevletOrdu).toMatchObject({ failureStreak: 1, lastErrorKind: 'http' });
  expect(edevletOrdu?.lastError).toMatch(/sunucu hatası/);
}, 120_000);

const previous = (slug: string) =>
  Array.from({ length: 6 }, (_, i) => `Eczane Adı: Önceki ${i} | Konum: ${slug} | Telefon: 0454 000 00 0${i}`).join(
    '\n',
  );

test('a list dated yesterday is refused as the wrong day and an empty one never replaces a full one; the old lists stay, marked stale', async () => {
  const { services } = await start({ faults: { 'e-devlet': { giresun: 'wrong-day', ordu: 'empty' } } });
  for (const slug of ['giresun', 'ordu']) {
    await services.importRosterText(previous(slug), {
      dutyDate: '2026-11-26',
      source: 'import',
      fetchedAt: new Date('2026-11-26T06:00:00Z'),
    });
  }
  const summary = await services.scraper.run({ trigger: 'cli', source: 'e-devlet', provinces: ['giresun', 'ordu'] });
  expect(summary.outcomes.find((o) => o.province === 'giresun')).toMatchObject({ status: 'failed' });
  expect(summary.outcomes.find((o) => o.province === 'giresun')?.reason).toBe(
    'Yanlış gün: e-Devlet (onaylı liste) 26 Kasım 2026 Perşembe listesini verdi; istenen 27 Kasım 2026 Cuma',
  );
  expect(summary.outcomes.find((o) => o.province === 'ordu')?.reason).toMatch(/^Boş liste: e-Devlet/);
  for (const slug of ['giresun', 'ordu']) {
    const { roster, isStale } = rosterOf(services, slug);
    expect(roster).toMatchObject({ dutyDate: '2026-11-26', source: 'import' });
    expect(isStale).toBe(true);
  }
  const page = await visit(services, '/giresun');
  expect(page).toContain(
    'Şu anki nöbet listesi henüz alınamadı. Gösterilen liste 26 Kasım 2026 Perşembe nöbetine aittir',
  );
}, 60_000);

test('a check source lacking 3 of 14 pharmacies is a disagreement shown with the difference; one alert, then one "resolved"', async () => {
  const webhook = await startWebhookReceiver();
  const faults: Record<string, Record<string, SourceFault>> = { 'eczaneler.gen.tr/iframe': { corum: 'missing3' } };
  const { services } = await start({ faults }, { ALERT_WEBHOOK_URL: webhook.url, FETCH_ALLOW_HOSTS: webhook.hostPort });
  try {
    const summary = await services.scraper.run({ trigger: 'cli', provinces: ['corum'] });
    expect(summary.outcomes[0]).toMatchObject({
      status: 'imported',
      source: 'e-devlet',
      check: { source: 'eczaneler.gen.tr/iframe', same: 11, total: 14, disagrees: true },
    });
    const { roster } = rosterOf(services, 'corum');
    expect(roster?.agreement?.missingFromOther).toHaveLength(3);
    expect(roster?.pharmacies).toHaveLength(14);
    // The check's landmark notes and positions (the embeddable page is chosen as the check because
    // e-Devlet gives none) fill the published list where the same pharmacy has them.
    expect(roster?.pharmacies.filter((p) => p.note === 'Devlet Hastanesi karşısı')).toHaveLength(11);
    expect(roster?.pharmacies.filter((p) => p.latitude !== null)).toHaveLength(11);
    const page = await visit(services, '/corum');
    expect(page).toContain("eczaneler.gen.tr (gömülü liste) ile karşılaştırıldı: 14 eczanenin 11'i aynı");

    // A second run with the same difference sends nothing more; a clean run sends "Düzeldi" once.
    await services.scraper.run({ trigger: 'cli', provinces: ['corum'] });
    expect(webhook.texts()).toHaveLength(1);
    expect(webhook.texts()[0]).toMatch(
      /Çorum: e-Devlet \(onaylı liste\) listesi eczaneler\.gen\.tr \(gömülü liste\) ile karşılaştırıldı, 14 eczanenin 11'i aynı/,
    );
    delete faults['eczaneler.gen.tr/iframe'];
    await services.scraper.run({ trigger: 'cli', provinces: ['corum'] });
    await services.scraper.run({ trigger: 'cli', provinces: ['corum'] });
    expect(webhook.texts()).toHaveLength(2);
    expect(webhook.texts()[1]).toMatch(/^Düzeldi: /);
  } finally {
    await webhook.close();
  }
}, 60_000);

test('a list lacking most of what two other sources agree on is held back, and the next one is published', async () => {
  const { services } = await start({ faults: { 'e-devlet': { kayseri: 'few' } } });
  const summary = await services.scraper.run({ trigger: 'cli', provinces: ['kayseri'] });
  const kayseri = summary.outcomes[0];
  expect(kayseri).toMatchObject({ status: 'imported', source: 'eczaneler.gen.tr/iframe', fallback: true });
  expect(kayseri?.attempts?.find((a) => a.source === 'e-devlet')?.error).toMatch(/^Geri tutuldu: e-Devlet/);
  expect(rosterOf(services, 'kayseri').roster?.pharmacies).toHaveLength(fixtureSize(getProvince('kayseri')!));
}, 60_000);

test('with a request interval set, no fixture host is asked twice within it', async () => {
  // 100 ms instead of production's 1 s: the same spacing rule (each gap is at least the interval,
  // measured on the fixture's clock), a tenth of the wait.
  const { servers, services } = await start({}, { SOURCE_REQUEST_INTERVAL_MS: '100' });
  const summary = await services.scraper.run({ trigger: 'cli', provinces: ['giresun', 'ordu', 'rize'] });
  expect(summary.outcomes.map((o) => o.status)).toEqual(['imported', 'imported', 'imported']);
  expect(servers.busiestWithin(100).count).toBe(1);
  // Not by luck: the three provinces are read at once, and e-Devlet alone was asked four times or more.
  expect(servers.log.filter((entry) => entry.host === 'www.turkiye.gov.tr').length).toBeGreaterThanOrEqual(4);
  expect([...servers.userAgents]).toEqual([expect.stringMatching(/^NobetciEczaneBot\/1\.0 \(\+/)]);
}, 60_000);
