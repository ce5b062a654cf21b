import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { toPhoneDigits } from '#app/domain/text/phone.ts';
import {
  EdevletPageError,
  parseEdevletDateTime,
  parseEdevletForm,
  parseEdevletMapPosition,
  parseEdevletResults,
} from '#app/sources/e-devlet/parse.ts';
import { toCookieHeader } from '#app/sources/cookies.ts';

function fixture(name: string): string {
  return readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
}

function pageError(run: () => unknown): EdevletPageError {
  try {
    run();
  } catch (error) {
    if (error instanceof EdevletPageError) return error;
    throw error;
  }
  throw new Error('expected an EdevletPageError');
}

const antalya = { provinceName: 'Antalya', dutyDates: ['2026-11-27'] };

test('parseEdevletForm reads the hidden token of the query form', () => {
  expect(parseEdevletForm(fixture('form.html'))).toEqual({ token: '{A1B2C3D4-0000-4E5F-9A8B-FIKSTUR00001}' });
});

test('parseEdevletForm throws a layout error when the form has no token', () => {
  expect(pageError(() => parseEdevletForm(fixture('results-antalya.html'))).kind).toBe('layout');
  expect(pageError(() => parseEdevletForm('<form id="mainForm"><input name="token" value=""></form>')).kind).toBe(
    'layout',
  );
});

test('parseEdevletResults reads the approved rows with names, districts, addresses and phones', () => {
  const results = parseEdevletResults(fixture('results-antalya.html'), antalya);
  expect(results.rows.map((row) => [row.index, row.record.name, row.record.district])).toEqual([
    [0, 'Güven Eczanesi', 'Muratpaşa'],
    [1, 'Gül & Nur Eczanesi', 'Konyaaltı'],
    [3, 'Deniz Eczanesi', 'Alanya'],
    [4, 'Işık Eczanesi', 'Manavgat'],
  ]);
  const [first, second] = results.rows.map((row) => row.record);
  expect(first).toMatchObject({
    province: 'Antalya',
    address: 'Şirinyalı Mah. 1520 Sok. No:12/A Muratpaşa/Antalya',
    phone: '0 (242) 311 00 01',
    latitude: null,
    longitude: null,
  });
  expect(second?.address).toBe('Liman Mah. Atatürk Bulvarı No:40 Konyaaltı/Antalya');
  expect(results.rows.map((row) => toPhoneDigits(row.record.phone))).toEqual([
    '2423110001',
    '2422590002',
    '2425130004',
    null,
  ]);
});

test('parseEdevletResults skips a row that is not approved and counts it', () => {
  const results = parseEdevletResults(fixture('results-antalya.html'), antalya);
  expect(results.unapproved).toBe(1);
  expect(results.rows.map((row) => row.record.name)).not.toContain('Şifa Eczanesi');
});

test('parseEdevletResults dates each row by its Nöbet Başlangıç on the Istanbul clock, either date format', () => {
  const results = parseEdevletResults(fixture('results-antalya.html'), antalya);
  expect(results.rows.map((row) => row.dutyDate)).toEqual(['2026-11-27', '2026-11-27', '2026-11-27', '2026-11-27']);
  const windows = results.rows.map((row) => [row.record.dutyStart?.toISOString(), row.record.dutyEnd?.toISOString()]);
  expect(windows).toEqual([
    ['2026-11-27T05:30:00.000Z', '2026-11-28T05:30:00.000Z'],
    ['2026-11-27T05:30:00.000Z', '2026-11-28T05:30:00.000Z'],
    ['2026-11-27T15:30:00.000Z', '2026-11-28T05:30:00.000Z'],
    ['2026-11-27T05:30:00.000Z', '2026-11-28T05:30:00.000Z'],
  ]);
  expect(results.rosters).toEqual([{ dutyDate: '2026-11-27', records: results.rows.map((row) => row.record) }]);
});

test('parseEdevletResults finds the columns by their header text, in any order', () => {
  const results = parseEdevletResults(fixture('results-reordered.html'), { provinceName: 'Antalya' });
  expect(results.rows).toMatchObject([
    {
      index: 0,
      dutyDate: '2026-11-28',
      record: { name: 'Yıldız Eczanesi', district: 'Alanya', phone: '0 (242) 513 00 05' },
    },
    { index: 1, dutyDate: '2026-11-28', record: { name: 'Merkez Eczanesi', district: 'Kepez' } },
  ]);
  expect(results.rows[0]?.record.address).toBe('Oba Mah. Gazipaşa Cad. No:1 Alanya/Antalya');
  expect(results.rows[0]?.record.dutyEnd?.toISOString()).toBe('2026-11-29T05:30:00.000Z');
});

