/**
 * The Uşak chamber's page answers `?date=YYYY-MM-DD` asked with `X-Requested-With` in JSON:
 * `{ success, redirected, selected_date, data: [{ pharmacy: { name, district, adres, gsm, phone,
 * lat, lng } }] }`. `selected_date` is the date whose list it is; a date the site does not serve is
 * answered `redirected: true` (or `success: false`) with the list of the date it chose. Pure.
 */
import { z } from 'zod';
import { apiText, requireShape, toApiRecord } from '#app/sources/chambers/chamber-records.ts';
import { toApiDate } from '#app/sources/chambers/chamber-text.ts';
import type { DatedRoster, SourceProvince } from '#app/sources/source.ts';

const answerSchema = z.object({
  success: z.boolean(),
  redirected: z.boolean().nullish(),
  selected_date: z.string().nullish(),
  data: z
    .array(
      z.object({
        pharmacy: z.object({
          name: z.string(),
          district: apiText,
          adres: apiText,
          gsm: apiText,
          phone: apiText,
          lat: apiText,
          lng: apiText,
        }),
      }),
    )
    .nullish(),
});

/** The answer refuses the date asked and names no date of its own (`success: false`, no `selected_date`). */
export class UsakRefusalError extends Error {
  override name = 'UsakRefusalError';
}

/**
 * The answer's roster, dated by `selected_date` (by `askedDate` when the site served it and named
 * none). ChamberLayoutError for another shape; UsakRefusalError for a refusal naming no date.
 */
export function parseUsakAnswer(
  json: unknown,
  request: { province: Pick<SourceProvince, 'name' | 'slug'>; askedDate: string },
): DatedRoster {
  const answer = requireShape(answerSchema, json, 'usak-nobetci-eczaneler answer has another shape');
  const { success, redirected, selected_date: selected, data } = answer;
  const served = success && redirected !== true;
  const dutyDate = toApiDate(selected) ?? (served ? request.askedDate : null);
  if (dutyDate === null) throw new UsakRefusalError(`No list for ${request.askedDate} (success: ${success})`);
  const records = (data ?? []).map(({ pharmacy }) =>
    toApiRecord(request.province, {
      name: pharmacy.name,
      district: pharmacy.district,
      phone: [pharmacy.phone, pharmacy.gsm],
      address: pharmacy.adres,
      latitude: pharmacy.lat,
      longitude: pharmacy.lng,
    }),
  );
  return { dutyDate, records };
}
