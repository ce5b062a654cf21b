import { addDays, getDutyDate } from '#app/domain/time/duty-window.ts';
import { toCookieHeader } from '#app/sources/cookies.ts';
import {
  EdevletPageError,
  parseEdevletForm,
  parseEdevletMapPosition,
  parseEdevletResults,
  toDatedRosters,
  type EdevletRow,
} from '#app/sources/e-devlet/parse.ts';
import {
  SourceError,
  sharedSession,
  requirePage,
  toFetchError,
  type DatedRoster,
  type SourceAdapter,
  type SourceContext,
  type SourceProvince,
  type SourceRequestInit,
  type SourceResponse,
} from '#app/sources/source.ts';

/**
 * e-Devlet's national approved list ("TİTCK – Nöbetçi Eczane Sorgulama", no login), all 81
 * provinces. Each call makes one handshake (GET the form: a session cookie and a hidden token),
 * then one POST per duty date asked that e-Devlet answers (the date in force or the next day: it
 * takes only today and tomorrow); a token refused (it changes around midnight) costs one more
 * handshake. Rows are dated by their own "Nöbet Başlangıç" and only approved ones are kept. A day
 * with no rows ("Sonuç bulunamadı", seen for whole provinces) is returned as a roster with zero
 * records, which the engine reports as empty. Positions cost one map page per pharmacy, so they are
 * read only for a published list and within a budget per call.
 */

const EDEVLET_PATH = '/saglik-titck-nobetci-eczane-sorgulama';

type Session = { cookie: string; token: string };

/** Where a run keeps its shared e-Devlet session (SourceContext.runState). */
const SESSION_KEY = 'e-devlet:session';

async function send(context: SourceContext, url: string, init: SourceRequestInit): Promise<SourceResponse> {
  let response: SourceResponse;
  try {
    response = await context.fetch(url, init);
  } catch (error) {
    throw error instanceof SourceError ? error : toFetchError(error, url);
  }
  return requirePage(response);
}

function readSetCookie(headers: Headers): readonly string[] | string | null {
  const list = typeof headers.getSetCookie === 'function' ? headers.getSetCookie() : [];
  return list.length > 0 ? list : headers.get('set-cookie');
}

/** GET the form: the session's cookie and the token the query must carry. */
async function openSession(context: SourceContext): Promise<Session> {
  const url = `${context.baseUrl}${EDEVLET_PATH}`;
  const response = await send(context, url, { headers: { Accept: 'text/html' } });
  try {
    const { token } = parseEdevletForm(response.text());
    return { cookie: toCookieHeader(readSetCookie(response.headers)), token };
  } catch (error) {
    if (!(error instanceof EdevletPageError)) throw error;
    throw new SourceError(
      'layout',
      `e-Devlet sorgu formu değişmiş, güvenlik anahtarı (token) bulunamadı: ${url}`,
      false,
      {
        cause: error,
      },
    );
  }
}

/** "2026-11-27" → "27/11/2026", as the form's date field takes it. */
function toFormDate(dutyDate: string): string {
  const [year, month, day] = dutyDate.split('-');
  return `${day}/${month}/${year}`;
}

/** POST the query for one province and date: its approved rows, or 'token' when the token was refused. */
async function query(
  context: SourceContext,
  session: Session,
  province: SourceProvince,
  dutyDate: string,
): Promise<EdevletRow[] | 'token'> {
  const url = `${context.baseUrl}${EDEVLET_PATH}?submit`;
  const body = new URLSearchParams({
    'ilkod-address-il': String(province.plate),
    'ilkod-address-ilce': '',
    nobetTarihi: toFormDate(dutyDate),
    token: session.token,
    btn: 'Sorgula',
  }).toString();
  const response = await send(context, url, {
    method: 'POST',
    body,
    cookie: session.cookie,
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'text/html' },
  });
  session.cookie = toCookieHeader(readSetCookie(response.headers), session.cookie);
  try {
    return parseEdevletResults(response.text(), { provinceName: province.name }).rows;
  } catch (error) {
    if (!(error instanceof EdevletPageError)) throw error;
    if (error.kind === 'token') return 'token';
    const where = `${province.name}, ${toFormDate(dutyDate)}: ${url}`;
    if (error.kind === 'notice') {
      throw new SourceError('http', `e-Devlet sorguyu kabul etmedi ("${error.notice}") (${where})`, false, {
        cause: error,
      });
    }
    throw new SourceError(
      'layout',
      `e-Devlet sayfasının yapısı değişmiş, nöbetçi eczane tablosu okunamadı (${where})`,
      false,
      {
        cause: error,
      },
    );
  }
}

