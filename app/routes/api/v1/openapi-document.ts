/**
 * The OpenAPI 3.1 description of `/api/v1`, served at `/api/v1/openapi.json`
 * and shown on `/api-belgeleri`. Its schemas (JSON Schema 2020-12) and the parameters'
 * schemas are generated from the zod contract in api-schemas.ts; the integration tests
 * check every API answer against them.
 */
import { DEFAULT_NEAREST_LIMIT, DEFAULT_RADIUS_KM } from '#app/domain/geo/nearest.ts';
import { API_V1_CORS } from '#app/domain/site/cors.ts';
import {
  DutyDateParamSchema,
  MAX_NEAREST_LIMIT,
  MAX_RADIUS_KM,
  LatitudeParamSchema,
  LimitParamSchema,
  LongitudeParamSchema,
  PlaceParamSchema,
  RadiusKmParamSchema,
  apiComponents,
  type SchemaName,
} from '#app/routes/api/v1/api-schemas.ts';
import { EXAMPLE_NEARBY_LIST, EXAMPLE_PHARMACY_LIST } from '#app/routes/api/v1/openapi-examples.ts';
import { toComponentSchemas, toParameterSchema } from '#app/routes/api/v1/openapi-json-schema.ts';

export type { SchemaName } from '#app/routes/api/v1/api-schemas.ts';

const schemas = toComponentSchemas(apiComponents);

const ref = (name: SchemaName) => ({ $ref: `#/components/schemas/${name}` });

const json = (schema: SchemaName, description: string) => ({
  description,
  content: { 'application/json': { schema: ref(schema) } },
});

const COMMON_RESPONSES = {
  '304': { description: 'If-None-Match başlığındaki ETag güncel; gövde gönderilmez.' },
  '400': json('Error', 'Geçersiz parametre (ör. hatalı tarih, çok uzun ad).'),
};

/**
 * Every path takes GET, HEAD and OPTIONS (the CORS preflight) only; any other method gets this
 * answer, from the route or from the HTTP boundary before it. Listed on each operation because a
 * Path Item has no responses of its own.
 */
const METHOD_NOT_ALLOWED = {
  ...json(
    'Error',
    `Yöntem desteklenmiyor: API yalnızca ${API_V1_CORS.methods.replace(/, (?=[^,]*$)/, ' ve ')} isteklerini kabul eder; diğerleri (ör. POST) bu yanıtı alır.`,
  ),
  headers: {
    Allow: { description: 'İzin verilen yöntemler.', schema: { type: 'string', const: API_V1_CORS.methods } },
  },
};

const pathParam = (name: string, description: string) => ({
  name,
  in: 'path',
  required: true,
  description,
  schema: toParameterSchema(PlaceParamSchema),
});
const provinceParam = pathParam(
  'province',
  'İl: slug ("sanliurfa"), kısa ad ("urfa"), ad ("Şanlıurfa") veya plaka ("63").',
);
const districtParam = pathParam('district', 'İlçe: slug ("kadikoy") veya ad ("Kadıköy").');
const dateParam = {
  name: 'date',
  in: 'query',
  required: false,
  description: 'Nöbet günü (YYYY-MM-DD). Verilmezse o an geçerli liste döner.',
  schema: toParameterSchema(DutyDateParamSchema),
};

const pharmacyListResponses = {
  '200': {
    description: 'Nöbetçi eczaneler.',
    content: { 'application/json': { schema: ref('PharmacyList'), example: EXAMPLE_PHARMACY_LIST } },
  },
  ...COMMON_RESPONSES,
  '404': json('Error', 'İl veya ilçe bulunamadı ya da o tarihe ait liste yok.'),
  '405': METHOD_NOT_ALLOWED,
};

const nearestParams = [
  ['lat', true, 'Enlem (-90…90), ör. 40.984.', LatitudeParamSchema],
  ['lng', true, 'Boylam (-180…180), ör. 29.058.', LongitudeParamSchema],
  [
    'limit',
    false,
    `En çok kaç eczane (1-${MAX_NEAREST_LIMIT}, varsayılan ${DEFAULT_NEAREST_LIMIT}).`,
    LimitParamSchema,
  ],
  ['radiusKm', false, `Arama yarıçapı km (1-${MAX_RADIUS_KM}, varsayılan ${DEFAULT_RADIUS_KM}).`, RadiusKmParamSchema],
] as const;

export const OPENAPI_DOCUMENT = {
  openapi: '3.1.0',
  jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
  info: {
    title: 'Nöbetçi Eczane API',
    version: '1.0.0',
    description:
      'Türkiye’nin 81 ilindeki nöbetçi eczaneler. Ücretsiz, kimlik doğrulamasız; CORS açık. Yanıtlar en çok 60 saniye ve hiçbir zaman bir sonraki nöbet devrinden uzun önbelleklenir; her yanıtta zayıf ETag bulunur.',
  },
  servers: [{ url: '/' }],
  // No operation needs credentials: stated, so a reader (or a linter) need not guess.
  security: [],
  paths: {
    '/api/v1/provinces': {
      get: {
        operationId: 'listProvinces',
        summary: 'İller, ilçeler ve geçerli listedeki eczane sayıları',
        responses: {
          '200': json('ProvinceList', 'Tüm iller.'),
          '304': COMMON_RESPONSES['304'],
          '405': METHOD_NOT_ALLOWED,
        },
      },
    },
    '/api/v1/provinces/{province}/pharmacies': {
      get: {
        operationId: 'listProvincePharmacies',
        summary: 'Bir ilin nöbetçi eczaneleri',
        parameters: [provinceParam, dateParam],
        responses: pharmacyListResponses,
      },
    },
    '/api/v1/provinces/{province}/districts/{district}/pharmacies': {
      get: {
        operationId: 'listDistrictPharmacies',
        summary: 'Bir ilçenin nöbetçi eczaneleri',
        parameters: [provinceParam, districtParam, dateParam],
        responses: pharmacyListResponses,
      },
    },
    '/api/v1/pharmacies/nearest': {
      get: {
        operationId: 'listNearestPharmacies',
        summary: 'Bir konuma en yakın nöbetçi eczaneler (81 ilin tamamında, il sınırı gözetmeden)',
        description:
          'Şu an açık olanlar önce. Konum 3 ondalığa (yaklaşık 100 m) yuvarlanarak kullanılır ve hiçbir yerde saklanmaz; aynı 100 metrelik kare için yanıt (ve ETag) aynıdır, önbellek paylaşımı için yuvarlanmış değerleri gönderin.',
        parameters: nearestParams.map(([name, required, description, schema]) => ({
          name,
          in: 'query',
          required,
          description,
          schema: toParameterSchema(schema),
        })),
        responses: {
          '200': {
            description: 'En yakın nöbetçi eczaneler.',
            content: { 'application/json': { schema: ref('NearbyPharmacyList'), example: EXAMPLE_NEARBY_LIST } },
          },
          '304': COMMON_RESPONSES['304'],
          '400': json('Error', 'Geçersiz parametre: eksik ya da aralık dışı enlem, boylam, limit veya radiusKm.'),
          '405': METHOD_NOT_ALLOWED,
        },
      },
    },
  },
  components: { schemas },
} as const;
