import { afterAll, beforeAll, expect, test } from 'vitest';
import { createLoadContext } from '#app/context.server.ts';
import * as districtRoute from '#app/routes/api/v1/district-pharmacies.ts';
import * as notFoundRoute from '#app/routes/api/v1/not-found.ts';
import { API_SCHEMAS, type SchemaName } from '#app/routes/api/v1/api-schemas.ts';
import * as nearestRoute from '#app/routes/api/v1/nearest.ts';
import { EXAMPLE_PHARMACY_LIST } from '#app/routes/api/v1/openapi-examples.ts';
import * as openapiRoute from '#app/routes/api/v1/openapi.ts';
import * as provinceRoute from '#app/routes/api/v1/province-pharmacies.ts';
import * as provincesRoute from '#app/routes/api/v1/provinces.ts';
import { createParameterValidator, createSchemaValidator } from '#tests/support/openapi-validator.ts';
import { createTestServices } from '#tests/support/test-services.ts';

// 2026-11-22 12:00 in Istanbul: duty date 2026-11-22, next rotation 2026-11-23 08:30.
let current = new Date('2026-11-22T09:00:00Z');
const now = () => current;
let services: Awaited<ReturnType<typeof createTestServices>>;
// Every answer is checked against the schemas of the document a caller gets from /api/v1/openapi.json.
let listSchemaErrors: ReturnType<typeof createSchemaValidator>;
let listParameterErrors: ReturnType<typeof createParameterValidator>;

beforeAll(async () => {
  services = await createTestServices({ now });
  const document = (await call(openapiRoute, '/api/v1/openapi.json').json()) as object;
  listSchemaErrors = createSchemaValidator(document);
  listParameterErrors = createParameterValidator(document);
  const fetchedAt = new Date(current.getTime() - 12 * 60_000);
  const today = [
    'Eczane Adı: Moda | Konum: İstanbul | İlçe: Kadıköy | Telefon: 0216 000 00 01 | Adres: Moda Cad. 1',
    'Eczane Adı: Bahariye | Konum: İstanbul | İlçe: Kadıköy | Telefon: 0216 000 00 02 | Adres: Bahariye Cad. 2',
    'Eczane Adı: Beşiktaş Merkez | Konum: İstanbul | İlçe: Beşiktaş | Adres: Barbaros Bulvarı 3',
  ];
  const yesterday = [
    'Eczane Adı: Dünkü | Konum: İstanbul | İlçe: Kadıköy',
    'Eczane Adı: Ova | Konum: Afyonkarahisar | İlçe: Merkez',
  ];
  for (const [dutyDate, lines] of [
    ['2026-11-22', today],
    ['2026-11-21', yesterday],
  ] as const) {
    const result = await services.importRosterText(lines.join('\n'), { dutyDate, source: 'import', fetchedAt });
    expect(result.success).toBe(true);
  }
});
afterAll(async () => {
  await services?.dispose();
});

type Route = { loader: (args: never) => Response; action: (args: never) => Response };

function call(route: Route, path: string, params: Record<string, string> = {}, init: RequestInit = {}): Response {
  const request = new Request(`http://localhost${path}`, init);
  const args = { request, params, context: createLoadContext(services) } as never;
  const method = (init.method ?? 'GET').toUpperCase();
  return method === 'GET' || method === 'HEAD' ? route.loader(args) : route.action(args);
}

/** The answer matches the served document and the zod schema the document was generated from. */
function expectConforms(body: unknown, schema: SchemaName): void {
  expect(listSchemaErrors(body, schema)).toEqual([]);
  expect(API_SCHEMAS[schema].safeParse(body).error).toBeUndefined();
}

async function readJson(response: Response, status: number, schema: SchemaName): Promise<unknown> {
  expect(response.status).toBe(status);
  expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*');
  expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
  expect(response.headers.get('ETag')).toMatch(/^W\/"[\w-]+"$/);
  const body: unknown = await response.json();
  expectConforms(body, schema);
  return body;
}

