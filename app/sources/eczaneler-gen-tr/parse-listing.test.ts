import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { ListingLayoutError, parseListingPage } from '#app/sources/eczaneler-gen-tr/parse-listing.ts';

const readFixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

const REAL_DIR = path.join(process.cwd(), '../shared/fixtures/real');
const hasRealFixtures = existsSync(REAL_DIR);

const NOVEMBER_23 = new Date('2026-11-23T07:00:00Z');

test('parseListingPage dates each tab of a district page from its period text', () => {
  const page = parseListingPage(readFixture('nobetci-giresun-bulancak.html'), {
    provinceName: 'Giresun',
    districtName: 'Bulancak',
    fetchedAt: NOVEMBER_23,
  });
  expect(page.warnings).toEqual([]);
  expect(page.tabs.map(({ tab, dutyDate, allDay }) => ({ tab, dutyDate, allDay }))).toEqual([
    { tab: 'dun', dutyDate: '2026-11-22', allDay: true },
    { tab: 'bugun', dutyDate: '2026-11-23', allDay: false },
    { tab: 'yarin', dutyDate: '2026-11-24', allDay: false },
  ]);
  expect(page.tabs[1]?.periodText).toBe('23 Kasım P.tesi akşamından 24 Kasım Salı sabahına kadar.');
});

test('parseListingPage reads a district row with its landmark note and the district from the context', () => {
  const page = parseListingPage(readFixture('nobetci-giresun-bulancak.html'), {
    provinceName: 'Giresun',
    districtName: 'Bulancak',
    fetchedAt: NOVEMBER_23,
  });
  expect(page.tabs[0]?.records).toEqual([
    {
      name: 'Deniz Eczanesi',
      province: 'Giresun',
      district: 'Bulancak',
      phone: '0 (454) 316-21-21',
      address: 'İnönü Mahallesi, Sahil Caddesi No:21 Bulancak / Giresun',
      dutyHours: null,
      neighbourhood: null,
      note: 'Belediye binası yanı',
      latitude: null,
      longitude: null,
    },
  ]);
  expect(page.tabs[1]?.records.map((r) => [r.name, r.note])).toEqual([['Fener Eczanesi', null]]);
});

test('parseListingPage takes dates from the period text even when another tab is the active one', () => {
  const page = parseListingPage(readFixture('nobetci-osmaniye.html'), {
    provinceName: 'Osmaniye',
    fetchedAt: NOVEMBER_23,
  });
  const bugun = page.tabs.find((tab) => tab.tab === 'bugun');
  expect(bugun?.dutyDate).toBe('2026-11-23');
  expect(page.tabs.find((tab) => tab.tab === 'dun')?.dutyDate).toBe('2026-11-22');
});

test('parseListingPage reads district and neighbourhood badges and keeps them out of the address', () => {
  const page = parseListingPage(readFixture('nobetci-osmaniye.html'), {
    provinceName: 'Osmaniye',
    fetchedAt: NOVEMBER_23,
  });
  const bugun = page.tabs.find((tab) => tab.tab === 'bugun');
  expect(bugun?.records[0]).toEqual({
    name: 'Gül & Nur Eczanesi',
    province: 'Osmaniye',
    district: 'Düziçi',
    phone: '0 (328) 876-55-31',
    address: 'Boğaziçi Mahallesi, Hastane Sokak No:9/A Düziçi / Osmaniye',
    dutyHours: null,
    neighbourhood: 'Boğaziçi Mh.',
    note: "Ali'nin Fırını yanı",
    latitude: null,
    longitude: null,
  });
  const dun = page.tabs.find((tab) => tab.tab === 'dun');
  expect(dun?.records.map((r) => [r.district, r.neighbourhood])).toEqual([
    ['Kadirli', 'Kurtuluş Mh.'],
    ['Osmaniye Merkez', null],
  ]);
});

test('parseListingPage reads night-limit notes as duty hours wherever they sit in the row', () => {
  const page = parseListingPage(readFixture('nobetci-osmaniye.html'), {
    provinceName: 'Osmaniye',
    fetchedAt: NOVEMBER_23,
  });
  const rows = page.tabs.flatMap((tab) => tab.records);
  expect(rows.map((r) => [r.name, r.dutyHours])).toEqual([
    ['Toros Eczanesi', null],
    ['Şifa Eczanesi', "Gece 23:59'a kadar"],
    ['Gül & Nur Eczanesi', null],
    ['İlaç Eczanesi', "Gece 02:00'ye kadar"],
    ['Çınar Eczanesi', "Gece 24:00'e kadar"],
  ]);
  expect(rows[1]?.address).toBe('Alibeyli Mahallesi, İnönü Caddesi No:7 Osmaniye Merkez / Osmaniye');
  expect(rows[4]?.address).toBe('Hürriyet Mahallesi, Okul Sokak No:3 Bahçe / Osmaniye');
});

