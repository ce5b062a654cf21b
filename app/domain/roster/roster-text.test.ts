import { expect, test } from 'vitest';
import { NO_VALID_DATA_ERROR, parseRosterText } from '#app/domain/roster/roster-text.ts';

const HAYAT =
  'Eczane Adı: HAYAT ECZANESİ | Konum: Giresun | İlçe: Merkez | Telefon: 0454 316 12 34 | Adres: Hacı Siyam Mah. No:5';

test('parseRosterText reads the five labelled fields', () => {
  const { records, errors } = parseRosterText(HAYAT);
  expect(errors).toEqual([]);
  expect(records).toEqual([
    {
      name: 'Hayat Eczanesi',
      province: 'Giresun',
      district: 'Merkez',
      phone: '0454 316 12 34',
      address: 'Hacı Siyam Mah. No:5',
      dutyHours: null,
      neighbourhood: null,
      note: null,
      latitude: null,
      longitude: null,
      line: 1,
    },
  ]);
});

test('parseRosterText splits lines with CRLF and skips blank lines silently', () => {
  const text = `${HAYAT}\r\n\r\n   \r\nEczane Adı: Güneş | İlçe: Bulancak\r\n`;
  const { records, errors } = parseRosterText(text);
  expect(records.map((r) => r.name)).toEqual(['Hayat Eczanesi', 'Güneş Eczanesi']);
  expect(records[1]?.district).toBe('Bulancak');
  expect(errors).toEqual([]);
});

test('parseRosterText splits three entries written on one line', () => {
  const text = 'Eczane Adı: Hayat | İlçe: Merkez Eczane Adı: Deniz | İlçe: Bulancak | Eczane Adı: Şifa | İlçe: Espiye';
  const { records, errors } = parseRosterText(text);
  expect(records.map((r) => [r.name, r.district])).toEqual([
    ['Hayat Eczanesi', 'Merkez'],
    ['Deniz Eczanesi', 'Bulancak'],
    ['Şifa Eczanesi', 'Espiye'],
  ]);
  expect(errors).toEqual([]);
});

test('parseRosterText matches labels in any Turkish case and ASCII spelling', () => {
  const { records } = parseRosterText(
    'ECZANE ADI: Işık | KONUM: Ordu | ILCE: Ünye | telefon: 0452 323 00 00 | ADRES: Çarşı Cad.',
  );
  expect(records[0]).toMatchObject({
    name: 'Işık Eczanesi',
    province: 'Ordu',
    district: 'Ünye',
    address: 'Çarşı Cad.',
  });
  expect(parseRosterText('Eczane Adi: Deniz | İLÇE: Perşembe').records[0]?.district).toBe('Perşembe');
});

test('parseRosterText splits label and value at the first colon only', () => {
  const { records } = parseRosterText('Eczane Adı: Hayat | Adres: No:5 Kat:2 | Nöbet Saatleri: 08:30 - 08:30');
  expect(records[0]?.address).toBe('No:5 Kat:2');
  expect(records[0]?.dutyHours).toBe('08:30 - 08:30');
});

test('parseRosterText reads the optional labels and ignores unknown ones', () => {
  const { records } = parseRosterText(
    'Eczane Adı: Hayat | Mahalle: Hacı Siyam | Not: Devlet hastanesi karşısı | Koordinat: 40.9128, 38.3895 | Faks: 0454 000 00 00',
  );
  expect(records[0]).toMatchObject({
    neighbourhood: 'Hacı Siyam',
    note: 'Devlet hastanesi karşısı',
    latitude: 40.9128,
    longitude: 38.3895,
  });
  expect(Object.keys(records[0] ?? {}).sort()).toEqual([
    'address',
    'district',
    'dutyHours',
    'latitude',
    'line',
    'longitude',
    'name',
    'neighbourhood',
    'note',
    'phone',
    'province',
  ]);
});

test('parseRosterText keeps coordinates only when both are valid numbers in range', () => {
  const read = (value: string) => parseRosterText(`Eczane Adı: Hayat | Konum Bilgisi: ${value}`).records[0];
  expect(read('40.9,38.4')).toMatchObject({ latitude: 40.9, longitude: 38.4 });
  expect(read('95.0, 38.4')).toMatchObject({ latitude: null, longitude: null });
  expect(read('40.9')).toMatchObject({ latitude: null, longitude: null });
  expect(read('kuzey, doğu')).toMatchObject({ latitude: null, longitude: null });
});

test('parseRosterText cleans values and leaves phone text unformatted', () => {
  const { records } = parseRosterText(
    'Eczane Adı: <b>DENİZ&nbsp;ECZANESİ</b> | Telefon:  +90 454&nbsp;316 1234 | Adres:   ',
  );
  expect(records[0]).toMatchObject({ name: 'Deniz Eczanesi', phone: '+90 454 316 1234', address: null });
});

test('parseRosterText reports entries without a name with their line number', () => {
  const { records, errors } = parseRosterText(`${HAYAT}\n\nEczane Adı:   | İlçe: Merkez\nKonum: Giresun`);
  expect(records).toHaveLength(1);
  expect(errors).toEqual([
    { line: 3, text: 'Eczane Adı:   | İlçe: Merkez', reason: 'Eczane adı boş' },
    { line: 4, text: 'Konum: Giresun', reason: 'Eczane adı boş' },
  ]);
});

test('parseRosterText reports lines without any recognised label', () => {
  const { records, errors } = parseRosterText('Bugünkü nöbetçi eczaneler\nHayat Eczanesi, Merkez');
  expect(records).toEqual([]);
  expect(errors).toEqual([
    { line: 1, text: 'Bugünkü nöbetçi eczaneler', reason: 'Tanınan alan yok' },
    { line: 2, text: 'Hayat Eczanesi, Merkez', reason: 'Tanınan alan yok' },
  ]);
});

test('parseRosterText returns no records for text without valid entries', () => {
  expect(parseRosterText('')).toEqual({ records: [], errors: [] });
  expect(NO_VALID_DATA_ERROR).toBe('No valid pharmacy data found in the provided text');
});