type PharmacyList = { pharmacies: { name: string; phone: string | null }[] } & Record<string, unknown>;

test('GET /api/v1/provinces lists 81 provinces with district counts of the roster in force', async () => {
  const response = call(provincesRoute, '/api/v1/provinces');
  const body = (await readJson(response, 200, 'ProvinceList')) as {
    provinces: { slug: string; asciiName: string; districts: { slug: string; pharmacyCount: number }[] }[];
  };
  expect(body.provinces).toHaveLength(81);
  const istanbul = body.provinces.find((p) => p.slug === 'istanbul');
  expect(istanbul?.districts.find((d) => d.slug === 'kadikoy')?.pharmacyCount).toBe(2);
  expect(istanbul?.districts.find((d) => d.slug === 'besiktas')?.pharmacyCount).toBe(1);
  expect(istanbul?.districts.find((d) => d.slug === 'uskudar')?.pharmacyCount).toBe(0);
  // Afyonkarahisar only has yesterday's list: counted as the (stale) list in force, like the pages.
  const afyon = body.provinces.find((p) => p.slug === 'afyonkarahisar');
  expect(afyon?.districts.find((d) => d.slug === 'merkez')?.pharmacyCount).toBe(1);
  expect(body.provinces.find((p) => p.slug === 'sanliurfa')?.asciiName).toBe('Sanliurfa');
  expect(response.headers.get('Cache-Control')).toBe('public, max-age=60');
});

test('province pharmacies: the roster in force, with its window, age and display fields', async () => {
  const body = (await readJson(
    call(provinceRoute, '/api/v1/provinces/istanbul/pharmacies', { province: 'istanbul' }),
    200,
    'PharmacyList',
  )) as PharmacyList;
  expect(body).toMatchObject({
    province: { plate: 34, name: 'İstanbul', slug: 'istanbul' },
    district: null,
    dutyDate: '2026-11-22',
    dutyWindow: { start: '2026-11-22T05:30:00.000Z', end: '2026-11-23T05:30:00.000Z' },
    isStale: false,
    source: 'import',
    dataAge: '12 dakika önce',
  });
  expect(body.pharmacies.map((p) => p.name)).toEqual([
    'Bahariye Eczanesi',
    'Beşiktaş Merkez Eczanesi',
    'Moda Eczanesi',
  ]);
  expect(body.pharmacies[2]).toMatchObject({
    phone: '0216 000 00 01',
    phoneDisplay: '0 (216) 000 00 01',
    telHref: 'tel:+902160000001',
    district: 'Kadıköy',
  });
});

test('{province} accepts an alias or a Turkish name; {district} a name', async () => {
  const afyon = (await readJson(
    call(provinceRoute, '/api/v1/provinces/afyon/pharmacies', { province: 'afyon' }),
    200,
    'PharmacyList',
  )) as PharmacyList;
  expect(afyon).toMatchObject({ province: { slug: 'afyonkarahisar' }, dutyDate: '2026-11-21', isStale: true });
  const kadikoy = (await readJson(
    call(districtRoute, '/api/v1/provinces/%C4%B0stanbul/districts/Kad%C4%B1k%C3%B6y/pharmacies', {
      province: 'İstanbul',
      district: 'Kadıköy',
    }),
    200,
    'PharmacyList',
  )) as PharmacyList;
  expect(kadikoy.district).toEqual({ name: 'Kadıköy', slug: 'kadikoy' });
  expect(kadikoy.pharmacies.map((p) => p.name)).toEqual(['Bahariye Eczanesi', 'Moda Eczanesi']);
});

