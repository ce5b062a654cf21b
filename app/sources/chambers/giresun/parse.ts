/**
 * The Giresun chamber's API, `GET /api/pharmacies`: a JSON array over several days (yesterday, today,
 * tomorrow) of `{ date: "dd.mm.yyyy", name, district, address, phone, tarif, duty_status, lat, lng }`.
 * `duty_status` is the duty's hours ("24 SAAT", "GECE 23:59'A KADAR AÇIK", "08:30 - 08:30"). Pure.
 */
import { z } from 'zod';
import type { RosterRecord } from '#app/domain/roster/roster-text.ts';
import { apiText, requireShape, toApiRecord, toHoursFields } from '#app/sources/chambers/chamber-records.ts';
import { ChamberLayoutError, toIsoDate } from '#app/sources/chambers/chamber-text.ts';
import { toOptionalText } from '#app/sources/parse-support.ts';
import type { DatedRoster, SourceProvince } from '#app/sources/source.ts';

const answerSchema = z.array(
  z.object({
    date: z.string(),
    name: z.string(),
    district: apiText,
    address: apiText,
    phone: apiText,
    tarif: apiText,
    duty_status: apiText,
    lat: apiText,
    lng: apiText,
  }),
);

/**
 * One roster per date the answer carries, in its order (the engine picks the one it asked for); an
 * empty array gives none. ChamberLayoutError for another shape or an unreadable date.
 */
export function parseGiresunPharmacies(json: unknown, province: Pick<SourceProvince, 'name' | 'slug'>): DatedRoster[] {
  const items = requireShape(answerSchema, json, 'api/pharmacies answer has another shape');
  const byDate = new Map<string, RosterRecord[]>();
  for (const item of items) {
    const dutyDate = toIsoDate(item.date);
    if (dutyDate === null) throw new ChamberLayoutError(`Unreadable date: ${JSON.stringify(item.date).slice(0, 40)}`);
    const records = byDate.get(dutyDate) ?? [];
    byDate.set(dutyDate, records);
    records.push({
      ...toApiRecord(province, {
        name: item.name,
        district: item.district,
        phone: item.phone,
        address: item.address,
        note: item.tarif,
        latitude: item.lat,
        longitude: item.lng,
      }),
      ...toHoursFields(toOptionalText(item.duty_status), dutyDate),
    });
  }
  return [...byDate].map(([dutyDate, records]) => ({ dutyDate, records }));
}
