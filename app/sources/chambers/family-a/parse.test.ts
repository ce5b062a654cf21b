import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { requireProvinceBySlug } from '#app/domain/geo/geo.server.ts';
import { toIstanbulInstant } from '#app/domain/time/istanbul-clock.ts';
import { ChamberLayoutError } from '#app/sources/chambers/chamber-text.ts';
import { findFamilyADateForm, parseFamilyA } from '#app/sources/chambers/family-a/parse.ts';
import type { DatedRoster } from '#app/sources/source.ts';

const readFixture = (name: string): string => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

function parse(name: string, slug: string, fallbackDate = '2026-11-27'): DatedRoster[] {
  const { name: provinceName, plate } = requireProvinceBySlug(slug);
  return parseFamilyA(readFixture(name), { province: { name: provinceName, slug, plate }, fallbackDate });
}

/** name → district of every record, by duty date. */
function summary(rosters: DatedRoster[]) {
  return rosters.map((roster) => [roster.dutyDate, roster.records.map((record) => [record.name, record.district])]);
}

const REAL_CANAKKALE = path.join(process.cwd(), '../shared/fixtures/real/chambers/canakkale-nobetci-eczaneler.html');

test.skipIf(!existsSync(REAL_CANAKKALE))('parseFamilyA reads the real Çanakkale excerpt to its four pharmacies', () => {
  const html = readFileSync(REAL_CANAKKALE, 'utf8');
  const rosters = parseFamilyA(html, {
    province: { name: 'Çanakkale', slug: 'canakkale', plate: 17 },
    fallbackDate: '2026-08-20',
  });
  const window = {
    dutyStart: toIstanbulInstant('2026-08-16', '08:30'),
    dutyEnd: toIstanbulInstant('2026-08-17', '08:30'),
  };
  const record = { province: 'Çanakkale', dutyHours: null, neighbourhood: null, note: null, ...window };
  expect(rosters).toEqual([
    {
      dutyDate: '2026-08-16',
      records: [
        {
          ...record,
          name: 'Merkez Eczanesi',
          // The section "MERKEZ NÖBETÇİ ECZANELER": Çanakkale's central district is "Merkez".
          district: 'Merkez',
          phone: '2862173440',
          address: 'DEMIRCIOGLU CADDESI NO:1 MERKEZ/ÇANAKKALE',
          latitude: 40.147273,
          longitude: 26.406443,
        },
        {
          ...record,
          // "EVCİM ECZANESİ  ECZANESİ" as served; Kepez is a town of the Merkez district, no district.
          name: 'Evcim Eczanesi',
          district: 'Merkez',
          phone: '02862138039',
          address: 'HAMİDİYE MAH. KEPEZ/ÇANAKKALE',
          latitude: 40.098729,
          longitude: 26.414608,
        },
        {
          ...record,
          name: 'Çakır Eczanesi',
          district: 'Ayvacık',
          phone: '2867525477',
          address: 'SÜLEYMAN SAKALLI CADDESI NO.10 KÜÇÜKKUYU',
          latitude: null,
          longitude: null,
        },
        {
          ...record,
          name: 'Köksal Eczanesi',
          district: 'Lapseki',
          phone: '02865320061',
          address: 'TEKKE MAH. ÇARDAK',
          latitude: null,
          longitude: null,
        },
      ],
    },
  ]);
});

test('parseFamilyA reads a div.nobetci card whole: name, icon lines, window, map link', () => {
  const [roster] = parse('nobetci-kutahya.html', 'kutahya', '2026-11-30');
  expect(roster?.dutyDate).toBe('2026-11-27');
  expect(roster?.records[0]).toEqual({
    name: 'Güneş Eczanesi',
    province: 'Kütahya',
    district: 'Merkez',
    phone: '0 (274) 223 00 11',
    address: 'CUMHURİYET MAH. ATATÜRK BULVARI NO:12 MERKEZ/KÜTAHYA',
    dutyHours: null,
    neighbourhood: null,
    note: 'Devlet Hastanesi karşısı',
    latitude: 39.4195,
    longitude: 29.9857,
    dutyStart: toIstanbulInstant('2026-11-27', '08:30'),
    dutyEnd: toIstanbulInstant('2026-11-28', '08:30'),
  });
});

test('parseFamilyA takes the district from the heading, the section, the arrow line or the address', () => {
  expect(summary(parse('nobetci-kutahya.html', 'kutahya'))).toEqual([
    [
      '2026-11-27',
      [
        ['Güneş Eczanesi', 'Merkez'],
        ['Yıldız Eczanesi', 'Merkez'],
        ['Anka Eczanesi', 'Tavşanlı'],
        ['Deniz Eczanesi', 'Gediz'],
        ['Umut Eczanesi', 'Emet'],
      ],
    ],
  ]);
});

