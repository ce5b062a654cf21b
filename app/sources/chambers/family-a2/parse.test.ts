import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { ChamberLayoutError } from '#app/sources/chambers/chamber-text.ts';
import {
  isFamilyA2TokenRefused,
  listFamilyA2Districts,
  parseFamilyA2Form,
  parseFamilyA2Results,
} from '#app/sources/chambers/family-a2/parse.ts';
import { toChamberRosters, toDutyFields } from '#app/sources/chambers/chamber-records.ts';

const read = (name: string): string => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

const SAMSUN = { name: 'Samsun', slug: 'samsun', plate: 55 };
const SINOP = { name: 'Sinop', slug: 'sinop', plate: 57 };

test('parseFamilyA2Form reads the token, where the form posts and every district option with its province', () => {
  const form = parseFamilyA2Form(read('form.html'));
  expect(form.token).toBe('a8Fq2-LmZpQ0vT9xR3yE_kW1');
  expect(form.action).toBe('/nobetci-eczaneler');
  expect(form.districts).toEqual([
    { id: '13', label: 'İLKADIM', provinceSlug: null },
    { id: '10', label: 'ATAKUM', provinceSlug: null },
    { id: '1800', label: 'ATAKUM SAYFİYE', provinceSlug: null },
    { id: '1851', label: 'CANİK', provinceSlug: null },
    { id: '21', label: '19 MAYIS', provinceSlug: null },
    { id: '34', label: 'AYVACIK', provinceSlug: null },
    { id: '5701', label: 'SİNOP - MERKEZ', provinceSlug: 'sinop' },
    { id: '5703', label: 'SİNOP - BOYABAT', provinceSlug: 'sinop' },
    { id: '5707', label: 'SİNOP - GERZE', provinceSlug: 'sinop' },
  ]);
});

test('listFamilyA2Districts gives Samsun its own districts (the summer zone too) and Sinop only Sinop’s', () => {
  const form = parseFamilyA2Form(read('form.html'));
  expect(listFamilyA2Districts(form, 'samsun').map((d) => d.id)).toEqual(['13', '10', '1800', '1851', '21', '34']);
  expect(listFamilyA2Districts(form, 'sinop').map((d) => d.id)).toEqual(['5701', '5703', '5707']);
});

test('listFamilyA2Districts reads the province from a "SİNOP - BOYABAT" label when there is no optgroup', () => {
  const form = parseFamilyA2Form(read('form-prefixed.html'));
  expect(form.action).toBe('');
  expect(listFamilyA2Districts(form, 'sinop')).toEqual([
    { id: '5701', label: 'MERKEZ', provinceSlug: 'sinop' },
    { id: '5703', label: 'BOYABAT', provinceSlug: 'sinop' },
    { id: '5709', label: 'Türkeli', provinceSlug: 'sinop' },
  ]);
  expect(listFamilyA2Districts(form, 'samsun').map((d) => d.label)).toEqual(['İlkadım', 'Bafra']);
});

test('parseFamilyA2Form refuses a page without the token or the district list', () => {
  expect(() => parseFamilyA2Form(read('changed.html'))).toThrow(ChamberLayoutError);
  expect(() => parseFamilyA2Form(read('results-empty.html'))).toThrow(/_csrf/);
});

test('parseFamilyA2Results reads the stated date and each card: name, district, phone, address, window, note, position', () => {
  const results = parseFamilyA2Results(read('results-ilkadim.html'), SAMSUN);
  expect(results.statedDate).toBe('2026-11-27');
  expect(results.cards[0]).toEqual({
    windowDate: '2026-11-27',
    record: {
      name: 'Şifa Eczanesi',
      province: 'Samsun',
      district: 'İlkadım',
      phone: '03624310011',
      address: 'Kale Mah. Bankalar Cad. No:12 İlkadım / Samsun',
      dutyHours: null,
      dutyStart: new Date('2026-11-27T05:30:00Z'),
      dutyEnd: new Date('2026-11-28T05:30:00Z'),
      neighbourhood: null,
      note: 'Büyük Cami karşısı',
      latitude: 41.2867,
      longitude: 36.3313,
    },
  });
});

