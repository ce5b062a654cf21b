import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { parseCollectApiResponse } from '#app/sources/collectapi/parse.ts';

const REAL_DIR = path.join(process.cwd(), '../shared/fixtures/real');
const hasRealFixtures = existsSync(REAL_DIR);

const giresun: unknown = JSON.parse(readFileSync(new URL('./fixtures/giresun.json', import.meta.url), 'utf8'));

test('parseCollectApiResponse maps a result to records of the given province', () => {
  const records = parseCollectApiResponse(giresun, 'Giresun');
  expect(records[0]).toEqual({
    name: 'Hayat Eczanesi',
    province: 'Giresun',
    district: 'Merkez',
    phone: '04542161234',
    address: 'Hacı Siyam MAH. Gazi Caddesi NO: 5 28100 Merkez Giresun',
    dutyHours: null,
    neighbourhood: null,
    note: null,
    latitude: 40.9128,
    longitude: 38.3895,
  });
  expect(records.map((r) => [r.name, r.district])).toEqual([
    ['Hayat Eczanesi', 'Merkez'],
    ['Işık Eczanesi', 'Şebinkarahisar'],
    ['Deniz Eczanesi', 'Bulancak'],
    ['Çamlık Eczanesi', 'Görele'],
  ]);
});

test('parseCollectApiResponse leaves coordinates null when loc is empty or out of range', () => {
  const records = parseCollectApiResponse(giresun, 'Giresun');
  expect(records.map((r) => [r.latitude, r.longitude])).toEqual([
    [40.9128, 38.3895],
    [40.2881, 38.4233],
    [null, null],
    [null, null],
  ]);
});

test('parseCollectApiResponse drops input-mask underscores and empty phones', () => {
  const records = parseCollectApiResponse(giresun, 'Giresun');
  expect(records.map((r) => r.phone)).toEqual(['04542161234', '4547119001', null, '04545130011']);
});

test('parseCollectApiResponse drops entries whose name is empty or only the word "eczane"', () => {
  const json = {
    success: true,
    result: [
      { name: '  ', dist: 'MERKEZ', address: '', phone: '', loc: '' },
      { name: 'ECZANESİ', dist: 'MERKEZ', address: '', phone: '', loc: '' },
      { name: 'AKSU ECZANESİ', dist: null, address: null, phone: null, loc: null },
    ],
  };
  expect(parseCollectApiResponse(json, 'Giresun')).toEqual([
    {
      name: 'Aksu Eczanesi',
      province: 'Giresun',
      district: null,
      phone: null,
      address: null,
      dutyHours: null,
      neighbourhood: null,
      note: null,
      latitude: null,
      longitude: null,
    },
  ]);
});

test('parseCollectApiResponse throws with the API message when success is false', () => {
  expect(() => parseCollectApiResponse({ success: false, message: 'Invalid API key' }, 'Giresun')).toThrow(
    'CollectAPI reported a failure (success: false): Invalid API key',
  );
  expect(() => parseCollectApiResponse({ success: false, result: [] }, 'Giresun')).toThrow(
    'CollectAPI reported a failure (success: false)',
  );
});

test('parseCollectApiResponse throws a clear error for an answer of the wrong shape', () => {
  expect(() => parseCollectApiResponse('<html>', 'Giresun')).toThrow(/^CollectAPI response has an unexpected shape/);
  expect(() => parseCollectApiResponse({ success: true }, 'Giresun')).toThrow(/unexpected shape: result/);
  expect(() => parseCollectApiResponse({ success: true, result: [{ name: 42 }] }, 'Giresun')).toThrow(
    /unexpected shape: result\.0\.name/,
  );
});

test.skipIf(!hasRealFixtures)('parseCollectApiResponse reads every recorded CollectAPI result', () => {
  const saved = JSON.parse(readFileSync(path.join(REAL_DIR, 'pharmacies.json'), 'utf8')) as Record<
    string,
    Record<string, unknown[]>
  >;
  const records = Object.entries(saved).flatMap(([province, districts]) =>
    parseCollectApiResponse({ success: true, result: Object.values(districts).flat() }, province),
  );
  expect(records).toHaveLength(1281);
  expect(records.filter((r) => r.latitude !== null && r.longitude !== null)).toHaveLength(1264);
  expect(records.every((r) => r.name.endsWith(' Eczanesi'))).toBe(true);
  expect(records.some((r) => r.phone?.includes('_'))).toBe(false);
  const giresunRecords = records.filter((r) => r.province === 'giresun');
  expect(giresunRecords.map((r) => r.district)).toContain('Şebinkarahisar');
});
