import { expect, test } from 'vitest';
import { NO_NAME_REASON, NOT_A_PHARMACY_REASON, parsePlainRosterText } from '#app/domain/roster/plain-roster-text.ts';

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

/**
 * A listing site's district page as a browser copies it (select all, copy): its menus, a heading
 * sentence, a table per day with column headings, the phone in a cell of its own, and sentences
 * about the district. Modelled on a recorded real page (kept outside the repository), written here.
 */
const COPIED_PAGE_TOP = [
  'İlçe Seç',
  'Merkez',
  'Fatsa',
  'Sitene Ekle',
  'Bu sayfada (25 Mayıs 2026 Pazartesi) mesai bitiminden, (26 Mayıs 2026 Salı sabaha kadar açık olan) Fatsa nöbetçi eczanelerinin listesini bulabilirsiniz.',
  'Fatsa Nöbetçi Eczaneleri (Ordu)',
];
const copiedDay = (period: string, name: string, address: string, phone: string) => [
  period,
  ' Eczane',
  ' Adres',
  ' Telefon',
  '',
  '',
  name,
  address,
  '» Devlet Hastanesi karşısı',
  '',
  phone,
];
const COPIED_PAGE_END = [
  '  ',
  'Bugün Fatsa ilçesinde 1 nöbetçi eczane bulunuyor.',
  '',
  'Fatsa ilçe genelinde mesai saatleri içinde ulaşabileceğiniz 31 adet eczane bulunuyor.',
  '',
  'TEB | Eczacı TV | Kullanım Koşulları | İletişim',
];

test('a copied listing page holding several days’ lists is refused whole, naming the days', () => {
  const text = [
    ...COPIED_PAGE_TOP,
    ...copiedDay(
      '24 Mayıs Pazar gün boyu ve 25 Mayıs P.tesi sabahına kadar.',
      'Kordon Eczanesi',
      'Liman Cad. No:3 Fatsa / Ordu',
      '0 (452) 423-11-00',
    ),
    ...copiedDay(
      '25 Mayıs P.tesi akşamından 26 Mayıs Salı sabahına kadar.',
      'Şen Eczanesi',
      'Hastane Sok. No:4/B Fatsa / Ordu',
      '0 (452) 423-24-82',
    ),
    ...copiedDay(
      '26 Mayıs Salı akşamından 27 Mayıs Çarşamba sabahına kadar.',
      'Elmas Eczanesi',
      'Aydınlar Sok. No:42 Fatsa / Ordu',
      '0 (543) 261-34-08',
    ),
    ...COPIED_PAGE_END,
  ].join('\n');
  const result = parsePlainRosterText(text, { province: 'Ordu' });
  expect(result.records).toEqual([]);
  expect(result.refusal).toBe(
    'Metin birden çok nöbet gününün listesini içeriyor (25 Mayıs, 24 Mayıs, 26 Mayıs). Günler karışmasın diye ' +
      'hiçbir şey kaydedilmedi: yalnızca bir günün listesini yapıştırın ya da sayfanın adresini İçerik Çekici’ye ' +
      'verin; İçerik Çekici her günü kendi tarihine yazar.',
  );
});

test('one day of a copied listing page gives its pharmacy alone: menus and sentences are skipped with a reason', () => {
  const text = [
    ...COPIED_PAGE_TOP,
    ...copiedDay(
      '25 Mayıs P.tesi akşamından 26 Mayıs Salı sabahına kadar.',
      'Şen Eczanesi',
      'Hastane Sok. No:4/B Fatsa / Ordu',
      '0 (452) 423-24-82',
    ),
    ...COPIED_PAGE_END,
  ].join('\n');
  const { records, errors, refusal } = parsePlainRosterText(text, { province: 'Ordu' });
  expect(refusal).toBeUndefined();
  // Before: "İlçe Seç Eczanesi", "Bugün Fatsa İlçesinde 1 Nöbetçi Bulunuyor Eczanesi", … and Şen without its phone.
  expect(records.map((r) => [r.name, r.address, r.phone, r.note])).toEqual([
    ['Şen Eczanesi', 'Hastane Sok. No:4/B Fatsa / Ordu', '0 (452) 423-24-82', 'Devlet Hastanesi karşısı'],
  ]);
  expect(errors).toEqual([
    { line: 1, text: 'İlçe Seç', reason: NOT_A_PHARMACY_REASON },
    { line: 19, text: 'Bugün Fatsa ilçesinde 1 nöbetçi eczane bulunuyor.', reason: NO_NAME_REASON },
    {
      line: 21,
      text: 'Fatsa ilçe genelinde mesai saatleri içinde ulaşabileceğiniz 31 adet eczane bulunuyor.',
      reason: NO_NAME_REASON,
    },
    { line: 23, text: 'TEB | Eczacı TV | Kullanım Koşulları | İletişim', reason: NOT_A_PHARMACY_REASON },
  ]);
});

test('a district or note in parentheses after the name is not part of the name', () => {
  const text = 'Akın Eczanesi (Edremit)\n0 (432) 502-71-71\nSüphan Mah. İpekyolu Cad. No:283/I Edremit / Van';
  const { records } = parsePlainRosterText(text, { province: 'Van' });
  // Before: "Akın (Edremit) Eczanesi". The import takes a district in that place as the district.
  expect(records.map((r) => [r.name, r.note])).toEqual([['Akın Eczanesi', 'Edremit']]);
  // Real names keep their shape: "Ecz." before the pharmacist's name, or the word twice.
  const names = parsePlainRosterText('Ecz. Ayşe Kaya\n0454 216 12 34\n\nMuratoğlu Ecz. Eczanesi\n0454 216 12 35', {
    province: 'Giresun',
  }).records.map((r) => r.name);
  expect(names).toEqual(['Ayşe Kaya Eczanesi', 'Muratoğlu Eczanesi']);
});
