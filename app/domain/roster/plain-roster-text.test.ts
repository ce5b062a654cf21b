import { expect, test } from 'vitest';
import { NO_NAME_REASON, parsePlainRosterText } from '#app/domain/roster/plain-roster-text.ts';

const GIRESUN = { province: 'Giresun', district: 'Merkez' };

test('parsePlainRosterText reads blocks of name, address lines and phone separated by blank lines', () => {
  const text = [
    'HAYAT ECZANESİ',
    'Hacı Siyam Mah. Gazi Cad.',
    'No:5 Giresun',
    '0454 216 12 34',
    '',
    'Deniz Eczanesi',
    'İnönü Mah. Sahil Cad. No:21',
    'Tel: 0 (454) 316 21 21',
  ].join('\n');
  const { records, errors } = parsePlainRosterText(text, GIRESUN);
  expect(errors).toEqual([]);
  expect(records).toEqual([
    {
      name: 'Hayat Eczanesi',
      province: 'Giresun',
      district: 'Merkez',
      phone: '0454 216 12 34',
      address: 'Hacı Siyam Mah. Gazi Cad. No:5 Giresun',
      dutyHours: null,
      neighbourhood: null,
      note: null,
      latitude: null,
      longitude: null,
      line: 1,
    },
    {
      name: 'Deniz Eczanesi',
      province: 'Giresun',
      district: 'Merkez',
      phone: '0 (454) 316 21 21',
      address: 'İnönü Mah. Sahil Cad. No:21',
      dutyHours: null,
      neighbourhood: null,
      note: null,
      latitude: null,
      longitude: null,
      line: 6,
    },
  ]);
});

test('parsePlainRosterText takes the first line of a block as the name even without the word eczane', () => {
  const { records } = parsePlainRosterText('Şifa\nÇarşı Mah. No:3\n0454 611 00 11', GIRESUN);
  expect(records.map((r) => [r.name, r.address, r.phone])).toEqual([
    ['Şifa Eczanesi', 'Çarşı Mah. No:3', '0454 611 00 11'],
  ]);
});

test('parsePlainRosterText starts a new pharmacy at each name line of a block without blank lines', () => {
  const text = 'HAYAT ECZANESİ\nGazi Cad. No:5\n0454 216 12 34\nDENİZ ECZANESİ\nSahil Cad. No:21\n0454 316 21 21';
  const { records, errors } = parsePlainRosterText(text, GIRESUN);
  expect(errors).toEqual([]);
  expect(records.map((r) => [r.line, r.name, r.address, r.phone])).toEqual([
    [1, 'Hayat Eczanesi', 'Gazi Cad. No:5', '0454 216 12 34'],
    [4, 'Deniz Eczanesi', 'Sahil Cad. No:21', '0454 316 21 21'],
  ]);
});

test('parsePlainRosterText does not take a landmark naming another pharmacy for a new entry', () => {
  const text = 'Hayat Eczanesi\nMerkez Eczanesi yanı, Gazi Cad. No:5\n0454 216 12 34';
  const { records } = parsePlainRosterText(text, GIRESUN);
  expect(records.map((r) => [r.name, r.address])).toEqual([['Hayat Eczanesi', 'Merkez Eczanesi yanı, Gazi Cad. No:5']]);
});

test('parsePlainRosterText reads one pharmacy per line separated by dashes, pipes or tabs', () => {
  const text = [
    'Hayat Eczanesi - Hacı Siyam Mah. Gazi Cad. No:5 - 0454 216 12 34',
    'DENİZ ECZANESİ | Sahil Cad. No:21 | 0 (454) 316 21 21',
    'Aksu Eczanesi\tAksu Mah.\tFatih Cad. No:17\t04542127070',
  ].join('\n');
  const { records, errors } = parsePlainRosterText(text, { province: 'Giresun' });
  expect(errors).toEqual([]);
  expect(records.map((r) => [r.line, r.name, r.address, r.phone, r.district])).toEqual([
    [1, 'Hayat Eczanesi', 'Hacı Siyam Mah. Gazi Cad. No:5', '0454 216 12 34', null],
    [2, 'Deniz Eczanesi', 'Sahil Cad. No:21', '0 (454) 316 21 21', null],
    [3, 'Aksu Eczanesi', 'Aksu Mah., Fatih Cad. No:17', '04542127070', null],
  ]);
});

