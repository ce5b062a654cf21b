import { toChamberRosters } from '#app/sources/chambers/chamber-records.ts';
import { fetchChamberPage, type ChamberReader } from '#app/sources/chambers/chamber-source.server.ts';
import { parseFamilyCPage } from '#app/sources/chambers/family-c/parse.ts';

/**
 * Family C, the Trabzon chamber's regional template: one GET of the province's own page
 * (`context.baseUrl`, `/nobetci-eczaneler/<plate>`), the list in force, with no date to ask for.
 * Cards of a neighbouring province on that page are dropped by the parser. The roster is dated by
 * the cards' windows or the page's dated heading, else by the date in force asked.
 */
export const readFamilyC: ChamberReader = async (context, request) => {
  const response = await fetchChamberPage(context, context.baseUrl);
  const page = parseFamilyCPage(response.text(), request.province);
  return toChamberRosters([page], request.dutyDates[0]!);
};
