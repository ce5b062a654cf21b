import type { ChamberReader } from '#app/sources/chambers/chamber-source.server.ts';
import { parseSanliurfaRosters } from '#app/sources/chambers/sanliurfa/parse.ts';
import { requireJson } from '#app/sources/source.ts';

/**
 * The Şanlıurfa chamber's roster API, on the origin of the page address: one request for the dates
 * asked (from the first to the last), each group dated by its own `dutyDate`.
 */
export const readSanliurfa: ChamberReader = async (context, request) => {
  const dates = [...request.dutyDates].sort();
  const [inForce = ''] = request.dutyDates;
  const query = new URLSearchParams({
    dutyDateFrom: dates[0] ?? inForce,
    dutyDateTo: dates.at(-1) ?? inForce,
    size: '100',
  });
  const url = `${new URL(context.baseUrl).origin}/api/duty-rosters/list-grouped?${query.toString()}`;
  const json = requireJson(await context.fetch(url, { headers: { Accept: 'application/json' } }));
  return parseSanliurfaRosters(json, { province: request.province, fallbackDutyDate: inForce });
};
