/**
 * Ordu chamber (issue 35, family D). The chamber page embeds one iframe per district, each showing
 * `https://ordu.eczanesistemi.net/list/<700…718>` (Akkuş 700 … Ünye 718); the iframe's title or a
 * heading beside it names the district, and so does the list page. On a list page each pharmacy is
 * a block whose link reads "GÜNDÜZ-GECE: NAME" or "GECE: NAME" (the hours, then the name) and points
 * to `maps.google.com/maps?q=LAT,LNG`; under it a `<p>` with the address and a `<p>` with directions
 * and a `tel:` link. The list page states its date. Pure.
 */
import type { CheerioAPI } from 'cheerio';
import { findDistrictInAddress } from '#app/domain/geo/geo.server.ts';
import type { RosterRecord } from '#app/domain/roster/roster-text.ts';
import { parseHtml } from '#app/domain/text/html-parser.ts';
import { toMatchKey } from '#app/domain/text/turkish.ts';
import { toHoursFields } from '#app/sources/chambers/chamber-records.ts';
import {
  ChamberLayoutError,
  findProvinceDistrict,
  takeNightLimit,
  toChamberName,
  toChamberPhone,
  toField,
  toIsoDate,
  toMapPoint,
} from '#app/sources/chambers/chamber-text.ts';
import type { DatedRoster, SourceProvince } from '#app/sources/source.ts';

/** A cheerio selection; derived so that the parser needs no domhandler import. */
type Selection = ReturnType<CheerioAPI>;

const ORDU = 'ordu';

/** One district's list as the chamber page embeds it. */
export type OrduDistrictList = { url: string; label: string | null };

const LIST_SRC = /eczanesistemi\.net\/list\/\d+/i;

/** The district lists the chamber page embeds, in page order, each once. */
export function parseOrduPage(html: string, pageUrl: string): OrduDistrictList[] {
  const $ = parseHtml(html);
  const lists = new Map<string, OrduDistrictList>();
  $('iframe').each((_, element) => {
    const frame = $(element);
    // Lazy-loading plugins move the address to data-src / data-lazy-src and leave about:blank.
    const src = ['src', 'data-src', 'data-lazy-src'].map((name) => frame.attr(name)).find((v) => v && LIST_SRC.test(v));
    if (!src) return;
    const url = new URL(src.trim(), `${pageUrl}/`).href;
    if (!lists.has(url)) lists.set(url, { url, label: toField(frame.attr('title')) ?? nearbyHeading($, frame) });
  });
  if (lists.size === 0) {
    throw new ChamberLayoutError('Ordu ilçe listelerinin çerçeveleri (ordu.eczanesistemi.net/list/…) bulunamadı');
  }
  return [...lists.values()];
}

/** The heading just before the iframe (or before its wrapper), if any. */
function nearbyHeading($: CheerioAPI, frame: Selection): string | null {
  const HEADINGS = 'h1, h2, h3, h4, h5, h6';
  for (const node of [frame, frame.parent()]) {
    const heading = node.prevAll(HEADINGS).first();
    if (heading.length > 0) return toField(heading.text());
    const inside = node.prevAll().find(HEADINGS).last();
    if (inside.length > 0) return toField($(inside).text());
  }
  return null;
}

/** "GÜNDÜZ-GECE: NAME", "GECE: NAME", "GECE 23:59'A KADAR: NAME": the colon not inside a time. */
const HOURS_LABEL = /^(.{2,60}?)\s*:\s*(?!\d)(\S.*)$/u;

/** A pharmacy's link: "HOURS: NAME" pointing to a map, or whose hours part reads as hours. */
function isPharmacyLink(text: string | null, href: string | undefined): boolean {
  const hours = HOURS_LABEL.exec(text ?? '')?.[1];
  if (hours === undefined) return false;
  return /maps/i.test(href ?? '') || /gece|gunduz|nobet|saat|\d/.test(toMatchKey(hours));
}

const EMPTY_MESSAGE = /nobetci eczane (?:bulunmamaktadir|bulunmamistir|bulunamadi|yok)|kayit (?:bulunamadi|yok)/;

