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

const NOT_MODIFIED = { description: 'If-None-Match başlığındaki ETag güncel; gövde gönderilmez.' };

/** A `Retry-After` header: the whole seconds to wait before asking again. */
const retryAfter = (description: string) => ({
  'Retry-After': { description, schema: { type: 'integer', minimum: 1 } },
});

/**
 * What the HTTP layer may answer on any API address before (or instead of) the operation: the
 * refusals of the site's boundary, in the API's error shape. Listed once here and referenced from
 * every operation, so a client generated from the document knows each of them.
 */
const BOUNDARY_RESPONSES = {
  RequestTimeout: json('Error', 'İstek (başlıkları ya da gövdesi) zamanında tamamlanmadı; bağlantı kapatılır.'),
  PayloadTooLarge: json('Error', 'İstek gövdesi bu adres için çok büyük (API gövde okumaz; ör. büyük bir POST).'),
  UnsupportedMediaType: json('Error', 'İstek gövdesinin türü kabul edilmiyor (çok parçalı ya da sıkıştırılmış gövde).'),
  MisdirectedRequest: json(
    'Error',
    'İstenen alan adı bu sunucuda yapılandırılmamış (sunucu yöneticisinin BASE_DOMAIN veya PUBLIC_ORIGIN ayarı).',
  ),
  TooManyRequests: {
    ...json(
      'Error',
      'Bu istemci kısa sürede çok sayıda yeni yanıt istedi (önbellekteki yanıtlar sayılmaz); Retry-After kadar bekleyin.',
    ),
    headers: retryAfter('Yeniden denemeden önce beklenecek saniye.'),
  },
  HeadersTooLarge: json('Error', 'İsteğin başlıkları çok büyük.'),
  InternalError: json('Error', 'Beklenmeyen bir sunucu hatası.'),
  ServiceUnavailable: {
    ...json('Error', 'Sunucu şu anda çok meşgul; Retry-After kadar sonra yeniden deneyin.'),
    headers: retryAfter('Yeniden denemeden önce beklenecek saniye.'),
  },
} as const;

type BoundaryResponse = keyof typeof BOUNDARY_RESPONSES;
const boundary = (name: BoundaryResponse) => ({ $ref: `#/components/responses/${name}` });

/** The boundary's refusals by status, as each operation lists them. */
const BOUNDARY_BY_STATUS = {
  '408': boundary('RequestTimeout'),
  '413': boundary('PayloadTooLarge'),
  '415': boundary('UnsupportedMediaType'),
  '421': boundary('MisdirectedRequest'),
  '429': boundary('TooManyRequests'),
  '431': boundary('HeadersTooLarge'),
  '500': boundary('InternalError'),
  '503': boundary('ServiceUnavailable'),
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

/** Any API address: an unreadable address or Host is refused before the route reads its parameters. */
const UNREADABLE = 'ya da okunamayan istek (adreste hatalı %-kodlaması, geçersiz Host).';

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
  '304': NOT_MODIFIED,
  '400': json('Error', `Geçersiz parametre (ör. hatalı tarih, çok uzun ad) ${UNREADABLE}`),
  '404': json('Error', 'İl veya ilçe bulunamadı ya da o tarihe ait liste yok.'),
  '405': METHOD_NOT_ALLOWED,
  ...BOUNDARY_BY_STATUS,
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

const PLACES_TAG = 'İller';
const PHARMACIES_TAG = 'Nöbetçi eczaneler';

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
  tags: [
    { name: PLACES_TAG, description: 'İller ve ilçeler: diğer adreslerde kullanılan adlar (slug).' },
    { name: PHARMACIES_TAG, description: 'Nöbetçi eczaneler: il, ilçe ya da konuma göre.' },
  ],
  paths: {
    '/api/v1/provinces': {
      get: {
        operationId: 'listProvinces',
        tags: [PLACES_TAG],
        summary: 'İller, ilçeler ve geçerli listedeki eczane sayıları',
        description:
          '81 il (plaka, ad, ASCII ad, slug) ve ilçeleri; her ilçe için geçerli nöbet listesindeki eczane sayısı. Slug’lar eczane adreslerinde {province} ve {district} olarak kullanılır.',
        responses: {
          '200': json('ProvinceList', 'Tüm iller.'),
          '304': NOT_MODIFIED,
          '400': json('Error', 'Okunamayan istek (adreste hatalı %-kodlaması, geçersiz Host).'),
          '405': METHOD_NOT_ALLOWED,
          ...BOUNDARY_BY_STATUS,
        },
      },
    },
    '/api/v1/provinces/{province}/pharmacies': {
      get: {
        operationId: 'listProvincePharmacies',
        tags: [PHARMACIES_TAG],
        summary: 'Bir ilin nöbetçi eczaneleri',
        description:
          'İlin o an geçerli (ya da date ile istenen günün) nöbet listesi: her eczanenin adı, adresi, telefonu, nöbet saatleri ve koordinatı; listenin kaynağı, alındığı an ve yaşı. Güncel liste yoksa son eski liste isStale: true ile döner.',
        parameters: [provinceParam, dateParam],
        responses: pharmacyListResponses,
      },
    },
    '/api/v1/provinces/{province}/districts/{district}/pharmacies': {
      get: {
        operationId: 'listDistrictPharmacies',
        tags: [PHARMACIES_TAG],
        summary: 'Bir ilçenin nöbetçi eczaneleri',
        description:
          'İlin nöbet listesinden yalnızca bu ilçedekiler; alanlar il adresindekilerle aynıdır, district doludur.',
        parameters: [provinceParam, districtParam, dateParam],
        responses: pharmacyListResponses,
      },
    },
    '/api/v1/pharmacies/nearest': {
      get: {
        operationId: 'listNearestPharmacies',
        tags: [PHARMACIES_TAG],
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
          '304': NOT_MODIFIED,
          '400': json(
            'Error',
            `Geçersiz parametre: eksik ya da aralık dışı enlem, boylam, limit veya radiusKm; ${UNREADABLE}`,
          ),
          '405': METHOD_NOT_ALLOWED,
          ...BOUNDARY_BY_STATUS,
        },
      },
    },
  },
  components: { schemas, responses: BOUNDARY_RESPONSES },
} as const;
