import { expect, test } from 'vitest';
import { API_ERROR_CODES, API_SCHEMAS, type ApiErrorBody, type SchemaName } from '#app/routes/api/v1/api-schemas.ts';
import { OPENAPI_DOCUMENT } from '#app/routes/api/v1/openapi-document.ts';
import { EXAMPLE_NEARBY_LIST, EXAMPLE_PHARMACY_LIST } from '#app/routes/api/v1/openapi-examples.ts';
import { toRefusalBody } from '#server/refusal.ts';
import { createSchemaValidator } from '#tests/support/openapi-validator.ts';

// The document as a caller receives it from /api/v1/openapi.json.
const served = JSON.parse(JSON.stringify(OPENAPI_DOCUMENT)) as typeof OPENAPI_DOCUMENT;
const listJsonSchemaErrors = createSchemaValidator(served);

/**
 * The served JSON Schema's verdict, after checking that the zod schema it was generated from
 * reaches the same one: a value passes both or fails both.
 */
function listErrors(value: unknown, name: string): string[] {
  const errors = listJsonSchemaErrors(value, name);
  const zodSchema = API_SCHEMAS[name as SchemaName] as (typeof API_SCHEMAS)[SchemaName] | undefined;
  if (zodSchema)
    expect(zodSchema.safeParse(value).success, `zod and JSON Schema agree on ${name}`).toBe(errors.length === 0);
  return errors;
}

test('every schema of the OpenAPI document compiles as strict JSON Schema 2020-12, one per zod schema', () => {
  expect(Object.keys(served.components.schemas).sort()).toEqual(Object.keys(API_SCHEMAS).sort());
  for (const name of Object.keys(served.components.schemas)) {
    expect(() => listErrors(null, name), name).not.toThrow();
  }
  expect(() => listErrors({}, 'Nope')).toThrow(/no schema named Nope/);
});

test('the generated schemas read as a caller needs them: named references, nullable types, descriptions', () => {
  const { Pharmacy, PharmacyList, Province } = served.components.schemas;
  expect(Province).toMatchObject({
    properties: { districts: { type: 'array', items: { $ref: '#/components/schemas/District' } } },
    additionalProperties: false,
  });
  expect(Pharmacy).toMatchObject({
    properties: {
      id: { type: 'integer' },
      address: { type: ['string', 'null'], description: 'Açık adres.' },
      latitude: { type: ['number', 'null'] },
    },
  });
  expect(PharmacyList).toMatchObject({
    properties: {
      dutyDate: { type: 'string', format: 'date', description: 'Listenin nöbet günü.' },
      fetchedAt: { type: ['string', 'null'], format: 'date-time', description: 'Verinin alındığı an.' },
      district: { type: ['object', 'null'], required: ['name', 'slug'] },
    },
  });
  // The document's own dialect applies; no component announces another or re-bases `$ref`s.
  expect(JSON.stringify(served.components)).not.toMatch(/"\$schema"|"\$id"|"anyOf"|9007199254740991/);
});

test('the documented example conforms, nulls allowed where the schema lists them', () => {
  expect(listErrors(EXAMPLE_PHARMACY_LIST, 'PharmacyList')).toEqual([]);
  const [pharmacy] = EXAMPLE_PHARMACY_LIST.pharmacies;
  expect(listErrors({ ...pharmacy, address: null, latitude: 41.0, longitude: 29 }, 'Pharmacy')).toEqual([]);
  expect(listErrors(EXAMPLE_NEARBY_LIST, 'NearbyPharmacyList')).toEqual([]);
  expect(
    listErrors({ ...EXAMPLE_PHARMACY_LIST, fetchedAt: null, check: null, district: null }, 'PharmacyList'),
  ).toEqual([]);
});

test('a nearby pharmacy must say how far it is and whether it is open, in the documented words', () => {
  const [nearby] = EXAMPLE_NEARBY_LIST.pharmacies;
  expect(listErrors({ ...nearby, openStatus: { ...nearby.openStatus, kind: 'closed' } }, 'NearbyPharmacy')).toEqual([
    expect.stringMatching(/^\/openStatus\/kind: must be equal to one of the allowed values/),
  ]);
  expect(listErrors({ ...nearby, openStatus: { ...nearby.openStatus, until: '8.30' } }, 'NearbyPharmacy')).toEqual([
    expect.stringMatching(/^\/openStatus\/until: must match pattern/),
  ]);
  const withoutDistance: Record<string, unknown> = { ...nearby };
  delete withoutDistance.distanceKm;
  expect(listErrors(withoutDistance, 'NearbyPharmacy')).toEqual([
    expect.stringMatching(/must have required property 'distanceKm'/),
  ]);
});

