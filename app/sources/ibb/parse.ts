/**
 * İstanbul metropolitan municipality's duty layer, `GET https://cbsproxy.ibb.gov.tr/?eczanews&ilceID=all`:
 * an XML list turned into JSON, `{ "ArrayOfAramaList": { "AramaList": [{ ADI, ADRES, TELEFON, LAT,
 * LON, ILCEID, ILCEADI, MESAFE }] } }`, every value a string, districts in capitals ("KADIKÖY").
 * As such conversions do, one record comes as the object itself rather than an array of one, and
 * none as no `AramaList` at all. The answer carries no date: the caller dates it.
 */
import { z } from 'zod';
import { getDistrict } from '#app/domain/geo/geo.server.ts';
import type { RosterRecord } from '#app/domain/roster/roster-text.ts';
import { toPharmacyName, toTitleCaseTurkish } from '#app/domain/text/text.ts';
import { describeIssues, toOptionalText, toTurkeyPoint } from '#app/sources/parse-support.ts';

const ISTANBUL_PROVINCE_NAME = 'İstanbul';
const ISTANBUL_SLUG = 'istanbul';

/** The answer is not the list this parser knows: the layer probably changed. */
export class IbbLayoutError extends Error {
  override name = 'IbbLayoutError';
}

const value = z.union([z.string(), z.number()]).nullish();

const pharmacySchema = z.object({
  ADI: z.string(),
  ADRES: value,
  TELEFON: value,
  LAT: value,
  LON: value,
  ILCEADI: value,
});

const answerSchema = z.object({
  ArrayOfAramaList: z.object({
    AramaList: z.union([z.array(pharmacySchema), pharmacySchema]).nullish(),
  }),
});

type IbbPharmacy = z.infer<typeof pharmacySchema>;

/** "KADIKÖY" → "Kadıköy", the district list's own spelling where it knows the name. */
function toDistrict(raw: string | number | null | undefined): string | null {
  const text = toOptionalText(raw);
  if (text === null) return null;
  return getDistrict(ISTANBUL_SLUG, text)?.name ?? toTitleCaseTurkish(text);
}

function toRecord(item: IbbPharmacy): RosterRecord {
  const point = toTurkeyPoint(item.LAT, item.LON);
  return {
    name: toPharmacyName(item.ADI),
    province: ISTANBUL_PROVINCE_NAME,
    district: toDistrict(item.ILCEADI),
    phone: toOptionalText(item.TELEFON),
    address: toOptionalText(item.ADRES),
    dutyHours: null,
    neighbourhood: null,
    note: null,
    latitude: point?.latitude ?? null,
    longitude: point?.longitude ?? null,
  };
}

/**
 * The layer's pharmacies as roster records of İstanbul; records without a usable name are
 * dropped, and an empty or missing `AramaList` gives none. Throws IbbLayoutError for any other shape.
 */
export function parseIbbPharmacies(json: unknown): RosterRecord[] {
  const parsed = answerSchema.safeParse(json);
  if (!parsed.success) {
    throw new IbbLayoutError(`İBB answer has an unexpected shape: ${describeIssues(parsed.error)}`);
  }
  const list = parsed.data.ArrayOfAramaList.AramaList ?? [];
  return (Array.isArray(list) ? list : [list]).map(toRecord).filter((record) => record.name !== 'Eczane');
}
