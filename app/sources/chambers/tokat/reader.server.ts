import { joinRosters } from '#app/sources/chambers/chamber-records.ts';
import { fetchChamberPage, type ChamberReader } from '#app/sources/chambers/chamber-source.server.ts';
import { listTokatAreas, parseTokatList, toTokatListUrl } from '#app/sources/chambers/tokat/parse.ts';
import type { DatedRoster } from '#app/sources/source.ts';

/**
 * Tokat: one request per district (12) for each date asked, `NBEczane.aspx?gun=&ay=&yil=&bolge=`
 * on the page's host; the districts' lists are joined into one roster per date. The next day's
 * lists, when asked and not yet published (nobody listed anywhere), are left out rather than
 * returned as an empty roster.
 */
export const readTokat: ChamberReader = async (context, request) => {
  const kept: DatedRoster[] = [];
  for (const [index, requestDate] of request.dutyDates.slice(0, 2).entries()) {
    const rosters: DatedRoster[] = [];
    for (const { area, district } of listTokatAreas()) {
      const answer = await fetchChamberPage(context, toTokatListUrl(context.baseUrl, requestDate, area));
      rosters.push(parseTokatList(answer.text(), { province: request.province, district, requestDate }));
    }
    if (index > 0 && rosters.every((roster) => roster.records.length === 0)) continue;
    kept.push(...rosters);
  }
  return joinRosters(kept);
};
