import { toChamberRosters } from '#app/sources/chambers/chamber-records.ts';
import { fetchChamberPage, type ChamberReader } from '#app/sources/chambers/chamber-source.server.ts';
import { ChamberLayoutError } from '#app/sources/chambers/chamber-text.ts';
import {
  isFamilyA2TokenRefused,
  listFamilyA2Districts,
  parseFamilyA2Form,
  parseFamilyA2Results,
  type FamilyA2District,
  type FamilyA2Results,
} from '#app/sources/chambers/family-a2/parse.ts';
import { toSessionCookie } from '#app/sources/cookies.ts';
import {
  SourceError,
  isChallenge,
  requirePage,
  type DatedRoster,
  type SourceContext,
  type SourceProvince,
  type SourceResponse,
} from '#app/sources/source.ts';

/**
 * Family A2, the 2026 redesign (Samsun and Sinop, both read from the Samsun chamber's one page):
 * GET the page for its `_csrf` token, its PHPSESSID cookie and its district list; then one POST per
 * district of the province asked (`_csrf, tarih1, tarih2, ilce, gnr=ara`, with the cookie) and per
 * date asked, joined into one roster a date. A token refused (403, or a page saying the session
 * expired) costs one more GET and the same POST again, once per call.
 */

type Session = { token: string; cookie: string; postUrl: string; districts: FamilyA2District[] };

async function openSession(context: SourceContext, province: SourceProvince): Promise<Session> {
  const response = await fetchChamberPage(context, context.baseUrl);
  const form = parseFamilyA2Form(response.text());
  const districts = listFamilyA2Districts(form, province.slug);
  if (districts.length === 0) {
    throw new ChamberLayoutError(`ilçe listesinde ${province.name} ilçesi bulunamadı`);
  }
  return {
    token: form.token,
    cookie: toSessionCookie(response.headers),
    postUrl: form.action ? new URL(form.action, context.baseUrl).href : context.baseUrl,
    districts,
  };
}

/** A 403 that is no bot challenge, or a page saying the session expired: the token was refused. */
function isTokenRefusal(response: SourceResponse): boolean {
  if (isChallenge(response)) return false;
  if (response.status === 403) return true;
  return response.status >= 200 && response.status < 300 && isFamilyA2TokenRefused(response.text());
}

/** POST one district's query for one date: the answer, and whether it refused the session's token. */
async function postDistrict(
  context: SourceContext,
  session: Session,
  districtId: string,
  dutyDate: string,
): Promise<{ response: SourceResponse; refused: boolean }> {
  const body = new URLSearchParams({
    _csrf: session.token,
    tarih1: dutyDate,
    tarih2: dutyDate,
    ilce: districtId,
    gnr: 'ara',
  }).toString();
  const response = await context.fetch(session.postUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'text/html', Referer: context.baseUrl },
    body,
    cookie: session.cookie,
  });
  const refused = isTokenRefusal(response);
  if (!refused) session.cookie = toSessionCookie(response.headers, session.cookie);
  return { response, refused };
}

export const readFamilyA2: ChamberReader = async (context, request) => {
  const province = request.province;
  let session = await openSession(context, province);
  let renewed = false;
  const rosters = new Map<string, DatedRoster>();
  for (const dutyDate of new Set(request.dutyDates)) {
    const pages: FamilyA2Results[] = [];
    for (const district of session.districts) {
      let answer = await postDistrict(context, session, district.id, dutyDate);
      if (answer.refused && !renewed) {
        renewed = true;
        session = await openSession(context, province);
        answer = await postDistrict(context, session, district.id, dutyDate);
      }
      if (answer.refused && answer.response.status !== 403) {
        throw new SourceError(
          'http',
          `Eczacı odası oturumun güvenlik anahtarını (CSRF) yeni oturumda da kabul etmedi (${province.name}, ilçe ${district.label}): ${session.postUrl}`,
          true,
        );
      }
      // A 403 again after a new session is a refusal of us, not of the token: requirePage says so.
      pages.push(parseFamilyA2Results(requirePage(answer.response).text(), province));
    }
    // A date's roster comes from the queries that asked for it; a later date's answer stating the
    // same date again does not add to it.
    for (const roster of toChamberRosters(pages, dutyDate)) {
      if (!rosters.has(roster.dutyDate)) rosters.set(roster.dutyDate, roster);
    }
  }
  return [...rosters.values()];
};
