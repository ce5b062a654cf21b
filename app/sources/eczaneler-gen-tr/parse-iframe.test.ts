import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import type { RosterRecord } from '#app/domain/roster/roster-text.ts';
import {
  mergeCoordinates,
  parseListingIframe,
  parseListingIframePage,
} from '#app/sources/eczaneler-gen-tr/parse-iframe.ts';
import { ListingLayoutError } from '#app/sources/eczaneler-gen-tr/parse-listing.ts';

const REAL_DIR = path.join(process.cwd(), '../shared/fixtures/real');
const hasRealFixtures = existsSync(REAL_DIR);

/** The fixture with the CRLF line endings the real embeddable page is served with. */
const iframeHtml = readFileSync(new URL('./fixtures/iframe-giresun.html', import.meta.url), 'utf8').replace(
  /\r?\n/g,
  '\r\n',
);

/** Fetched on the morning of Monday 23 November 2026, the day the fixture's heading names. */
const NOV_23 = { provinceName: 'Giresun', fetchedAt: new Date('2026-11-23T06:00:00Z') };

/** The embeddable page's table with `heading` and `rows`, as the real page frames them. */
function iframePage(heading: string, rows = ''): string {
  return (
    `<html><body><table class='table table-sm table-striped'><thead class='thead-dark'><tr>` +
    `<th scope='col' colspan='2' class='py-2'>${heading}</th></tr></thead><tbody>${rows}</tbody></table></body></html>`
  );
}

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

test('parseListingIframePage reads every pharmacy as a record dated by the heading', () => {
  const page = parseListingIframePage(iframeHtml, NOV_23);
  expect(page.dutyDate).toBe('2026-11-23');
  expect(page.heading).toBe('23 Kasım Pazartesi Giresun Nöbetçi Eczaneleri');
  expect(page.records).toHaveLength(5);
  expect(page.records[0]).toEqual({
    name: 'Hayat Eczanesi',
    province: 'Giresun',
    district: 'Merkez',
    phone: '0 (454) 216-12-34',
    address: 'Hacı Siyam Mahallesi, Gazi Caddesi No:5 Merkez / Giresun',
    dutyHours: null,
    neighbourhood: null,
    note: 'Saat kulesi karşısı',
    latitude: 40.9128,
    longitude: 38.3895,
  });
  expect(page.records.map((r) => [r.name, r.district, r.note])).toEqual([
    ['Hayat Eczanesi', 'Merkez', 'Saat kulesi karşısı'],
    ['Hayat Eczanesi', 'Bulancak', null],
    ['Fener Eczanesi', 'Bulancak', null],
    ['Yıldız Eczanesi', 'Espiye', null],
    ['Gül & Nur Eczanesi', 'Şebinkarahisar', 'Devlet Hastanesi yanı'],
  ]);
});

test('parseListingIframePage leaves a position outside Türkiye or missing as null', () => {
  const { records } = parseListingIframePage(iframeHtml, NOV_23);
  expect(records.map((r) => [r.latitude, r.longitude])).toEqual([
    [40.9128, 38.3895],
    [40.9287, 38.2281],
    [null, null],
    [null, null],
    [40.0301, 38.4012],
  ]);
  const abroad = parseListingIframePage(
    iframePage(
      '23 Kasım Pazartesi',
      `<tr><td><img alt='eczane'></td><td><b>Sınır Eczanesi</b><a href="https://www.google.com/maps?daddr=48.85,2.35">` +
        `<img alt='harita'></a> <span class='text-secondary'>(Merkez)</span></td></tr>`,
    ),
    NOV_23,
  );
  expect(abroad.records).toMatchObject([{ name: 'Sınır Eczanesi', latitude: null, longitude: null }]);
});

test('parseListingIframePage chooses the year nearest to the fetch for a heading without one', () => {
  const newYear = { provinceName: 'Giresun', fetchedAt: new Date('2027-01-01T05:00:00Z') };
  expect(parseListingIframePage(iframePage('31 Aralık Perşembe Giresun Nöbetçi Eczaneleri'), newYear).dutyDate).toBe(
    '2026-12-31',
  );
});

test('parseListingIframePage returns no records for a dated table without pharmacy rows', () => {
  expect(parseListingIframePage(iframePage('23 Kasım Pazartesi Giresun Nöbetçi Eczaneleri'), NOV_23)).toEqual({
    heading: '23 Kasım Pazartesi Giresun Nöbetçi Eczaneleri',
    dutyDate: '2026-11-23',
    records: [],
  });
});

test('parseListingIframePage throws a layout error for a page without a dated heading', () => {
  expect(() => parseListingIframePage('<html><body><p>Kayıt bulunamadı</p></body></html>', NOV_23)).toThrow(
    ListingLayoutError,
  );
  expect(() => parseListingIframePage(iframePage('Giresun Nöbetçi Eczaneleri'), NOV_23)).toThrow(
    'Embeddable page heading names no date: "Giresun Nöbetçi Eczaneleri"',
  );
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

test.skipIf(!hasRealFixtures)('parseListingIframePage reads the real Van embeddable page as 8 Ağustos', () => {
  const html = readFileSync(path.join(REAL_DIR, 'eczaneler-van.html'), 'utf8');
  const page = parseListingIframePage(html, { provinceName: 'Van', fetchedAt: new Date('2026-08-08T07:00:00Z') });
  expect(page.dutyDate).toBe('2026-08-08');
  expect(page.records).toHaveLength(16);
  expect(page.records.filter((r) => r.latitude !== null)).toHaveLength(14);
  expect(page.records.every((r) => r.province === 'Van' && r.district !== null && r.phone !== null)).toBe(true);
  expect(page.records.find((r) => r.name === 'Akın Eczanesi')).toMatchObject({
    district: 'Edremit',
    note: 'Bölge Hastanesi yanı, Havaalanı Kavşağı, Bahçeşehir Koleji karşısı',
  });
});

if (!hasRealFixtures) {
  console.info(`Skipped the real embeddable page tests: ${REAL_DIR} is absent.`);
}
