import { expect, test } from 'vitest';
import { toSafeNextPath } from '#app/auth/safe-next.ts';

test('a path on this site is kept, with its query', () => {
  expect(toSafeNextPath('/adminxyz/zamanlama')).toBe('/adminxyz/zamanlama');
  expect(toSafeNextPath('/process-data?province=giresun')).toBe('/process-data?province=giresun');
});

test('anything that a browser would read as another site goes to the dashboard instead', () => {
  for (const value of [
    '//evil.example/phish',
    '/\\evil.example/phish',
    '/\t/evil.example/phish',
    '/%09/evil.example/phish'.replace('%09', '\t'),
    '/\n/evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    'adminxyz',
    '',
    null,
  ]) {
    expect(toSafeNextPath(value)).toBe('/adminxyz');
  }
});

test('control characters never reach the Location header', () => {
  const path = toSafeNextPath('/adminxyz\n/x\r');
  expect(path).not.toMatch(/[\r\n\t]/);
  expect(path.startsWith('/adminxyz')).toBe(true);
});
