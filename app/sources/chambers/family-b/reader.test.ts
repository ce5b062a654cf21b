import { afterEach, expect, test } from 'vitest';
import { CHAMBER_SITES } from '#app/domain/sources/chamber-catalogue.ts';
import { createChamberSource } from '#app/sources/chambers/chamber-source.server.ts';
import { readFamilyB } from '#app/sources/chambers/family-b/reader.server.ts';
import { familyBChamberFixtures } from '#tests/support/source-fixtures/chambers/family-b.ts';
import {
  closeChamberFixtures,
  createChamberContext,
  serveChamberFixtures,
} from '#tests/support/source-fixtures/chambers/harness.ts';
import { failureOf, requestFor } from '#tests/support/source-fixtures/context.ts';
import type { SourceFault } from '#tests/support/source-fixtures/roster.ts';

afterEach(closeChamberFixtures);

const now = () => new Date('2026-11-27T10:00:00Z');
const PAGES: Record<string, string> = {
  nigde: 'https://www.neo.org.tr/nobetci-eczaneler',
  kirklareli: 'https://www.kirklarelieo.org.tr/nobetci-eczaneler',
  aydin: 'https://www.aydineczaciodasi.org.tr/2nobetci-eczaneler',
  karaman: 'https://www.karamaneo.org.tr/nobet-listesi',
  sivas: 'https://www.sivaseo.org.tr/nobetci-eczaneler',
};

async function read(slug: string, faults?: Record<string, Record<string, SourceFault>>, baseUrl = PAGES[slug]!) {
  const servers = await serveChamberFixtures(familyBChamberFixtures, { today: '2026-11-27', faults });
  const context = createChamberContext(servers, { now, baseUrl });
  return { servers, context, run: () => readFamilyB(context, requestFor(slug, '2026-11-27')) };
}

test.each(Object.keys(PAGES))(
  '%s: one page read into one roster of the day with every district named',
  async (slug) => {
    const { context, run } = await read(slug);
    const rosters = await run();
    expect(context.requests).toEqual([`GET ${PAGES[slug]}`]);
    expect(rosters.map((r) => r.dutyDate)).toEqual(['2026-11-27']);
    const records = rosters[0]!.records;
    expect(records.length).toBeGreaterThanOrEqual(6);
    expect(records.every((r) => r.district !== null && r.phone !== null && r.address !== null)).toBe(true);
    expect(records.every((r) => /^\p{Lu}\p{Ll}+ 27 Eczanesi$/u.test(r.name))).toBe(true);
    expect(records.filter((r) => r.dutyHours === "Gece 23:59'a kadar açık").length).toBeGreaterThan(0);
    expect(records.filter((r) => r.latitude !== null).length).toBeGreaterThan(records.length / 2);
  },
);

test.each(['kirklareli', 'nigde'])(
  '%s: the legacy page, sent without a charset in its header, reads its Turkish letters right',
  async (slug) => {
    const { servers, run } = await read(slug);
    const raw = await fetch(new URL(new URL(PAGES[slug]!).pathname, servers.origins.get(new URL(PAGES[slug]!).host)));
    expect(raw.headers.get('content-type')).toBe('text/html');
    expect(Buffer.from(await raw.arrayBuffer()).includes(Buffer.from('Güneş'))).toBe(false);
    const names = (await run())[0]!.records.map((r) => r.name);
    expect(names).toEqual(expect.arrayContaining(['Şifa 27 Eczanesi', 'Güneş 27 Eczanesi', 'Yıldız 27 Eczanesi']));
    expect(names.join(' ')).not.toMatch(/[?\uFFFD]/);
    const addresses = (await run())[0]!.records.map((r) => r.address).join(' ');
    expect(addresses).toContain('Fikstür Sokak');
    expect(addresses).not.toMatch(/[?\uFFFD]/);
  },
);

test('Aydın’s old address sends the reader on to the new one', async () => {
  const { run } = await read('aydin', undefined, 'https://www.aydineczaciodasi.org.tr/nobetci-4');
  expect((await run())[0]?.records.length).toBeGreaterThan(0);
});

test.each(Object.keys(PAGES))('%s: yesterday’s list is dated as the page states it', async (slug) => {
  const { run } = await read(slug, { [`oda-${slug}`]: { [slug]: 'wrong-day' } });
  expect((await run()).map((r) => r.dutyDate)).toEqual(['2026-11-26']);
});

test('an empty list is an empty roster; a challenge is blocked; a 500 is worth a retry', async () => {
  expect(await (await read('sivas', { 'oda-sivas': { sivas: 'empty' } })).run()).toEqual([
    { dutyDate: '2026-11-27', records: [] },
  ]);
  expect(await (await read('karaman', { 'oda-karaman': { karaman: 'empty' } })).run()).toEqual([
    { dutyDate: '2026-11-27', records: [] },
  ]);
  const blocked = await failureOf((await read('nigde', { 'oda-nigde': { nigde: 'challenge' } })).run());
  expect(blocked.kind).toBe('blocked');
  const broken = await failureOf((await read('aydin', { 'oda-aydin': { aydin: 'error500' } })).run());
  expect([broken.kind, broken.retryable]).toEqual(['http', true]);
});

test('a changed page is a layout failure through the chamber source', async () => {
  const { context } = await read('kirklareli', { 'oda-kirklareli': { kirklareli: 'changed-layout' } });
  const source = createChamberSource(
    CHAMBER_SITES.find((s) => s.name === 'oda-kirklareli')!,
    readFamilyB,
  );
  const failure = await failureOf(source.fetchProvince(context, requestFor('kirklareli', '2026-11-27')));
  expect(failure.kind).toBe('layout');
  expect(failure.message).toMatch(/^Sayfa yapısı değişmiş: .*kirklarelieo/);
});