export type OrduListOptions = {
  province: SourceProvince;
  /** The date to use when the list states none: the first date asked. */
  fallbackDate: string;
  /** The district the chamber page gave the list (the iframe's title or heading). */
  districtLabel: string | null;
};

/**
 * One district's list: its pharmacies, dated by the date the list states (else the fallback). A
 * list that says nobody is on duty there gives no records; a page with neither pharmacy links nor
 * that message is another page (ChamberLayoutError).
 */
export function parseOrduList(html: string, options: OrduListOptions): DatedRoster {
  const $ = parseHtml(html);
  const links = $('a').filter((_, a) => isPharmacyLink(toField($(a).text()), $(a).attr('href')));
  const blocks = links.map((_, a) => $(a).parent().get(0)).get();
  if (blocks.length === 0 && !EMPTY_MESSAGE.test(toMatchKey($('body').text()))) {
    throw new ChamberLayoutError('Ordu ilçe listesinde "NÖBET: ECZANE" bağlantıları bulunamadı');
  }
  const headings = $('title, h1, h2, h3, h4, h5, h6, .baslik, .ilce, .tarih')
    .map((_, e) => $(e).text())
    .get();
  // What the list says outside its pharmacies' blocks: its heading, date and any loose text.
  $(blocks.filter((block) => !$(block).is('body, html'))).remove();
  const outside = [...headings, $('body').text()];
  const dutyDate = outside.map((text) => toIsoDate(text)).find(Boolean) ?? options.fallbackDate;
  const listDistrict =
    headings.map((text) => findProvinceDistrict(ORDU, text)).find(Boolean) ??
    findProvinceDistrict(ORDU, options.districtLabel) ??
    findProvinceDistrict(ORDU, $('body').text());
  const records = links.get().map((a) => toRecord($, $(a), dutyDate, listDistrict?.name ?? null, options));
  return { dutyDate, records };
}

function toRecord(
  $: CheerioAPI,
  link: Selection,
  dutyDate: string,
  listDistrict: string | null,
  options: OrduListOptions,
): RosterRecord {
  const [, hours = '', rawName = ''] = HOURS_LABEL.exec(toField(link.text()) ?? '') ?? [];
  const paragraphs = link.parent().find('p').get();
  const telParagraph = paragraphs.find((p) => $(p).find('a[href^="tel:"]').length > 0);
  const addressParagraph = paragraphs.find((p) => p !== telParagraph);
  const night = takeNightLimit(addressParagraph ? $(addressParagraph).text() : null);
  const tel = telParagraph ? $(telParagraph).find('a[href^="tel:"]').first() : null;
  const directions = telParagraph
    ? toField(
        $(telParagraph)
          .clone()
          .find('a')
          .remove()
          .end()
          .text()
          .replace(/[\s\-–:]+$/, ''),
      )
    : null;
  const point = toMapPoint(link.attr('href'));
  const duty = toDuty(hours, dutyDate);
  const district = listDistrict ?? (night.rest ? (findDistrictInAddress(ORDU, night.rest)?.name ?? null) : null);
  return {
    name: toChamberName(rawName),
    province: options.province.name,
    district,
    phone: tel ? (toChamberPhone(tel.text()) ?? toChamberPhone(tel.attr('href'))) : null,
    address: night.rest,
    neighbourhood: null,
    note: directions,
    latitude: point?.latitude ?? null,
    longitude: point?.longitude ?? null,
    ...duty,
    dutyHours: night.dutyHours ?? duty.dutyHours,
  };
}

/**
 * The hours part of a link: round the clock says nothing more ("GÜNDÜZ-GECE"), night only is
 * "Gece nöbeti", a night limit is read as such, and hours ("18:30-08:30") as a window.
 */
function toDuty(hours: string, dutyDate: string): Pick<RosterRecord, 'dutyHours' | 'dutyStart' | 'dutyEnd'> {
  if (toMatchKey(hours) === 'gece') return { dutyHours: 'Gece nöbeti' };
  return toHoursFields(hours, dutyDate);
}