/**
 * Fills the positions of the first `budget` rows from their map pages (`?harita=Goster&index=…`,
 * which show the session's last query). Positions are a bonus: the first failure ends the reading
 * and the rows keep what was found.
 */
async function fillPositions(
  context: SourceContext,
  session: Session,
  rows: EdevletRow[],
  budget: number,
): Promise<{ rows: EdevletRow[]; used: number }> {
  const filled = [...rows];
  let used = 0;
  for (const [at, row] of rows.entries()) {
    if (used >= budget) break;
    used += 1;
    const url = `${context.baseUrl}${EDEVLET_PATH}?harita=Goster&index=${row.index}`;
    let position;
    try {
      position = parseEdevletMapPosition((await send(context, url, { cookie: session.cookie })).text());
    } catch (error) {
      if (error instanceof SourceError) break;
      throw error;
    }
    if (position) filled[at] = { ...row, record: { ...row.record, ...position } };
  }
  return { rows: filled, used };
}

export type EdevletSourceOptions = {
  /** Map pages read per fetchProvince call, for a list to publish; 0: no positions. */
  positionBudget?: number;
};

export function createEdevletSource(options: EdevletSourceOptions = {}): SourceAdapter {
  const positionBudget = options.positionBudget ?? 0;
  return {
    name: 'e-devlet',
    label: 'e-Devlet (onaylı liste)',
    trust: 'national',
    family: 'e-devlet',
    defaultBaseUrl: 'https://www.turkiye.gov.tr',
    plates: null,
    givesPositions: false,
    isEnabled: () => true,
    async fetchProvince(context, request): Promise<DatedRoster[]> {
      const inForce = getDutyDate(context.now());
      const answerable = new Set([inForce, addDays(inForce, 1)]);
      const dutyDates = [...new Set(request.dutyDates)].filter((date) => answerable.has(date));
      if (dutyDates.length === 0) return [];
      let budget = request.purpose === 'publish' ? positionBudget : 0;
      // The map pages answer for the session's last query, so a read with positions keeps a session
      // of its own; otherwise the run's provinces share one handshake (one GET for the run, not one
      // per province: at one request a second that halves e-Devlet's part of a run).
      const sessions = sharedSession(budget === 0 ? context.runState : undefined, SESSION_KEY, () =>
        openSession(context),
      );
      let session = await sessions.current();
      let renewed = false;

      const rosters = new Map<string, DatedRoster>();
      for (const dutyDate of dutyDates) {
        let rows = await query(context, session, request.province, dutyDate);
        if (rows === 'token' && !renewed) {
          renewed = true;
          session = await sessions.renew();
          rows = await query(context, session, request.province, dutyDate);
        }
        if (rows === 'token') {
          throw new SourceError(
            'http',
            `e-Devlet oturumun güvenlik anahtarını (token) yeni oturumda da kabul etmedi (${request.province.name}, ${toFormDate(dutyDate)}): ${context.baseUrl}${EDEVLET_PATH}?submit`,
            true,
          );
        }
        if (budget > 0 && rows.length > 0) {
          const located = await fillPositions(context, session, rows, budget);
          rows = located.rows;
          budget -= located.used;
        }
        // A date's roster comes from the query that asked for it (queries go in order, the date in
        // force first); a later answer listing the same date again does not add to it.
        for (const roster of toDatedRosters(rows, [dutyDate])) {
          if (!rosters.has(roster.dutyDate)) rosters.set(roster.dutyDate, roster);
        }
      }
      return [...rosters.values()];
    },
  };
}

/** The national approved list without positions (each costs a request). */
export const edevletSource: SourceAdapter = createEdevletSource();
