import { expect, test } from 'vitest';
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
