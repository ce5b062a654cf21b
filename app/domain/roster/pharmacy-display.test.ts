import { expect, test } from 'vitest';
import { DEFAULT_DUTY_HOURS, toDutyHours, toLocationLine, toMapUrl } from '#app/domain/roster/pharmacy-display.ts';
import type { PharmacyView } from '#app/domain/roster/pharmacy-display.ts';

function pharmacy(overrides: Partial<PharmacyView> = {}): PharmacyView {
  return {
    name: 'Hayat Eczanesi',
    address: 'Hacı Siyam Mah. No:5',
    phone: '0454 316 12 34',
    district: 'Merkez',
    province: 'Giresun',
    neighbourhood: null,
    dutyHours: null,
    location: null,
    ...overrides,
  };
}

test('toDutyHours keeps a given value and defaults when empty', () => {
  expect(toDutyHours(' 08:30 - 08:30 ')).toBe('08:30 - 08:30');
  expect(toDutyHours('  ')).toBe(DEFAULT_DUTY_HOURS);
  expect(toDutyHours(null)).toBe('GECE-GÜNDÜZ NÖBETÇİDİR');
});

test('toLocationLine prefers the location', () => {
  expect(toLocationLine(pharmacy({ location: 'Kadıköy', neighbourhood: 'Moda' }))).toBe('Kadıköy');
});

test('toLocationLine shows the neighbourhood when it differs from the district', () => {
  expect(toLocationLine(pharmacy({ neighbourhood: 'Hacı Siyam' }))).toBe('Hacı Siyam');
});

test('toLocationLine ignores a neighbourhood equal to the district in another case', () => {
  expect(toLocationLine(pharmacy({ district: 'Kadıköy', neighbourhood: 'KADIKÖY', province: 'İstanbul' }))).toBe(
    'Kadıköy / İstanbul',
  );
});

test('toLocationLine falls back to Merkez / Giresun', () => {
  expect(toLocationLine(pharmacy({ district: null, province: '' }))).toBe('Merkez / Giresun');
});

test('toMapUrl is null without an address', () => {
  expect(toMapUrl(pharmacy({ address: null }))).toBeNull();
  expect(toMapUrl(pharmacy({ address: '  ' }))).toBeNull();
});

test('toMapUrl appends district and province to the address', () => {
  const url = toMapUrl(pharmacy());
  expect(url).toBe('https://www.google.com/maps/search/?api=1&query=Hac%C4%B1+Siyam+Mah.+No%3A5,+Merkez,+Giresun');
  expect(new URL(url!).searchParams.get('query')).toBe('Hacı Siyam Mah. No:5, Merkez, Giresun');
});

test('toMapUrl does not repeat places the address already names, in any case', () => {
  const url = toMapUrl(pharmacy({ address: 'Caferağa Mah. KADIKÖY', district: 'Kadıköy', province: 'İstanbul' }));
  expect(new URL(url!).searchParams.get('query')).toBe('Caferağa Mah. KADIKÖY, İstanbul');
});

test('toMapUrl skips a missing district', () => {
  const url = toMapUrl(pharmacy({ address: 'Atatürk Cad. 1', district: null }));
  expect(new URL(url!).searchParams.get('query')).toBe('Atatürk Cad. 1, Giresun');
});
