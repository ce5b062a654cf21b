import { parseAntalyaPage } from '#app/sources/chambers/antalya/parse.ts';
import { fetchChamberPage, type ChamberReader } from '#app/sources/chambers/chamber-source.server.ts';

/**
 * The Antalya chamber's page: one GET of the page address. The page states no date and has no date
 * parameter, so its list is the duty date in force (the first date asked).
 */
export const readAntalya: ChamberReader = async (context, request) => {
  const response = await fetchChamberPage(context, context.baseUrl);
  const [dutyDate = ''] = request.dutyDates;
  return [{ dutyDate, records: parseAntalyaPage(response.text(), request.province) }];
};
