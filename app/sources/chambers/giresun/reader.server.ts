import type { ChamberReader } from '#app/sources/chambers/chamber-source.server.ts';
import { parseGiresunPharmacies } from '#app/sources/chambers/giresun/parse.ts';
import { requireJson } from '#app/sources/source.ts';

/**
 * The Giresun chamber's API: one GET answers several days; every date given is returned (the engine
 * picks the ones it asked for). The page address is the API itself; an address set to the site's root
 * reads `/api/pharmacies` there. An answer listing nobody is the empty roster of the date in force.
 */
export const readGiresun: ChamberReader = async (context, request) => {
  const base = new URL(context.baseUrl);
  const url = base.pathname.replace(/\/+$/, '') === '' ? `${base.origin}/api/pharmacies` : context.baseUrl;
  const json = requireJson(await context.fetch(url, { headers: { Accept: 'application/json' } }));
  const rosters = parseGiresunPharmacies(json, request.province);
  const [inForce] = request.dutyDates;
  return rosters.length > 0 || !inForce ? rosters : [{ dutyDate: inForce, records: [] }];
};