test('parseListingPage gives a null phone to a row whose phone cell is empty', () => {
  const page = parseListingPage(readFixture('nobetci-osmaniye.html'), {
    provinceName: 'Osmaniye',
    fetchedAt: NOVEMBER_23,
  });
  const ilac = page.tabs.flatMap((tab) => tab.records).find((r) => r.name === 'İlaç Eczanesi');
  expect(ilac).toMatchObject({ phone: null, district: 'Toprakkale', neighbourhood: null });
});

test('parseListingPage keeps a dated tab without rows as an empty list', () => {
  const page = parseListingPage(readFixture('nobetci-osmaniye.html'), {
    provinceName: 'Osmaniye',
    fetchedAt: NOVEMBER_23,
  });
  expect(page.tabs.find((tab) => tab.tab === 'yarin')).toEqual({
    tab: 'yarin',
    dutyDate: '2026-11-24',
    periodText: '24 Kasım Salı akşamından 25 Kasım Çarş. sabahına kadar.',
    allDay: false,
    records: [],
  });
  expect(page.warnings).toEqual([]);
});

test('parseListingPage dates tabs across New Year and reads districts from addresses without badges', () => {
  const page = parseListingPage(readFixture('nobetci-giresun-yilbasi.html'), {
    provinceName: 'Giresun',
    fetchedAt: new Date('2026-12-31T18:00:00Z'),
  });
  expect(page.tabs.map((tab) => [tab.dutyDate, tab.allDay, tab.records[0]?.district])).toEqual([
    ['2026-12-30', false, 'Espiye'],
    ['2026-12-31', false, 'Merkez'],
    ['2027-01-01', true, 'Giresun Merkez'],
  ]);
  expect(page.tabs[1]?.records[0]?.name).toBe('Hayat Eczanesi');
});

test('parseListingPage skips a tab whose period text cannot be read, with a warning', () => {
  const html = `<div id="nav-dun"><div class="alert">Liste hazırlanıyor</div></div>
    <div id="nav-bugun"><div class="alert">23 Kasım P.tesi akşamından 24 Kasım Salı sabahına kadar.</div></div>`;
  const page = parseListingPage(html, { provinceName: 'Giresun', fetchedAt: NOVEMBER_23 });
  expect(page.tabs.map((tab) => tab.tab)).toEqual(['bugun']);
  expect(page.warnings).toEqual(['Tab "dun" skipped: no duty period in "Liste hazırlanıyor"', 'Tab "yarin" missing']);
});

test('parseListingPage warns when a tab shows pharmacy names outside the expected rows', () => {
  const html = `<div id="nav-bugun"><div class="alert">23 Kasım P.tesi akşamından 24 Kasım Salı sabahına kadar.</div>
    <ul><li><span class="isim">Hayat Eczanesi</span></li></ul></div>`;
  const page = parseListingPage(html, { provinceName: 'Giresun', fetchedAt: NOVEMBER_23 });
  expect(page.tabs[0]?.records).toEqual([]);
  expect(page.warnings).toContain('Tab "bugun" has pharmacy names but no readable rows');
});

test('parseListingPage throws ListingLayoutError when no day tab exists', () => {
  const html = '<html><body><h1>Bakım çalışması</h1><table><tr><td>Hayat Eczanesi</td></tr></table></body></html>';
  expect(() => parseListingPage(html, { provinceName: 'Giresun', fetchedAt: NOVEMBER_23 })).toThrow(ListingLayoutError);
});

test.skipIf(!hasRealFixtures)('parseListingPage reads the real Düziçi district page', () => {
  const html = readFileSync(path.join(REAL_DIR, 'duzici_nobetci.html'), 'utf8');
  const page = parseListingPage(html, { provinceName: 'Osmaniye', fetchedAt: new Date('2026-05-25T12:00:00Z') });
  expect(page.warnings).toEqual([]);
  expect(page.tabs.map((tab) => [tab.tab, tab.dutyDate, tab.allDay, tab.records.map((r) => r.name)])).toEqual([
    ['dun', '2026-05-24', true, ['Büyükmert Eczanesi']],
    ['bugun', '2026-05-25', false, ['Şen Eczanesi']],
    ['yarin', '2026-05-26', false, ['Elmas Eczanesi']],
  ]);
  expect(page.tabs[0]?.records[0]).toEqual({
    name: 'Büyükmert Eczanesi',
    province: 'Osmaniye',
    district: 'Düziçi',
    phone: '0 (328) 876-80-01',
    address: 'Uzun Banı Mahallesi, Şehit Komiser Mustafa Sarı Caddesi No:115/A Düziçi / Osmaniye',
    dutyHours: null,
    neighbourhood: null,
    note: '4 Nolu Aile Sağlığı Merkezi yakını',
    latitude: null,
    longitude: null,
  });
});
