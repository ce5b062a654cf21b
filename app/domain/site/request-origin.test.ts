import { expect, test } from 'vitest';
import { isValidHost, toRequestOrigin } from '#app/domain/site/request-origin.ts';

const none = { baseDomain: null, publicOrigin: null };

test('local hosts keep their own origin; any other host without configuration is refused', () => {
  expect(toRequestOrigin({ host: 'localhost:3000', proto: 'http' }, none)).toEqual({
    kind: 'ok',
    origin: 'http://localhost:3000',
  });
  expect(toRequestOrigin({ host: 'istanbul.localhost:3000', proto: 'http' }, none)).toMatchObject({ kind: 'ok' });
  expect(toRequestOrigin({ host: '127.0.0.1', proto: 'http' }, none)).toMatchObject({ origin: 'http://127.0.0.1' });
  expect(toRequestOrigin({ host: '[::1]:3000', proto: 'http' }, none)).toMatchObject({ origin: 'http://[::1]:3000' });
  expect(toRequestOrigin({ host: 'evil.example', proto: 'http' }, none)).toEqual({
    kind: 'unconfigured',
    hostname: 'evil.example',
  });
  expect(toRequestOrigin({ host: '10.0.0.5', proto: 'http' }, none)).toMatchObject({ kind: 'unconfigured' });
});

test('with BASE_DOMAIN its hosts count; a stranger’s host is answered as the configured origin', () => {
  const settings = { baseDomain: 'nobetci.example', publicOrigin: null };
  expect(toRequestOrigin({ host: 'giresun.nobetci.example', proto: 'https' }, settings)).toMatchObject({
    origin: 'https://giresun.nobetci.example',
  });
  expect(toRequestOrigin({ host: 'evil.example', proto: 'http' }, settings)).toMatchObject({
    origin: 'https://nobetci.example',
  });
  const publicOrigin = { baseDomain: null, publicOrigin: 'https://eczane.example' };
  expect(toRequestOrigin({ host: 'evil.example', proto: 'http' }, publicOrigin)).toMatchObject({
    origin: 'https://eczane.example',
  });
  expect(toRequestOrigin({ host: null, proto: 'http' }, publicOrigin)).toMatchObject({
    origin: 'https://eczane.example',
  });
  expect(toRequestOrigin({ host: null, proto: 'http' }, none)).toEqual({ kind: 'bad-host' });
});

test('an invalid host or a scheme other than http(s) is refused', () => {
  for (const host of ['a@b', 'a b', 'localhost:99999', '[::1', 'x/y', 'ş.example', '']) {
    expect(isValidHost(host), host).toBe(false);
  }
  expect(toRequestOrigin({ host: 'localhost', proto: 'gopher' }, none)).toEqual({ kind: 'bad-proto' });
  expect(toRequestOrigin({ host: 'a@b', proto: 'http' }, none)).toEqual({ kind: 'bad-host' });
});
