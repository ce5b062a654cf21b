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
 * İzmir metropolitan municipality's open data as the fixture source serves it: the province's
 * pharmacies (plate 35) for `today` in one JSON array, shaped like the real answer (names, areas
 * and addresses in capitals, coordinates as strings, 0 for a pharmacy without a position, an
 * after-midnight hand-over on every fourth record). Faults are those of 'izmir-acik-veri' for İzmir.
 */

const PATH = '/api/ibb/nobetcieczaneler';
const IZMIR = requireProvinceBySlug('izmir');

function toRecord(p: FixturePharmacy, i: number, listedDate: string, all: FixturePharmacy[]) {
  const next = all[(i + 1) % all.length];
  const handOver = i % 4 === 3 && next && next.district !== p.district;
  return {
    Tarih: `${listedDate}T08:00:00`,
    LokasyonY: p.point ? p.point.lng.toFixed(6) : '0',
    LokasyonX: p.point ? p.point.lat.toFixed(6) : '0',
    BolgeAciklama: handOver ? `24:00DEN SONRA- ${toTurkishUpper(next.district)}` : '',
    Adi: toTurkishUpper(`${p.name} Eczanesi`),
    Telefon: `0${p.phoneDigits}`,
    Adres: toTurkishUpper(p.address),
    BolgeId: i + 1,
    Bolge: toTurkishUpper(p.district),
    UzaklikMetre: null,
    EczaneId: -1,
    IlceId: 0,
  };
}

function json(body: unknown, extra: Partial<FixtureAnswer> = {}): FixtureAnswer {
  return {
    status: 200,
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
    body: JSON.stringify(body),
    ...extra,
  };
}

export const izmirFixture: FixtureSource = {
  host: 'openapi.izmir.bel.tr',
  robotsTxt: 'User-agent: *\nAllow: /\n',
  handle(request, context) {
    if (request.url.pathname !== PATH) return null;
    if (request.method !== 'GET') return { status: 405, body: 'Method Not Allowed' };
    const fault = context.fault('izmir-acik-veri', IZMIR);
    const html = (body: string): FixtureAnswer => ({
      status: 200,
      headers: { 'Content-Type': 'text/html; charset=utf-8' },
      body,
    });
    if (fault === 'challenge') return html(CHALLENGE_PAGE);
    if (fault === 'html-instead-of-json') return html(HTML_ERROR_PAGE);
    if (fault === 'forbidden') return { status: 403, body: HTML_ERROR_PAGE };
    if (fault === 'error500') return { status: 500, body: HTML_ERROR_PAGE };
    if (fault === 'flaky' && context.hits(PATH) === 1) return { status: 503, body: HTML_ERROR_PAGE };
    if (fault === 'changed-layout') {
      return json({ durum: 'basarili', sonuc: [{ EczaneAdi: 'DENEME ECZANESİ', NobetTarihi: context.today }] });
    }
    const { listedDate, pharmacies } = listFixturePharmacies(IZMIR, context.today, fault);
    const records = pharmacies.map((p, i) => toRecord(p, i, listedDate, pharmacies));
    return json(records, fault === 'slow' ? { delayMs: context.slowMs } : {});
  },
};
