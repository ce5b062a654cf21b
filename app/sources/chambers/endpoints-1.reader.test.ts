import { afterEach, expect, test } from 'vitest';
import { getDistrict } from '#app/domain/geo/geo.server.ts';
import { readAnkara } from '#app/sources/chambers/ankara/reader.server.ts';
import { readAntalya } from '#app/sources/chambers/antalya/reader.server.ts';
import { CHAMBER_SITES } from '#app/domain/sources/chamber-catalogue.ts';
import { createChamberSource, type ChamberReader } from '#app/sources/chambers/chamber-source.server.ts';
import { readGiresun } from '#app/sources/chambers/giresun/reader.server.ts';
import { readIstanbul } from '#app/sources/chambers/istanbul/reader.server.ts';
import { readKonya } from '#app/sources/chambers/konya/reader.server.ts';
import { readSanliurfa } from '#app/sources/chambers/sanliurfa/reader.server.ts';
import { readUsak } from '#app/sources/chambers/usak/reader.server.ts';
import type { DatedRoster } from '#app/sources/source.ts';
import { endpoints1ChamberFixtures } from '#tests/support/source-fixtures/chambers/endpoints-1.ts';
import {
  closeChamberFixtures,
  createChamberContext,
  serveChamberFixtures,
  type ChamberFixtures,
} from '#tests/support/source-fixtures/chambers/harness.ts';
import { failureOf, requestFor } from '#tests/support/source-fixtures/context.ts';
import type { SourceFault } from '#tests/support/source-fixtures/roster.ts';

const TODAY = '2026-11-27';
const TOMORROW = '2026-11-28';
const now = () => new Date('2026-11-27T10:00:00Z');

type Faults = Record<string, Record<string, SourceFault>>;

afterEach(closeChamberFixtures);

/** Serves this file's fixture sources on local ports; `paths` lists what they were asked, `METHOD host/path`. */
async function serve(faults: Faults = {}) {
  const fixtures = await serveChamberFixtures(endpoints1ChamberFixtures, { today: TODAY, faults });
  return {
    ...fixtures,
    get paths() {
      return fixtures.log.map((entry) => `${entry.method} ${entry.host}${entry.path}`);
    },
  };
}

const READERS: Record<string, ChamberReader> = {
  'oda-ankara': readAnkara,
  'oda-istanbul': readIstanbul,
  'oda-antalya': readAntalya,
  'oda-giresun': readGiresun,
  'oda-sanliurfa': readSanliurfa,
  'oda-usak': readUsak,
  'oda-konya': readKonya,
};

const PROVINCES: Record<string, { site: string; plate: number }> = {
  ankara: { site: 'oda-ankara', plate: 6 },
  kirikkale: { site: 'oda-ankara', plate: 71 },
  istanbul: { site: 'oda-istanbul', plate: 34 },
  yalova: { site: 'oda-istanbul', plate: 77 },
  antalya: { site: 'oda-antalya', plate: 7 },
  giresun: { site: 'oda-giresun', plate: 28 },
  sanliurfa: { site: 'oda-sanliurfa', plate: 63 },
  usak: { site: 'oda-usak', plate: 64 },
  konya: { site: 'oda-konya', plate: 42 },
};

/** Reads a province through its chamber source (as the engine does), against the served fixtures. */
function read(
  servers: ChamberFixtures,
  slug: string,
  dutyDates: string[] = [TODAY],
  runState?: Map<string, unknown>,
): Promise<DatedRoster[]> {
  const { site: name, plate } = PROVINCES[slug]!;
  const site = CHAMBER_SITES.find((s) => s.name === name)!;
  const baseUrl = site.pages[plate]!.replace(/\/+$/, '');
  const context = createChamberContext(servers, { now, baseUrl, runState });
  return createChamberSource(site, READERS[name]!).fetchProvince(context, requestFor(slug, TODAY, { dutyDates }));
}

const summary = (rosters: DatedRoster[]) => rosters.map((r) => [r.dutyDate, r.records.length]);

test('Ankara is read for today and tomorrow, one getPharmacies request a date, without Kırıkkale cards', async () => {
  const servers = await serve();
  const rosters = await read(servers, 'ankara', [TODAY, TOMORROW]);
  expect(summary(rosters)).toEqual([
    [TODAY, 25],
    [TOMORROW, 25],
  ]);
  expect(servers.paths).toEqual([
    'GET www.aeo.org.tr/getPharmacies/2026-11-27',
    'GET www.aeo.org.tr/getPharmacies/2026-11-28',
  ]);
  const records = rosters[0]!.records;
  expect(records.every((r) => r.province === 'Ankara' && getDistrict('ankara', r.district) !== null)).toBe(true);
  expect(records[3]?.name).toBe('Deniz 27 Eczanesi');
  expect(records[4]?.dutyHours).toBe("Gece 23:59'a kadar açık");
  expect(records[0]).toMatchObject({ dutyHours: null, dutyEnd: new Date('2026-11-28T05:30:00Z') });
});

test('Kırıkkale is filtered from the Ankara chamber’s answer by district', async () => {
  const servers = await serve();
  const [roster] = await read(servers, 'kirikkale');
  expect(roster?.records).toHaveLength(9);
  expect(roster?.records.every((r) => r.province === 'Kırıkkale' && getDistrict('kirikkale', r.district))).toBe(true);
  expect(roster?.records.map((r) => r.district)).toContain('Merkez');
});