test('parseEdevletResults dates a list for another day by what it says, with no empty roster for the day asked', () => {
  const results = parseEdevletResults(fixture('results-reordered.html'), antalya);
  expect(results.rosters.map((roster) => [roster.dutyDate, roster.records.length])).toEqual([['2026-11-28', 2]]);
});

test('parseEdevletResults returns a zero-record roster for each date asked on the "Sonuç bulunamadı" notice', () => {
  expect(parseEdevletResults(fixture('results-empty.html'), antalya)).toEqual({
    rows: [],
    rosters: [{ dutyDate: '2026-11-27', records: [] }],
    unapproved: 0,
    unreadable: 0,
  });
});

test('parseEdevletResults returns zero records when no row is approved', () => {
  const html = fixture('results-antalya.html').replaceAll('Onaylanmış', 'İptal Edildi');
  const results = parseEdevletResults(html, antalya);
  expect(results.unapproved).toBe(5);
  expect(results.rosters).toEqual([{ dutyDate: '2026-11-27', records: [] }]);
});

test('parseEdevletResults reports the form come back with a token error as a token failure', () => {
  const error = pageError(() => parseEdevletResults(fixture('results-token-error.html'), antalya));
  expect(error.kind).toBe('token');
  expect(error.notice).toContain('Güvenlik anahtarı geçersiz');
});

test('parseEdevletResults reports another refusal with e-Devlet’s own message', () => {
  const error = pageError(() => parseEdevletResults(fixture('results-date-error.html'), antalya));
  expect(error.kind).toBe('notice');
  expect(error.notice).toBe('Nöbet Tarihi alanı için yalnızca bugünün veya yarının tarihi seçilebilir.');
});

test('parseEdevletResults throws a layout error for a table without its headers or a page without a table', () => {
  expect(pageError(() => parseEdevletResults(fixture('results-changed-layout.html'), antalya)).kind).toBe('layout');
  expect(pageError(() => parseEdevletResults(fixture('form.html'), antalya)).kind).toBe('layout');
  const withoutStatus = fixture('results-antalya.html').replace('<th>Durumu</th>', '<th>Not</th>');
  expect(pageError(() => parseEdevletResults(withoutStatus, antalya)).kind).toBe('layout');
});

test('parseEdevletDateTime reads both separators and refuses impossible dates', () => {
  expect(parseEdevletDateTime('27/11/2026 08:30')?.instant.toISOString()).toBe('2026-11-27T05:30:00.000Z');
  expect(parseEdevletDateTime('1.3.2026 9:00')).toEqual({
    date: '2026-03-01',
    instant: new Date('2026-03-01T06:00:00.000Z'),
  });
  expect(parseEdevletDateTime('31/02/2026 08:30')).toBeNull();
  expect(parseEdevletDateTime('27/11/2026')).toBeNull();
});

test('parseEdevletMapPosition reads the Leaflet marker of the map page', () => {
  expect(parseEdevletMapPosition(fixture('map.html'))).toEqual({ latitude: 36.88512, longitude: 30.70448 });
});

test('parseEdevletMapPosition takes a close setView when there is no marker, never the country overview', () => {
  expect(parseEdevletMapPosition(fixture('map-without-marker.html'))).toBeNull();
  expect(parseEdevletMapPosition("L.map('harita').setView([36.9, 30.7], 16);")).toEqual({
    latitude: 36.9,
    longitude: 30.7,
  });
});

test('parseEdevletMapPosition refuses a point outside Türkiye', () => {
  expect(parseEdevletMapPosition('L.marker([0, 0]).addTo(map);')).toBeNull();
  expect(parseEdevletMapPosition('L.marker([30.70448, 36.88512]).addTo(map);')).toBeNull();
});

test('toCookieHeader keeps name=value pairs from a list or a joined Set-Cookie string', () => {
  expect(toCookieHeader(['TURKIYESESSIONID=abc; Path=/; Secure; HttpOnly', 'language=tr_TR.UTF-8; Path=/'])).toBe(
    'TURKIYESESSIONID=abc; language=tr_TR.UTF-8',
  );
  const joined =
    'TURKIYESESSIONID=abc; Path=/; HttpOnly, w3p=2233; Expires=Fri, 27 Nov 2026 10:00:00 GMT; Path=/, language=tr';
  expect(toCookieHeader(joined)).toBe('TURKIYESESSIONID=abc; w3p=2233; language=tr');
  expect(toCookieHeader(['w3p=9; Path=/', 'language=deleted'], 'TURKIYESESSIONID=abc; w3p=2233; language=tr')).toBe(
    'TURKIYESESSIONID=abc; w3p=9',
  );
  expect(toCookieHeader(null)).toBe('');
});
