/**
 * The Şanlıurfa chamber's roster API (the chamber portal behind its WordPress page):
 * `GET /api/duty-rosters/list-grouped?dutyDateFrom=YYYY-MM-DD&dutyDateTo=YYYY-MM-DD&size=100` answers a
 * page `{ content: [{ regionName, dutyDate, dutyList: [{ eczane: { name, district, location, phone,
 * latitude, longitude } }] }], totalElements, … }`, one group per duty region and date. Positions may
 * be null (the HTML page shows them as `maps?q=null,null`). Pure.
 */
import { z } from 'zod';
import type { RosterRecord } from '#app/domain/roster/roster-text.ts';
import { apiText, requireShape, toApiRecord } from '#app/sources/chambers/chamber-records.ts';
import { ChamberLayoutError, toApiDate } from '#app/sources/chambers/chamber-text.ts';
import type { DatedRoster, SourceProvince } from '#app/sources/source.ts';

const answerSchema = z.object({
  content: z.array(
    z.object({
      regionName: apiText,
      dutyDate: z.string().nullish(),
      dutyList: z.array(
        z.object({
          eczane: z.object({
            name: z.string(),
            district: apiText,
            location: apiText,
            phone: apiText,
            latitude: apiText,
            longitude: apiText,
          }),
        }),
      ),
    }),
  ),
});

/**
 * One roster per duty date of the groups (a group without a date is `fallbackDutyDate`'s); an answer
 * without groups is the empty roster of `fallbackDutyDate`.
 * ChamberLayoutError for another shape or an unreadable date.
 */
export function parseSanliurfaRosters(
  json: unknown,
  request: { province: Pick<SourceProvince, 'name' | 'slug'>; fallbackDutyDate: string },
): DatedRoster[] {
  const { content } = requireShape(answerSchema, json, 'duty-rosters answer has another shape');
  const { province, fallbackDutyDate } = request;
  const byDate = new Map<string, RosterRecord[]>();
  for (const group of content) {
    const dutyDate = group.dutyDate ? toApiDate(group.dutyDate) : fallbackDutyDate;
    if (dutyDate === null) throw new ChamberLayoutError(`Unreadable dutyDate: ${String(group.dutyDate).slice(0, 40)}`);
    const records = byDate.get(dutyDate) ?? [];
    byDate.set(dutyDate, records);
    for (const { eczane } of group.dutyList) {
      records.push(
        toApiRecord(province, {
          name: eczane.name,
          district: eczane.district ?? group.regionName,
          phone: eczane.phone,
          address: eczane.location,
          latitude: eczane.latitude,
          longitude: eczane.longitude,
        }),
      );
    }
  }
  if (byDate.size === 0) return [{ dutyDate: fallbackDutyDate, records: [] }];
  return [...byDate].map(([dutyDate, records]) => ({ dutyDate, records }));
}
