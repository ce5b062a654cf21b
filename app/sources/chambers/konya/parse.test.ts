import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { ChamberLayoutError } from '#app/sources/chambers/chamber-text.ts';
import { parseKonyaDetails, parseKonyaPage, toKonyaRecords } from '#app/sources/chambers/konya/parse.ts';

const readFixture = (name: string): string => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

const KONYA = { name: 'Konya', slug: 'konya' };

test('parseKonyaPage reads the cards and where their details are', () => {
  expect(parseKonyaPage(readFixture('konya-nobetci-eczaneleri.html'))).toEqual({
    detailsPath: '/ajax/nobetci-detay.php',
    token: 'a7f3c2e9b1d4',
    cards: [
      { name: 'SELÇUK ECZANESİ', area: 'SELÇUKLU', key: 'k42001' },
      { name: 'MERAM ECZANESİ ECZANESİ', area: 'MERAM', key: 'k42002' },
      { name: 'EREĞLİ ECZANESİ', area: 'EREĞLİ', key: 'k42003' },
    ],
  });
});

test('toKonyaRecords merges each card with its details by key; a card without details keeps name and district', () => {
  const { cards } = parseKonyaPage(readFixture('konya-nobetci-eczaneleri.html'));
  const answer = parseKonyaDetails(readFixture('nobetci-detay.json'));
  if (answer.kind !== 'details') throw new Error(`expected details, got ${answer.kind}`);
  const records = toKonyaRecords(cards, answer.details, KONYA);
  expect(records[0]).toEqual({
    name: 'Selçuk Eczanesi',
    province: 'Konya',
    district: 'Selçuklu',
    phone: '0332 000 10 42',
    address: 'Feritpaşa Mah. Kule Cad. No:8 Selçuklu',
    dutyHours: null,
    neighbourhood: null,
    note: 'Kule Site karşısı',
    latitude: 37.8776,
    longitude: 32.4932,
  });
  expect(records.slice(1).map((r) => [r.name, r.district, r.phone, r.address, r.note, r.latitude])).toEqual([
    ['Meram Eczanesi', 'Meram', '0332 000 11 42', 'Alavardı Mah. No:3 Meram', null, null],
    ['Ereğli Eczanesi', 'Ereğli', null, null, null, null],
  ]);
});

test('parseKonyaDetails tells a refused token and an HTML page from the details', () => {
  expect(parseKonyaDetails(readFixture('nobetci-detay-hata.json'))).toEqual({
    kind: 'refused',
    reason: 'Oturum süresi doldu, sayfayı yenileyin.',
  });
  expect(parseKonyaDetails('<!DOCTYPE html><html><body>Hata</body></html>')).toEqual({ kind: 'html' });
  expect(() => parseKonyaDetails('[1, 2]')).toThrow(ChamberLayoutError);
  expect(() => parseKonyaDetails('{"k1": "Feritpaşa"}')).toThrow(/beklenen biçimde değil/);
});

test('parseKonyaPage reads a page listing nobody, and a page without its markup is a changed layout', () => {
  expect(parseKonyaPage(readFixture('konya-bos.html')).cards).toEqual([]);
  expect(() => parseKonyaPage('<html><body><div class="liste"></div></body></html>')).toThrow(/article\[data-ad\]/);
  const withoutContainer = '<article data-ad="X ECZANESİ" data-bolge="MERAM" data-anahtar="k1"></article>';
  expect(() => parseKonyaPage(withoutContainer)).toThrow(/data-veri/);
});