test('parseFamilyA finds the district of a town (belde) named by a section or an address: Kepez, Çardak', () => {
  expect(summary(parse('nobetci-canakkale-beldeler.html', 'canakkale'))).toEqual([
    [
      '2026-11-27',
      [
        ['Boğaz Eczanesi', 'Merkez'],
        ['Çardak Eczanesi', 'Lapseki'],
      ],
    ],
  ]);
});

test('parseFamilyA reads the doubled suffix once, a night limit, a card without map link and a "tel:" behind "Ara"', () => {
  const records = parse('nobetci-kutahya.html', 'kutahya')[0]?.records ?? [];
  const yildiz = records.find((record) => record.name === 'Yıldız Eczanesi');
  expect(yildiz).toMatchObject({ dutyHours: "Gece 23:59'a kadar açık", latitude: null, longitude: null });
  expect(yildiz?.dutyStart).toEqual(toIstanbulInstant('2026-11-27', '08:30'));
  expect(records.find((record) => record.name === 'Umut Eczanesi')?.phone).toBe('02744510055');
});

test('parseFamilyA keeps only Aksaray from its page and only Kırşehir from the same page', () => {
  expect(summary(parse('nobet-kart-aksaray.html', 'aksaray'))).toEqual([
    [
      '2026-11-27',
      [
        ['Şifa Eczanesi', 'Merkez'],
        ['Hayat Eczanesi', 'Ortaköy'],
      ],
    ],
  ]);
  const kirsehir = parse('nobet-kart-aksaray.html', 'kirsehir');
  expect(summary(kirsehir)).toEqual([
    [
      '2026-11-27',
      [
        ['Lale Eczanesi', 'Merkez'],
        ['Kaman Eczanesi', 'Kaman'],
      ],
    ],
  ]);
  expect(kirsehir[0]?.records.every((record) => record.province === 'Kırşehir')).toBe(true);
});

test('parseFamilyA drops the Şırnak sections, cards and addresses of Mardin’s page', () => {
  expect(summary(parse('mardin.html', 'mardin'))).toEqual([
    [
      '2026-11-27',
      [
        ['Mardin Eczanesi', 'Artuklu'],
        ['Ova Eczanesi', 'Kızıltepe'],
        ['Midyat Eczanesi', 'Midyat'],
      ],
    ],
  ]);
});

test('parseFamilyA keeps Zonguldak’s sections around Bartın’s, and Bartın’s alone when Bartın is asked', () => {
  expect(summary(parse('zonguldak-bartin.html', 'zonguldak'))).toEqual([
    [
      '2026-11-27',
      [
        ['Kdz Eczanesi', 'Ereğli'],
        ['Liman Eczanesi', 'Kozlu'],
      ],
    ],
  ]);
  expect(summary(parse('zonguldak-bartin.html', 'bartin'))).toEqual([
    [
      '2026-11-27',
      [
        ['Amasra Eczanesi', 'Amasra'],
        ['Kocanaz Eczanesi', 'Merkez'],
      ],
    ],
  ]);
});

test('parseFamilyA reads Van’s page by its province headings ("Bitlis\'te Bugün …") and their written date', () => {
  expect(summary(parse('van-bolge.html', 'van', '2026-11-30'))).toEqual([
    [
      '2026-11-27',
      [
        ['Van Gölü Eczanesi', 'İpekyolu'],
        ['Erciş Eczanesi', 'Erciş'],
      ],
    ],
  ]);
  expect(summary(parse('van-bolge.html', 'bitlis', '2026-11-30'))).toEqual([
    [
      '2026-11-27',
      [
        ['Nemrut Eczanesi', 'Merkez'],
        ['Tatvan Eczanesi', 'Tatvan'],
      ],
    ],
  ]);
  expect(summary(parse('van-bolge.html', 'hakkari', '2026-11-30'))).toEqual([
    ['2026-11-27', [['Zap Eczanesi', 'Yüksekova']]],
  ]);
});

