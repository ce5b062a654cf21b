import type { JsonSchema, JsonType } from '#app/routes/api/v1/openapi-document.ts';

/**
 * A minimal JSON Schema checker for the subset the OpenAPI document uses:
 * type (one or a list, for nullable values), required, properties,
 * additionalProperties: false, items, enum, pattern, maxLength and local $ref.
 * Formats are annotations only, as in JSON Schema 2020-12. (The installed ajv
 * is 6.x, which has no draft 2020-12 support.)
 */

export type SchemaRoot = { components: { schemas: Readonly<Record<string, JsonSchema>> } };

function typeOf(value: unknown): JsonType {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value as JsonType;
}

function matchesType(value: unknown, type: JsonType): boolean {
  const actual = typeOf(value);
  return actual === type || (type === 'number' && actual === 'integer');
}

function resolve(root: SchemaRoot, ref: string): JsonSchema {
  const name = /^#\/components\/schemas\/([^/]+)$/.exec(ref)?.[1];
  const schema = name === undefined ? undefined : root.components.schemas[name];
  if (!schema) throw new Error(`Unresolvable $ref: ${ref}`);
  return schema;
}

/** Every way `value` breaks `schema`, as "path: problem" lines; empty when it conforms. */
export function listSchemaErrors(value: unknown, schema: JsonSchema, root: SchemaRoot, path = '$'): string[] {
  if (schema.$ref !== undefined) return listSchemaErrors(value, resolve(root, schema.$ref), root, path);
  const errors: string[] = [];
  if (schema.type !== undefined) {
    const types: readonly JsonType[] = typeof schema.type === 'string' ? [schema.type] : schema.type;
    if (!types.some((type) => matchesType(value, type))) {
      return [`${path}: expected ${types.join(' or ')}, got ${typeOf(value)}`];
    }
  }
  if (schema.enum !== undefined && !schema.enum.includes(value as string | number | boolean | null)) {
    errors.push(`${path}: ${JSON.stringify(value)} is not one of ${JSON.stringify(schema.enum)}`);
  }
  if (typeof value === 'string') {
    if (schema.pattern !== undefined && !new RegExp(schema.pattern, 'u').test(value)) {
      errors.push(`${path}: "${value}" does not match ${schema.pattern}`);
    }
    if (schema.maxLength !== undefined && [...value].length > schema.maxLength) {
      errors.push(`${path}: longer than ${schema.maxLength}`);
    }
  }
  if (Array.isArray(value) && schema.items !== undefined) {
    const items = schema.items;
    value.forEach((item, i) => errors.push(...listSchemaErrors(item, items, root, `${path}[${i}]`)));
  }
  if (typeOf(value) === 'object') {
    const record = value as Record<string, unknown>;
    for (const key of schema.required ?? []) {
      if (!(key in record)) errors.push(`${path}: missing required property "${key}"`);
    }
    for (const [key, item] of Object.entries(record)) {
      const property = schema.properties?.[key];
      if (property) errors.push(...listSchemaErrors(item, property, root, `${path}.${key}`));
      else if (schema.additionalProperties === false) errors.push(`${path}: unexpected property "${key}"`);
    }
  }
  return errors;
}
