import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import type { RosterRecord } from '#app/domain/roster/roster-text.ts';
import { mergeCoordinates, parseListingIframe } from '#app/sources/eczaneler-gen-tr/parse-iframe.ts';

const REAL_DIR = path.join(process.cwd(), '../shared/fixtures/real');
const hasRealFixtures = existsSync(REAL_DIR);

/** The fixture with the CRLF line endings the real embeddable page is served with. */
const iframeHtml = readFileSync(new URL('./fixtures/iframe-giresun.html', import.meta.url), 'utf8').replace(
  /\r?\n/g,
  '\r\n',
);

function record(overrides: Partial<RosterRecord> & { name: string }): RosterRecord {
  return {
    province: 'Giresun',
    district: null,
    phone: null,
    address: null,
    dutyHours: null,
    neighbourhood: null,
    note: null,
    latitude: null,
    longitude: null,
    ...overrides,
  };
}

test('parseListingIframe reads name, phone, address and coordinates of each pharmacy in page order', () => {
  expect(parseListingIframe(iframeHtml)).toEqual([
    {
      name: 'Hayat Eczanesi',
      address: 'Hacı Siyam Mahallesi, Gazi Caddesi No:5 Merkez / Giresun',
      phone: '0 (454) 216-12-34',
      latitude: 40.9128,
      longitude: 38.3895,
    },
    {
      name: 'Hayat Eczanesi',
      address: 'Kale Mahallesi, Sahil Yolu No:14 Bulancak / Giresun',
      phone: '0 (454) 316-55-66',
      latitude: 40.9287,
      longitude: 38.2281,
    },
    {
      name: 'Fener Eczanesi',
      address: 'Pazarsuyu Mahallesi, Fındık Sokak No:4/C Bulancak / Giresun',
      phone: '0 (454) 316-48-02',
      latitude: null,
      longitude: null,
    },
    {
      name: 'Yıldız Eczanesi',
      address: 'Soğuksu Mahallesi, Çarşı Caddesi No:2 Espiye / Giresun',
      phone: '0 (454) 611-33-44',
      latitude: null,
      longitude: null,
    },
    {
      name: 'Gül & Nur Eczanesi',
      address: 'Fatih Mahallesi, Konuk Caddesi No:8 Şebinkarahisar / Giresun',
      phone: '0 (454) 711-90-01',
      latitude: 40.0301,
      longitude: 38.4012,
    },
  ]);
});

test('parseListingIframe returns an empty list for a page without pharmacy rows', () => {
  expect(parseListingIframe('<html><body><p>Kayıt bulunamadı</p></body></html>')).toEqual([]);
});

test('mergeCoordinates fills missing coordinates by name regardless of Turkish case', () => {
  const located = parseListingIframe(iframeHtml);
  const merged = mergeCoordinates(
    [record({ name: 'GÜL & NUR ECZANESİ' }), record({ name: 'Fener Eczanesi' })],
    located,
  );
  expect(merged.map((r) => [r.latitude, r.longitude])).toEqual([
    [40.0301, 38.4012],
    [null, null],
  ]);
});

test('mergeCoordinates keeps coordinates a record already has', () => {
  const located = [{ name: 'Gül & Nur Eczanesi', latitude: 40.0301, longitude: 38.4012 }];
  const own = record({ name: 'Gül & Nur Eczanesi', latitude: 40.5, longitude: 38.5 });
  expect(mergeCoordinates([own], located)).toEqual([own]);
});

test('mergeCoordinates tells apart two located pharmacies of one name by phone number', () => {
  const located = parseListingIframe(iframeHtml);
  const merged = mergeCoordinates([record({ name: 'Hayat Eczanesi', phone: '0454 316 55 66' })], located);
  expect(merged[0]).toMatchObject({ latitude: 40.9287, longitude: 38.2281 });
});

test('mergeCoordinates leaves a shared name unfilled when the phone does not decide', () => {
  const located = parseListingIframe(iframeHtml);
  const merged = mergeCoordinates(
    [record({ name: 'Hayat Eczanesi' }), record({ name: 'Hayat Eczanesi', phone: '0454 999 00 00' })],
    located,
  );
  expect(merged.map((r) => r.latitude)).toEqual([null, null]);
});

test('mergeCoordinates needs a phone match when two records share the one located name', () => {
  const located = [{ name: 'Deniz Eczanesi', latitude: 40.93, longitude: 38.22, phone: '0 (454) 316-21-21' }];
  const merged = mergeCoordinates(
    [
      record({ name: 'Deniz Eczanesi', district: 'Bulancak', phone: '04543162121' }),
      record({ name: 'Deniz Eczanesi', district: 'Görele', phone: '04545130000' }),
    ],
    located,
  );
  expect(merged.map((r) => r.latitude)).toEqual([40.93, null]);
});

test('mergeCoordinates returns new records and leaves its input unchanged', () => {
  const input = [record({ name: 'Gül & Nur Eczanesi' })];
  const merged = mergeCoordinates(input, [{ name: 'Gül & Nur Eczanesi', latitude: 40.0301, longitude: 38.4012 }]);
  expect(input[0]?.latitude).toBeNull();
  expect(merged[0]?.latitude).toBe(40.0301);
});

test.skipIf(!hasRealFixtures)('parseListingIframe reads the real Van embeddable page', () => {
  const pharmacies = parseListingIframe(readFileSync(path.join(REAL_DIR, 'eczaneler-van.html'), 'utf8'));
  expect(pharmacies).toHaveLength(16);
  const located = pharmacies.filter((p) => p.latitude !== null && p.longitude !== null);
  expect(located).toHaveLength(14);
  for (const p of located) {
    expect(p.latitude).toBeGreaterThan(35);
    expect(p.latitude).toBeLessThan(43);
    expect(p.longitude).toBeGreaterThan(25);
    expect(p.longitude).toBeLessThan(45);
  }
  expect(pharmacies[0]).toMatchObject({
    name: 'Başkale Eczanesi',
    phone: '0 (432) 651-21-38',
    latitude: 38.045303,
    longitude: 44.014583,
  });
  const akin = pharmacies.find((p) => p.name === 'Akın Eczanesi');
  expect(akin?.address).toBe('Süphan Mahallesi, İpekyolu Caddesi No:283/I Edremit / Van');
  expect(pharmacies.find((p) => p.name === 'Arjin Eczanesi')).toMatchObject({ latitude: null, longitude: null });
});
