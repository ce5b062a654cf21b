import { z } from 'zod';
import { DEFAULT_NEAREST_LIMIT, DEFAULT_RADIUS_KM } from '#app/domain/geo/nearest.ts';

/**
 * The contract of `/api/v1`, written once: the answers' shapes and the parameters the server
 * checks. The handlers build their bodies as these types, the parameter checks run these
 * schemas, and the OpenAPI document (openapi-document.ts) is generated from them, descriptions
 * included, so the document cannot drift from what the code returns.
 */

export type SchemaName =
  | 'Error'
  | 'District'
  | 'Province'
  | 'ProvinceList'
  | 'Pharmacy'
  | 'PharmacyList'
  | 'OpenStatus'
  | 'NearbyPharmacy'
  | 'NearbyPharmacyList';

/** The schemas the document names under `#/components/schemas/{id}`; any other schema is written inline. */
export const apiComponents = z.registry<{ id: SchemaName }>();

const named = <T extends z.ZodType>(id: SchemaName, schema: T): T => {
  apiComponents.add(schema, { id });
  return schema;
};
const text = (description: string) => z.string().describe(description);
const nullableText = (description: string) => z.string().nullable().describe(description);

// --- Parameters ---

export const MAX_NEAREST_LIMIT = 50;
export const MAX_RADIUS_KM = 200;

/** `{province}` and `{district}`: a slug, a name, an alias or a plate, before it is looked up. */
export const PlaceParamSchema = z.string().trim().min(1).max(64);
/** `?date=`: a real calendar day (no 2026-02-30). */
export const DutyDateParamSchema = z.iso.date();
/** `?lat=`/`?lng=`: the bounds the position parser (app/domain/geo/position.ts) enforces. */
export const LatitudeParamSchema = z.number().min(-90).max(90);
export const LongitudeParamSchema = z.number().min(-180).max(180);
export const LimitParamSchema = z.int().min(1).max(MAX_NEAREST_LIMIT).default(DEFAULT_NEAREST_LIMIT);
export const RadiusKmParamSchema = z.number().min(1).max(MAX_RADIUS_KM).default(DEFAULT_RADIUS_KM);

// --- Answers ---

/**
 * The routes answer the first three; the HTTP layer's refusals on an API address (a timeout, a
 * body or headers too large, an unconfigured host, the per-client render budget, a server error,
 * a full body budget) carry the others, in the same shape.
 */
export const API_ERROR_CODES = [
  'bad_request',
  'not_found',
  'method_not_allowed',
  'request_timeout',
  'payload_too_large',
  'unsupported_media_type',
  'misdirected_request',
  'too_many_requests',
  'headers_too_large',
  'internal_error',
  'service_unavailable',
] as const;

const ApiErrorSchema = named(
  'Error',
  z.strictObject({
    error: z.strictObject({ code: z.enum(API_ERROR_CODES), message: text('Türkçe açıklama.') }),
  }),
);

const DistrictSchema = named(
  'District',
  z.strictObject({
    name: text('İlçe adı, ör. "Kadıköy".'),
    slug: text('Adreslerde kullanılan ASCII ad, ör. "kadikoy".'),
    pharmacyCount: z.int().describe('Geçerli nöbet listesindeki eczane sayısı.'),
  }),
);

const ProvinceSchema = named(
  'Province',
  z.strictObject({
    plate: z.int().describe('Plaka kodu (1-81).'),
    name: text('İl adı, ör. "Şanlıurfa".'),
    asciiName: text('ASCII yazımı, ör. "Sanliurfa".'),
    slug: text('Adreslerde kullanılan ad, ör. "sanliurfa".'),
    districts: z.array(DistrictSchema),
  }),
);

const ProvinceListSchema = named('ProvinceList', z.strictObject({ provinces: z.array(ProvinceSchema) }));

const pharmacyShape = {
  id: z.int(),
  name: text('Eczane adı.'),
  address: nullableText('Açık adres.'),
  phone: nullableText('Telefon, kaynakta yazıldığı rakamlarla.'),
  phoneDisplay: nullableText('Okunaklı telefon, ör. "0 (216) 000 00 01".'),
  telHref: nullableText('tel: bağlantısı.'),
  district: nullableText('İlçe adı.'),
  neighbourhood: nullableText('Mahalle.'),
  dutyHours: text('Nöbet saatleri.'),
  note: nullableText('Kaynağın notu (ör. adres tarifi).'),
  mapUrl: nullableText('Haritada gösterme bağlantısı.'),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
};

const PharmacySchema = named('Pharmacy', z.strictObject(pharmacyShape));

/** The province an answer is about, as a short reference. */
const ProvinceRefSchema = z.strictObject({ plate: z.int(), name: z.string(), slug: z.string() });

const CheckSchema = z
  .strictObject({
    source: z.string(),
    sourceLabel: z.string(),
    same: z.int().describe('İki kaynakta da bulunan eczane sayısı.'),
    total: z.int().describe('Yayımlanan listedeki eczane sayısı.'),
    otherTotal: z.int().describe('Diğer kaynaktaki eczane sayısı.'),
    disagrees: z.boolean().describe('Fark eşiği aştıysa true (yöneticiye bildirilir).'),
    checkedAt: z.iso.datetime(),
  })
  .nullable()
  .describe(
    'Listenin karşılaştırıldığı bağımsız kaynak ve sonuç; karşılaştırma yapılmadıysa (içe aktarılan liste, tek kaynak) null.',
  );

