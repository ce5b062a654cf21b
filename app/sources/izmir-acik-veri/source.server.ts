import { IzmirLayoutError, parseIzmirPharmacies } from '#app/sources/izmir-acik-veri/parse.ts';
import { SourceError, requireJson, type DatedRoster, type SourceAdapter } from '#app/sources/source.ts';

/**
 * İzmir metropolitan municipality's open data (openapi.izmir.bel.tr): the whole province's duty
 * pharmacies in one JSON request, each record dated by its duty start (`Tarih`). It has been seen
 * answering an HTML page instead of JSON, a `format` failure (requireJson).
 */
const IZMIR_OPEN_DATA_URL = 'https://openapi.izmir.bel.tr';
const IZMIR_PLATE = 35;

export const izmirSource: SourceAdapter = {
  name: 'izmir-acik-veri',
  label: 'İzmir Büyükşehir Belediyesi (açık veri)',
  trust: 'official',
  family: 'izmir-bb',
  defaultBaseUrl: IZMIR_OPEN_DATA_URL,
  plates: [IZMIR_PLATE],
  givesPositions: true,
  isEnabled: () => true,
  async fetchProvince(context, { province, dutyDates }): Promise<DatedRoster[]> {
    if (province.plate !== IZMIR_PLATE) {
      throw new SourceError(
        'http',
        `İzmir açık verisi yalnızca İzmir'in listesini verir, ${province.name} için sorulamaz`,
        false,
      );
    }
    const url = `${context.baseUrl}/api/ibb/nobetcieczaneler`;
    const json = requireJson(await context.fetch(url, { headers: { Accept: 'application/json' } }));
    let rosters: DatedRoster[];
    try {
      rosters = parseIzmirPharmacies(json);
    } catch (error) {
      if (!(error instanceof IzmirLayoutError)) throw error;
      throw new SourceError(
        'layout',
        `İzmir açık verisinin yanıtı beklenen biçimde değil, eczaneler okunamadı: ${url}`,
        false,
        { cause: error },
      );
    }
    // Every roster is dated by its records' Tarih; an empty list states no date, so it is the
    // province's duty date in force (the first date asked).
    const [inForce] = dutyDates;
    return rosters.length > 0 || !inForce ? rosters : [{ dutyDate: inForce, records: [] }];
  },
};
