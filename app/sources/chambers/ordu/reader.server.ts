import { joinRosters } from '#app/sources/chambers/chamber-records.ts';
import { fetchChamberPage, type ChamberReader } from '#app/sources/chambers/chamber-source.server.ts';
import { parseOrduList, parseOrduPage } from '#app/sources/chambers/ordu/parse.ts';
import type { DatedRoster } from '#app/sources/source.ts';

/**
 * Ordu: GET the chamber page, then each district list it embeds (19 iframes at
 * ordu.eczanesistemi.net), one request each; the lists are joined into one roster per date they
 * state. A district list that fails fails the province (a roster missing districts is not published).
 */
export const readOrdu: ChamberReader = async (context, request) => {
  const fallbackDate = request.dutyDates[0];
  if (!fallbackDate) return [];
  const page = await fetchChamberPage(context, context.baseUrl);
  const rosters: DatedRoster[] = [];
  for (const list of parseOrduPage(page.text(), context.baseUrl)) {
    const answer = await fetchChamberPage(context, list.url);
    rosters.push(parseOrduList(answer.text(), { province: request.province, fallbackDate, districtLabel: list.label }));
  }
  return joinRosters(rosters);
};
