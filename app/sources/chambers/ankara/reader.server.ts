import { parseAnkaraPharmacies } from '#app/sources/chambers/ankara/parse.ts';
import type { ChamberReader } from '#app/sources/chambers/chamber-source.server.ts';
import { SourceError, requireJson, type DatedRoster } from '#app/sources/source.ts';

/**
 * The Ankara chamber's list (Ankara and Kırıkkale): one `GET /getPharmacies/<date>` per duty date
 * asked, on the origin of the page address. Each answer is dated by the date asked (it states none).
 * Tomorrow's list is a bonus: its failure leaves today's roster standing.
 */
export const readAnkara: ChamberReader = async (context, request) => {
  const origin = new URL(context.baseUrl).origin;
  const rosters: DatedRoster[] = [];
  for (const [at, dutyDate] of [...new Set(request.dutyDates)].entries()) {
    try {
      const url = `${origin}/getPharmacies/${dutyDate}`;
      const response = await context.fetch(url, {
        headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
      });
      rosters.push({ dutyDate, records: parseAnkaraPharmacies(requireJson(response), { ...request, dutyDate }) });
    } catch (error) {
      if (at === 0 || !(error instanceof SourceError)) throw error;
    }
  }
  return rosters;
};
