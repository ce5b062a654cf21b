import { PROVINCES, type Province } from '#app/domain/geo/geo.server.ts';
import { addDays } from '#app/domain/time/duty-window.ts';
import {
  CHALLENGE_PAGE,
  HTML_ERROR_PAGE,
  listFixturePharmacies,
  type FixturePharmacy,
} from '#tests/support/source-fixtures/roster.ts';
import type { FixtureAnswer, FixtureSource } from '#tests/support/source-fixtures/server.ts';

/**
 * NosyAPI (www.nosyapi.com) for the fixture source: `GET /apiv2/service/pharmacies-on-duty?city=<slug>`
 * with `Authorization: Bearer <key>` (or an `apiKey` query), answering today's list as
 * `{ status: "ok", message, rowCount, data: [{ pharmacyID, pharmacyName, …, pharmacyDutyStart,
 * pharmacyDutyEnd, latitude, longitude }] }`, each duty from 08:30 to 08:30 the next morning.
 * Without a key: 401 with a JSON failure. Faults by source name 'nosyapi'.
 */

const NOSYAPI_SOURCE = 'nosyapi';

const PATH = '/apiv2/service/pharmacies-on-duty';

function json(status: number, value: unknown): FixtureAnswer {
  return { status, headers: { 'Content-Type': 'application/json; charset=utf-8' }, body: JSON.stringify(value) };
}

function failure(status: number, message: string): FixtureAnswer {
  return json(status, { status: 'failure', message, messageTR: message, rowCount: 0, data: [] });
}

function toDataItem(province: Province, listedDate: string, pharmacy: FixturePharmacy, i: number) {
  return {
    pharmacyID: province.plate * 1000 + i,
    pharmacyName: `${pharmacy.name} Eczanesi`,
    address: pharmacy.address,
    city: province.name,
    district: pharmacy.district,
    town: 'Deneme',
    directions: pharmacy.note,
    phone: `0${pharmacy.phoneDigits}`,
    phone2: '',
    pharmacyDutyStart: `${listedDate} 08:30:00`,
    pharmacyDutyEnd: `${addDays(listedDate, 1)} 08:30:00`,
    latitude: pharmacy.point?.lat ?? null,
    longitude: pharmacy.point?.lng ?? null,
    distanceMt: 0,
  };
}

export const nosyApiFixture: FixtureSource = {
  host: 'www.nosyapi.com',
  robotsTxt: 'User-agent: *\nDisallow:\n',
  handle({ url, headers }, context) {
    if (url.pathname !== PATH) return null;
    if (!/^Bearer \S+/.test(headers.authorization ?? '') && !url.searchParams.get('apiKey')) {
      return failure(401, 'API anahtarı eksik veya geçersiz.');
    }
    const city = url.searchParams.get('city');
    const province = PROVINCES.find((p) => p.slug === city);
    if (!province) return failure(200, 'Şehir bulunamadı.');
    const fault = context.fault(NOSYAPI_SOURCE, province);
    if (fault === 'challenge') return { status: 200, body: CHALLENGE_PAGE };
    if (fault === 'forbidden') return failure(403, 'Erişim engellendi.');
    if (fault === 'error500') return failure(500, 'Sunucu hatası.');
    if (fault === 'flaky' && context.hits(url.pathname) === 1)
      return failure(503, 'Servis geçici olarak kullanılamıyor.');
    if (fault === 'html-instead-of-json') return { status: 200, body: HTML_ERROR_PAGE };
    if (fault === 'changed-layout') return json(200, { status: 'ok', rowCount: 0, result: { pharmacies: [] } });
    const { listedDate, pharmacies } = listFixturePharmacies(province, context.today, fault);
    const data = pharmacies.map((pharmacy, i) => toDataItem(province, listedDate, pharmacy, i));
    const answer = json(200, { status: 'ok', message: 'Nöbetçi eczaneler listelendi.', rowCount: data.length, data });
    return fault === 'slow' ? { ...answer, delayMs: context.slowMs } : answer;
  },
};
