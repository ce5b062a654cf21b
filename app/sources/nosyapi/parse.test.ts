import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { NosyApiFailureError, NosyApiLayoutError, parseNosyApiResponse } from '#app/sources/nosyapi/parse.ts';

function readFixture(name: string): unknown {
  return JSON.parse(readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8'));
}

const giresun = readFixture('giresun.json');
const CONTEXT = { provinceName: 'Giresun', fallbackDutyDate: '2026-11-26' };

/** One answer item with the fields the parser reads; `overrides` change or add fields. */
function item(overrides: Record<string, unknown> = {}) {
  return {
    pharmacyID: 1,
    pharmacyName: 'Aksu Eczanesi',
    address: 'Aksu Mahallesi No:1 Merkez / Giresun',
    city: 'Giresun',
    district: 'Merkez',
    town: '',
    directions: '',
    phone: '04540000000',
    phone2: '',
    pharmacyDutyStart: '2026-11-27 08:30:00',
    pharmacyDutyEnd: '2026-11-28 08:30:00',
    latitude: 40.91,
    longitude: 38.39,
    distanceMt: 0,
    ...overrides,
  };
}

test('parseNosyApiResponse maps an answer to one roster dated by the duty start', () => {
  const rosters = parseNosyApiResponse(giresun, CONTEXT);
  expect(rosters.map((r) => [r.dutyDate, r.records.length])).toEqual([['2026-11-27', 5]]);
  expect(rosters[0]?.records[0]).toEqual({
    name: 'Hayat Eczanesi',
    province: 'Giresun',
    district: 'Merkez',
    phone: '04542161234',
    address: 'Hacı Siyam Mahallesi, Gazi Caddesi No:5 Merkez / Giresun',
    dutyHours: null,
    neighbourhood: 'Hacı Siyam',
    note: 'Saat kulesi karşısı',
    latitude: 40.9128,
    longitude: 38.3895,
    dutyStart: new Date('2026-11-27T05:30:00Z'),
    dutyEnd: new Date('2026-11-28T05:30:00Z'),
  });
});

test('parseNosyApiResponse reads names, districts, phones and notes the way the API writes them', () => {
  const records = parseNosyApiResponse(giresun, CONTEXT)[0]?.records ?? [];
  expect(records.map((r) => [r.name, r.district, r.phone, r.neighbourhood, r.note])).toEqual([
    ['Hayat Eczanesi', 'Merkez', '04542161234', 'Hacı Siyam', 'Saat kulesi karşısı'],
    // The second phone stands in for an empty first one; a town that repeats the district is no neighbourhood.
    ['Deniz Eczanesi', 'Bulancak', '0454 316 55 66', null, null],
    ['Fener Eczanesi', 'Bulancak', '04543164802', null, null],
    ['Yıldız Eczanesi', 'Espiye', '04546113344', null, null],
    ['Gül & Nur Eczanesi', 'Şebinkarahisar', '04547119001', 'Fatih', 'Devlet Hastanesi yanı'],
  ]);
});

test('parseNosyApiResponse reads positions given as text and leaves 0/0, "null" and far-off ones null', () => {
  const records = parseNosyApiResponse(giresun, CONTEXT)[0]?.records ?? [];
  expect(records.map((r) => [r.latitude, r.longitude])).toEqual([
    [40.9128, 38.3895],
    [40.9287, 38.2281],
    [null, null],
    [null, null],
    [40.0301, 38.4012],
  ]);
  const [abroad] = parseNosyApiResponse({ status: 'ok', data: [item({ latitude: 48.2, longitude: 16.37 })] }, CONTEXT);
  expect(abroad?.records[0]).toMatchObject({ latitude: null, longitude: null });
});

test('parseNosyApiResponse keeps each record duty window on the Istanbul clock', () => {
  const fener = parseNosyApiResponse(giresun, CONTEXT)[0]?.records[2];
  expect(fener?.dutyStart?.toISOString()).toBe('2026-11-27T16:00:00.000Z');
  expect(fener?.dutyEnd?.toISOString()).toBe('2026-11-28T05:30:00.000Z');
});

test('parseNosyApiResponse splits an answer by duty date and dates a record without a start by the fallback', () => {
  const json = {
    status: 'ok',
    data: [
      item({ pharmacyName: 'Aksu', pharmacyDutyStart: '2026-11-28 08:30:00', pharmacyDutyEnd: '2026-11-29 08:30:00' }),
      item({ pharmacyName: 'Bahar' }),
      item({ pharmacyName: 'Ceviz', pharmacyDutyStart: null, pharmacyDutyEnd: 'yarın sabah' }),
    ],
  };
  const rosters = parseNosyApiResponse(json, CONTEXT);
  expect(rosters.map((r) => [r.dutyDate, r.records.map((x) => x.name)])).toEqual([
    ['2026-11-28', ['Aksu Eczanesi']],
    ['2026-11-27', ['Bahar Eczanesi']],
    ['2026-11-26', ['Ceviz Eczanesi']],
  ]);
  expect(rosters[2]?.records[0]).toMatchObject({ dutyStart: null, dutyEnd: null });
});

test('parseNosyApiResponse drops nameless entries and returns a roster of nobody for an empty answer', () => {
  const json = { status: 'ok', rowCount: 1, data: [item({ pharmacyName: ' ECZANESİ ' })] };
  expect(parseNosyApiResponse(json, CONTEXT)).toEqual([{ dutyDate: '2026-11-26', records: [] }]);
  expect(parseNosyApiResponse({ status: 'ok', message: '', rowCount: 0, data: [] }, CONTEXT)).toEqual([
    { dutyDate: '2026-11-26', records: [] },
  ]);
});

test('parseNosyApiResponse throws a failure carrying the API message when the status is not ok', () => {
  const unauthorized = readFixture('unauthorized.json');
  expect(() => parseNosyApiResponse(unauthorized, CONTEXT)).toThrow(NosyApiFailureError);
  expect(() => parseNosyApiResponse(unauthorized, CONTEXT)).toThrow(
    'NosyAPI reported status "failure": API anahtarı geçersiz veya eksik.',
  );
  expect(() => parseNosyApiResponse({ status: 'error' }, CONTEXT)).toThrow('NosyAPI reported status "error"');
});

test('parseNosyApiResponse throws a layout error for an answer of another shape', () => {
  expect(() => parseNosyApiResponse('<html>', CONTEXT)).toThrow(NosyApiLayoutError);
  expect(() => parseNosyApiResponse({ status: 'ok', pharmacies: [] }, CONTEXT)).toThrow(/unexpected shape: data/);
  expect(() => parseNosyApiResponse({ status: 'ok', data: [item({ pharmacyName: 42 })] }, CONTEXT)).toThrow(
    /unexpected shape: data\.0\.pharmacyName/,
  );
});