test('?date= selects that duty date’s roster; a date without one is a 404', async () => {
  const params = { province: 'istanbul', district: 'kadikoy' };
  const body = (await readJson(
    call(districtRoute, '/api/v1/provinces/istanbul/districts/kadikoy/pharmacies?date=2026-11-21', params),
    200,
    'PharmacyList',
  )) as PharmacyList;
  expect(body).toMatchObject({ dutyDate: '2026-11-21', isStale: false });
  expect(body.pharmacies.map((p) => p.name)).toEqual(['Dünkü Eczanesi']);

  const missing = call(
    districtRoute,
    '/api/v1/provinces/istanbul/districts/kadikoy/pharmacies?date=2026-11-20',
    params,
  );
  expect(await readJson(missing, 404, 'Error')).toMatchObject({ error: { code: 'not_found' } });
});

test('bad dates and over-long parameters are 400 with a JSON error', async () => {
  for (const query of [
    '?date=2026-13-01',
    '?date=bugun',
    '?date=2026-11-21&date=2026-11-22',
    `?x=${'a'.repeat(600)}`,
  ]) {
    const response = call(provinceRoute, `/api/v1/provinces/istanbul/pharmacies${query}`, { province: 'istanbul' });
    const body = (await readJson(response, 400, 'Error')) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('bad_request');
    expect(body.error.message).not.toBe('');
  }
  const long = 'a'.repeat(65);
  const response = call(provinceRoute, `/api/v1/provinces/${long}/pharmacies`, { province: long });
  await readJson(response, 400, 'Error');
});

test('unknown provinces and districts are 404 with a JSON error naming them', async () => {
  const province = call(provinceRoute, '/api/v1/provinces/atlantis/pharmacies', { province: 'atlantis' });
  expect(await readJson(province, 404, 'Error')).toEqual({
    error: { code: 'not_found', message: '"atlantis" adında bir il bulunamadı.' },
  });
  const district = call(districtRoute, '/api/v1/provinces/istanbul/districts/cankaya/pharmacies', {
    province: 'istanbul',
    district: 'cankaya',
  });
  expect(await readJson(district, 404, 'Error')).toMatchObject({ error: { code: 'not_found' } });
});

test('any other /api/v1 path is a JSON 404 pointing to the documentation, not an HTML page', async () => {
  for (const path of ['/api/v1/pharmacies', '/api/v1/provinces/istanbul', '/api/v1/']) {
    const body = await readJson(call(notFoundRoute, path, { '*': path.slice('/api/v1/'.length) }), 404, 'Error');
    expect(body).toMatchObject({ error: { code: 'not_found', message: expect.stringContaining('/api-belgeleri') } });
  }
  expect(call(notFoundRoute, '/api/v1/x', {}, { method: 'POST' }).status).toBe(405);
});

test('a matching If-None-Match gets 304 with the same ETag and headers', async () => {
  const path = '/api/v1/provinces/istanbul/pharmacies';
  const first = call(provinceRoute, path, { province: 'istanbul' });
  const etag = first.headers.get('ETag') ?? '';
  const again = call(provinceRoute, path, { province: 'istanbul' }, { headers: { 'If-None-Match': `"x", ${etag}` } });
  expect(again.status).toBe(304);
  expect(await again.text()).toBe('');
  expect(again.headers.get('ETag')).toBe(etag);
  expect(again.headers.get('Access-Control-Allow-Origin')).toBe('*');
  expect(again.headers.get('Cache-Control')).toBe('public, max-age=60');
  const stale = call(provinceRoute, path, { province: 'istanbul' }, { headers: { 'If-None-Match': 'W/"old"' } });
  expect(stale.status).toBe(200);
});

test('max-age never runs past the next rotation', () => {
  current = new Date('2026-11-23T05:29:30Z');
  try {
    const response = call(provinceRoute, '/api/v1/provinces/istanbul/pharmacies', { province: 'istanbul' });
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=30');
  } finally {
    current = new Date('2026-11-22T09:00:00Z');
  }
});

