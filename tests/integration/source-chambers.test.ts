import { afterEach, beforeAll, expect, test } from 'vitest';
import { listSourceHealth } from '#app/db/source-health.server.ts';
import { getProvince, PROVINCES } from '#app/domain/geo/geo.server.ts';
import { selectRoster } from '#app/domain/roster/snapshot.ts';
import { findChamberSite } from '#app/domain/sources/chamber-catalogue.ts';
import {
  startSourceFixtureServers,
  type SourceFixtureOptions,
  type SourceFixtureServers,
} from '#tests/support/source-fixtures/server.ts';
import { loadServerBuild } from '#tests/support/server-build.ts';
import { startSiteServers, type SiteServers } from '#tests/support/site-servers.ts';
import { createTestServices } from '#tests/support/test-services.ts';
import { startWebhookReceiver } from '#tests/support/webhook-receiver.ts';

/**
 * Issue 35 end to end: the chambers' pages first for every province, checked against e-Devlet or the
 * listing site, a changed chamber page falling over with "Sayfa yapısı değişmiş" and one alert, and
 * a chamber's night limit turning its pharmacy to "icap" after the limit on the cards and `/yakin`.
 */

const TODAY = '2026-11-27';
// 12:00 in Istanbul on 27 November 2026 unless a test moves the clock.
let clock = new Date('2026-11-27T09:00:00Z');
const now = () => clock;

type Services = Awaited<ReturnType<typeof createTestServices>>;
let open: { servers: SourceFixtureServers; services: Services; site?: SiteServers }[] = [];

// The site's server build for this file's visits, compiled before its tests: the first visit paid
// for it otherwise (~7 s of Vite compiling the app, tests/support/server-build.ts).
beforeAll(async () => {
  await loadServerBuild();
}, 60_000);

afterEach(async () => {
  for (const { servers, services, site } of open) {
    await site?.close();
    await services.dispose();
    await servers.close();
  }
  open = [];
  clock = new Date('2026-11-27T09:00:00Z');
});

async function start(faults: Omit<SourceFixtureOptions, 'today'> = {}, env: Record<string, string> = {}) {
  const servers = await startSourceFixtureServers({ today: TODAY, ...faults });
  const services = await createTestServices({
    now,
    env: { SOURCE_HOST_MAP: servers.hostMap, SOURCE_REQUEST_INTERVAL_MS: '0', ...env },
  });
  open.push({ servers, services });
  return { servers, services };
}

/** A page's text as a visitor reads it (the site served over HTTP, entities decoded). */
async function visit(services: Services, path: string): Promise<string> {
  const entry = open.find((o) => o.services === services)!;
  entry.site ??= await startSiteServers(services);
  const base = await entry.site.listen();
  const html = await (await fetch(`${base}${path}`)).text();
  return html.replaceAll('<!-- -->', '').replaceAll('&#x27;', "'").replaceAll('&amp;', '&');
}

const chamberOf = (slug: string) => findChamberSite(getProvince(slug)!.plate)!;

test('a fixture run reads every province from its chamber first, and the check against e-Devlet or the listing site agrees', async () => {
  const { services } = await start();
  const summary = await services.scraper.run({ trigger: 'cli' });
  expect(summary.outcomes.filter((o) => o.status === 'imported')).toHaveLength(81);
  for (const province of PROVINCES) {
    const outcome = summary.outcomes.find((o) => o.province === province.slug);
    expect(outcome, province.slug).toMatchObject({ source: chamberOf(province.slug).name, fallback: false });
    expect(outcome?.check?.disagrees, province.slug).toBe(false);
    expect(outcome?.check?.same, province.slug).toBe(outcome?.check?.total);
  }
  // The checks are shared between the national list and the listing site, not queued at one host.
  const checkers = summary.outcomes.map((o) => o.check?.source ?? '');
  expect(checkers.filter((s) => s === 'e-devlet').length).toBeGreaterThan(20);
  expect(checkers.filter((s) => s.startsWith('eczaneler.gen.tr')).length).toBeGreaterThan(20);
  // Regional pages give each province its own pharmacies: Kırşehir's are not Aksaray's.
  const aksaray = selectRoster(services.snapshots.get().rosters.get('aksaray'), TODAY).roster;
  const kirsehir = selectRoster(services.snapshots.get().rosters.get('kirsehir'), TODAY).roster;
  expect(aksaray?.source).toBe('oda-aksaray');
  expect(kirsehir?.source).toBe('oda-aksaray');
  expect(aksaray?.pharmacies.every((p) => p.address?.includes('Aksaray'))).toBe(true);
  expect(kirsehir?.pharmacies.every((p) => p.address?.includes('Kırşehir'))).toBe(true);

  // Where the chamber gives tomorrow's list for one more request (its date form), the "Yarın" tab
  // has the official list too; Samsun's form, a request per district, is asked for today only.
  const tomorrow = (slug: string) => selectRoster(services.snapshots.get().rosters.get(slug), '2026-11-28').roster;
  expect(tomorrow('canakkale')).toMatchObject({ dutyDate: '2026-11-28', source: 'oda-canakkale' });
  expect(tomorrow('ankara')).toMatchObject({ dutyDate: '2026-11-28', source: 'oda-ankara' });
  expect(tomorrow('samsun')?.dutyDate).not.toBe('2026-11-28');
  // What a visitor reads of such a run (the source and its check) is asserted on the site by the
  // night-limit test below, which reads Çanakkale alone: this test stays the run's own cost.
}, 60_000);

