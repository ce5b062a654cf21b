import { afterEach, expect, test } from 'vitest';
import { CHAMBER_SITES } from '#app/domain/sources/chamber-catalogue.ts';
import { createChamberSource } from '#app/sources/chambers/chamber-source.server.ts';
import { readFamilyA2 } from '#app/sources/chambers/family-a2/reader.server.ts';
import { familyA2ChamberFixtures } from '#tests/support/source-fixtures/chambers/family-a2.ts';
import {
  closeChamberFixtures,
  createChamberContext,
  serveChamberFixtures,
  type ChamberFixtureOptions,
} from '#tests/support/source-fixtures/chambers/harness.ts';
import { failureOf, requestFor } from '#tests/support/source-fixtures/context.ts';
import type { FixtureSource } from '#tests/support/source-fixtures/server.ts';

/** Serves only these fixture sources on local ports, with the form body of each POST they got. */
async function serve(sources: readonly FixtureSource[], options: ChamberFixtureOptions) {
  const fixtures = await serveChamberFixtures(sources, options);
  return {
    ...fixtures,
    get posts() {
      return fixtures.log.filter((entry) => entry.method === 'POST').map((entry) => new URLSearchParams(entry.body));
    },
  };
}

afterEach(closeChamberFixtures);

const PAGE = 'https://www.samsuneczaciodasi.org.tr/nobetci-eczaneler';
const now = () => new Date('2026-11-27T10:00:00Z');
const SAMSUN_DISTRICTS = 17;

test('Samsun: one GET, then one POST per Samsun district with the token and the cookie, joined into one roster', async () => {
  const servers = await serve(familyA2ChamberFixtures, { today: '2026-11-27' });
  const context = createChamberContext(servers, { now, baseUrl: PAGE });
  const rosters = await readFamilyA2(context, requestFor('samsun', '2026-11-27'));

  expect(context.requests[0]).toBe(`GET ${PAGE}`);
  // 17 districts and Atakum's summer zone, never a Sinop district.
  expect(servers.posts.map((form) => form.get('ilce'))).toHaveLength(SAMSUN_DISTRICTS + 1);
  expect(servers.posts.every((form) => !form.get('ilce')!.startsWith('57'))).toBe(true);
  expect(servers.posts[0]?.get('_csrf')).toMatch(/\S{8,}/);
  expect(servers.posts[0] && Object.fromEntries(servers.posts[0])).toMatchObject({
    tarih1: '2026-11-27',
    tarih2: '2026-11-27',
    gnr: 'ara',
  });

  expect(rosters).toHaveLength(1);
  expect(rosters[0]?.dutyDate).toBe('2026-11-27');
  const records = rosters[0]!.records;
  expect(records).toHaveLength(SAMSUN_DISTRICTS);
  expect(new Set(records.map((r) => r.district)).size).toBe(SAMSUN_DISTRICTS);
  expect(records.every((r) => r.province === 'Samsun' && /^\p{Lu}\p{Ll}+ 27 Eczanesi$/u.test(r.name))).toBe(true);
  expect(records.filter((r) => r.dutyHours === "Gece 23:59'a kadar açık").length).toBeGreaterThan(0);
  expect(records.find((r) => r.dutyStart)?.dutyEnd).toEqual(new Date('2026-11-28T05:30:00Z'));
});

test('Sinop: asks only Sinop’s districts from the same page', async () => {
  const servers = await serve(familyA2ChamberFixtures, { today: '2026-11-27' });
  const context = createChamberContext(servers, { now, baseUrl: PAGE });
  const rosters = await readFamilyA2(context, requestFor('sinop', '2026-11-27'));

  expect(servers.posts.map((form) => form.get('ilce'))).toEqual([
    '5701',
    '5702',
    '5703',
    '5704',
    '5705',
    '5706',
    '5707',
    '5708',
    '5709',
  ]);
  expect(rosters[0]?.records.map((r) => r.district).sort()).toEqual([
    'Ayancık',
    'Boyabat',
    'Dikmen',
    'Durağan',
    'Erfelek',
    'Gerze',
    'Merkez',
    'Saraydüzü',
    'Türkeli',
  ]);
  expect(rosters[0]?.records.every((r) => r.province === 'Sinop')).toBe(true);
});

