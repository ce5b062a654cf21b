import { PROVINCES, type Province } from '#app/domain/geo/geo.server.ts';
import { toMatchKey } from '#app/domain/text/turkish.ts';
import {
  CHALLENGE_PAGE,
  HTML_ERROR_PAGE,
  listFixturePharmacies,
  type FixturePharmacy,
} from '#tests/support/source-fixtures/roster.ts';
import type { FixtureAnswer, FixtureSource } from '#tests/support/source-fixtures/server.ts';

/**
 * CollectAPI (api.collectapi.com) for the fixture source: `GET /health/dutyPharmacy?il=<name>`
 * with `Authorization: apikey …`, answering today's list as
 * `{ success: true, result: [{ name, dist, address, phone, loc: "lat,lng" }] }` with names and
 * districts in capitals, as the real API writes them. Faults by source name 'collectapi'.
 */

const COLLECTAPI_SOURCE = 'collectapi';

const JSON_TYPE = { 'Content-Type': 'application/json; charset=utf-8' };

function json(status: number, value: unknown): FixtureAnswer {
  return { status, headers: JSON_TYPE, body: JSON.stringify(value) };
}

/** "Giresun", "giresun", "İSTANBUL", "istanbul" → the province (callers send the Turkish name). */
function findProvince(il: string | null): Province | undefined {
  if (il === null) return undefined;
  const key = toMatchKey(il);
  return PROVINCES.find((p) => toMatchKey(p.name) === key || p.slug === key);
}

function toResultItem(pharmacy: FixturePharmacy) {
  return {
    name: `${pharmacy.name.toLocaleUpperCase('tr-TR')} ECZANESİ`,
    dist: pharmacy.district.toLocaleUpperCase('tr-TR'),
    address: pharmacy.address,
    phone: `0${pharmacy.phoneDigits}`,
    loc: pharmacy.point ? `${pharmacy.point.lat},${pharmacy.point.lng}` : '',
  };
}

export const collectApiFixture: FixtureSource = {
  host: 'api.collectapi.com',
  robotsTxt: 'User-agent: *\nDisallow:\n',
  handle({ url, headers }, context) {
    if (url.pathname !== '/health/dutyPharmacy') return null;
    if (!/^apikey \S+/.test(headers.authorization ?? '')) {
      return json(401, { success: false, message: 'You must provide an API key (Authorization: apikey …).' });
    }
    const province = findProvince(url.searchParams.get('il'));
    if (!province) return json(200, { success: false, message: 'Invalid il parameter.' });
    const fault = context.fault(COLLECTAPI_SOURCE, province);
    if (fault === 'challenge') return { status: 200, body: CHALLENGE_PAGE };
    if (fault === 'forbidden') return json(403, { success: false, message: 'Forbidden' });
    if (fault === 'error500') return json(500, { success: false, message: 'Internal Server Error' });
    if (fault === 'flaky' && context.hits(url.pathname) === 1) return json(503, { success: false });
    if (fault === 'html-instead-of-json') return { status: 200, body: HTML_ERROR_PAGE };
    if (fault === 'changed-layout') return json(200, { success: true, data: { pharmacies: [] } });
    const { pharmacies } = listFixturePharmacies(province, context.today, fault);
    const answer = json(200, { success: true, result: pharmacies.map(toResultItem) });
    return fault === 'slow' ? { ...answer, delayMs: context.slowMs } : answer;
  },
};
