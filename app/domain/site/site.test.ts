import { expect, test } from 'vitest';
import { selectProvinceByHost, toCookieDomain } from '#app/domain/site/site.server.ts';

const base = 'nobetcieczane.example';
const pick = (host: string, domain: string | null = base) => {
  const s = selectProvinceByHost(host, domain);
  return s.kind === 'province' ? s.province.name : s.kind;
};

test('the first host label selects the province, with the afyon and urfa aliases', () => {
  expect(pick('giresun.nobetcieczane.example')).toBe('Giresun');
  expect(pick('afyon.nobetcieczane.example')).toBe('Afyonkarahisar');
  expect(pick('urfa.nobetcieczane.example')).toBe('Şanlıurfa');
  expect(pick('istanbul.nobetcieczane.example')).toBe('İstanbul');
});

test('the main domain, www, localhost, IPs and preview hosts select no province', () => {
  expect(pick('nobetcieczane.example')).toBe('none');
  expect(pick('www.nobetcieczane.example')).toBe('none');
  expect(pick('localhost')).toBe('none');
  expect(pick('127.0.0.1')).toBe('none');
  expect(pick('[::1]')).toBe('none');
  expect(pick('giresun.vercel.app', null)).toBe('none');
});

test('an unknown subdomain of the base domain or of localhost is reported, and *.localhost works without DNS', () => {
  expect(pick('atlantis.nobetcieczane.example')).toBe('unknown');
  expect(pick('giresun.localhost', null)).toBe('Giresun');
  // Not a province: the page says which name was not found instead of showing the landing page silently.
  expect(pick('kadikoy.localhost', null)).toBe('unknown');
  expect(pick('www.localhost', null)).toBe('none');
  // Without BASE_DOMAIN a three-label host may be the site's own name: no province, no complaint.
  expect(pick('eczane.example.com', null)).toBe('none');
});

test('the visitor’s choices are kept for the whole site under BASE_DOMAIN, host-only elsewhere', () => {
  expect(toCookieDomain('istanbul.nobetci.example', 'nobetci.example')).toBe('nobetci.example');
  expect(toCookieDomain('Nobetci.Example.', 'nobetci.example:8443')).toBe('nobetci.example');
  // Browsers refuse `Domain=localhost`: in development the choices stay each host's own.
  expect(toCookieDomain('giresun.localhost', 'localhost:3000')).toBeNull();
  expect(toCookieDomain('127.0.0.1', 'nobetci.example')).toBeNull();
  expect(toCookieDomain('nobetci.example.evil.test', 'nobetci.example')).toBeNull();
  expect(toCookieDomain('istanbul.nobetci.example', null)).toBeNull();
});
