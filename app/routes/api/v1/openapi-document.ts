/**
 * The OpenAPI 3.1 description of `/api/v1`, served at `/api/v1/openapi.json`
 * and shown on `/api-belgeleri`. Schemas are JSON Schema 2020-12; the
 * integration tests check every API answer against them.
 */
import { EXAMPLE_NEARBY_LIST, EXAMPLE_PHARMACY_LIST } from '#app/routes/api/v1/openapi-examples.ts';

export type JsonType = 'string' | 'number' | 'integer' | 'boolean' | 'object' | 'array' | 'null';

export type JsonSchema = Readonly<{
  $ref?: string;
  type?: JsonType | readonly JsonType[];
  description?: string;
  format?: string;
  pattern?: string;
  enum?: readonly (string | number | boolean | null)[];
  properties?: Readonly<Record<string, JsonSchema>>;
  required?: readonly string[];
  additionalProperties?: boolean;
  items?: JsonSchema;
  maxLength?: number;
}>;

const ref = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` });
const str = (description: string): JsonSchema => ({ type: 'string', description });
const nullableStr = (description: string): JsonSchema => ({ type: ['string', 'null'], description });
const object = (properties: Record<string, JsonSchema>, description?: string): JsonSchema => ({
  type: 'object',
  ...(description ? { description } : {}),
  properties,
  required: Object.keys(properties),
  additionalProperties: false,
});

const DATE_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';

const pharmacyProperties = {
  id: { type: 'integer' },
  name: str('Eczane adı.'),
  address: nullableStr('Açık adres.'),
  phone: nullableStr('Telefon, kaynakta yazıldığı rakamlarla.'),
  phoneDisplay: nullableStr('Okunaklı telefon, ör. "0 (216) 000 00 01".'),
  telHref: nullableStr('tel: bağlantısı.'),
  district: nullableStr('İlçe adı.'),
  neighbourhood: nullableStr('Mahalle.'),
  dutyHours: str('Nöbet saatleri.'),
  note: nullableStr('Kaynağın notu (ör. adres tarifi).'),
  mapUrl: nullableStr('Haritada gösterme bağlantısı.'),
  latitude: { type: ['number', 'null'] },
  longitude: { type: ['number', 'null'] },
} satisfies Record<string, JsonSchema>;

const OPEN_STATUS_KINDS = ['open', 'open-until', 'on-call', 'unknown'] as const;

const schemas = {
  Error: object({
    error: object({
      code: { type: 'string', enum: ['bad_request', 'not_found', 'method_not_allowed'] },
      message: str('Türkçe açıklama.'),
    }),
  }),
  District: object({
    name: str('İlçe adı, ör. "Kadıköy".'),
    slug: str('Adreslerde kullanılan ASCII ad, ör. "kadikoy".'),
    pharmacyCount: { type: 'integer', description: 'Geçerli nöbet listesindeki eczane sayısı.' },
  }),
  Province: object({
    plate: { type: 'integer', description: 'Plaka kodu (1-81).' },
    name: str('İl adı, ör. "Şanlıurfa".'),
    asciiName: str('ASCII yazımı, ör. "Sanliurfa".'),
    slug: str('Adreslerde kullanılan ad, ör. "sanliurfa".'),
    districts: { type: 'array', items: ref('District') },
  }),
  ProvinceList: object({ provinces: { type: 'array', items: ref('Province') } }),
  Pharmacy: object(pharmacyProperties),
  PharmacyList: object({
    province: object({ plate: { type: 'integer' }, name: { type: 'string' }, slug: { type: 'string' } }),
    district: {
      type: ['object', 'null'],
      description: 'İlçe uç noktasında ilçe; il uç noktasında null.',
      properties: { name: { type: 'string' }, slug: { type: 'string' } },
      required: ['name', 'slug'],
      additionalProperties: false,
    },
    dutyDate: { type: 'string', format: 'date', pattern: DATE_PATTERN, description: 'Listenin nöbet günü.' },
    dutyWindow: object(
      { start: { type: 'string', format: 'date-time' }, end: { type: 'string', format: 'date-time' } },
      'Listenin geçerli olduğu zaman aralığı (nöbet devir saatinden ertesi günün devir saatine).',
    ),
    isStale: { type: 'boolean', description: 'Güncel liste yoksa son eski liste gösterilir ve true olur.' },
    source: nullableStr(
      'Verinin kaynağı (ör. "e-devlet", "eczaneler.gen.tr", "izmir-acik-veri", "ibb", "import"); liste yoksa null.',
    ),
    sourceLabel: nullableStr('Kaynağın okunur adı, ör. "e-Devlet (onaylı liste)".'),
    provenance: nullableStr(
      'Sayfalardaki kaynak satırı: kaynak, karşılaştırıldığı kaynak ve sonucu, okunduğu saat (İstanbul saati).',
    ),
    check: {
      type: ['object', 'null'],
      description:
        'Listenin karşılaştırıldığı bağımsız kaynak ve sonuç; karşılaştırma yapılmadıysa (içe aktarılan liste, tek kaynak) null.',
      properties: {
        source: { type: 'string' },
        sourceLabel: { type: 'string' },
        same: { type: 'integer', description: 'İki kaynakta da bulunan eczane sayısı.' },
        total: { type: 'integer', description: 'Yayımlanan listedeki eczane sayısı.' },
        otherTotal: { type: 'integer', description: 'Diğer kaynaktaki eczane sayısı.' },
        disagrees: { type: 'boolean', description: 'Fark eşiği aştıysa true (yöneticiye bildirilir).' },
        checkedAt: { type: 'string', format: 'date-time' },
      },
      required: ['source', 'sourceLabel', 'same', 'total', 'otherTotal', 'disagrees', 'checkedAt'],
      additionalProperties: false,
    },
    fetchedAt: { type: ['string', 'null'], format: 'date-time', description: 'Verinin alındığı an.' },
    dataAge: nullableStr('Verinin yaşı, ör. "12 dakika önce".'),
    pharmacies: { type: 'array', items: ref('Pharmacy') },
  }),
  OpenStatus: object(
    {
      kind: {
        type: 'string',
        enum: OPEN_STATUS_KINDS,
        description:
          'open: nöbette, açık; open-until: açık, kaynaktaki gece kapanış saatine kadar; on-call: kapanış saati geçti, icap nöbeti (önce arayın); unknown: ilin güncel listesi yok.',
      },
      label: str('Rozet metni, ör. "Şu an açık", "Açık, kapanış 23:59".'),
      detail: str('Açıklama; açık olmayanlar için neden.'),
      until: {
        type: ['string', 'null'],
        pattern: '^\\d{2}:\\d{2}$',
        description: 'Kapanış ya da nöbet devir saati (HH:MM).',
      },
    },
    'Şu an açık mı: nöbet aralığından ve kaynağın gece kapanış notundan.',
  ),
  NearbyPharmacy: object({
    ...pharmacyProperties,
    province: object({ plate: { type: 'integer' }, name: { type: 'string' }, slug: { type: 'string' } }),
    districtSlug: nullableStr('İlçenin adreslerde kullanılan adı.'),
    dutyDate: {
      type: 'string',
      format: 'date',
      pattern: DATE_PATTERN,
      description: 'Eczanenin listesinin nöbet günü.',
    },
    distanceKm: { type: 'number', description: 'Konuma kuş uçuşu uzaklık (km, büyük çember).' },
    distanceIsApproximate: {
      type: 'boolean',
      description: 'Eczanenin koordinatı yok; uzaklık ilçe merkezine göre ölçüldü.',
    },
    openStatus: ref('OpenStatus'),
  }),
  NearbyPharmacyList: object({
    position: object(
      { lat: { type: 'number' }, lng: { type: 'number' } },
      'Kullanılan konum: 3 ondalığa (yaklaşık 100 m) yuvarlanmış.',
    ),
    radiusKm: { type: 'number', description: 'Arama yarıçapı (km).' },
    withinTurkey: {
      type: 'boolean',
      description: 'Konum Türkiye’de mi; değilse (yurt dışı ya da deniz) liste boştur.',
    },
    pharmacies: {
      type: 'array',
      items: ref('NearbyPharmacy'),
      description: 'Önce şu an açık olanlar (yakından uzağa), sonra icap nöbetindekiler, sonra durumu bilinmeyenler.',
    },
  }),
} satisfies Record<string, JsonSchema>;

export type SchemaName = keyof typeof schemas;

const json = (schema: string, description: string) => ({
  description,
  content: { 'application/json': { schema: ref(schema) } },
});

const COMMON_RESPONSES = {
  '304': { description: 'If-None-Match başlığındaki ETag güncel; gövde gönderilmez.' },
  '400': json('Error', 'Geçersiz parametre (ör. hatalı tarih, çok uzun ad).'),
};

const provinceParam = {
  name: 'province',
  in: 'path',
  required: true,
  description: 'İl: slug ("sanliurfa"), kısa ad ("urfa"), ad ("Şanlıurfa") veya plaka ("63").',
  schema: { type: 'string', maxLength: 64 },
};
const districtParam = {
  name: 'district',
  in: 'path',
  required: true,
  description: 'İlçe: slug ("kadikoy") veya ad ("Kadıköy").',
  schema: { type: 'string', maxLength: 64 },
};
const dateParam = {
  name: 'date',
  in: 'query',
  required: false,
  description: 'Nöbet günü (YYYY-MM-DD). Verilmezse o an geçerli liste döner.',
  schema: { type: 'string', format: 'date', pattern: DATE_PATTERN },
};

const pharmacyListResponses = {
  '200': {
    ...json('PharmacyList', 'Nöbetçi eczaneler.'),
    content: { 'application/json': { schema: ref('PharmacyList'), example: EXAMPLE_PHARMACY_LIST } },
  },
  ...COMMON_RESPONSES,
  '404': json('Error', 'İl veya ilçe bulunamadı ya da o tarihe ait liste yok.'),
};

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
  paths: {
    '/api/v1/provinces': {
      get: {
        operationId: 'listProvinces',
        summary: 'İller, ilçeler ve geçerli listedeki eczane sayıları',
        responses: { '200': json('ProvinceList', 'Tüm iller.'), '304': COMMON_RESPONSES['304'] },
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
        parameters: [
          {
            name: 'lat',
            in: 'query',
            required: true,
            description: 'Enlem (-90…90), ör. 40.984.',
            schema: { type: 'number' },
          },
          {
            name: 'lng',
            in: 'query',
            required: true,
            description: 'Boylam (-180…180), ör. 29.058.',
            schema: { type: 'number' },
          },
          {
            name: 'limit',
            in: 'query',
            required: false,
            description: 'En çok kaç eczane (1-50, varsayılan 10).',
            schema: { type: 'integer' },
          },
          {
            name: 'radiusKm',
            in: 'query',
            required: false,
            description: 'Arama yarıçapı km (1-200, varsayılan 50).',
            schema: { type: 'number' },
          },
        ],
        responses: {
          '200': {
            ...json('NearbyPharmacyList', 'En yakın nöbetçi eczaneler.'),
            content: { 'application/json': { schema: ref('NearbyPharmacyList'), example: EXAMPLE_NEARBY_LIST } },
          },
          '304': COMMON_RESPONSES['304'],
          '400': json('Error', 'Geçersiz parametre: eksik ya da aralık dışı enlem, boylam, limit veya radiusKm.'),
        },
      },
    },
  },
  components: { schemas },
} as const;