test('parsePlainRosterText reads separated lines without the word eczane as one pharmacy each', () => {
  const text = 'Hayat - Gazi Cad. No:5 - 0454 216 12 34\nDeniz - Sahil Cad. No:21 - 0454 316 21 21';
  const { records } = parsePlainRosterText(text, GIRESUN);
  expect(records.map((r) => [r.name, r.address])).toEqual([
    ['Hayat Eczanesi', 'Gazi Cad. No:5'],
    ['Deniz Eczanesi', 'Sahil Cad. No:21'],
  ]);
});

test('parsePlainRosterText splits name, address and phone written on one line without separators', () => {
  const { records } = parsePlainRosterText(
    'HAYAT ECZANESİ Hacı Siyam Mah. Gazi Cad. No:5 Tel: 0454 216 12 34\nDENİZ ECZANESİ 0454 316 21 21',
    GIRESUN,
  );
  expect(records.map((r) => [r.name, r.address, r.phone])).toEqual([
    ['Hayat Eczanesi', 'Hacı Siyam Mah. Gazi Cad. No:5', '0454 216 12 34'],
    ['Deniz Eczanesi', null, '0454 316 21 21'],
  ]);
});

test('parsePlainRosterText recognises Turkish phone formats and keeps several numbers', () => {
  const text = [
    'Hayat Eczanesi',
    '+90 454 216 12 34',
    '0532-123-45-67',
    '',
    'Deniz Eczanesi',
    '(0454) 316 21 21',
    '',
    'Aksu Eczanesi',
    '04542127070',
  ].join('\r\n');
  const { records } = parsePlainRosterText(text, GIRESUN);
  expect(records.map((r) => [r.line, r.phone, r.address])).toEqual([
    [1, '+90 454 216 12 34 / 0532-123-45-67', null],
    [5, '(0454) 316 21 21', null],
    [8, '04542127070', null],
  ]);
});

test('parsePlainRosterText keeps a landmark in parentheses as the note', () => {
  const { records } = parsePlainRosterText('Hayat Eczanesi\nGazi Cad. No:5\n(Devlet Hastanesi karşısı)', GIRESUN);
  expect(records[0]).toMatchObject({ address: 'Gazi Cad. No:5', note: 'Devlet Hastanesi karşısı' });
});

test('parsePlainRosterText reports blocks without a recognisable name with their line number', () => {
  const text = 'Hayat Eczanesi\n0454 216 12 34\n\n0454 316 21 21\n\nGazi Cad. No:5\n0454 212 70 70';
  const { records, errors } = parsePlainRosterText(text, GIRESUN);
  expect(records.map((r) => r.name)).toEqual(['Hayat Eczanesi']);
  expect(errors).toEqual([
    { line: 4, text: '0454 316 21 21', reason: NO_NAME_REASON },
    { line: 6, text: 'Gazi Cad. No:5', reason: NO_NAME_REASON },
  ]);
  expect(NO_NAME_REASON).toBe('Eczane adı bulunamadı');
});

test('parsePlainRosterText skips heading and date lines silently', () => {
  const text = 'GİRESUN NÖBETÇİ ECZANELERİ\n23 Kasım 2026 Pazartesi\n\nHAYAT ECZANESİ\nGazi Cad. No:5\n0454 216 12 34';
  const { records, errors } = parsePlainRosterText(text, GIRESUN);
  expect(errors).toEqual([]);
  expect(records.map((r) => [r.line, r.name])).toEqual([[4, 'Hayat Eczanesi']]);
});

test('parsePlainRosterText returns nothing for blank text', () => {
  expect(parsePlainRosterText(' \n\n\t\n', GIRESUN)).toEqual({ records: [], errors: [] });
});
