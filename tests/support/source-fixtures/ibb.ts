import { requireProvinceBySlug } from '#app/domain/geo/geo.server.ts';
import { toTurkishUpper } from '#app/domain/text/turkish.ts';
import {
  CHALLENGE_PAGE,
  HTML_ERROR_PAGE,
  listFixturePharmacies,
  type FixturePharmacy,
} from '#tests/support/source-fixtures/roster.ts';
import type { FixtureAnswer, FixtureSource } from '#tests/support/source-fixtures/server.ts';

/**
 * İstanbul metropolitan municipality's duty layer as the fixture source serves it
 * (`/?eczanews&ilceID=all`): the province's pharmacies (plate 34) for `today` as the XML list
 * turned into JSON, every value a string, one record as the object itself rather than an array
 * (the `few` fault shows it), districts in capitals, some names without "Eczanesi", "0" for a
 * position it lacks. The JSON is labelled text/html: the model of the real answer does not record
 * its type, and the adapter must judge an answer by its body, not its label. The layer states no
 * date, so `wrong-day` (and `token-change`) do not apply to it. Faults are those of 'ibb' for İstanbul.
 */

const ISTANBUL = requireProvinceBySlug('istanbul');

function toRecord(p: FixturePharmacy, i: number) {
  const d = p.phoneDigits;
  return {
    ADI: i % 3 === 0 ? p.name : `${p.name} Eczanesi`,
    ADRES: p.address,
    TELEFON: `(0${d.slice(0, 3)}) ${d.slice(3, 6)} ${d.slice(6, 8)} ${d.slice(8)}`,
    LON: p.point ? String(p.point.lng) : '0',
    LAT: p.point ? String(p.point.lat) : '0',
    ILCEID: String(1400 + i),
    MESAFE: '0',
    ILCEADI: toTurkishUpper(p.district),
  };
}

function layer(list: unknown): unknown {
  return {
    ArrayOfAramaList: {
      '@xmlns:xsd': 'http://www.w3.org/2001/XMLSchema',
      '@xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance',
      AramaList: list,
    },
  };
}

function html(body: string, extra: Partial<FixtureAnswer> = {}): FixtureAnswer {
  return { status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8' }, body, ...extra };
}

export const ibbFixture: FixtureSource = {
  host: 'cbsproxy.ibb.gov.tr',
  robotsTxt: 'User-agent: *\nAllow: /\n',
  handle(request, context) {
    const { pathname, searchParams } = request.url;
    // Only the whole province is served: a request for one district is a wrong URL here (404).
    if (pathname !== '/' || !searchParams.has('eczanews') || searchParams.get('ilceID') !== 'all') return null;
    if (request.method !== 'GET') return { status: 405, body: 'Method Not Allowed' };
    const fault = context.fault('ibb', ISTANBUL);
    if (fault === 'challenge') return html(CHALLENGE_PAGE);
    if (fault === 'html-instead-of-json') return html(HTML_ERROR_PAGE);
    if (fault === 'forbidden') return { status: 403, body: HTML_ERROR_PAGE };
    if (fault === 'error500') return { status: 500, body: HTML_ERROR_PAGE };
    if (fault === 'flaky' && context.hits(pathname) === 1) return { status: 503, body: HTML_ERROR_PAGE };
    if (fault === 'changed-layout') {
      // What a move to İBB's newer GeoJSON API would look like here.
      const feature = { type: 'Feature', properties: { pharmacyName: 'Deneme Eczanesi' }, geometry: null };
      return html(JSON.stringify({ type: 'FeatureCollection', features: [feature] }));
    }
    const applies = fault === 'wrong-day' || fault === 'token-change' ? undefined : fault;
    const { pharmacies } = listFixturePharmacies(ISTANBUL, context.today, applies);
    const records = pharmacies.map(toRecord);
    // One record comes as the object itself, as the XML list turned into JSON sends it.
    const list = records.length === 1 ? records[0] : records;
    return html(JSON.stringify(layer(list)), fault === 'slow' ? { delayMs: context.slowMs } : {});
  },
};
