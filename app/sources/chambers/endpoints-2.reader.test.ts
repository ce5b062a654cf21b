import { afterEach, expect, test } from 'vitest';
import { getDistrict, listDistricts } from '#app/domain/geo/geo.server.ts';
import { readAmasya } from '#app/sources/chambers/amasya/reader.server.ts';
import { CHAMBER_SITES } from '#app/domain/sources/chamber-catalogue.ts';
import { createChamberSource, type ChamberReader } from '#app/sources/chambers/chamber-source.server.ts';
import { readHatay } from '#app/sources/chambers/hatay/reader.server.ts';
import { readIsparta } from '#app/sources/chambers/isparta/reader.server.ts';
import { readOrdu } from '#app/sources/chambers/ordu/reader.server.ts';
import { readTokat } from '#app/sources/chambers/tokat/reader.server.ts';
import { SourceError, type DatedRoster } from '#app/sources/source.ts';
import { endpoints2ChamberFixtures } from '#tests/support/source-fixtures/chambers/endpoints-2.ts';
import {
  closeChamberFixtures,
  createChamberContext,
  serveChamberFixtures,
  type ChamberFixtures,
} from '#tests/support/source-fixtures/chambers/harness.ts';
import { requestFor } from '#tests/support/source-fixtures/context.ts';
import type { SourceFault } from '#tests/support/source-fixtures/roster.ts';

const TODAY = '2026-11-27';
const TOMORROW = '2026-11-28';
const YESTERDAY = '2026-11-26';

afterEach(closeChamberFixtures);

function siteOf(slug: string) {
  const site = CHAMBER_SITES.find((s) => s.name === `oda-${slug}`)!;
  return { site, baseUrl: Object.values(site.pages)[0]!.replace(/\/+$/, '') };
}

async function read(
  slug: string,
  reader: ChamberReader,
  options: { faults?: Record<string, SourceFault>; dutyDates?: string[] } = {},
): Promise<{ rosters: DatedRoster[]; fixtures: ChamberFixtures }> {
  const { site, baseUrl } = siteOf(slug);
  const faults = options.faults ? { [site.name]: options.faults } : {};
  const fixtures = await serveChamberFixtures(endpoints2ChamberFixtures, { today: TODAY, faults });
  const request = requestFor(slug, TODAY, { dutyDates: options.dutyDates ?? [TODAY] });
  const rosters = await createChamberSource(site, reader).fetchProvince(
    createChamberContext(fixtures, { baseUrl }),
    request,
  );
  return { rosters, fixtures };
}

