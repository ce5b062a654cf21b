import { parseCollectApiResponse } from '#app/sources/collectapi/parse.ts';
import { SourceError, requireJson, type SourceAdapter } from '#app/sources/source.ts';

/**
 * The commercial on-duty API peers use (CollectAPI `health/dutyPharmacy`), for operators with a
 * key (COLLECTAPI_KEY). It answers with today's list only, so its roster is dated with the duty
 * date in force when it was fetched.
 */
const COLLECTAPI_URL = 'https://api.collectapi.com';

export const collectApiSource: SourceAdapter = {
  name: 'collectapi',
  label: 'CollectAPI',
  trust: 'commercial',
  family: 'collectapi',
  defaultBaseUrl: COLLECTAPI_URL,
  plates: null,
  givesPositions: true,
  isEnabled: (keys) => keys.collectApi !== null,
  async fetchProvince(context, { province, dutyDates }) {
    const key = context.keys.collectApi;
    if (!key) throw new SourceError('http', 'CollectAPI anahtarı (COLLECTAPI_KEY) tanımlı değil', false);
    const url = `${context.baseUrl}/health/dutyPharmacy?il=${encodeURIComponent(province.name)}`;
    const json = requireJson(
      await context.fetch(url, { headers: { Authorization: `apikey ${key}`, 'Content-Type': 'application/json' } }),
    );
    let records;
    try {
      records = parseCollectApiResponse(json, province.name);
    } catch (error) {
      throw new SourceError('layout', `Kaynağın yanıtı beklenen biçimde değil: ${url}`, false, { cause: error });
    }
    const [inForce] = dutyDates;
    return inForce ? [{ dutyDate: inForce, records }] : [];
  },
};