test('parseFamilyA2Results mends a doubled suffix, reads a night limit, an evening window and a card without a map link', () => {
  const [, night, evening] = parseFamilyA2Results(read('results-ilkadim.html'), SAMSUN).cards;
  expect(night?.record).toMatchObject({
    name: 'Işık Eczanesi',
    phone: '0362 432 22 33',
    dutyHours: "Gece 23:59'a kadar açık",
    dutyStart: null,
    dutyEnd: null,
    note: null,
  });
  expect(evening?.windowDate).toBeNull();
  expect(evening?.record).toMatchObject({
    name: 'Güneş Eczanesi',
    district: 'Atakum',
    dutyHours: '18:30 – 08:30',
    dutyStart: new Date('2026-11-27T15:30:00Z'),
    dutyEnd: new Date('2026-11-28T05:30:00Z'),
    latitude: null,
    longitude: null,
  });
});

test('parseFamilyA2Results reads an empty district as no cards, and a page without cards or notice as a changed layout', () => {
  expect(parseFamilyA2Results(read('results-empty.html'), SAMSUN)).toEqual({ statedDate: '2026-11-27', cards: [] });
  expect(() => parseFamilyA2Results(read('changed.html'), SAMSUN)).toThrow(ChamberLayoutError);
});

test('isFamilyA2TokenRefused tells an expired session page from a list', () => {
  expect(isFamilyA2TokenRefused(read('token-expired.html'))).toBe(true);
  expect(isFamilyA2TokenRefused(read('results-ilkadim.html'))).toBe(false);
  expect(isFamilyA2TokenRefused(read('results-empty.html'))).toBe(false);
  expect(isFamilyA2TokenRefused(read('form.html'))).toBe(false);
});

test('toChamberRosters joins districts into one roster a date, drops repeats and keeps an empty list only alone', () => {
  const full = parseFamilyA2Results(read('results-ilkadim.html'), SAMSUN);
  const empty = parseFamilyA2Results(read('results-empty.html'), SAMSUN);
  const rosters = toChamberRosters([full, empty, full], '2026-11-27');
  expect(rosters.map((r) => [r.dutyDate, r.records.length])).toEqual([['2026-11-27', 3]]);
  expect(toChamberRosters([empty, empty], '2026-11-28')).toEqual([{ dutyDate: '2026-11-27', records: [] }]);
  expect(toChamberRosters([], '2026-11-28')).toEqual([{ dutyDate: '2026-11-28', records: [] }]);
});

test('toChamberRosters dates a card without a window by its page, then by its page’s windows, then by the date asked', () => {
  const { cards } = parseFamilyA2Results(read('results-ilkadim.html'), SINOP);
  const undated = cards.slice(1);
  expect(toChamberRosters([{ statedDate: null, cards }], '2026-11-30').map((r) => r.dutyDate)).toEqual(['2026-11-27']);
  expect(toChamberRosters([{ statedDate: null, cards: undated }], '2026-11-30').map((r) => r.dutyDate)).toEqual([
    '2026-11-30',
  ]);
});

test('toDutyFields writes a night limit, a partial window, and nothing for a whole day', () => {
  expect(toDutyFields("(GECE SAAT 02:00'A KADAR AÇIK)", '2026-11-27').dutyHours).toBe("Gece 02:00'ye kadar açık");
  expect(toDutyFields('08:30 - 08:30', '2026-11-27')).toMatchObject({ dutyHours: null, windowDate: null });
  expect(toDutyFields('08:30 - 08:30', null)).toEqual({
    dutyHours: null,
    dutyStart: null,
    dutyEnd: null,
    windowDate: null,
  });
  expect(toDutyFields('27.11.2026 18:30 / 28.11.2026 08:30', null)).toMatchObject({
    dutyHours: '18:30 – 08:30',
    windowDate: '2026-11-27',
  });
});
