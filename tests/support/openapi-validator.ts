import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

/** The OpenAPI 3.1 document's own fields: not JSON Schema keywords, so Ajv is told to leave them alone. */
const OPENAPI_FIELDS = [
  'openapi',
  'info',
  'jsonSchemaDialect',
  'servers',
  'paths',
  'webhooks',
  'components',
  'security',
  'tags',
  'externalDocs',
];

function createAjv(): Ajv2020 {
  const ajv = new Ajv2020({ allErrors: true, strict: true });
  addFormats(ajv);
  return ajv;
}

const toLines = (errors: { instancePath: string; message?: string; keyword: string; params: object }[]) =>
  errors.map(
    (error) => `${error.instancePath || '/'}: ${error.message ?? error.keyword} ${JSON.stringify(error.params)}`,
  );

/**
 * Checks values against the component schemas of an OpenAPI 3.1 document (JSON Schema
 * 2020-12) with Ajv, in strict mode (a keyword or format Ajv does not know is an error
 * in the document) and with `format` asserted (ajv-formats), so a malformed date fails.
 * Returns every way a value breaks the named schema, as "path: problem" lines; empty
 * when it conforms.
 */
export function createSchemaValidator(document: object): (value: unknown, schemaName: string) => string[] {
  const ajv = createAjv();
  ajv.addVocabulary(OPENAPI_FIELDS);
  ajv.addSchema(document, 'openapi.json');
  return (value, schemaName) => {
    const validate = ajv.getSchema(`openapi.json#/components/schemas/${schemaName}`);
    if (!validate) throw new Error(`The OpenAPI document has no schema named ${schemaName}`);
    if (validate(value)) return [];
    return toLines(validate.errors ?? []);
  };
}

type Parameter = { name: string; in: string; schema: object };
type PathItem = { get?: { parameters?: Parameter[] } };

/**
 * Checks a parameter's value (as the server reads it: a string, or the number a numeric
 * parameter stands for) against the schema the document gives that parameter of a GET
 * operation, the same way; so a test can show the document refuses what the server refuses.
 */
export function createParameterValidator(document: object): (path: string, name: string, value: unknown) => string[] {
  const ajv = createAjv();
  const paths = (document as { paths: Record<string, PathItem> }).paths;
  return (path, name, value) => {
    const parameter = paths[path]?.get?.parameters?.find((p) => p.name === name);
    if (!parameter) throw new Error(`The OpenAPI document has no parameter ${name} on GET ${path}`);
    const validate = ajv.compile(parameter.schema);
    if (validate(value)) return [];
    return toLines(validate.errors ?? []);
  };
}