test('a chamber page changed beyond recognition falls over to the next source, says why, and alerts the admin once', async () => {
  const webhook = await startWebhookReceiver();
  try {
    const { services } = await start(
      { faults: { 'oda-canakkale': { canakkale: 'changed-layout' } } },
      { ALERT_WEBHOOK_URL: webhook.url, FETCH_ALLOW_HOSTS: webhook.hostPort },
    );
    const first = await services.scraper.run({ trigger: 'cli', provinces: ['canakkale', 'edirne'] });
    const canakkale = first.outcomes.find((o) => o.province === 'canakkale');
    expect(canakkale).toMatchObject({ status: 'imported', source: 'e-devlet', fallback: true });
    expect(canakkale?.attempts?.[0]).toMatchObject({ source: 'oda-canakkale' });
    expect(canakkale?.attempts?.[0]?.error).toMatch(/^Sayfa yapısı değişmiş: /);
    expect(first.outcomes.find((o) => o.province === 'edirne')).toMatchObject({ source: 'oda-edirne' });
    const health = await listSourceHealth(services.db);
    expect(health.find((h) => h.provinceId === 17 && h.source === 'oda-canakkale')).toMatchObject({
      lastErrorKind: 'layout',
      failureStreak: 1,
    });
    await expect.poll(() => webhook.texts().length).toBe(1);
    expect(webhook.texts()[0]).toContain('Çanakkale Eczacı Odası');
    expect(webhook.texts()[0]).toContain('Sayfa yapısı değişmiş');

    // The next run fails the same way: no second message.
    clock = new Date('2026-11-27T10:00:00Z');
    await services.scraper.run({ trigger: 'cli', provinces: ['canakkale'] });
    expect(webhook.texts()).toHaveLength(1);
    expect(await visit(services, '/canakkale')).toContain('Kaynak: e-Devlet (onaylı liste)');
  } finally {
    await webhook.close();
  }
}, 60_000);

/** The markup of the card (an `<article>`) that shows this address. */
function cardOf(page: string, address: string): string {
  const card = page
    .split('<article')
    .slice(1)
    .find((part) => part.includes(address));
  expect(card, `a card shows ${address}`).toBeDefined();
  return card!.slice(0, card!.indexOf('</article>'));
}

test('a night limit read from the chamber page makes that pharmacy on call after the limit, on its card and on /yakin', async () => {
  const { services } = await start();
  await services.scraper.run({ trigger: 'cli', provinces: ['canakkale'] });
  const { roster } = selectRoster(services.snapshots.get().rosters.get('canakkale'), TODAY);
  expect(roster?.source).toBe('oda-canakkale');
  const limited = roster?.pharmacies.find((p) => p.dutyHours === "Gece 23:59'a kadar açık");
  expect(limited, 'the chamber page gives a night limit').toBeDefined();
  expect(limited?.latitude).not.toBeNull();

  // 21:00 in Istanbul: open until the limit. The page names the chamber and the check it agreed with.
  clock = new Date('2026-11-27T18:00:00Z');
  const evening = await visit(services, '/canakkale');
  expect(evening).toMatch(
    /Kaynak: Çanakkale Eczacı Odası · (e-Devlet \(onaylı liste\)|eczaneler\.gen\.tr[^·]*) ile karşılaştırıldı: (\d+) eczanenin \2'/,
  );
  expect(cardOf(evening, limited!.address!)).toContain('Şu an açık (kapanış 23:59)');

  // 00:30 the next night, the duty of the 27th still in force: the door is closed, ring first.
  clock = new Date('2026-11-27T21:30:00Z');
  expect(cardOf(await visit(services, '/canakkale'), limited!.address!)).toContain(
    'Kapanış saati (23:59) geçti: gitmeden önce arayın, icap nöbeti olabilir',
  );
  const nearby = await visit(services, `/yakin?lat=${limited!.latitude}&lng=${limited!.longitude}`);
  expect(cardOf(nearby, limited!.address!)).toContain('İcap nöbeti: önce arayın');
}, 60_000);