test('İstanbul and Yalova share one handshake and each keeps its own province’s markers', async () => {
  const servers = await serve();
  const runState = new Map<string, unknown>();
  const [istanbul] = await read(servers, 'istanbul', [TODAY, TOMORROW], runState);
  const yalova = await read(servers, 'yalova', [TODAY], runState);
  expect(summary([istanbul!, ...yalova])).toEqual([
    [TODAY, 39],
    [TODAY, 6],
  ]);
  expect(servers.paths.filter((p) => p.startsWith('GET'))).toHaveLength(1);
  expect(yalova[0]?.records.every((r) => r.province === 'Yalova')).toBe(true);
  const first = istanbul!.records[0]!;
  expect(first.address).toBe('Deneme Mahallesi Fikstür Sokak No:1 Şişli / İstanbul ŞİŞLİ');
  expect(first.note).toBe('Devlet Hastanesi karşısı & otobüs durağı yanı');
  expect(istanbul!.records[4]?.dutyHours).toBe("Gece 23:59'a kadar açık");
});

test('İstanbul’s token changing between page and query costs one new handshake', async () => {
  const servers = await serve({ 'oda-istanbul': { istanbul: 'token-change' } });
  expect(summary(await read(servers, 'istanbul'))).toEqual([[TODAY, 39]]);
  expect(servers.paths.filter((p) => p.startsWith('GET'))).toHaveLength(2);
  expect(servers.paths.filter((p) => p.startsWith('POST'))).toHaveLength(2);
});

test('İstanbul’s markers dated by nobet_bitis: a list of the day before is dated so', async () => {
  const servers = await serve({ 'oda-istanbul': { yalova: 'wrong-day' } });
  expect(summary(await read(servers, 'yalova'))).toEqual([['2026-11-26', 6]]);
});

test('Antalya reads its sections with night limits out of the addresses', async () => {
  const servers = await serve();
  const [roster] = await read(servers, 'antalya');
  expect(roster?.records).toHaveLength(19);
  expect(roster?.records[4]).toMatchObject({ dutyHours: "Gece 23:59'a kadar açık" });
  expect(roster?.records.some((r) => /GECE/i.test(r.address ?? ''))).toBe(false);
});

test('Giresun gives every day of its answer, the engine picks', async () => {
  const servers = await serve();
  expect(summary(await read(servers, 'giresun'))).toEqual([
    ['2026-11-26', 16],
    [TODAY, 16],
    [TOMORROW, 16],
  ]);
});

test('Şanlıurfa asks its API for the dates wanted and dates each group', async () => {
  const servers = await serve();
  const rosters = await read(servers, 'sanliurfa', [TODAY, TOMORROW]);
  expect(summary(rosters)).toEqual([
    [TODAY, 13],
    [TOMORROW, 13],
  ]);
  expect(rosters[0]?.records.filter((r) => r.latitude === null)).toHaveLength(1);
});

test('Uşak is dated by selected_date: a date it does not serve comes back as the one it chose', async () => {
  const servers = await serve();
  expect(summary(await read(servers, 'usak', [TODAY, TOMORROW]))).toEqual([
    [TODAY, 8],
    [TOMORROW, 8],
  ]);
  expect(summary(await read(servers, 'usak', ['2026-12-20']))).toEqual([[TODAY, 8]]);
});

test('Konya merges the cards with their details, renewing the session once when the token is refused', async () => {
  const servers = await serve({ 'oda-konya': { konya: 'token-change' } });
  const [roster] = await read(servers, 'konya');
  expect(roster?.records).toHaveLength(31);
  expect(roster?.records.every((r) => r.address !== null && r.phone !== null)).toBe(true);
  expect(servers.paths.filter((p) => p.startsWith('POST'))).toHaveLength(2);
});

const ALL = Object.keys(PROVINCES).filter((slug) => slug !== 'kirikkale' && slug !== 'yalova');

test.each(ALL)('%s: a bot challenge is blocked, never parsed', async (slug) => {
  const servers = await serve({ [PROVINCES[slug]!.site]: { [slug]: 'challenge' } });
  expect((await failureOf(read(servers, slug))).kind).toBe('blocked');
});

test.each(['ankara', 'istanbul', 'giresun', 'sanliurfa', 'usak', 'konya'])(
  '%s: an HTML page where JSON belongs is a format failure',
  async (slug) => {
    const servers = await serve({ [PROVINCES[slug]!.site]: { [slug]: 'html-instead-of-json' } });
    expect((await failureOf(read(servers, slug))).kind).toBe('format');
  },
);

test.each(ALL)('%s: a changed page is a layout failure', async (slug) => {
  const servers = await serve({ [PROVINCES[slug]!.site]: { [slug]: 'changed-layout' } });
  const failure = await failureOf(read(servers, slug));
  expect([failure.kind, failure.message]).toEqual(['layout', expect.stringMatching(/^Sayfa yapısı değişmiş: /)]);
});

test.each(Object.keys(PROVINCES))('%s: a list of nobody is an empty roster of the date in force', async (slug) => {
  const servers = await serve({ [PROVINCES[slug]!.site]: { [slug]: 'empty' } });
  expect(summary(await read(servers, slug))).toEqual([[TODAY, 0]]);
});

test.each(['ankara', 'istanbul', 'antalya'])('%s: a server error is an http failure', async (slug) => {
  const servers = await serve({ [PROVINCES[slug]!.site]: { [slug]: 'error500' } });
  expect((await failureOf(read(servers, slug))).kind).toBe('http');
});
