import { IbbLayoutError, parseIbbPharmacies } from '#app/sources/ibb/parse.ts';
import { SourceError, requireJson, type DatedRoster, type SourceAdapter } from '#app/sources/source.ts';

/**
 * İstanbul metropolitan municipality's duty layer (cbsproxy.ibb.gov.tr, `?eczanews&ilceID=all`):
 * the whole province (39 districts, about 130 pharmacies a day) in one request. The answer states
 * no date, so the roster is the duty date's in force when it was read. (İBB also publishes a newer
 * GeoJSON API, eczane.ibb.gov.tr/api/pharmacy/getpharmacies, not read here.)
 */
const IBB_CBS_URL = 'https://cbsproxy.ibb.gov.tr';
const IBB_PLATE = 34;

export const ibbSource: SourceAdapter = {
  name: 'ibb',
  label: 'İstanbul Büyükşehir Belediyesi',
  trust: 'official',
  family: 'ibb',
  defaultBaseUrl: IBB_CBS_URL,
  plates: [IBB_PLATE],
  givesPositions: true,
  isEnabled: () => true,
  async fetchProvince(context, { province, dutyDates }): Promise<DatedRoster[]> {
    if (province.plate !== IBB_PLATE) {
      throw new SourceError(
        'http',
        `İBB'nin listesi yalnızca İstanbul'u kapsar, ${province.name} için sorulamaz`,
        false,
      );
    }
    const url = `${context.baseUrl}/?eczanews&ilceID=all`;
    const json = requireJson(await context.fetch(url, { headers: { Accept: 'application/json' } }));
    try {
      // The layer names no date: its list is the one on duty now, the province's duty date in force.
      const [inForce] = dutyDates;
      return inForce ? [{ dutyDate: inForce, records: parseIbbPharmacies(json) }] : [];
    } catch (error) {
      if (!(error instanceof IbbLayoutError)) throw error;
      throw new SourceError(
        'layout',
        `İBB eczane katmanının yanıtı beklenen biçimde değil, eczaneler okunamadı: ${url}`,
        false,
        { cause: error },
      );
    }
  },
};
