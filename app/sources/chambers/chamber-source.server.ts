import type { ChamberReaderKind, ChamberSite } from '#app/domain/sources/chamber-catalogue.ts';
import { ChamberLayoutError, toLayoutError } from '#app/sources/chambers/chamber-text.ts';
import {
  SourceError,
  requirePage,
  toFetchError,
  type DatedRoster,
  type SourceAdapter,
  type SourceContext,
  type SourceProvince,
  type SourceRequest,
  type SourceRequestInit,
  type SourceResponse,
} from '#app/sources/source.ts';

/**
 * One chamber site as a source of the chain (issue 35): its reader (the family's fetch flow and pure
 * parser) behind the adapter contract. `context.baseUrl` is the page of the province asked (the
 * catalogue's, or the one an admin set), so a regional chamber reads each province from its own
 * address. A parser that no longer finds its markup throws ChamberLayoutError; that becomes the
 * `layout` failure "Sayfa yapısı değişmiş: …", and the engine falls over to the next source.
 */

/**
 * Reads one province from a chamber site: the rosters dated by what the page says (its duty windows,
 * its stated date), or, where it says nothing, by the first date asked. A bot challenge, an error
 * status or an HTML page where JSON belongs is thrown by `requirePage`/`requireJson`.
 */
export type ChamberReader = (context: SourceContext, request: SourceRequest) => Promise<DatedRoster[]>;

/**
 * Readers that give tomorrow's list for at most one more request: the common template's date form,
 * Ankara's and Uşak's dated endpoints, Şanlıurfa's date range, Giresun's multi-day answer. Samsun's
 * form (a request per district), Ordu's and Tokat's pages would double their requests.
 */
const TOMORROW_READERS: ReadonlySet<ChamberReaderKind> = new Set(['a', 'ankara', 'usak', 'sanliurfa', 'giresun']);

export function createChamberSource(site: ChamberSite, reader: ChamberReader): SourceAdapter {
  const plates = Object.keys(site.pages).map(Number);
  const first = site.pages[plates[0]!]!;
  return {
    name: site.name,
    label: site.label,
    trust: 'official',
    // A regional chamber's provinces share one publisher: a check needs another family.
    family: site.name,
    defaultBaseUrl: first,
    defaultUrlFor: (plate) => site.pages[plate] ?? first,
    plates,
    // Tokat's pages carry no positions; every other chamber's do (map links, coordinates).
    givesPositions: site.reader !== 'tokat',
    readsTomorrow: TOMORROW_READERS.has(site.reader),
    isEnabled: () => true,
    async fetchProvince(context, request) {
      try {
        return await reader(context, request);
      } catch (error) {
        if (error instanceof ChamberLayoutError) throw toLayoutError(context.baseUrl, error.message, error);
        throw error;
      }
    },
  };
}

/**
 * A chamber's page (HTML unless `init` asks otherwise; a GET unless it is a POST) as a page to read:
 * a fetch that throws something other than a SourceError is named as a fetch failure, and a bot
 * challenge or an error status is thrown by `requirePage`.
 */
export async function fetchChamberPage(
  context: SourceContext,
  url: string,
  init: SourceRequestInit = {},
): Promise<SourceResponse> {
  let response: SourceResponse;
  try {
    response = await context.fetch(url, { ...init, headers: { Accept: 'text/html', ...init.headers } });
  } catch (error) {
    throw error instanceof SourceError ? error : toFetchError(error, url);
  }
  return requirePage(response);
}

/** The failure of an answer that came as an HTML page where the site's JSON belongs (after a new session too). */
export function toHtmlInsteadOfJsonError(response: SourceResponse): SourceError {
  return new SourceError(
    'format',
    `Kaynak JSON yerine HTML sayfası gönderdi (${response.contentType ?? 'türü yok'}): ${response.url}`,
    false,
  );
}

/** A parser of a page that holds one list: the province's roster, dated by the page or else by `fallbackDate`. */
export type OnePageParser = (html: string, options: { province: SourceProvince; fallbackDate: string }) => DatedRoster;

/**
 * The reader of a site whose province page holds its one list (Amasya, Hatay, Isparta): one GET of
 * the page address, parsed into one roster, dated by what the page states, else by the first date
 * asked. Nothing is asked without a date.
 */
export function readOnePage(parse: OnePageParser): ChamberReader {
  return async (context, request) => {
    const fallbackDate = request.dutyDates[0];
    if (!fallbackDate) return [];
    const page = await fetchChamberPage(context, context.baseUrl);
    return [parse(page.text(), { province: request.province, fallbackDate })];
  };
}
