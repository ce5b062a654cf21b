import { ListingLayoutError, parseListingPage } from '#app/sources/eczaneler-gen-tr/parse-listing.ts';
import { mergeCoordinates, parseListingIframe } from '#app/sources/eczaneler-gen-tr/parse-iframe.ts';
import {
  SourceError,
  toFetchError,
  toRobotsError,
  toStatusError,
  type DatedRoster,
  type SourceAdapter,
  type SourceContext,
  type SourceProvince,
  type SourceResponse,
} from '#app/sources/source.ts';

/**
 * The listing site (LISTING_SOURCE_URL, eczaneler.gen.tr): one page per province
 * with three day tabs, each dated by its duty-period text; the embeddable page
 * adds coordinates when it has them.
 */

async function get(context: SourceContext, url: string): Promise<SourceResponse> {
  const refused = toRobotsError(context.robots, url);
  if (refused) throw refused;
  let response: SourceResponse;
  try {
    response = await context.fetch(url, { headers: { Accept: 'text/html' } });
  } catch (error) {
    throw toFetchError(error, url);
  }
  const failure = toStatusError(response.status, url);
  if (failure) throw failure;
  return response;
}

/** Coordinates are a bonus: any failure here leaves the roster without them. */
async function fetchCoordinates(context: SourceContext, province: SourceProvince) {
  const url = `${context.listingSourceUrl}/iframe.php?lokasyon=${province.plate}`;
  try {
    return parseListingIframe((await get(context, url)).text());
  } catch {
    return [];
  }
}

export const listingSource: SourceAdapter = {
  name: 'eczaneler.gen.tr',
  label: 'eczaneler.gen.tr',
  isEnabled: () => true,
  origin: (context) => new URL(context.listingSourceUrl).origin,
  async fetchProvince(context, province): Promise<DatedRoster[]> {
    const url = `${context.listingSourceUrl}/nobetci-${province.slug}`;
    const response = await get(context, url);
    let page;
    try {
      page = parseListingPage(response.text(), { provinceName: province.name, fetchedAt: context.now() });
    } catch (error) {
      if (error instanceof ListingLayoutError) {
        throw new SourceError('layout', `Sayfa yapısı değişmiş, eczaneler okunamadı: ${url}`, false, { cause: error });
      }
      throw error;
    }
    const dated = page.tabs.filter((tab) => tab.records.length > 0);
    if (dated.length === 0) return [];
    const located = await fetchCoordinates(context, province);
    return dated.map((tab) => ({ dutyDate: tab.dutyDate, records: mergeCoordinates(tab.records, located) }));
  },
};
