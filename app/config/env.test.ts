import { expect, test } from 'vitest';
import { splitCacheBudget } from '#app/config/cache-budget.ts';
import { parseConfig } from '#app/config/env.server.ts';

test('defaults follow the configuration contract', () => {
  const config = parseConfig({});
  expect(config).toMatchObject({
    port: 3000,
    host: '127.0.0.1',
    databaseUrl: null,
    dataDir: './data',
    baseDomain: null,
    listingSourceUrl: 'https://www.eczaneler.gen.tr',
    demoData: true,
    jobsEnabled: true,
    fetchAllowHosts: [],
    collectApiKey: null,
  });
  expect(Object.isFrozen(config)).toBe(true);
});

test('demo data is off with DATABASE_URL unless asked for', () => {
  expect(parseConfig({ DATABASE_URL: 'postgres://u@h/db' }).demoData).toBe(false);
  expect(parseConfig({ DATABASE_URL: 'postgres://u@h/db', DEMO_DATA: 'true' }).demoData).toBe(true);
  expect(parseConfig({ DEMO_DATA: 'false' }).demoData).toBe(false);
});

test('an invalid value stops start-up with a message naming the variable', () => {
  expect(() => parseConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  expect(() => parseConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
  expect(() => parseConfig({ FETCH_ALLOW_HOSTS: 'localhost' })).toThrow(/FETCH_ALLOW_HOSTS/);
  expect(() => parseConfig({ DEMO_DATA: 'maybe' })).toThrow(/DEMO_DATA/);
  expect(() => parseConfig({ ADMIN_USERNAME: 'admin' })).toThrow(/ADMIN_PASSWORD/);
});

test('lists and domains are normalised', () => {
  const config = parseConfig({
    FETCH_ALLOW_HOSTS: '127.0.0.1:4010, localhost:4011',
    BASE_DOMAIN: 'NobetciEczane.Example',
  });
  expect(config.fetchAllowHosts).toEqual(['127.0.0.1:4010', 'localhost:4011']);
  expect(config.baseDomain).toBe('nobetcieczane.example');
});

test('the data controller is unset by default and read from OPERATOR_NAME, OPERATOR_EMAIL and OPERATOR_ADDRESS', () => {
  expect(parseConfig({}).operator).toBeNull();
  const config = parseConfig({
    OPERATOR_NAME: '  Örnek Bilişim Ltd. Şti. ',
    OPERATOR_EMAIL: 'kvkk@nobetcieczane.example',
    OPERATOR_ADDRESS: 'Atatürk Cad. No: 1, 28100 Giresun',
  });
  expect(config.operator).toEqual({
    name: 'Örnek Bilişim Ltd. Şti.',
    email: 'kvkk@nobetcieczane.example',
    address: 'Atatürk Cad. No: 1, 28100 Giresun',
  });
  expect(Object.isFrozen(config.operator)).toBe(true);
  expect(parseConfig({ OPERATOR_NAME: 'Ayşe Yılmaz', OPERATOR_EMAIL: 'ayse@example.org' }).operator).toEqual({
    name: 'Ayşe Yılmaz',
    email: 'ayse@example.org',
    address: null,
  });
});

test('a bad data controller setting stops start-up naming the variable', () => {
  expect(() => parseConfig({ OPERATOR_NAME: 'Ayşe Yılmaz', OPERATOR_EMAIL: 'not-an-email' })).toThrow(
    /OPERATOR_EMAIL bir e-posta adresi olmalı/,
  );
  expect(() => parseConfig({ OPERATOR_EMAIL: 'kvkk@example.org' })).toThrow(/OPERATOR_NAME de verilmeli/);
  expect(() => parseConfig({ OPERATOR_NAME: 'Ayşe Yılmaz' })).toThrow(/OPERATOR_NAME ile birlikte OPERATOR_EMAIL/);
});

test('TRUST_PROXY is off by default, or a hop count, or proxy addresses; anything else names the variable', () => {
  expect(parseConfig({}).trustProxy).toBe(false);
  expect(parseConfig({ TRUST_PROXY: 'off' }).trustProxy).toBe(false);
  expect(parseConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
  expect(parseConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8, ::1' }).trustProxy).toEqual([
    'loopback',
    '10.0.0.0/8',
    '::1',
  ]);
  for (const value of ['true', 'yes-please', '10.0.0.0/33', '300.1.1.1', 'loopback,,evil']) {
    expect(() => parseConfig({ TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY/);
  }
});

test('PUBLIC_ORIGIN is an http(s) origin without a path; backups and roster retention have defaults', () => {
  expect(parseConfig({ PUBLIC_ORIGIN: 'https://Nobetci.Example/' }).publicOrigin).toBe('https://nobetci.example');
  expect(() => parseConfig({ PUBLIC_ORIGIN: 'https://nobetci.example/app' })).toThrow(/PUBLIC_ORIGIN/);
  expect(() => parseConfig({ PUBLIC_ORIGIN: 'ftp://nobetci.example' })).toThrow(/PUBLIC_ORIGIN/);
  expect(parseConfig({})).toMatchObject({ backupDir: './backups', backupKeep: 7, rosterRetentionDays: 90 });
  expect(() => parseConfig({ ROSTER_RETENTION_DAYS: '-1' })).toThrow(/ROSTER_RETENTION_DAYS/);
});

test('source routing, contact and alerts are read and checked', () => {
  const config = parseConfig({
    SOURCE_HOST_MAP: 'www.turkiye.gov.tr=http://127.0.0.1:4010, openapi.izmir.bel.tr=http://127.0.0.1:4011/',
    SOURCE_CONTACT: 'iletisim@nobetcieczane.example',
    ALERT_WEBHOOK_URL: 'https://hooks.example/abc',
    SMTP_URL: 'smtp://127.0.0.1:2525',
    ALERT_EMAIL_TO: 'a@nobetcieczane.example, b@nobetcieczane.example',
    NOSYAPI_KEY: 'k',
  });
  expect([...config.sourceHostMap]).toEqual([
    ['www.turkiye.gov.tr', 'http://127.0.0.1:4010'],
    ['openapi.izmir.bel.tr', 'http://127.0.0.1:4011'],
  ]);
  expect(config).toMatchObject({
    sourceContact: 'iletisim@nobetcieczane.example',
    alertWebhookUrl: 'https://hooks.example/abc',
    smtpUrl: 'smtp://127.0.0.1:2525',
    alertEmailTo: ['a@nobetcieczane.example', 'b@nobetcieczane.example'],
    nosyApiKey: 'k',
  });
  expect(() => parseConfig({ SOURCE_HOST_MAP: 'www.turkiye.gov.tr' })).toThrow(/SOURCE_HOST_MAP/);
  expect(() => parseConfig({ SOURCE_HOST_MAP: 'a.example=ftp://x' })).toThrow(/SOURCE_HOST_MAP/);
  expect(() => parseConfig({ SOURCE_CONTACT: 'not a contact' })).toThrow(/SOURCE_CONTACT/);
  expect(() => parseConfig({ SMTP_URL: 'smtp://127.0.0.1:2525' })).toThrow(/ALERT_EMAIL_TO/);
  expect(() => parseConfig({ ALERT_EMAIL_TO: 'nobody' })).toThrow(/ALERT_EMAIL_TO/);
});

test('CACHE_MAX_MB is one budget for the page caches, 64 MB unless set; it is split between them', () => {
  expect(parseConfig({}).cacheMaxBytes).toBe(64 * 1024 * 1024);
  expect(splitCacheBudget(parseConfig({}).cacheMaxBytes)).toEqual({
    edgeCacheBytes: 56 * 1024 * 1024,
    markupBytes: 8 * 1024 * 1024,
  });
  const small = splitCacheBudget(parseConfig({ CACHE_MAX_MB: '16' }).cacheMaxBytes);
  expect(small.edgeCacheBytes + small.markupBytes).toBe(16 * 1024 * 1024);
  for (const value of ['4', '5000', 'çok', '12.5'])
    expect(() => parseConfig({ CACHE_MAX_MB: value }), value).toThrow(
      `CACHE_MAX_MB 8 ile 4096 arasında bir tam sayı (megabayt) olmalı, ${JSON.stringify(value)} verildi.`,
    );
});
