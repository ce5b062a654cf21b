import { expect, test } from 'vitest';
import type { JsonSchema } from '#app/routes/api/v1/openapi-document.ts';
import { listSchemaErrors, type SchemaRoot } from '#tests/support/json-schema.ts';

const root: SchemaRoot = {
  components: {
    schemas: {
      Item: {
        type: 'object',
        properties: { id: { type: 'integer' }, tag: { type: ['string', 'null'], enum: ['a', 'b', null] } },
        required: ['id', 'tag'],
        additionalProperties: false,
      },
    },
  },
};
const list: JsonSchema = { type: 'array', items: { $ref: '#/components/schemas/Item' } };

test('a conforming value has no errors, nulls allowed through type lists', () => {
  expect(
    listSchemaErrors(
      [
        { id: 1, tag: 'a' },
        { id: 2, tag: null },
      ],
      list,
      root,
    ),
  ).toEqual([]);
});

test('wrong types, missing and unexpected properties and enum misses are reported with paths', () => {
  expect(listSchemaErrors([{ id: 1.5, tag: 'c', extra: true }, { tag: 'a' }], list, root)).toEqual([
    '$[0].id: expected integer, got number',
    '$[0].tag: "c" is not one of ["a","b",null]',
    '$[0]: unexpected property "extra"',
    '$[1]: missing required property "id"',
  ]);
  expect(listSchemaErrors({}, list, root)).toEqual(['$: expected array, got object']);
});

test('integers are numbers; patterns and maxLength apply to strings', () => {
  expect(listSchemaErrors(3, { type: 'number' }, root)).toEqual([]);
  expect(listSchemaErrors('2026-1-1', { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' }, root)).toHaveLength(1);
  expect(listSchemaErrors('İstanbul', { type: 'string', maxLength: 8 }, root)).toEqual([]);
  expect(listSchemaErrors('İstanbulx', { type: 'string', maxLength: 8 }, root)).toHaveLength(1);
});

test('an unknown $ref is an error in the schema, not a pass', () => {
  expect(() => listSchemaErrors(1, { $ref: '#/components/schemas/Nope' }, root)).toThrow(/Unresolvable/);
});
