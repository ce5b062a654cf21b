import { expect, test } from 'vitest';
import { fillProvinceUrl, joinDistrictUrl } from '#app/domain/site/canonical.ts';
import { createCanonicalUrls } from '#app/domain/site/site.server.ts';

const urls = (url: string, base: string | null, onSubdomain = false) =>
  createCanonicalUrls(new URL(url), base, onSubdomain);

test('without BASE_DOMAIN the path form on the request’s origin is canonical', () => {
  const c = urls('http://localhost:3000/giresun?gun=yarin', null);
  expect([c.site, c.province('giresun'), c.district('giresun', 'bulancak')]).toEqual([
    'http://localhost:3000',
    'http://localhost:3000/giresun',
    'http://localhost:3000/giresun/bulancak',
  ]);
});

test('without BASE_DOMAIN a page asked for on a province subdomain names the path form on the parent host', () => {
  const c = urls('http://istanbul.localhost:3210/kadikoy', null, true);
  expect([c.site, c.province('istanbul'), c.district('istanbul', 'kadikoy')]).toEqual([
    'http://localhost:3210',
    'http://localhost:3210/istanbul',
    'http://localhost:3210/istanbul/kadikoy',
  ]);
});

test('under BASE_DOMAIN provinces are subdomains: https from other hosts, the request’s scheme and port under the base', () => {
  const fromIp = urls('http://127.0.0.1:3000/istanbul', 'nobetci.example');
  expect([fromIp.site, fromIp.province('istanbul'), fromIp.district('istanbul', 'kadikoy')]).toEqual([
    'https://nobetci.example',
    'https://istanbul.nobetci.example/',
    'https://istanbul.nobetci.example/kadikoy',
  ]);
  const local = urls('http://giresun.localhost:3000/', 'localhost', true);
  expect([local.site, local.province('giresun')]).toEqual(['http://localhost:3000', 'http://giresun.localhost:3000/']);
});

test('district and province URLs are built from a province URL or pattern in either form', () => {
  expect(joinDistrictUrl('https://giresun.nobetci.example/', 'bulancak')).toBe(
    'https://giresun.nobetci.example/bulancak',
  );
  expect(joinDistrictUrl('http://localhost:3000/giresun', 'bulancak')).toBe('http://localhost:3000/giresun/bulancak');
  expect(fillProvinceUrl('https://{il}.nobetci.example/', 'ordu')).toBe('https://ordu.nobetci.example/');
  expect(fillProvinceUrl('http://localhost:3000/{il}', 'ordu')).toBe('http://localhost:3000/ordu');
});
