import { afterEach, expect, test } from 'vitest';
import { getProvince, requireProvinceBySlug } from '#app/domain/geo/geo.server.ts';
import { toIstanbulInstant } from '#app/domain/time/istanbul-clock.ts';
import { CHAMBER_SITES } from '#app/domain/sources/chamber-catalogue.ts';
import { createChamberSource } from '#app/sources/chambers/chamber-source.server.ts';
import { readFamilyA } from '#app/sources/chambers/family-a/reader.server.ts';
import type { DatedRoster } from '#app/sources/source.ts';
import { familyAChamberFixtures } from '#tests/support/source-fixtures/chambers/family-a.ts';
import { hasFixtureNightLimit } from '#tests/support/source-fixtures/chambers/common.ts';
import {
  closeChamberFixtures,
  createChamberContext,
  serveChamberFixtures,
  type ChamberFixtures,
} from '#tests/support/source-fixtures/chambers/harness.ts';
import { failureOf, requestFor } from '#tests/support/source-fixtures/context.ts';
import { listFixturePharmacies, type SourceFault } from '#tests/support/source-fixtures/roster.ts';

const TODAY = '2026-11-27';
const TOMORROW = '2026-11-28';

afterEach(closeChamberFixtures);

/** Serves the family-A fixture sources on local ports, with faults by site name and province slug. */
function startFixtures(faults: Record<string, Record<string, SourceFault>> = {}): Promise<ChamberFixtures> {
  return serveChamberFixtures(familyAChamberFixtures, { today: TODAY, faults });
}

/** What a caller of the chamber source sees for one province. */
function readProvince(fixtures: ChamberFixtures, slug: string, dutyDates: string[] = [TODAY]): Promise<DatedRoster[]> {
  const { plate } = requireProvinceBySlug(slug);
  const site = CHAMBER_SITES.find((s) => s.reader === 'a' && plate in s.pages)!;
  const context = createChamberContext(fixtures, { baseUrl: site.pages[plate]!.replace(/\/+$/, '') });
  return createChamberSource(site, readFamilyA).fetchProvince(context, requestFor(slug, TODAY, { dutyDates }));
}

/** The phones of a province's fixture pharmacies, sorted (pages list them by district section). */
const phonesOf = (slug: string, date = TODAY) =>
  listFixturePharmacies(requireProvinceBySlug(slug), date)
    .pharmacies.map((p) => p.phone)
    .sort();
const phones = (rosters: DatedRoster[]) =>
  rosters.flatMap((roster) => roster.records.map((record) => record.phone ?? '')).sort();

test('readFamilyA reads Çanakkale’s page to the fixture’s pharmacies, quirks included', async () => {
  const fixtures = await startFixtures();
  const rosters = await readProvince(fixtures, 'canakkale');
  const { pharmacies } = listFixturePharmacies(requireProvinceBySlug('canakkale'), TODAY);
  expect(rosters.map((roster) => roster.dutyDate)).toEqual([TODAY]);
  expect(rosters[0]?.records).toEqual(
    pharmacies.map((p, i) => ({
      name: `${p.name} Eczanesi`,
      province: 'Çanakkale',
      district: p.district,
      phone: p.phone,
      address: expect.stringContaining('FİKSTÜR SOKAK') as unknown,
      dutyHours: hasFixtureNightLimit(i) ? "Gece 23:59'a kadar açık" : null,
      neighbourhood: null,
      note: i % 3 === 0 ? p.note : null,
      latitude: p.point?.lat ?? null,
      longitude: p.point?.lng ?? null,
      dutyStart: toIstanbulInstant(TODAY, '08:30'),
      dutyEnd: toIstanbulInstant(TOMORROW, '08:30'),
    })),
  );
  expect(fixtures.log.map((entry) => `${entry.method} ${entry.path}`)).toEqual(['GET /nobetci-eczaneler']);
});

test('readFamilyA keeps Aksaray’s pharmacies from its page, without Kırşehir’s section', async () => {
  const fixtures = await startFixtures();
  const rosters = await readProvince(fixtures, 'aksaray');
  expect(phones(rosters)).toEqual(phonesOf('aksaray'));
  expect(phones(rosters).some((phone) => phonesOf('kirsehir').includes(phone))).toBe(false);
  expect(rosters[0]?.records.every((record) => record.province === 'Aksaray')).toBe(true);
});

test('readFamilyA reads Kırşehir from Aksaray’s page: only Kırşehir’s section', async () => {
  const fixtures = await startFixtures();
  const rosters = await readProvince(fixtures, 'kirsehir');
  expect(phones(rosters)).toEqual(phonesOf('kirsehir'));
  const districts = new Set(
    listFixturePharmacies(requireProvinceBySlug('kirsehir'), TODAY).pharmacies.map((p) => p.district),
  );
  expect(rosters[0]?.records.every((record) => districts.has(record.district ?? ''))).toBe(true);
});

