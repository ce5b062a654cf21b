/**
 * Tokat chamber (issue 35, family D; ASP.NET). The page `nobetcieczane.aspx` shows
 * `NBEczane.aspx?gun=D&ay=M&yil=YYYY&bolge=<AREA>` for one district at a time: AREA is the district
 * in capitals ("ERBAA", "NİKSAR"), the central district being "TOKAT". Each pharmacy is a bordered
 * `div` with `h1` name, `h2` address and `h3` "(TEL: 0356 …)"; no coordinates. The page may state
 * its date (`#lblTarih`); where it does not, the list is the date asked. Pure.
 */
import type { CheerioAPI } from 'cheerio';
import { listDistricts } from '#app/domain/geo/geo.server.ts';
import type { RosterRecord } from '#app/domain/roster/roster-text.ts';
import { parseHtml } from '#app/domain/text/html-parser.ts';
import { toMatchKey, toTurkishUpper } from '#app/domain/text/turkish.ts';
import {
  ChamberLayoutError,
  takeNightLimit,
  toChamberName,
  toChamberPhone,
  toField,
  toIsoDate,
} from '#app/sources/chambers/chamber-text.ts';
import type { DatedRoster, SourceProvince } from '#app/sources/source.ts';

/** A cheerio selection; derived so that the parser needs no domhandler import. */
type Selection = ReturnType<CheerioAPI>;

const TOKAT = 'tokat';

/** One `bolge` value of the page and the official district it lists. */
export type TokatArea = { area: string; district: string };

/**
 * Tokat's districts as the page's `bolge` values: the name in Turkish capitals, the central
 * district under the province's name ("TOKAT"), as the site's own district list has it.
 */
export function listTokatAreas(): TokatArea[] {
  return listDistricts(TOKAT).map((d) => ({
    area: d.slug === 'merkez' ? 'TOKAT' : toTurkishUpper(d.name),
    district: d.name,
  }));
}

/** The list's address for one area and date: `…/NBEczane.aspx?gun=27&ay=11&yil=2026&bolge=ERBAA`. */
export function toTokatListUrl(pageUrl: string, dutyDate: string, area: string): string {
  const [year, month, day] = dutyDate.split('-').map(Number) as [number, number, number];
  const query = new URLSearchParams({ gun: String(day), ay: String(month), yil: String(year), bolge: area });
  return `${new URL(pageUrl).origin}/NBEczane.aspx?${query.toString()}`;
}

export type TokatListOptions = {
  province: SourceProvince;
  /** The official district the list was asked for. */
  district: string;
  /** The date asked (gun/ay/yil): the list's date unless the page states another. */
  requestDate: string;
};

const EMPTY_MESSAGE = /nobetci eczane (?:bulunmamaktadir|bulunamadi|yok)|kayit (?:bulunamadi|yok)/;

/**
 * One district's list. A page with the date label or the "no pharmacy" message and no cards lists
 * nobody; a page with neither cards nor those is another page (ChamberLayoutError).
 */
export function parseTokatList(html: string, options: TokatListOptions): DatedRoster {
  const $ = parseHtml(html);
  const cards = $('h1')
    .filter((_, h1) => $(h1).parent().children('h2, h3').length > 0)
    .map((_, h1) => $(h1).parent().get(0))
    .get();
  const label = $('#lblTarih, [id$="lblTarih"]').first();
  if (cards.length === 0 && label.length === 0 && !EMPTY_MESSAGE.test(toMatchKey($('body').text()))) {
    throw new ChamberLayoutError('Tokat nöbet listesinde eczane kartları (h1 ad, h2 adres, h3 telefon) bulunamadı');
  }
  const dutyDate = toIsoDate(label.text()) ?? options.requestDate;
  return { dutyDate, records: cards.map((card) => toRecord($(card), options)) };
}

function toRecord(card: Selection, options: TokatListOptions): RosterRecord {
  const night = takeNightLimit(card.children('h2').first().text());
  const nameNight = takeNightLimit(card.children('h1').first().text());
  const phoneText = card.children('h3').first().text();
  const phone = /TEL\s*[:.]?\s*([^)]*)/i.exec(phoneText)?.[1] ?? phoneText;
  return {
    name: toChamberName(nameNight.rest ?? ''),
    province: options.province.name,
    district: options.district,
    phone: toChamberPhone(phone),
    address: toField(night.rest?.replace(/^[\s,;-]+|[\s,;-]+$/g, '')),
    dutyHours: night.dutyHours ?? nameNight.dutyHours,
    neighbourhood: null,
    note: null,
    latitude: null,
    longitude: null,
  };
}
