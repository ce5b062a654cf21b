import { afterEach, expect, test } from 'vitest';
import { getDistrict, requireProvinceBySlug } from '#app/domain/geo/geo.server.ts';
import { CHAMBER_SITES } from '#app/domain/sources/chamber-catalogue.ts';
import { createChamberSource } from '#app/sources/chambers/chamber-source.server.ts';
import { readFamilyC } from '#app/sources/chambers/family-c/reader.server.ts';
import { familyCChamberFixtures } from '#tests/support/source-fixtures/chambers/family-c.ts';
import {
  closeChamberFixtures,
  createChamberContext,
  serveChamberFixtures,
} from '#tests/support/source-fixtures/chambers/harness.ts';
import { failureOf, requestFor } from '#tests/support/source-fixtures/context.ts';
import { fixtureSize, type SourceFault } from '#tests/support/source-fixtures/roster.ts';

afterEach(closeChamberFixtures);

const now = () => new Date('2026-11-27T10:00:00Z');
const SITE = CHAMBER_SITES.find((s) => s.name === 'oda-trabzon')!;
const PLATES: Record<string, number> = { trabzon: 61, artvin: 8, gumushane: 29, rize: 53 };

async function read(slug: string, faults?: Record<string, SourceFault>) {
  const servers = await serveChamberFixtures(familyCChamberFixtures, {
    today: '2026-11-27',
    faults: { 'oda-trabzon': faults ?? {} },
  });
  const baseUrl = SITE.pages[PLATES[slug]!]!;
  const context = createChamberContext(servers, { now, baseUrl });
  return { context, run: () => readFamilyC(context, requestFor(slug, '2026-11-27')) };
}

test.each(Object.keys(PLATES))('%s: its own page, only its own pharmacies, dated by the page', async (slug) => {
  const { context, run } = await read(slug);
  const rosters = await run();
  expect(context.requests).toEqual([`GET https://www.trabzoneczaciodasi.org.tr/nobetci-eczaneler/${PLATES[slug]}`]);
  expect(rosters.map((r) => r.dutyDate)).toEqual(['2026-11-27']);
  const records = rosters[0]!.records;
  // Every pharmacy of the province, and none of the neighbour's cards some pages carry.
  expect(records).toHaveLength(fixtureSize(requireProvinceBySlug(slug)));
  expect(records.every((r) => getDistrict(slug, r.district) !== null)).toBe(true);
  expect(records.every((r) => /^\p{Lu}\p{Ll}+ 27 Eczanesi$/u.test(r.name))).toBe(true);
  expect(records.filter((r) => r.dutyHours === "Gece 23:59'a kadar açık").length).toBeGreaterThan(0);
  expect(records.find((r) => r.dutyStart)?.dutyEnd).toEqual(new Date('2026-11-28T05:30:00Z'));
});

test('Rize’s page carries Artvin’s Hopa and Merkez cards: they are left out', async () => {
  const { run } = await read('rize');
  const records = (await run())[0]!.records;
  expect(records.some((r) => r.district === 'Hopa' || /Artvin/.test(r.address ?? ''))).toBe(false);
  expect(records.every((r) => r.province === 'Rize')).toBe(true);
});

test.each(Object.keys(PLATES))('%s: yesterday’s list is dated as the page says', async (slug) => {
  const { run } = await read(slug, { [slug]: 'wrong-day' });
  expect((await run()).map((r) => r.dutyDate)).toEqual(['2026-11-26']);
});

test('an empty list is an empty roster; a challenge is blocked; a changed page is a layout failure', async () => {
  expect(await (await read('gumushane', { gumushane: 'empty' })).run()).toEqual([
    { dutyDate: '2026-11-27', records: [] },
  ]);
  const blocked = await failureOf((await read('rize', { rize: 'challenge' })).run());
  expect(blocked.kind).toBe('blocked');
  const { context } = await read('artvin', { artvin: 'changed-layout' });
  const failure = await failureOf(
    createChamberSource(SITE, readFamilyC).fetchProvince(context, requestFor('artvin', '2026-11-27')),
  );
  expect(failure.kind).toBe('layout');
  expect(failure.message).toMatch(/^Sayfa yapısı değişmiş: .*\/nobetci-eczaneler\/8\)$/);
});
