/**
 * NosyAPI `pharmacies-on-duty` answers: `{ "status": "ok", "message", "rowCount", "data": [{
 * "pharmacyID", "pharmacyName", "address", "city", "district", "town", "directions", "phone",
 * "phone2", "pharmacyDutyStart": "2026-11-27 08:30:00", "pharmacyDutyEnd", "latitude",
 * "longitude", "distanceMt" }] }`. Each record carries its duty window on the Istanbul clock.
 */
import { z } from 'zod';
import type { RosterRecord } from '#app/domain/roster/roster-text.ts';
import { cleanText, toPharmacyName, toTitleCaseTurkish } from '#app/domain/text/text.ts';
import { toMatchKey } from '#app/domain/text/turkish.ts';
import { isIsoDate } from '#app/domain/time/duty-window.ts';
import { toIstanbulInstant } from '#app/domain/time/istanbul-clock.ts';
import type { DatedRoster } from '#app/sources/source.ts';
import { describeIssues, toOptionalText, toTurkeyPoint } from '#app/sources/parse-support.ts';

/** The answer is not the shape described above: the API changed. */
export class NosyApiLayoutError extends Error {
  override name = 'NosyApiLayoutError';
}

/** The API answered with a status other than "ok"; `apiMessage` is what it said, if anything. */
export class NosyApiFailureError extends Error {
  override name = 'NosyApiFailureError';
  readonly apiMessage: string | null;
  constructor(status: string, apiMessage: string | null) {
    super(`NosyAPI reported status "${status}"${apiMessage ? `: ${apiMessage}` : ''}`);
    this.apiMessage = apiMessage;
  }
}

/** What toPharmacyName returns when nothing but the word "eczane" (or nothing at all) was given. */
const NAMELESS = 'Eczane';

const optionalText = z.string().nullish();
const optionalNumber = z.union([z.number(), z.string()]).nullish();

const envelopeSchema = z.object({ status: z.string(), message: z.string().nullish() });

const responseSchema = z.object({
  status: z.literal('ok'),
  data: z.array(
    z.object({
      pharmacyName: z.string(),
      address: optionalText,
      district: optionalText,
      town: optionalText,
      directions: optionalText,
      phone: optionalText,
      phone2: optionalText,
      pharmacyDutyStart: optionalText,
      pharmacyDutyEnd: optionalText,
      latitude: optionalNumber,
      longitude: optionalNumber,
    }),
  ),
});

type NosyApiPharmacy = z.infer<typeof responseSchema>['data'][number];

/** "2026-11-27 08:30:00" (Istanbul wall clock) → its date and instant; null when unreadable. */
function toWallClock(value: string | null | undefined): { date: string; instant: Date } | null {
  const match = /^(\d{4}-\d{2}-\d{2})[ T]([01]\d|2[0-3]):([0-5]\d)(?::[0-5]\d(?:\.\d+)?)?$/.exec(
    cleanText(value ?? ''),
  );
  if (match === null || !isIsoDate(match[1]!)) return null;
  return { date: match[1]!, instant: toIstanbulInstant(match[1]!, `${match[2]}:${match[3]}`) };
}

function toRecord(item: NosyApiPharmacy, provinceName: string): RosterRecord {
  const coordinates = toTurkeyPoint(item.latitude, item.longitude);
  const district = toOptionalText(item.district);
  const town = toOptionalText(item.town);
  const start = toWallClock(item.pharmacyDutyStart);
  const end = toWallClock(item.pharmacyDutyEnd);
  return {
    name: toPharmacyName(item.pharmacyName),
    province: provinceName,
    district: district === null ? null : toTitleCaseTurkish(district),
    phone: toOptionalText(item.phone) ?? toOptionalText(item.phone2),
    address: toOptionalText(item.address),
    dutyHours: null,
    neighbourhood: town !== null && (district === null || toMatchKey(town) !== toMatchKey(district)) ? town : null,
    note: toOptionalText(item.directions),
    latitude: coordinates?.latitude ?? null,
    longitude: coordinates?.longitude ?? null,
    dutyStart: start?.instant ?? null,
    dutyEnd: end !== null && (start === null || end.instant > start.instant) ? end.instant : null,
  };
}

/**
 * Validates a NosyAPI answer and maps it to rosters of `provinceName`, one per duty date: the
 * Istanbul date of each record's `pharmacyDutyStart`, or `fallbackDutyDate` (the duty date in
 * force when fetched) for a record without one. An answer listing nobody is one roster of nobody
 * for `fallbackDutyDate`. Entries without a usable name are dropped. Throws NosyApiFailureError
 * for a status other than "ok" and NosyApiLayoutError for an answer of another shape.
 */
export function parseNosyApiResponse(
  json: unknown,
  context: { provinceName: string; fallbackDutyDate: string },
): DatedRoster[] {
  const envelope = envelopeSchema.safeParse(json);
  if (!envelope.success) {
    throw new NosyApiLayoutError(`NosyAPI response has an unexpected shape: ${describeIssues(envelope.error)}`);
  }
  if (envelope.data.status !== 'ok') {
    throw new NosyApiFailureError(envelope.data.status, toOptionalText(envelope.data.message));
  }
  const response = responseSchema.safeParse(json);
  if (!response.success) {
    throw new NosyApiLayoutError(`NosyAPI response has an unexpected shape: ${describeIssues(response.error)}`);
  }
  const rosters = new Map<string, RosterRecord[]>();
  for (const item of response.data.data) {
    const record = toRecord(item, context.provinceName);
    if (record.name === NAMELESS) continue;
    const dutyDate = toWallClock(item.pharmacyDutyStart)?.date ?? context.fallbackDutyDate;
    const records = rosters.get(dutyDate);
    if (records === undefined) rosters.set(dutyDate, [record]);
    else records.push(record);
  }
  if (rosters.size === 0) return [{ dutyDate: context.fallbackDutyDate, records: [] }];
  return [...rosters].map(([dutyDate, records]) => ({ dutyDate, records }));
}
