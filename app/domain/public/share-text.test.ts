import { expect, test } from 'vitest';
import { translatorFor } from '#app/domain/i18n/translate.ts';
import type { SnapshotPharmacy } from '#app/domain/roster/snapshot.ts';
import { toSharePath, toShareText, toWhatsAppHref } from '#app/domain/public/share-text.ts';

const pharmacy = {
  id: 42,
  name: 'Hayat Eczanesi',
  phoneDisplay: '0 (216) 345 67 89',
  address: 'Caferağa Mah. Moda Cad. No: 5',
  dutyHours: "Gece 23:59'a kadar",
} as SnapshotPharmacy;

test('the shared text names the pharmacy, its duty hours, phone, address and place, one per line', () => {
  expect(toShareText(pharmacy, 'Kadıköy, İstanbul')).toBe(
    "Hayat Eczanesi (nöbetçi eczane)\nNöbet: Gece 23:59'a kadar\nTel: 0 (216) 345 67 89\nCaferağa Mah. Moda Cad. No: 5\nKadıköy, İstanbul",
  );
});

test('on an English page the words around the source’s are English; the default duty hours are said in them', () => {
  const english = translatorFor('en');
  expect(toShareText({ ...pharmacy, dutyHours: 'GECE-GÜNDÜZ NÖBETÇİDİR' }, 'Kadıköy, Istanbul', english)).toBe(
    'Hayat Eczanesi (on-duty pharmacy)\nOn duty: On duty day and night\nPhone: 0 (216) 345 67 89\nCaferağa Mah. Moda Cad. No: 5\nKadıköy, Istanbul',
  );
});

test('a pharmacy without phone or address shares what it has, with no empty lines', () => {
  expect(toShareText({ ...pharmacy, phoneDisplay: null, address: ' ' }, 'Merkez, Giresun')).toBe(
    "Hayat Eczanesi (nöbetçi eczane)\nNöbet: Gece 23:59'a kadar\nMerkez, Giresun",
  );
});

test('the WhatsApp link carries the text and the link, encoded, and the share path is per pharmacy id', () => {
  const href = toWhatsAppHref('Hayat & Şifa\nTel: 1', 'https://example.com/eczane/42/paylas');
  expect(href.startsWith('https://wa.me/?text=')).toBe(true);
  expect(new URL(href).searchParams.get('text')).toBe('Hayat & Şifa\nTel: 1\nhttps://example.com/eczane/42/paylas');
  expect(toSharePath(42)).toBe('/eczane/42/paylas');
});
