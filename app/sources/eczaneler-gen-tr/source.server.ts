import { ListingLayoutError, parseListingPage } from '#app/sources/eczaneler-gen-tr/parse-listing.ts';
import { mergeCoordinates, parseListingIframe } from '#app/sources/eczaneler-gen-tr/parse-iframe.ts';
import {
  SourceError,
  requirePage,
  type DatedRoster,
  type SourceAdapter,
  type SourceContext,
  type SourceProvince,
} from '#app/sources/source.ts';

/**
 * The listing site (LISTING_SOURCE_URL, eczaneler.gen.tr): one page per province with three day
 * tabs, each dated by its duty-period sentence; the embeddable page adds coordinates when it has
 * them. A bot-challenge page is reported as blocked, never parsed.
 */

const LISTING_SOURCE_NAME = 'eczaneler.gen.tr';

/** Coordinates are a bonus: any failure here leaves the roster without them. */
async function fetchCoordinates(context: SourceContext, province: SourceProvince) {
  const url = `${context.baseUrl}/iframe.php?lokasyon=${province.plate}`;
  try {
    return parseListingIframe(requirePage(await context.fetch(url, { headers: { Accept: 'text/html' } })).text());
  } catch {
    return [];
  }
}

export const listingSource: SourceAdapter = {
  name: LISTING_SOURCE_NAME,
  label: 'eczaneler.gen.tr',
  trust: 'listing',
  family: 'eczaneler.gen.tr',
  defaultBaseUrl: 'https://www.eczaneler.gen.tr',
  plates: null,
  givesPositions: false,
  isEnabled: () => true,
  async fetchProvince(context, { province, purpose, wantsPositions }): Promise<DatedRoster[]> {
    const url = `${context.baseUrl}/nobetci-${province.slug}`;
    const response = requirePage(await context.fetch(url, { headers: { Accept: 'text/html' } }));
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
    if (dated.length === 0) return page.tabs.map((tab) => ({ dutyDate: tab.dutyDate, records: [] }));
    // A check needs the list, not the positions, unless the list it checks has none to give.
    const located = purpose === 'publish' || wantsPositions ? await fetchCoordinates(context, province) : [];
    return dated.map((tab) => ({ dutyDate: tab.dutyDate, records: mergeCoordinates(tab.records, located) }));
  },
};
