/**
 * Amasya chamber (issue 35, family D; a WordPress page at /nobet-listesi/). Each pharmacy is a card
 * whose parts are classed `eczaneilce` (district), `eczaneismi` (name), `eczaneadres` (address, where
 * a night limit "(GECE 23.59'A KADAR AÇIK)" may sit), `eczanetel` (a `tel:` link) and a map link
 * `google.com/maps?q=LAT,LNG` (not on every card). The heading may state the date; where it does not,
 * the list is the date asked. The site is at times behind a Cloudflare challenge, which the reader
 * refuses before parsing. Pure.
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
  toField,
  toMapPoint,
} from '#app/sources/chambers/chamber-text.ts';
import type { DatedRoster, SourceProvince } from '#app/sources/source.ts';

/** A cheerio selection; derived so that the parser needs no domhandler import. */
type Selection = ReturnType<CheerioAPI>;

const AMASYA = 'amasya';

export type AmasyaOptions = { province: SourceProvince; fallbackDate: string };

const EMPTY_MESSAGE = /nobetci eczane (?:bulunmamaktadir|bulunamadi|yok)|kayit (?:bulunamadi|yok)/;

/**
 * The page's pharmacies. A page saying nobody is on duty lists nobody; a page with neither cards
 * nor that message is another page (ChamberLayoutError).
 */
export function parseAmasyaPage(html: string, options: AmasyaOptions): DatedRoster {
  const $ = parseHtml(html);
  const cards = $('.eczaneismi')
    .map((_, name) => toCard($, $(name)).get(0))
    .get();
  if (cards.length === 0 && !EMPTY_MESSAGE.test(toMatchKey($('body').text()))) {
    throw new ChamberLayoutError('Amasya sayfasında eczane kartları (.eczaneismi, .eczaneadres) bulunamadı');
  }
  const stated = findDateIn($, '.nobet-tarih, .entry-title, .page-title, h1, h2, title', true);
  return {
    dutyDate: stated ?? options.fallbackDate,
    records: cards.map((card) => toRecord($(card), options.province)),
  };
}

/**
 * The card of a name: the nearest ancestor holding this name alone and an address. Where the parts
 * stand side by side in one list (no card per pharmacy), the name with what follows it up to the
 * next name, and the district label just before it.
 */
function toCard($: CheerioAPI, name: Selection): Selection {
  let node = name.parent();
  for (let depth = 0; depth < 4 && node.length > 0; depth++) {
    if (node.find('.eczaneismi').length > 1) break;
    if (node.find('.eczaneadres').length > 0) return node;
    node = node.parent();
  }
  const label = name.prev('.eczaneilce');
  return $('<div></div>').append([
    ...label.clone(),
    ...name.clone(),
    ...name.nextUntil('.eczaneismi, .eczaneilce').clone(),
  ]);
}

function toRecord(card: Selection, province: SourceProvince): RosterRecord {
  const nameNight = takeNightLimit(card.find('.eczaneismi').first().text());
  const address = takeNightLimit(card.find('.eczaneadres').first().text());
  const telBox = card.find('.eczanetel').first();
  const tel = card.find('a[href^="tel:"]').first();
  const point = toMapPoint(card.find('a[href*="maps"]').first().attr('href'));
  const district =
    findProvinceDistrict(AMASYA, card.find('.eczaneilce').first().text()) ??
    (address.rest ? findDistrictInAddress(AMASYA, address.rest) : null);
  return {
    name: toChamberName(nameNight.rest ?? ''),
    province: province.name,
    district: district?.name ?? null,
    phone:
      toChamberPhone(tel.text()) ??
      toChamberPhone(tel.attr('href')) ??
      toChamberPhone(toField(telBox.text())?.replace(/^tel(?:efon)?\s*[:.]?\s*/i, '')),
    address: address.rest,
    dutyHours: address.dutyHours ?? nameNight.dutyHours,
    neighbourhood: null,
    note: toField(card.find('.eczanetarif').first().text()),
    latitude: point?.latitude ?? null,
    longitude: point?.longitude ?? null,
  };
}