const PharmacyListSchema = named(
  'PharmacyList',
  z.strictObject({
    province: ProvinceRefSchema,
    district: z
      .strictObject({ name: z.string(), slug: z.string() })
      .nullable()
      .describe('İlçe uç noktasında ilçe; il uç noktasında null.'),
    dutyDate: z.iso.date().describe('Listenin nöbet günü.'),
    dutyWindow: z
      .strictObject({ start: z.iso.datetime(), end: z.iso.datetime() })
      .describe('Listenin geçerli olduğu zaman aralığı (nöbet devir saatinden ertesi günün devir saatine).'),
    isStale: z.boolean().describe('Güncel liste yoksa son eski liste gösterilir ve true olur.'),
    source: nullableText(
      'Verinin kaynağı (ör. "e-devlet", "eczaneler.gen.tr", "izmir-acik-veri", "ibb", "import"); liste yoksa null.',
    ),
    sourceLabel: nullableText('Kaynağın okunur adı, ör. "e-Devlet (onaylı liste)".'),
    provenance: nullableText(
      'Sayfalardaki kaynak satırı: kaynak, karşılaştırıldığı kaynak ve sonucu, okunduğu saat (İstanbul saati).',
    ),
    check: CheckSchema,
    fetchedAt: z.iso.datetime().nullable().describe('Verinin alındığı an.'),
    dataAge: nullableText('Verinin yaşı, ör. "12 dakika önce".'),
    pharmacies: z.array(PharmacySchema),
  }),
);

const OPEN_STATUS_KINDS = ['open', 'open-until', 'on-call', 'unknown'] as const;

const OpenStatusSchema = named(
  'OpenStatus',
  z
    .strictObject({
      kind: z
        .enum(OPEN_STATUS_KINDS)
        .describe(
          'open: nöbette, açık; open-until: açık, kaynaktaki gece kapanış saatine kadar; on-call: kapanış saati geçti, icap nöbeti (önce arayın); unknown: ilin güncel listesi yok.',
        ),
      label: text('Rozet metni, ör. "Şu an açık", "Açık, kapanış 23:59".'),
      detail: text('Açıklama; açık olmayanlar için neden.'),
      until: z
        .string()
        .regex(/^\d{2}:\d{2}$/)
        .nullable()
        .describe('Kapanış ya da nöbet devir saati (HH:MM).'),
    })
    .describe('Şu an açık mı: nöbet aralığından ve kaynağın gece kapanış notundan.'),
);

const NearbyPharmacySchema = named(
  'NearbyPharmacy',
  z.strictObject({
    ...pharmacyShape,
    province: ProvinceRefSchema,
    districtSlug: nullableText('İlçenin adreslerde kullanılan adı.'),
    dutyDate: z.iso.date().describe('Eczanenin listesinin nöbet günü.'),
    distanceKm: z.number().describe('Konuma kuş uçuşu uzaklık (km, büyük çember).'),
    distanceIsApproximate: z.boolean().describe('Eczanenin koordinatı yok; uzaklık ilçe merkezine göre ölçüldü.'),
    openStatus: OpenStatusSchema,
  }),
);

const NearbyPharmacyListSchema = named(
  'NearbyPharmacyList',
  z.strictObject({
    position: z
      .strictObject({ lat: z.number(), lng: z.number() })
      .describe('Kullanılan konum: 3 ondalığa (yaklaşık 100 m) yuvarlanmış.'),
    radiusKm: z.number().describe('Arama yarıçapı (km).'),
    withinTurkey: z.boolean().describe('Konum Türkiye’de mi; değilse (yurt dışı ya da deniz) liste boştur.'),
    pharmacies: z
      .array(NearbyPharmacySchema)
      .describe('Önce şu an açık olanlar (yakından uzağa), sonra icap nöbetindekiler, sonra durumu bilinmeyenler.'),
  }),
);

/** Every named schema, for the document and for checking answers with zod as well as with the generated JSON Schema. */
export const API_SCHEMAS = {
  Error: ApiErrorSchema,
  District: DistrictSchema,
  Province: ProvinceSchema,
  ProvinceList: ProvinceListSchema,
  Pharmacy: PharmacySchema,
  PharmacyList: PharmacyListSchema,
  OpenStatus: OpenStatusSchema,
  NearbyPharmacy: NearbyPharmacySchema,
  NearbyPharmacyList: NearbyPharmacyListSchema,
} satisfies Record<SchemaName, z.ZodType>;

export type ApiErrorBody = z.output<typeof ApiErrorSchema>;
export type ApiErrorCode = ApiErrorBody['error']['code'];
export type ApiProvinceList = z.output<typeof ProvinceListSchema>;
export type ApiPharmacy = z.output<typeof PharmacySchema>;
export type ApiPharmacyList = z.output<typeof PharmacyListSchema>;
export type ApiCheck = NonNullable<ApiPharmacyList['check']>;
export type ApiNearbyPharmacy = z.output<typeof NearbyPharmacySchema>;
export type ApiNearbyPharmacyList = z.output<typeof NearbyPharmacyListSchema>;