test('OPTIONS preflight is 204 with the allow headers; other methods are 405', async () => {
  for (const route of [provincesRoute, provinceRoute, districtRoute, openapiRoute]) {
    const preflight = call(route, '/api/v1/provinces', {}, { method: 'OPTIONS' });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(preflight.headers.get('Access-Control-Allow-Methods')).toBe('GET, HEAD, OPTIONS');
    expect(preflight.headers.get('Access-Control-Allow-Headers')).toContain('If-None-Match');
  }
  const post = call(provincesRoute, '/api/v1/provinces', {}, { method: 'POST' });
  expect(await readJson(post, 405, 'Error')).toMatchObject({ error: { code: 'method_not_allowed' } });
  expect(post.headers.get('Allow')).toBe('GET, HEAD, OPTIONS');
  // As the document lists it on every operation.
  const document = (await call(openapiRoute, '/api/v1/openapi.json').json()) as {
    paths: Record<string, { get: { responses: Record<string, { headers?: { Allow?: { schema: object } } }> } }>;
  };
  for (const item of Object.values(document.paths)) {
    expect(item.get.responses['405']?.headers?.Allow?.schema).toEqual({ type: 'string', const: 'GET, HEAD, OPTIONS' });
  }
});

test('the OpenAPI document is served and its example conforms to its own schema', async () => {
  const response = call(openapiRoute, '/api/v1/openapi.json');
  expect(response.status).toBe(200);
  expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*');
  const body = (await response.json()) as { openapi: string; security: unknown; paths: Record<string, unknown> };
  expect(body.openapi).toBe('3.1.0');
  expect(body.security).toEqual([]);
  expect(Object.keys(body.paths)).toEqual([
    '/api/v1/provinces',
    '/api/v1/provinces/{province}/pharmacies',
    '/api/v1/provinces/{province}/districts/{district}/pharmacies',
    '/api/v1/pharmacies/nearest',
  ]);
  expectConforms(EXAMPLE_PHARMACY_LIST, 'PharmacyList');
});

test('the documented parameters accept what the server accepts and refuse what it refuses', async () => {
  const pharmacies = '/api/v1/provinces/{province}/pharmacies';
  const province = (value: string) =>
    call(provinceRoute, `/api/v1/provinces/${value}/pharmacies`, { province: value }).status;
  expect(province('istanbul')).toBe(200);
  expect(listParameterErrors(pharmacies, 'province', 'istanbul')).toEqual([]);
  const long = 'a'.repeat(65);
  expect(province(long)).toBe(400);
  expect(listParameterErrors(pharmacies, 'province', long)).toEqual([
    expect.stringMatching(/must NOT have more than 64/),
  ]);

  for (const [date, status] of [
    ['2026-11-21', 200],
    ['2024-02-29', 404],
    ['2026-02-30', 400],
    ['2026-13-01', 400],
    ['bugun', 400],
  ] as const) {
    const answer = call(provinceRoute, `/api/v1/provinces/istanbul/pharmacies?date=${date}`, { province: 'istanbul' });
    expect(answer.status, date).toBe(status);
    expect(listParameterErrors(pharmacies, 'date', date).length > 0, date).toBe(status === 400);
  }

  const nearest = '/api/v1/pharmacies/nearest';
  for (const [name, value, status] of [
    ['limit', 50, 200],
    ['limit', 51, 400],
    ['limit', 0, 400],
    ['limit', 2.5, 400],
    ['radiusKm', 200, 200],
    ['radiusKm', 0.5, 400],
    ['radiusKm', 201, 400],
    ['lat', 91, 400],
    ['lng', -180, 200],
  ] as const) {
    const query = new URLSearchParams({ lat: '40.984', lng: '29.058', [name]: String(value) });
    const answer = call(nearestRoute, `${nearest}?${query}`);
    expect(answer.status, `${name}=${value}`).toBe(status);
    expect(listParameterErrors(nearest, name, value).length > 0, `${name}=${value}`).toBe(status === 400);
  }
});