test('readFamilyA leaves out the other provinces of Mardin’s, Zonguldak’s and Van’s pages', async () => {
  const fixtures = await startFixtures();
  expect(phones(await readProvince(fixtures, 'mardin'))).toEqual(phonesOf('mardin'));
  expect(phones(await readProvince(fixtures, 'zonguldak'))).toEqual(phonesOf('zonguldak'));
  expect(phones(await readProvince(fixtures, 'bartin'))).toEqual(phonesOf('bartin'));
  expect(phones(await readProvince(fixtures, 'van'))).toEqual(phonesOf('van'));
  expect(phones(await readProvince(fixtures, 'hakkari'))).toEqual(phonesOf('hakkari'));
});

test('readFamilyA reads every province of the family-A and family-E pages to exactly its own pharmacies', async () => {
  const fixtures = await startFixtures();
  const plates = CHAMBER_SITES.filter((site) => site.reader === 'a').flatMap((site) => Object.keys(site.pages));
  expect(plates).toHaveLength(56);
  for (const plate of plates) {
    const { slug } = getProvince(plate)!;
    const records = (await readProvince(fixtures, slug)).flatMap((roster) => roster.records);
    const expected = listFixturePharmacies(getProvince(plate)!, TODAY).pharmacies;
    const rows = (list: string[][]) => [slug, list.sort((a, b) => a[0]!.localeCompare(b[0]!))];
    expect(rows(records.map((r) => [r.phone ?? '', r.name, r.district ?? '']))).toEqual(
      rows(expected.map((p) => [p.phone, `${p.name} Eczanesi`, p.district])),
    );
  }
});

test('readFamilyA reads each province of Erzurum’s regional page by its plate', async () => {
  const fixtures = await startFixtures();
  expect(phones(await readProvince(fixtures, 'kars'))).toEqual(phonesOf('kars'));
  expect(phones(await readProvince(fixtures, 'erzurum'))).toEqual(phonesOf('erzurum'));
  expect(fixtures.log.map((entry) => entry.path)).toEqual(['/nobetci-eczaneler/36', '/nobetci-eczaneler/25']);
});

test('readFamilyA reads tomorrow through the date form, never through its print action', async () => {
  const fixtures = await startFixtures();
  const rosters = await readProvince(fixtures, 'canakkale', [TODAY, TOMORROW]);
  expect(rosters.map((roster) => roster.dutyDate)).toEqual([TODAY, TOMORROW]);
  expect(phones(rosters.slice(1))).toEqual(phonesOf('canakkale', TOMORROW));
  expect(rosters[1]?.records[0]?.name).toBe(
    `${listFixturePharmacies(requireProvinceBySlug('canakkale'), TOMORROW).pharmacies[0]?.name} Eczanesi`,
  );
  const post = fixtures.log.find((entry) => entry.method === 'POST');
  expect(Object.fromEntries(new URLSearchParams(post?.body))).toEqual({
    tarih1: TOMORROW,
    ilce: '',
    gnr: 'NÖBETLERİ GÖSTER',
  });
});

test('readFamilyA returns only the list in force where the page has no date form (Erzurum)', async () => {
  const fixtures = await startFixtures();
  const rosters = await readProvince(fixtures, 'erzurum', [TODAY, TOMORROW]);
  expect(rosters.map((roster) => roster.dutyDate)).toEqual([TODAY]);
  expect(fixtures.log.map((entry) => entry.method)).toEqual(['GET']);
});

test('readFamilyA reports a bot challenge as blocked', async () => {
  const fixtures = await startFixtures({ 'oda-canakkale': { canakkale: 'challenge' } });
  const failure = await failureOf(readProvince(fixtures, 'canakkale'));
  expect(failure.kind).toBe('blocked');
});

test('readFamilyA reports a redesigned page as a changed layout', async () => {
  const fixtures = await startFixtures({ 'oda-bursa': { bursa: 'changed-layout' } });
  const failure = await failureOf(readProvince(fixtures, 'bursa'));
  expect(failure.kind).toBe('layout');
  expect(failure.message).toMatch(/^Sayfa yapısı değişmiş: /);
});

test('readFamilyA dates a list of the day before by its duty windows, and an empty list as empty', async () => {
  const fixtures = await startFixtures({ 'oda-kastamonu': { cankiri: 'wrong-day', karabuk: 'empty' } });
  const rosters = await readProvince(fixtures, 'cankiri');
  expect(rosters.map((roster) => roster.dutyDate)).toEqual(['2026-11-26']);
  expect(phones(rosters)).toEqual(phonesOf('cankiri', '2026-11-26'));
  expect(await readProvince(fixtures, 'karabuk')).toEqual([{ dutyDate: TODAY, records: [] }]);
});

test('readFamilyA reads a guest province’s empty section as an empty list and the host’s list whole', async () => {
  const fixtures = await startFixtures({ 'oda-aksaray': { kirsehir: 'empty' } });
  expect(await readProvince(fixtures, 'kirsehir')).toEqual([{ dutyDate: TODAY, records: [] }]);
  expect(phones(await readProvince(fixtures, 'aksaray'))).toEqual(phonesOf('aksaray'));
});
