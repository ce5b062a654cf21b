import {
  fetchChamberPage,
  toHtmlInsteadOfJsonError,
  type ChamberReader,
} from '#app/sources/chambers/chamber-source.server.ts';
import { parseIstanbulAnswer, parseIstanbulToken, toIstanbulRosters } from '#app/sources/chambers/istanbul/parse.ts';
import { toSessionCookie } from '#app/sources/cookies.ts';
import { SourceError, sharedSession, type SourceContext } from '#app/sources/source.ts';

/**
 * The İstanbul chamber's list (İstanbul and Yalova): a handshake (GET the page: a session cookie and
 * the hidden token `h`), then `POST index.php` for the markers of both provinces, filtered to the
 * province asked. A run's provinces share one handshake (context.runState). The token can change
 * between the page and the query around midnight: a refusal (`error` not 0, or an HTML page) costs
 * one new handshake; an HTML page after it is a `format` failure. The site has no date parameter, so
 * only the list in force is read.
 */

type Session = { cookie: string; token: string };

const SESSION_KEY = 'oda-istanbul:session';

/** The page address with one trailing slash (`…/nobetci-eczane/`), as the site links it. */
function toPageUrl(baseUrl: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/`;
}

async function openSession(context: SourceContext): Promise<Session> {
  const response = await fetchChamberPage(context, toPageUrl(context.baseUrl));
  return { token: parseIstanbulToken(response.text()), cookie: toSessionCookie(response.headers) };
}

async function query(context: SourceContext, session: Session) {
  const response = await fetchChamberPage(context, `${toPageUrl(context.baseUrl)}index.php`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8',
      'X-Requested-With': 'XMLHttpRequest',
      Accept: 'application/json, text/javascript, */*; q=0.01',
    },
    body: new URLSearchParams({ jx: '1', islem: 'get_eczane_markers', h: session.token }).toString(),
    cookie: session.cookie,
  });
  session.cookie = toSessionCookie(response.headers, session.cookie);
  return { response, answer: parseIstanbulAnswer(response.text()) };
}

export const readIstanbul: ChamberReader = async (context, request) => {
  const sessions = sharedSession(context.runState, SESSION_KEY, () => openSession(context));
  let session = await sessions.current();
  let { response, answer } = await query(context, session);
  if (answer.kind !== 'list') {
    session = await sessions.renew();
    ({ response, answer } = await query(context, session));
  }
  if (answer.kind === 'html') throw toHtmlInsteadOfJsonError(response);
  if (answer.kind === 'refused') {
    throw new SourceError(
      'http',
      `İstanbul Eczacı Odası sorguyu yeni oturumla da kabul etmedi (error=${answer.code}): ${response.url}`,
      true,
    );
  }
  const [fallbackDutyDate = ''] = request.dutyDates;
  return toIstanbulRosters(answer.pharmacies, { province: request.province, fallbackDutyDate });
};
