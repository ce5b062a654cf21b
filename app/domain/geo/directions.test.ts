import { expect, test } from 'vitest';
import { listDirectionsLinks, toQueryValue } from '#app/domain/geo/directions.ts';
import { toMapUrl } from '#app/domain/roster/pharmacy-display.ts';

test('with coordinates, each app routes to them', () => {
  const links = listDirectionsLinks({ latitude: 40.9842, longitude: 29.0302, mapUrl: null });
  expect(links.map((l) => [l.label, l.href])).toEqual([
    ['Google Haritalar', 'https://www.google.com/maps/dir/?api=1&destination=40.9842,29.0302'],
    ['Apple Haritalar', 'https://maps.apple.com/?daddr=40.9842,29.0302'],
    ['Yandex Haritalar', 'https://yandex.com.tr/harita/?rtext=~40.9842,29.0302&rtt=auto'],
  ]);
});

test('without coordinates, each app gets the address the map link searches for', () => {
  const mapUrl = toMapUrl({ address: 'Moda Cad. 1', district: 'Kadıköy', province: 'İstanbul' });
  const links = listDirectionsLinks({ latitude: null, longitude: null, mapUrl });
  const address = 'Moda+Cad.+1,+Kad%C4%B1k%C3%B6y,+%C4%B0stanbul';
  expect(links.map((l) => l.href)).toEqual([
    `https://www.google.com/maps/dir/?api=1&destination=${address}`,
    `https://maps.apple.com/?daddr=${address}`,
    `https://yandex.com.tr/harita/?text=${address}`,
  ]);
});

test('with neither coordinates nor an address there is nothing to offer', () => {
  expect(listDirectionsLinks({ latitude: null, longitude: null, mapUrl: null })).toEqual([]);
  expect(listDirectionsLinks({ latitude: 40.98, longitude: null, mapUrl: null })).toEqual([]);
});

test('a query value is written short and read back as it was, whatever the address holds', () => {
  expect(toQueryValue('Moda Cad. 1, Kadıköy')).toBe('Moda+Cad.+1,+Kad%C4%B1k%C3%B6y');
  for (const text of ['A+B Sok. No:3/5, Kat 2', '1. Cad. & 2. Sok. %50 #3', '  iki  boşluk ,, virgül?=']) {
    const url = new URL(`https://maps.apple.com/?daddr=${toQueryValue(text)}&x=1`);
    expect(url.searchParams.get('daddr')).toBe(text);
    expect(url.searchParams.get('x')).toBe('1');
  }
});
