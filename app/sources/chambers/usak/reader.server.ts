import type { ChamberReader } from '#app/sources/chambers/chamber-source.server.ts';
import { UsakRefusalError, parseUsakAnswer } from '#app/sources/chambers/usak/parse.ts';
import { SourceError, requireJson, type DatedRoster } from '#app/sources/source.ts';

/**
 * The Uşak chamber's page in JSON: one `?date=` request per duty date asked, each roster dated by the
 * answer's `selected_date` (a date the site does not serve comes back as the date it chose, which the
 * engine then refuses as another day's). Tomorrow's list is a bonus: its failure, or an answer for a
 * date already read, leaves the first roster as it is.
 */
export const readUsak: ChamberReader = async (context, request) => {
  const rosters = new Map<string, DatedRoster>();
  for (const [at, askedDate] of [...new Set(request.dutyDates)].entries()) {
    const address = new URL(context.baseUrl);
    address.searchParams.set('date', askedDate);
    const url = address.href;
    try {
      const response = await context.fetch(url, {
        headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
      });
      const roster = parseUsakAnswer(requireJson(response), { province: request.province, askedDate });
      if (!rosters.has(roster.dutyDate)) rosters.set(roster.dutyDate, roster);
    } catch (error) {
      if (at > 0 && (error instanceof SourceError || error instanceof UsakRefusalError)) continue;
      if (!(error instanceof UsakRefusalError)) throw error;
      throw new SourceError('http', `Uşak Eczacı Odası bu tarihin listesini vermedi (${askedDate}): ${url}`, false, {
        cause: error,
      });
    }
  }
  return [...rosters.values()];
};
