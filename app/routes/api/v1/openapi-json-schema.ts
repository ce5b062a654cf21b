import { z } from 'zod';

/**
 * Turns the zod contract (api-schemas.ts) into the JSON Schema 2020-12 an OpenAPI 3.1 document
 * holds, with `z.toJSONSchema`, and tidies what zod writes for a standalone schema file into what
 * belongs inside the document.
 */

export type JsonSchema = { [keyword: string]: unknown };

const COMPONENT_PREFIX = '#/components/schemas/';

/**
 * The output side of each named schema (what the server sends), with the named schemas that
 * others use written as `$ref`s to `#/components/schemas/{id}`. Anything zod cannot write as
 * JSON Schema (a transform, a custom check) throws here rather than being documented loosely.
 */
export function toComponentSchemas(registry: z.core.$ZodRegistry<{ id: string }>): Record<string, JsonSchema> {
  const { schemas } = z.toJSONSchema(registry, {
    target: 'draft-2020-12',
    io: 'output',
    unrepresentable: 'throw',
    uri: (id) => `${COMPONENT_PREFIX}${id}`,
  });
  return Object.fromEntries(Object.entries(schemas).map(([id, schema]) => [id, tidy(withoutHeader(schema))]));
}

/** A parameter's schema: the input side, i.e. what a caller sends, with its default. */
export function toParameterSchema(schema: z.ZodType): JsonSchema {
  return tidy(
    withoutHeader(z.toJSONSchema(schema, { target: 'draft-2020-12', io: 'input', unrepresentable: 'throw' })),
  );
}

/**
 * zod heads each schema with `$schema` and `$id`, as a file of its own would be. Inside the
 * document the dialect is the document's `jsonSchemaDialect`, and a `$id` would make each
 * component a new base for `$ref`s.
 */
function withoutHeader(schema: z.core.JSONSchema.BaseSchema): JsonSchema {
  const rest: JsonSchema = { ...schema };
  delete rest.$schema;
  delete rest.$id;
  return rest;
}

/** Keywords whose value is a schema, a list of schemas, or a map of them. */
const SCHEMA_KEYWORDS = ['items', 'additionalProperties', 'not'] as const;
const SCHEMA_LIST_KEYWORDS = ['anyOf', 'oneOf', 'allOf', 'prefixItems'] as const;
const SCHEMA_MAP_KEYWORDS = ['properties', '$defs', 'patternProperties'] as const;

const isSchema = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function tidy(schema: JsonSchema): JsonSchema {
  const out: JsonSchema = { ...schema };
  for (const key of SCHEMA_KEYWORDS) if (isSchema(out[key])) out[key] = tidy(out[key]);
  for (const key of SCHEMA_LIST_KEYWORDS) {
    const list = out[key];
    if (Array.isArray(list)) out[key] = list.map((item) => (isSchema(item) ? tidy(item) : item));
  }
  for (const key of SCHEMA_MAP_KEYWORDS) {
    const map = out[key];
    if (isSchema(map))
      out[key] = Object.fromEntries(Object.entries(map).map(([k, v]) => [k, isSchema(v) ? tidy(v) : v]));
  }
  return foldNullable(withoutSafeIntegerBounds(out));
}

/**
 * `z.int()` states JavaScript's safe-integer range as bounds; every integer the API sends is a
 * count, a plate or a row id far inside it, so the bounds would only be noise to a reader.
 */
function withoutSafeIntegerBounds(schema: JsonSchema): JsonSchema {
  if (schema.type !== 'integer') return schema;
  const out = { ...schema };
  if (out.minimum === Number.MIN_SAFE_INTEGER) delete out.minimum;
  if (out.maximum === Number.MAX_SAFE_INTEGER) delete out.maximum;
  return out;
}

/** Keywords that constrain every type, so a null would no longer pass if they were folded in. */
const ALL_TYPE_KEYWORDS = ['$ref', 'enum', 'const', 'not', 'anyOf', 'oneOf', 'allOf', 'if'] as const;

/**
 * zod writes a nullable string with a format, or a nullable object, as `anyOf: [X, {type: null}]`.
 * The document writes it `type: [X's type, "null"]` beside X's keywords, as it always has: the
 * two accept exactly the same values (format, pattern, properties and the like only constrain
 * their own type), renderers show "string | null", and a validator names one failure instead of
 * one per branch.
 */
function foldNullable(schema: JsonSchema): JsonSchema {
  const { anyOf, ...outer } = schema;
  if (!Array.isArray(anyOf) || anyOf.length !== 2 || outer.type !== undefined) return schema;
  const nullAt = anyOf.findIndex(
    (branch) => isSchema(branch) && Object.keys(branch).join() === 'type' && branch.type === 'null',
  );
  const other: unknown = anyOf[1 - nullAt];
  if (nullAt === -1 || !isSchema(other) || typeof other.type !== 'string') return schema;
  const { type, ...constraints } = other;
  if (ALL_TYPE_KEYWORDS.some((key) => key in constraints)) return schema;
  return { type: [type, 'null'], ...constraints, ...outer };
}
