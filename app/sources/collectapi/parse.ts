/**
 * CollectAPI `health/dutyPharmacy` answers:
 * `{ "success": true, "result": [{ "name", "dist", "address", "phone", "loc": "lat,lng" }] }`,
 * with names and districts in upper case ("HAYAT ECZANESİ", "BULANCAK").
 */
import { z } from 'zod';
import type { RosterRecord } from '#app/domain/roster/roster-text.ts';
import { toPharmacyName, toTitleCaseTurkish } from '#app/domain/text/text.ts';
import { describeIssues, toOptionalText } from '#app/sources/parse-support.ts';

/** What toPharmacyName returns when nothing but the word "eczane" (or nothing at all) was given. */
const NAMELESS = 'Eczane';

const optionalText = z.string().nullish();

const envelopeSchema = z.object({ success: z.boolean(), message: z.string().nullish() });

const responseSchema = z.object({
  success: z.literal(true),
  result: z.array(
    z.object({
      name: z.string(),
      dist: optionalText,
      address: optionalText,
      phone: optionalText,
      loc: optionalText,
    }),
  ),
});

type CollectApiPharmacy = z.infer<typeof responseSchema>['result'][number];

/** "40.9359,38.2188" → coordinates; null when empty, malformed or out of range. */
function toCoordinates(loc: string | null | undefined): { latitude: number; longitude: number } | null {
  const match = /^\s*(-?\d{1,3}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$/.exec(loc ?? '');
  if (match === null) return null;
  const latitude = Number(match[1]);
  const longitude = Number(match[2]);
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  if (latitude === 0 && longitude === 0) return null;
  return { latitude, longitude };
}

function toRecord(item: CollectApiPharmacy, provinceName: string): RosterRecord {
  const coordinates = toCoordinates(item.loc);
  const district = toOptionalText(item.dist);
  // Some phones carry input-mask underscores ("3222615657_"); the digits are kept as given.
  const phone = toOptionalText((item.phone ?? '').replace(/_/g, ''));
  return {
    name: toPharmacyName(item.name),
    province: provinceName,
    district: district === null ? null : toTitleCaseTurkish(district),
    phone,
    address: toOptionalText(item.address),
    dutyHours: null,
    neighbourhood: null,
    note: null,
    latitude: coordinates?.latitude ?? null,
    longitude: coordinates?.longitude ?? null,
  };
}

/**
 * Validates a CollectAPI answer and maps it to roster records of `provinceName`. Entries without
 * a usable name are dropped. Throws when the API reports `success: false` or the shape is wrong.
 */
export function parseCollectApiResponse(json: unknown, provinceName: string): RosterRecord[] {
  const envelope = envelopeSchema.safeParse(json);
  if (!envelope.success) {
    throw new Error(`CollectAPI response has an unexpected shape: ${describeIssues(envelope.error)}`);
  }
  if (!envelope.data.success) {
    const message = envelope.data.message ? `: ${envelope.data.message}` : '';
    throw new Error(`CollectAPI reported a failure (success: false)${message}`);
  }
  const response = responseSchema.safeParse(json);
  if (!response.success) {
    throw new Error(`CollectAPI response has an unexpected shape: ${describeIssues(response.error)}`);
  }
  return response.data.result.map((item) => toRecord(item, provinceName)).filter((record) => record.name !== NAMELESS);
}
