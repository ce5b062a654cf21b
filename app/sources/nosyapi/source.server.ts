import { getDutyDate } from '#app/domain/time/duty-window.ts';
import { NosyApiFailureError, NosyApiLayoutError, parseNosyApiResponse } from '#app/sources/nosyapi/parse.ts';
import { SourceError, requireJson, type DatedRoster, type SourceAdapter } from '#app/sources/source.ts';

/**
 * NosyAPI's on-duty list (`/pharmacies-on-duty?city=`), a paid API for operators with a key
 * (NOSYAPI_KEY): the free tier has 500 credits a month and a national pull costs 81. The key goes
 * in the Authorization header, never in the URL, which is logged. Each record carries its duty
 * window, so rosters are dated by the records' duty start.
 */
export const nosyApiSource: SourceAdapter = {
  name: 'nosyapi',
  label: 'NosyAPI',
  trust: 'commercial',
  family: 'nosyapi',
  defaultBaseUrl: 'https://www.nosyapi.com/apiv2/service',
  plates: null,
  givesPositions: true,
  isEnabled: (keys) => keys.nosyApi !== null,
  async fetchProvince(context, request): Promise<DatedRoster[]> {
    const key = context.keys.nosyApi;
    if (key === null) throw new SourceError('http', 'NosyAPI anahtarı (NOSYAPI_KEY) tanımlı değil', false);
    // `city` is the province's ASCII name in lower case ("istanbul", "sanliurfa"): its slug.
    const url = `${context.baseUrl}/pharmacies-on-duty?city=${encodeURIComponent(request.province.slug)}`;
    const response = await context.fetch(url, {
      headers: { Authorization: `Bearer ${key}`, Accept: 'application/json' },
    });
    const json = requireJson(response);
    try {
      return parseNosyApiResponse(json, {
        provinceName: request.province.name,
        fallbackDutyDate: request.dutyDates[0] ?? getDutyDate(context.now()),
      });
    } catch (error) {
      if (error instanceof NosyApiFailureError) {
        const said = error.apiMessage ? `: ${error.apiMessage}` : '';
        throw new SourceError('http', `NosyAPI isteği reddetti${said} (${url})`, false, { cause: error });
      }
      if (error instanceof NosyApiLayoutError) {
        throw new SourceError('layout', `NosyAPI yanıtının yapısı değişmiş, eczaneler okunamadı: ${url}`, false, {
          cause: error,
        });
      }
      throw error;
    }
  },
};
