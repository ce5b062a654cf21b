import { describe, expect, test } from 'vitest';
import { localiseHref, splitLocale } from '#app/domain/i18n/locale.ts';

describe('splitLocale', () => {
  test('reads the language from the first path segment only', () => {
    expect(splitLocale('/en/istanbul')).toEqual({ locale: 'en', path: '/istanbul' });
    expect(splitLocale('/ar/istanbul/kadikoy')).toEqual({ locale: 'ar', path: '/istanbul/kadikoy' });
    expect(splitLocale('/ar')).toEqual({ locale: 'ar', path: '/' });
    expect(splitLocale('/en/')).toEqual({ locale: 'en', path: '/' });
    expect(splitLocale('/istanbul')).toEqual({ locale: 'tr', path: '/istanbul' });
    // A Turkish word that starts like a language code is still Turkish.
    expect(splitLocale('/enerji')).toEqual({ locale: 'tr', path: '/enerji' });
    expect(splitLocale('/istanbul/en')).toEqual({ locale: 'tr', path: '/istanbul/en' });
  });
});

describe('localiseHref', () => {
  test('puts the language before the path, on this host or a province host, keeping the query', () => {
    expect(localiseHref('en', '/istanbul')).toBe('/en/istanbul');
    expect(localiseHref('en', '/')).toBe('/en/');
    expect(localiseHref('ar', '/istanbul?gun=yarin')).toBe('/ar/istanbul?gun=yarin');
    expect(localiseHref('ar', 'https://istanbul.example.org/')).toBe('https://istanbul.example.org/ar/');
    expect(localiseHref('en', 'https://istanbul.example.org/kadikoy')).toBe('https://istanbul.example.org/en/kadikoy');
    expect(localiseHref('en', 'https://example.org')).toBe('https://example.org/en/');
  });

  test('leaves Turkish addresses, other languages’ addresses and what is not a path alone', () => {
    expect(localiseHref('tr', '/istanbul')).toBe('/istanbul');
    expect(localiseHref('en', '/ar/istanbul')).toBe('/ar/istanbul');
    expect(localiseHref('en', '?gun=yarin')).toBe('?gun=yarin');
    expect(localiseHref('en', '#ilceler')).toBe('#ilceler');
    expect(localiseHref('en', 'tel:112')).toBe('tel:112');
  });
});