test('a second date asked is queried too, each roster dated by its answer', async () => {
  const servers = await serve(familyA2ChamberFixtures, { today: '2026-11-27' });
  const context = createChamberContext(servers, { now, baseUrl: PAGE });
  const rosters = await readFamilyA2(
    context,
    requestFor('sinop', '2026-11-27', { dutyDates: ['2026-11-27', '2026-11-28'] }),
  );
  expect(rosters.map((r) => [r.dutyDate, r.records.length, r.records[0]?.name.slice(-11)])).toEqual([
    ['2026-11-27', 9, '27 Eczanesi'],
    ['2026-11-28', 9, '28 Eczanesi'],
  ]);
});

test('a token refused between the form and the query costs one new session, then the list is read', async () => {
  const servers = await serve(familyA2ChamberFixtures, {
    today: '2026-11-27',
    faults: { 'oda-samsun': { sinop: 'token-change' } },
  });
  const context = createChamberContext(servers, { now, baseUrl: PAGE });
  const rosters = await readFamilyA2(context, requestFor('sinop', '2026-11-27'));
  expect(context.requests.filter((r) => r.startsWith('GET'))).toHaveLength(2);
  expect(servers.posts).toHaveLength(10);
  expect(rosters[0]?.records).toHaveLength(9);
});

test('the list of another day is dated as the site states it, for the engine to refuse', async () => {
  const servers = await serve(familyA2ChamberFixtures, {
    today: '2026-11-27',
    faults: { 'oda-samsun': { sinop: 'wrong-day' } },
  });
  const context = createChamberContext(servers, { now, baseUrl: PAGE });
  const rosters = await readFamilyA2(context, requestFor('sinop', '2026-11-27'));
  expect(rosters.map((r) => r.dutyDate)).toEqual(['2026-11-26']);
});

test('an empty list is an empty roster; a challenge is blocked; a changed page is a layout failure', async () => {
  const servers = await serve(familyA2ChamberFixtures, {
    today: '2026-11-27',
    faults: { 'oda-samsun': { sinop: 'empty', samsun: 'challenge' } },
  });
  const context = createChamberContext(servers, { now, baseUrl: PAGE });
  expect(await readFamilyA2(context, requestFor('sinop', '2026-11-27'))).toEqual([
    { dutyDate: '2026-11-27', records: [] },
  ]);
  const blocked = await failureOf(readFamilyA2(context, requestFor('samsun', '2026-11-27')));
  expect(blocked.kind).toBe('blocked');

  const changed = await serve(familyA2ChamberFixtures, {
    today: '2026-11-27',
    faults: { 'oda-samsun': { sinop: 'changed-layout', samsun: 'changed-layout' } },
  });
  const site = CHAMBER_SITES.find((s) => s.name === 'oda-samsun')!;
  const source = createChamberSource(site, readFamilyA2);
  const failure = await failureOf(
    source.fetchProvince(createChamberContext(changed, { now, baseUrl: PAGE }), requestFor('samsun', '2026-11-27')),
  );
  expect(failure.kind).toBe('layout');
  expect(failure.message).toMatch(/^Sayfa yapısı değişmiş: /);
});

test('a refusal of us (403 on every query) is blocked, not a token problem', async () => {
  const servers = await serve(familyA2ChamberFixtures, {
    today: '2026-11-27',
    faults: { 'oda-samsun': { sinop: 'forbidden' } },
  });
  const context = createChamberContext(servers, { now, baseUrl: PAGE });
  const failure = await failureOf(readFamilyA2(context, requestFor('sinop', '2026-11-27')));
  expect(failure.kind).toBe('blocked');
  expect(context.requests.filter((r) => r.startsWith('GET'))).toHaveLength(2);
});
