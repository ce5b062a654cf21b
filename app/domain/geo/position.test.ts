import { expect, test } from 'vitest';
import { estimateTravelMinutes, parsePosition, toWhereabouts } from '#app/domain/geo/position.ts';

const parse = (query: string) => parsePosition(new URLSearchParams(query));

test('a position is rounded to 3 decimals (about 100 m); commas and signs are read', () => {
  expect(parse('lat=40.98361234&lng=29.05801')).toEqual({
    kind: 'valid',
    point: { lat: 40.984, lng: 29.058 },
    isRounded: false,
  });
  expect(parse('lat=40.984&lng=29.058')).toEqual({
    kind: 'valid',
    point: { lat: 40.984, lng: 29.058 },
    isRounded: true,
  });
  expect(parse('lat=40,9836&lng=29,058')).toMatchObject({ point: { lat: 40.984, lng: 29.058 } });
  expect(parse('lat=-33.8688&lng=151.2093')).toMatchObject({ point: { lat: -33.869, lng: 151.209 } });
  expect(parse('lat=-0.0001&lng=0')).toMatchObject({ point: { lat: 0, lng: 0 } });
  expect(Object.is((parse('lat=-0.0001&lng=0') as { point: { lat: number } }).point.lat, 0)).toBe(true);
});

test('a missing position and an unreadable one are told apart, with a Turkish message', () => {
  expect(parse('')).toEqual({ kind: 'missing' });
  expect(parse('foo=1')).toEqual({ kind: 'missing' });
  for (const query of [
    'lat=abc&lng=29',
    'lat=40',
    'lng=29',
    'lat=91&lng=29',
    'lat=40&lng=181',
    'lat=1e3&lng=2',
    'lat=&lng=',
  ]) {
    expect(parse(query), query).toMatchObject({ kind: 'invalid', message: expect.stringMatching(/^Konum/) });
  }
  expect(parse('lat=40&lat=41&lng=29')).toEqual({
    kind: 'invalid',
    message: 'Konum için tek bir enlem (lat) ve tek bir boylam (lng) gerekir.',
  });
});

test('Türkiye, abroad and the open sea are told apart', () => {
  for (const [lat, lng] of [
    [40.984, 29.058], // Kadıköy
    [41.0, 28.98], // İstanbul, the Golden Horn
    [38.8, 33.35], // Tuz Gölü
    [37.4, 43.5], // Şırnak, the mountains
    [40.18, 25.85], // Gökçeada
    [39.92, 44.04], // Iğdır
  ]) {
    expect(toWhereabouts({ lat: lat!, lng: lng! }), `${lat},${lng}`).toBe('turkey');
  }
  expect(toWhereabouts({ lat: 48.857, lng: 2.352 })).toBe('outside'); // Paris
  expect(toWhereabouts({ lat: 35.17, lng: 33.36 })).toBe('outside'); // Lefkoşa: no rosters there
  expect(toWhereabouts({ lat: 36.0, lng: 31.0 })).toBe('far-from-land'); // the Mediterranean off Antalya
  expect(toWhereabouts({ lat: 42.15, lng: 35.9 })).toBe('far-from-land'); // the Black Sea off Samsun
  expect(toWhereabouts({ lat: 41.72, lng: 44.79 })).toBe('far-from-land'); // Tbilisi: in the box, far from every centre
});

test('travel minutes are rough estimates from the straight line; walking stops past 90 minutes', () => {
  expect(estimateTravelMinutes(0)).toEqual({ walk: 1, drive: 1 });
  expect(estimateTravelMinutes(1)).toEqual({ walk: 17, drive: 3 });
  expect(estimateTravelMinutes(4)).toEqual({ walk: 69, drive: 10 });
  expect(estimateTravelMinutes(10)).toEqual({ walk: null, drive: 26 });
});