test('a wrong answer fails: wrong types, missing and unexpected properties, enum misses, bad dates', () => {
  const [pharmacy] = EXAMPLE_PHARMACY_LIST.pharmacies;
  const withoutName: Record<string, unknown> = { ...pharmacy };
  delete withoutName.name;
  expect(listErrors({ ...pharmacy, id: 1.5 }, 'Pharmacy')).toEqual([expect.stringMatching(/^\/id: must be integer/)]);
  expect(listErrors(withoutName, 'Pharmacy')).toEqual([expect.stringMatching(/must have required property 'name'/)]);
  expect(listErrors({ ...pharmacy, extra: true }, 'Pharmacy')).toEqual([
    expect.stringMatching(/must NOT have additional properties.*"extra"/),
  ]);
  expect(listErrors({ error: { code: 'teapot', message: 'x' } }, 'Error')).toEqual([
    expect.stringMatching(/^\/error\/code: must be equal to one of the allowed values/),
  ]);
  // A date that is not on the calendar breaks both the format and zod's exact date pattern.
  expect(listErrors({ ...EXAMPLE_PHARMACY_LIST, dutyDate: '2026-02-30' }, 'PharmacyList')).toEqual([
    expect.stringMatching(/^\/dutyDate: must match pattern/),
    expect.stringMatching(/^\/dutyDate: must match format "date"/),
  ]);
  expect(listErrors({ ...EXAMPLE_PHARMACY_LIST, fetchedAt: 'dün' }, 'PharmacyList')).toEqual([
    expect.stringMatching(/^\/fetchedAt: must match pattern/),
    expect.stringMatching(/^\/fetchedAt: must match format "date-time"/),
  ]);
  expect(listErrors({ ...EXAMPLE_PHARMACY_LIST, pharmacies: [{ ...pharmacy, phone: 5 }] }, 'PharmacyList')).toEqual([
    expect.stringMatching(/^\/pharmacies\/0\/phone: must be string,null/),
  ]);
  expect(listErrors([], 'PharmacyList')).toEqual([expect.stringMatching(/^\/: must be object/)]);
});

test('the API is open and says so; every operation lists the 405 other methods get', () => {
  expect(served.security).toEqual([]);
  const operations = Object.values(served.paths).map((item) => item.get);
  expect(operations).toHaveLength(4);
  for (const operation of operations) {
    expect(operation.responses['405'], operation.operationId).toEqual({
      description: expect.stringContaining('GET, HEAD ve OPTIONS'),
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      headers: { Allow: { description: expect.any(String), schema: { type: 'string', const: 'GET, HEAD, OPTIONS' } } },
    });
  }
});

/** What the HTTP layer answers on an API address, by status (server/refusal.ts); 403 is for pages' forms only. */
const BOUNDARY_STATUSES = [400, 405, 408, 413, 415, 421, 429, 431, 500, 503] as const;

type Response = { $ref?: string; description?: string; headers?: Record<string, unknown>; content?: unknown };

function resolve(response: Response | undefined): Response | undefined {
  const name = response?.$ref?.replace('#/components/responses/', '');
  return name === undefined ? response : (served.components.responses as Record<string, Response>)[name];
}

test('every status the server can answer on an API address is declared on every operation, in the Error shape', () => {
  for (const [path, item] of Object.entries(served.paths)) {
    const responses = item.get.responses as Record<string, Response>;
    const declared = Object.keys(responses).map(Number);
    // A place that may not exist (or a date without a list) is the only 404 an operation gives.
    const expected = [200, 304, ...BOUNDARY_STATUSES, ...(path.includes('{province}') ? [404] : [])];
    expect(declared.sort(), path).toEqual(expected.sort());
    for (const status of BOUNDARY_STATUSES) {
      const response = resolve(responses[String(status)]);
      expect(response?.content, `${path} ${status}`).toEqual({
        'application/json': { schema: { $ref: '#/components/schemas/Error' } },
      });
      // The refusal the server writes for that status on this address conforms to the declared schema.
      const body: unknown = JSON.parse(toRefusalBody(status, path).body);
      expect(listErrors(body, 'Error'), `${path} ${status}`).toEqual([]);
    }
    // Waiting before another try is said in a header the document names.
    for (const status of ['429', '503']) {
      expect(resolve(responses[status])?.headers, `${path} ${status}`).toEqual({
        'Retry-After': { description: expect.any(String), schema: { type: 'integer', minimum: 1 } },
      });
    }
  }
});

test('the Error codes are exactly those the routes and the HTTP layer write', () => {
  const codes = [...BOUNDARY_STATUSES, 404 as const].map(
    (status) => (JSON.parse(toRefusalBody(status, '/api/v1/provinces').body) as ApiErrorBody).error.code,
  );
  expect([...API_ERROR_CODES].sort()).toEqual([...new Set(codes)].sort());
  // 403 (a page's form sent from another site) never reaches an API address: its code is not listed.
  expect(listErrors(JSON.parse(toRefusalBody(403, '/api/v1/provinces').body), 'Error')).toEqual([
    expect.stringMatching(/^\/error\/code: must be equal to one of the allowed values/),
  ]);
});
