import { parseListingIframePage } from '#app/sources/eczaneler-gen-tr/parse-iframe.ts';
import { ListingLayoutError } from '#app/sources/eczaneler-gen-tr/parse-listing.ts';
import { SourceError, requirePage, type DatedRoster, type SourceAdapter } from '#app/sources/source.ts';

/**
 * The listing site's embeddable page (`/iframe.php?lokasyon={plate}`) as a roster of its own:
 * today's list with positions, dated by its heading ("8 Ağustos Cumartesi"). It is the page the
 * site means to be embedded, so it stays open when the province page is challenged; being a copy of
 * the same publisher, it is of the province page's family and cannot cross-check it.
 */
export const listingIframeSource: SourceAdapter = {
  name: 'eczaneler.gen.tr/iframe',
  label: 'eczaneler.gen.tr (gömülü liste)',
  trust: 'listing',
  family: 'eczaneler.gen.tr',
  defaultBaseUrl: 'https://www.eczaneler.gen.tr',
  plates: null,
  givesPositions: true,
  isEnabled: () => true,
  async fetchProvince(context, request): Promise<DatedRoster[]> {
    const { province } = request;
    const url = `${context.baseUrl}/iframe.php?lokasyon=${province.plate}`;
    const response = requirePage(await context.fetch(url, { headers: { Accept: 'text/html' } }));
    try {
      const page = parseListingIframePage(response.text(), { provinceName: province.name, fetchedAt: context.now() });
      return [{ dutyDate: page.dutyDate, records: page.records }];
    } catch (error) {
      if (error instanceof ListingLayoutError) {
        throw new SourceError(
          'layout',
          `Gömülü listenin yapısı değişmiş, tarih ya da eczaneler okunamadı: ${url}`,
          false,
          {
            cause: error,
          },
        );
      }
      throw error;
    }
  },
};