async function readFailure(slug: string, reader: ChamberReader, fault: SourceFault): Promise<SourceError> {
  const error = await read(slug, reader, { faults: { [slug]: fault } }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(SourceError);
  return error as SourceError;
}

test('Ordu joins the 19 district lists it reads from ordu.eczanesistemi.net into one roster', async () => {
  const { rosters, fixtures } = await read('ordu', readOrdu);
  expect(rosters.map((r) => r.dutyDate)).toEqual([TODAY]);
  const records = rosters[0]!.records;
  expect(records).toHaveLength(19);
  expect(new Set(records.map((r) => r.district))).toEqual(new Set(listDistricts('ordu').map((d) => d.name)));
  expect(fixtures.log.filter((e) => e.host === 'ordu.eczanesistemi.net')).toHaveLength(19);
  expect(fixtures.log.filter((e) => e.host === 'ordueczaciodasi.org.tr')).toHaveLength(1);
  expect(records.every((r) => r.province === 'Ordu' && r.phone?.startsWith('0 (454)'))).toBe(true);
  expect(records.filter((r) => r.latitude !== null).length).toBeGreaterThan(15);
  expect(records.filter((r) => r.dutyHours === "Gece 23:59'a kadar açık")).toHaveLength(3);
  expect(records.some((r) => r.dutyHours === 'Gece nöbeti')).toBe(true);
  expect(records.every((r) => r.name.endsWith(' Eczanesi') && !r.name.includes('Eczanesi Eczanesi'))).toBe(true);
  expect(records[0]?.note).toBe('Devlet Hastanesi karşısı');
});

test('Ordu: a chamber page without the iframes is a changed layout; a list for the day before is dated so', async () => {
  const changed = await readFailure('ordu', readOrdu, 'changed-layout');
  expect(changed.kind).toBe('layout');
  expect(changed.message).toContain('Sayfa yapısı değişmiş');
  const { rosters } = await read('ordu', readOrdu, { faults: { ordu: 'wrong-day' } });
  expect(rosters.map((r) => r.dutyDate)).toEqual([YESTERDAY]);
});

test('Ordu reads through a flaky answer on both hosts and lists nobody on an empty day', async () => {
  const { rosters } = await read('ordu', readOrdu, { faults: { ordu: 'flaky' } });
  expect(rosters[0]?.records).toHaveLength(19);
  const empty = await read('ordu', readOrdu, { faults: { ordu: 'empty' } });
  expect(empty.rosters).toEqual([{ dutyDate: TODAY, records: [] }]);
});

test('Tokat asks once per district with the date in gun/ay/yil and gives no positions', async () => {
  const { rosters, fixtures } = await read('tokat', readTokat);
  const asked = fixtures.log.map((e) => e.url.searchParams);
  expect(asked).toHaveLength(12);
  expect(asked.map((q) => q.get('bolge')).sort()).toEqual(
    [
      'ALMUS',
      'ARTOVA',
      'BAŞÇİFTLİK',
      'ERBAA',
      'NİKSAR',
      'PAZAR',
      'REŞADİYE',
      'SULUSARAY',
      'TOKAT',
      'TURHAL',
      'YEŞİLYURT',
      'ZİLE',
    ].sort(),
  );
  expect(asked.every((q) => q.get('gun') === '27' && q.get('ay') === '11' && q.get('yil') === '2026')).toBe(true);
  expect(rosters.map((r) => r.dutyDate)).toEqual([TODAY]);
  const records = rosters[0]!.records;
  expect(records).toHaveLength(12);
  expect(records.every((r) => r.latitude === null && r.longitude === null)).toBe(true);
  expect(records.every((r) => getDistrict('tokat', r.district) !== null)).toBe(true);
  expect(records.filter((r) => r.dutyHours === "Gece 23:59'a kadar açık")).toHaveLength(2);
  expect(records.every((r) => r.phone?.startsWith('0454 000'))).toBe(true);
});

test('Tokat reads the next day too when asked, and a list of the day before is dated so', async () => {
  const { rosters, fixtures } = await read('tokat', readTokat, { dutyDates: [TODAY, TOMORROW] });
  expect(fixtures.log).toHaveLength(24);
  expect(rosters.map((r) => [r.dutyDate, r.records.length])).toEqual([
    [TODAY, 12],
    [TOMORROW, 12],
  ]);
  const wrong = await read('tokat', readTokat, { faults: { tokat: 'wrong-day' } });
  expect(wrong.rosters.map((r) => r.dutyDate)).toEqual([YESTERDAY]);
  expect((await readFailure('tokat', readTokat, 'changed-layout')).kind).toBe('layout');
});

test('Hatay reads the placemarks of its map script, dated by the first date asked', async () => {
  const { rosters } = await read('hatay', readHatay);
  expect(rosters.map((r) => r.dutyDate)).toEqual([TODAY]);
  const records = rosters[0]!.records;
  expect(records).toHaveLength(15);
  expect(records.every((r) => getDistrict('hatay', r.district) !== null && r.phone !== null)).toBe(true);
  expect(records.filter((r) => r.latitude === null)).toHaveLength(1);
  expect(records.filter((r) => r.dutyHours === "Gece 23:59'a kadar açık")).toHaveLength(3);
  const few = await read('hatay', readHatay, { faults: { hatay: 'empty' } });
  expect(few.rosters).toEqual([{ dutyDate: TODAY, records: [] }]);
  expect((await readFailure('hatay', readHatay, 'changed-layout')).kind).toBe('layout');
});

test('Isparta reads the trend-content cards and the date its heading states', async () => {
  const { rosters } = await read('isparta', readIsparta);
  const records = rosters[0]!.records;
  expect(rosters.map((r) => r.dutyDate)).toEqual([TODAY]);
  expect(records).toHaveLength(13);
  expect(records.filter((r) => r.dutyHours === "Gece 23:59'a kadar açık")).toHaveLength(2);
  expect(records.every((r) => getDistrict('isparta', r.district) !== null)).toBe(true);
  const missing = await read('isparta', readIsparta, { faults: { isparta: 'missing3' } });
  expect(missing.rosters[0]?.records).toHaveLength(10);
  const wrong = await read('isparta', readIsparta, { faults: { isparta: 'wrong-day' } });
  expect(wrong.rosters.map((r) => r.dutyDate)).toEqual([YESTERDAY]);
});

test('Amasya reads the eczaneismi cards; a Cloudflare challenge is blocked, never parsed', async () => {
  const { rosters } = await read('amasya', readAmasya);
  expect(rosters.map((r) => [r.dutyDate, r.records.length])).toEqual([[TODAY, 7]]);
  expect(rosters[0]!.records.filter((r) => r.dutyHours === "Gece 23:59'a kadar açık")).toHaveLength(1);
  const challenge = await readFailure('amasya', readAmasya, 'challenge');
  expect(challenge.kind).toBe('blocked');
  expect(challenge.message).toContain('Bot koruması');
  expect((await readFailure('amasya', readAmasya, 'forbidden')).kind).toBe('blocked');
  expect((await readFailure('amasya', readAmasya, 'error500')).kind).toBe('http');
  const few = await read('amasya', readAmasya, { faults: { amasya: 'few' } });
  expect(few.rosters[0]?.records).toHaveLength(1);
});
