import { parseCollectApiResponse } from '#app/sources/collectapi/parse.ts';
import { getDutyDate } from '#app/domain/time/duty-window.ts';
import {
  SourceError,
  toFetchError,
  toStatusError,
  type SourceAdapter,
  type SourceResponse,
} from '#app/sources/source.ts';

/**
 * The commercial on-duty API peers use (CollectAPI `health/dutyPharmacy`), for
 * operators with a key (COLLECTAPI_KEY). It answers with today's list only, so
 * its roster is dated with the duty date in force when it was fetched.
 */
export const COLLECTAPI_URL = 'https://api.collectapi.com/health/dutyPharmacy';

export const collectApiSource: SourceAdapter = {
  name: 'collectapi',
  label: 'CollectAPI',
  isEnabled: (context) => context.collectApiKey !== null,
  origin: () => null,
  async fetchProvince(context, province) {
    if (!context.collectApiKey)
      throw new SourceError('http', 'CollectAPI anahtarı (COLLECTAPI_KEY) tanımlı değil', false);
    const url = `${COLLECTAPI_URL}?il=${encodeURIComponent(province.name)}`;
    let response: SourceResponse;
    try {
      response = await context.fetch(url, {
        headers: { Authorization: `apikey ${context.collectApiKey}`, 'Content-Type': 'application/json' },
      });
    } catch (error) {
      throw toFetchError(error, url);
    }
    const failure = toStatusError(response.status, url);
    if (failure) throw failure;
    let json: unknown;
    try {
      json = JSON.parse(response.text());
    } catch {
      throw new SourceError('layout', `Kaynağın yanıtı JSON değil: ${url}`, false);
    }
    let records;
    try {
      records = parseCollectApiResponse(json, province.name);
    } catch (error) {
      throw new SourceError('layout', `Kaynağın yanıtı beklenen biçimde değil: ${url}`, false, { cause: error });
    }
    return records.length > 0 ? [{ dutyDate: getDutyDate(context.now()), records }] : [];
  },
};
