import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { ChamberLayoutError } from '#app/sources/chambers/chamber-text.ts';
import { listTokatAreas, parseTokatList, toTokatListUrl } from '#app/sources/chambers/tokat/parse.ts';

const readFixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const TOKAT = { name: 'Tokat', slug: 'tokat', plate: 60 };

test('listTokatAreas names every district in Turkish capitals, the central one "TOKAT"', () => {
  const areas = listTokatAreas();
  expect(areas).toHaveLength(12);
  expect(areas).toContainEqual({ area: 'TOKAT', district: 'Merkez' });
  expect(areas).toContainEqual({ area: 'NİKSAR', district: 'Niksar' });
  expect(areas).toContainEqual({ area: 'BAŞÇİFTLİK', district: 'Başçiftlik' });
});

test('toTokatListUrl asks NBEczane.aspx on the page host for a day and an area', () => {
  const url = new URL(toTokatListUrl('https://www.tokateo.org/nobetcieczane.aspx', '2026-03-05', 'NİKSAR'));
  expect(`${url.origin}${url.pathname}`).toBe('https://www.tokateo.org/NBEczane.aspx');
  expect(Object.fromEntries(url.searchParams)).toEqual({ gun: '5', ay: '3', yil: '2026', bolge: 'NİKSAR' });
});

test('parseTokatList reads h1 name, h2 address with its night limit and h3 phone, without positions', () => {
  const roster = parseTokatList(readFixture('nbeczane-erbaa.html'), {
    province: TOKAT,
    district: 'Erbaa',
    requestDate: '2026-11-20',
  });
  expect(roster.dutyDate).toBe('2026-11-27');
  expect(roster.records).toEqual([
    {
      name: 'Deneme Eczanesi',
      province: 'Tokat',
      district: 'Erbaa',
      phone: '0356 000 10 01',
      address: 'GAZİ OSMAN PAŞA MAH. FİKSTÜR CAD. NO:14 ERBAA',
      dutyHours: null,
      neighbourhood: null,
      note: null,
      latitude: null,
      longitude: null,
    },
    expect.objectContaining({
      name: 'Yeni Şifa Eczanesi',
      phone: '0356 000 10 02',
      address: 'ERTUĞRULGAZİ MAH. DENEME SK. NO:3 ERBAA',
      dutyHours: "Gece 23:59'a kadar açık",
    }),
    expect.objectContaining({ name: 'Işık Eczanesi', phone: null }),
  ]);
});

test('parseTokatList lists nobody for a district without a duty pharmacy; the request date when none is stated', () => {
  const options = { province: TOKAT, district: 'Artova', requestDate: '2026-11-20' };
  expect(parseTokatList(readFixture('nbeczane-bos.html'), options)).toEqual({ dutyDate: '2026-11-27', records: [] });
  const undated = readFixture('nbeczane-erbaa.html').replace(/<span id="lblTarih">[^<]*<\/span>/, '');
  expect(parseTokatList(undated, options).dutyDate).toBe('2026-11-20');
});

test('parseTokatList refuses a page of another shape', () => {
  const options = { province: TOKAT, district: 'Erbaa', requestDate: '2026-11-20' };
  expect(() =>
    parseTokatList('<html><body><div class="card"><h5>DENEME ECZANESİ</h5></div></body></html>', options),
  ).toThrow(ChamberLayoutError);
});
