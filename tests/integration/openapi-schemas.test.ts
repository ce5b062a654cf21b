import { expect, test } from 'vitest';
import { OPENAPI_DOCUMENT } from '#app/routes/api/v1/openapi-document.ts';
import { EXAMPLE_NEARBY_LIST, EXAMPLE_PHARMACY_LIST } from '#app/routes/api/v1/openapi-examples.ts';
import { createSchemaValidator } from '#tests/support/openapi-validator.ts';

// The document as a caller receives it from /api/v1/openapi.json.
const listErrors = createSchemaValidator(JSON.parse(JSON.stringify(OPENAPI_DOCUMENT)) as object);

test('every schema of the OpenAPI document compiles as strict JSON Schema 2020-12', () => {
  for (const name of Object.keys(OPENAPI_DOCUMENT.components.schemas)) {
    expect(() => listErrors(null, name), name).not.toThrow();
  }
  expect(() => listErrors({}, 'Nope')).toThrow(/no schema named Nope/);
});

test('the documented example conforms, nulls allowed where the schema lists them', () => {
  expect(listErrors(EXAMPLE_PHARMACY_LIST, 'PharmacyList')).toEqual([]);
  const [pharmacy] = EXAMPLE_PHARMACY_LIST.pharmacies;
  expect(listErrors({ ...pharmacy, address: null, latitude: 41.0, longitude: 29 }, 'Pharmacy')).toEqual([]);
  expect(listErrors(EXAMPLE_NEARBY_LIST, 'NearbyPharmacyList')).toEqual([]);
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
  expect(listErrors({ ...EXAMPLE_PHARMACY_LIST, dutyDate: '2026-02-30' }, 'PharmacyList')).toEqual([
    expect.stringMatching(/^\/dutyDate: must match format "date"/),
  ]);
  expect(listErrors({ ...EXAMPLE_PHARMACY_LIST, fetchedAt: 'dün' }, 'PharmacyList')).toEqual([
    expect.stringMatching(/^\/fetchedAt: must match format "date-time"/),
  ]);
  expect(listErrors({ ...EXAMPLE_PHARMACY_LIST, pharmacies: [{ ...pharmacy, phone: 5 }] }, 'PharmacyList')).toEqual([
    expect.stringMatching(/^\/pharmacies\/0\/phone: must be string,null/),
  ]);
  expect(listErrors([], 'PharmacyList')).toEqual([expect.stringMatching(/^\/: must be object/)]);
});
