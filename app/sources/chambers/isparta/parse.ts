/**
 * Isparta chamber (issue 35, family D). Each pharmacy is a `div.trend-content` (inside a
 * `div.trend-item`) with `h3` name, `h5` district, a `fa-map-marker` line for the address, a `tel:`
 * link, at times a `fa-clock-o` line ("GECE 23:59'A KADAR NÖBETÇİDİR") and a map link
 * `maps.google.com/maps?q=LAT,LNG` (whose own `fa-map-marker` icon is no address). The page title may
 * state the date ("27.11.2026 Nöbetçi Eczaneler"); where it does not, the list is the date asked. Pure.
 */
import type { CheerioAPI } from 'cheerio';
import { findDistrictInAddress } from '#app/domain/geo/geo.server.ts';
import type { RosterRecord } from '#app/domain/roster/roster-text.ts';
import { parseHtml } from '#app/domain/text/html-parser.ts';
import { toMatchKey } from '#app/domain/text/turkish.ts';
import { findDateIn } from '#app/sources/chambers/chamber-records.ts';
import {
  ChamberLayoutError,
  findProvinceDistrict,
  takeNightLimit,
  toChamberName,
  toChamberPhone,
  toMapPoint,
} from '#app/sources/chambers/chamber-text.ts';
import type { DatedRoster, SourceProvince } from '#app/sources/source.ts';

/** A cheerio selection; derived so that the parser needs no domhandler import. */
type Selection = ReturnType<CheerioAPI>;

const ISPARTA = 'isparta';

export type IspartaOptions = { province: SourceProvince; fallbackDate: string };

const EMPTY_MESSAGE = /nobetci eczane (?:bulunmamaktadir|bulunamadi|yok)|kayit (?:bulunamadi|yok)/;

/** Map links carry the marker icon too: their text is no address. */
const MAP_TEXT = /harita|konum|yol tarifi|map/i;

/**
 * The page's pharmacies. A page saying nobody is on duty lists nobody; a page with neither cards
 * nor that message is another page (ChamberLayoutError).
 */
export function parseIspartaPage(html: string, options: IspartaOptions): DatedRoster {
  const $ = parseHtml(html);
  const cards = $('.trend-content').filter((_, card) => $(card).find('h3').length > 0);
  if (cards.length === 0 && !EMPTY_MESSAGE.test(toMatchKey($('body').text()))) {
    throw new ChamberLayoutError('Isparta sayfasında eczane kartları (div.trend-content) bulunamadı');
  }
  const stated = findDateIn($, '.page-title, .section-title, .breadcrumb, h1, h2, title', true);
  const dutyDate = stated ?? options.fallbackDate;
  return { dutyDate, records: cards.map((_, card) => toRecord($, $(card), options.province)).get() };
}

function toRecord($: CheerioAPI, card: Selection, province: SourceProvince): RosterRecord {
  const scope = card.closest('.trend-item').length > 0 ? card.closest('.trend-item') : card;
  const addressLine = card
    .find('.fa-map-marker')
    .map((_, icon) => $(icon).parent())
    .get()
    .find((line) => !line.is('a') && !MAP_TEXT.test(line.text()));
  const address = takeNightLimit(addressLine ? addressLine.text() : null);
  const clock = takeNightLimit(card.find('.fa-clock-o, .fa-clock').first().parent().text());
  const tel = scope.find('a[href^="tel:"]').first();
  const point = toMapPoint(scope.find('a[href*="maps"]').first().attr('href'));
  const district =
    findProvinceDistrict(ISPARTA, card.find('h5').first().text()) ??
    (address.rest ? findDistrictInAddress(ISPARTA, address.rest) : null);
  return {
    name: toChamberName(card.find('h3').first().text()),
    province: province.name,
    district: district?.name ?? null,
    phone: toChamberPhone(tel.text()) ?? toChamberPhone(tel.attr('href')),
    address: address.rest,
    dutyHours: clock.dutyHours ?? address.dutyHours,
    neighbourhood: null,
    note: null,
    latitude: point?.latitude ?? null,
    longitude: point?.longitude ?? null,
  };
}
