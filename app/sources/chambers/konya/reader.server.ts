import {
  fetchChamberPage,
  toHtmlInsteadOfJsonError,
  type ChamberReader,
} from '#app/sources/chambers/chamber-source.server.ts';
import { ChamberLayoutError } from '#app/sources/chambers/chamber-text.ts';
import { parseKonyaDetails, parseKonyaPage, toKonyaRecords } from '#app/sources/chambers/konya/parse.ts';
import { toSessionCookie } from '#app/sources/cookies.ts';
import { SourceError, type SourceContext } from '#app/sources/source.ts';

/**
 * Konya's list: GET the page (the cards, a session cookie, the details address and token), then one
 * POST for the details, merged by key. A refused token (or an HTML answer) costs one more handshake;
 * an HTML answer after it is a `format` failure. The page states no date: the list is the duty date
 * in force (the first date asked).
 */

async function readOnce(context: SourceContext) {
  const page = await fetchChamberPage(context, context.baseUrl);
  const { cards, detailsPath, token } = parseKonyaPage(page.text());
  if (cards.length === 0) return { cards, answer: { kind: 'details', details: {} } as const, response: page };
  if (detailsPath === null || token === null) {
    throw new ChamberLayoutError('Eczane ayrıntılarının adresi ya da anahtarı (data-veri, data-j) boş');
  }
  const response = await fetchChamberPage(context, new URL(detailsPath, page.url).href, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8',
      'X-Requested-With': 'XMLHttpRequest',
      Accept: 'application/json, text/javascript, */*; q=0.01',
    },
    body: new URLSearchParams({ j: token }).toString(),
    cookie: toSessionCookie(page.headers),
  });
  return { cards, answer: parseKonyaDetails(response.text()), response };
}

export const readKonya: ChamberReader = async (context, request) => {
  let read = await readOnce(context);
  if (read.answer.kind !== 'details') read = await readOnce(context);
  const { cards, answer, response } = read;
  if (answer.kind === 'html') throw toHtmlInsteadOfJsonError(response);
  if (answer.kind === 'refused') {
    throw new SourceError(
      'http',
      `Konya nöbetçi eczane sitesi ayrıntı isteğini yeni oturumla da kabul etmedi ("${answer.reason}"): ${response.url}`,
      true,
    );
  }
  const [dutyDate = ''] = request.dutyDates;
  return [{ dutyDate, records: toKonyaRecords(cards, answer.details, request.province) }];
};
