import { toChamberRosters } from '#app/sources/chambers/chamber-records.ts';
import { fetchChamberPage, type ChamberReader } from '#app/sources/chambers/chamber-source.server.ts';
import { parseFamilyBPage } from '#app/sources/chambers/family-b/parse.ts';

/**
 * Family B, the older pages (Niğde, Kırklareli, Aydın, Karaman, Sivas): one GET of the province's
 * page, which shows the list in force and has no date to ask for. A page in windows-1254 or
 * ISO-8859-9 declared only in its `<meta>` is decoded by the fetcher. The roster is dated by what
 * the page states (a dated heading, Karaman's list head, the cards' duty windows), else by the date
 * in force asked.
 */
export const readFamilyB: ChamberReader = async (context, request) => {
  const response = await fetchChamberPage(context, context.baseUrl);
  const page = parseFamilyBPage(response.text(), request.province);
  return toChamberRosters([page], request.dutyDates[0]!);
};