test('parseFamilyA picks the plate’s section of Erzurum’s regional page (id="xx<plate>", icon-* lines)', () => {
  const [erzurum] = parse('erzurum-bolge.html', 'erzurum');
  expect(erzurum?.records.map((r) => [r.name, r.district, r.address, r.phone])).toEqual([
    ['Palandöken Eczanesi', 'Palandöken', 'HÜSEYİN AVNİ ULAŞ MAH. NO:6 PALANDÖKEN/ERZURUM', '0442 316 01 01'],
    ['Oltu Eczanesi', 'Oltu', 'CUMHURİYET CAD. NO:3', '0442 816 02 02'],
  ]);
  expect(summary(parse('erzurum-bolge.html', 'kars'))).toEqual([
    [
      '2026-11-27',
      [
        ['Kale Eczanesi', 'Merkez'],
        ['Sarıkamış Eczanesi', 'Sarıkamış'],
      ],
    ],
  ]);
  expect(parse('erzurum-bolge.html', 'bayburt')).toEqual([{ dutyDate: '2026-11-27', records: [] }]);
  expect(() => parse('erzurum-bolge.html', 'igdir')).toThrow(ChamberLayoutError);
});

test('parseFamilyA reads night limits in the card heading and the section heading (Balıkesir) and hours windows', () => {
  const rosters = parse('nobetciecz-balikesir.html', 'balikesir', '2026-11-30');
  expect(rosters.map((r) => r.dutyDate)).toEqual(['2026-11-27']);
  expect(rosters[0]?.records.map((r) => [r.name, r.district, r.dutyHours, r.dutyStart, r.dutyEnd])).toEqual([
    ['Işık Eczanesi', 'Karesi', null, null, null],
    [
      'Kıyı Eczanesi',
      'Karesi',
      '19:00 – 08:30',
      toIstanbulInstant('2026-11-27', '19:00'),
      toIstanbulInstant('2026-11-28', '08:30'),
    ],
    ['Zeytin Eczanesi', 'Edremit', "Gece 23:59'a kadar açık", null, null],
    ['Sahil Eczanesi', 'Ayvalık', "Gece 23:59'a kadar açık", null, null],
  ]);
});

test('parseFamilyA reads Bursa’s evening window ("27.08.2026 18:30 / 28.08.2026 08:30") as hours and date', () => {
  const rosters = parse('nobetci-bursa.html', 'bursa');
  expect(rosters.map((r) => r.dutyDate)).toEqual(['2026-08-27']);
  expect(rosters[0]?.records.map((r) => [r.name, r.district, r.dutyHours, r.dutyStart])).toEqual([
    ['Ulu Eczanesi', 'Osmangazi', '18:30 – 08:30', toIstanbulInstant('2026-08-27', '18:30')],
    ['Nilüfer Eczanesi', 'Nilüfer', '18:30 – 08:30', toIstanbulInstant('2026-08-27', '18:30')],
  ]);
});

test('parseFamilyA reads Diyarbakır’s loose h3.text-danger cards and dates an undated page by the fallback', () => {
  expect(summary(parse('diyarbakir.html', 'diyarbakir', '2026-11-29'))).toEqual([
    [
      '2026-11-29',
      [
        ['Dicle Eczanesi', 'Bağlar'],
        ['Sur Eczanesi', 'Bağlar'],
        ['Mezopotamya Eczanesi', 'Kayapınar'],
      ],
    ],
  ]);
});

test('parseFamilyA reads İzmir’s "NAME - dd.mm.yyyy / İLÇE" headings', () => {
  const rosters = parse('izmir.html', 'izmir', '2026-11-30');
  expect(summary(rosters)).toEqual([
    [
      '2026-11-27',
      [
        ['Ege Eczanesi', 'Konak'],
        ['Bornova Eczanesi', 'Bornova'],
      ],
    ],
  ]);
  expect(rosters[0]?.records[0]).toMatchObject({ latitude: 38.4189, longitude: 27.1287, phone: '0232 441 01 01' });
});

test('parseFamilyA gives a roster with no records for sections without cards', () => {
  expect(parse('empty.html', 'kutahya', '2026-11-28')).toEqual([{ dutyDate: '2026-11-28', records: [] }]);
});

test('parseFamilyA throws ChamberLayoutError for a redesigned page without cards or sections', () => {
  expect(() => parse('changed-layout.html', 'kutahya')).toThrow(ChamberLayoutError);
  expect(() => parse('changed-layout.html', 'kutahya')).toThrow(/bulunamadı/);
});

test('findFamilyADateForm takes the list submit, never the print one, and asks for all districts', () => {
  expect(findFamilyADateForm(readFixture('nobetci-kutahya.html'))).toEqual({
    action: '/nobetci-eczaneler',
    method: 'POST',
    fields: { sayfa: 'nobet', ilce: '', gnr: 'NÖBETLERİ GÖSTER' },
  });
  expect(findFamilyADateForm(readFixture('izmir.html'))).toEqual({
    action: 'nobetci-eczaneler',
    method: 'POST',
    fields: { ilce: '0', gnr: 'Kayıt Ara' },
  });
  expect(findFamilyADateForm(readFixture('erzurum-bolge.html'))).toBeNull();
});
