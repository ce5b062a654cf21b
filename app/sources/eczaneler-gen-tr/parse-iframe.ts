/**
 * The listing site's embeddable page (`/iframe.php?lokasyon={plate}`): one table headed by the
 * date ("8 Ağustos Cumartesi Van Nöbetçi Eczaneleri"), three rows per pharmacy: the name with an
 * optional `maps?daddr=lat,lng` link and the district in parentheses, the phone, and the address
 * with an optional landmark note in parentheses under it. Today's duty only. Read as a roster of
 * its own (parseListingIframePage) and for the coordinates the province page lacks
 * (parseListingIframe, mergeCoordinates). Pure: the fetch lives elsewhere.
 */
import { parseHtml } from '#app/domain/text/html-parser.ts';
import type { CheerioAPI } from 'cheerio';
import { toPhoneDigits } from '#app/domain/text/phone.ts';
import type { RosterRecord } from '#app/domain/roster/roster-text.ts';
import { cleanText, toPharmacyName } from '#app/domain/text/text.ts';
import { toMatchKey } from '#app/domain/text/turkish.ts';
import { parseIframeDate } from '#app/sources/eczaneler-gen-tr/iframe-date.ts';
import { ListingLayoutError } from '#app/sources/eczaneler-gen-tr/parse-listing.ts';
import { toTurkeyPoint } from '#app/sources/parse-support.ts';

export type LocatedPharmacy = {
  name: string;
  address: string | null;
  phone: string | null;
  latitude: number | null;
  longitude: number | null;
};

/** One pharmacy of the embeddable page with everything the page says about it. */
type IframePharmacy = LocatedPharmacy & { district: string | null; note: string | null };

export type ListingIframePage = {
  /** The heading as written ("8 Ağustos Cumartesi Van Nöbetçi Eczaneleri"). */
  heading: string;
  /** YYYY-MM-DD: the heading's date, the duty the page lists. */
  dutyDate: string;
  records: RosterRecord[];
};

type Selection = ReturnType<CheerioAPI>;

type Coordinates = { latitude: number; longitude: number };

/** "https://www.google.com/maps?daddr=38.045303,44.014583" → coordinates; null when absent or outside Türkiye. */
function toCoordinates(href: string | undefined): Coordinates | null {
  let decoded = href ?? '';
  try {
    decoded = decodeURIComponent(decoded);
  } catch {
    // Keep the raw text: a malformed escape elsewhere in the link does not hide the coordinates.
  }
  const match = /daddr=\s*(-?\d{1,3}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)/.exec(decoded);
  if (match === null) return null;
  return toTurkeyPoint(match[1], match[2]);
}

/** "(Devlet Hastanesi yanı)" → "Devlet Hastanesi yanı"; null when nothing is left. */
function toBracketedText(text: string): string | null {
  const value = cleanText(text)
    .replace(/^\((.*)\)$/, '$1')
    .trim();
  return value === '' ? null : value;
}

/** The second cell's text without the muted landmark note, or null when empty. */
function toValueText(row: Selection): string | null {
  const cell = row.children('td').last().clone();
  cell.find('.text-muted').remove();
  cell.find('br').replaceWith(' ');
  const text = cleanText(cell.text());
  return text === '' ? null : text;
}

function toIconAlt(row: Selection): string {
  return toMatchKey(row.find('img').first().attr('alt') ?? '');
}

/** The pharmacy a name row starts, or null when the row names nobody. */
function readNameRow(row: Selection): IframePharmacy | null {
  const cell = row.children('td').last();
  const bold = cleanText(row.find('b').first().text());
  let rawName = bold;
  if (rawName === '') {
    const copy = cell.clone();
    copy.find('.text-secondary').remove();
    rawName = cleanText(copy.text());
  }
  if (!/[\p{L}\p{N}]/u.test(rawName)) return null;
  const coordinates = toCoordinates(row.find('a[href*="daddr="]').first().attr('href'));
  return {
    name: toPharmacyName(rawName),
    district: toBracketedText(cell.find('.text-secondary').first().text()),
    address: null,
    phone: null,
    note: null,
    latitude: coordinates?.latitude ?? null,
    longitude: coordinates?.longitude ?? null,
  };
}

/**
 * The pharmacies of the page in page order. A row with a bold name (or the "eczane" icon) starts a
 * pharmacy; the "telefon" and "adres" rows that follow complete it.
 */
function readPharmacies($: CheerioAPI): IframePharmacy[] {
  const pharmacies: IframePharmacy[] = [];
  let current: IframePharmacy | null = null;
  $('tr')
    .filter((_, row) => $(row).closest('thead').length === 0)
    .each((_, element) => {
      const row = $(element);
      const icon = toIconAlt(row);
      if (cleanText(row.find('b').first().text()) !== '' || icon === 'eczane') {
        current = readNameRow(row);
        if (current !== null) pharmacies.push(current);
      } else if (current !== null && icon === 'telefon') {
        current.phone = toValueText(row);
      } else if (current !== null && (icon === 'adres' || row.hasClass('bottomborder'))) {
        current.address = toValueText(row);
        current.note = toBracketedText(row.find('.text-muted').first().text());
      }
    });
  return pharmacies;
}

/** Lists the pharmacies of the embeddable page in page order, with name, phone, address and position. */
export function parseListingIframe(html: string): LocatedPharmacy[] {
  return readPharmacies(parseHtml(html)).map(({ name, address, phone, latitude, longitude }) => ({
    name,
    address,
    phone,
    latitude,
    longitude,
  }));
}

/**
 * Reads the embeddable page as a roster of `provinceName` for the duty date of its heading (the
 * year chosen nearest to `fetchedAt`, see iframe-date.ts). A table without pharmacy rows is a
 * roster of nobody for that date. Throws ListingLayoutError when the page has no dated heading.
 */
export function parseListingIframePage(
  html: string,
  context: { provinceName: string; fetchedAt: Date },
): ListingIframePage {
  const $ = parseHtml(html);
  const heading = cleanText($('thead th').first().text());
  const dutyDate = heading === '' ? null : parseIframeDate(heading, context.fetchedAt);
  if (dutyDate === null) {
    throw new ListingLayoutError(
      heading === ''
        ? 'Embeddable page has no table heading'
        : `Embeddable page heading names no date: "${heading.slice(0, 120)}"`,
    );
  }
  const records = readPharmacies($).map((pharmacy): RosterRecord => ({
    name: pharmacy.name,
    province: context.provinceName,
    district: pharmacy.district,
    phone: pharmacy.phone,
    address: pharmacy.address,
    dutyHours: null,
    neighbourhood: null,
    note: pharmacy.note,
    latitude: pharmacy.latitude,
    longitude: pharmacy.longitude,
  }));
  return { heading, dutyDate, records };
}

function hasCoordinates(entry: Pick<LocatedPharmacy, 'latitude' | 'longitude'>): entry is Coordinates {
  return entry.latitude !== null && entry.longitude !== null;
}

type Locatable = { name: string; latitude: number | null; longitude: number | null; phone?: string | null };

/**
 * Fills missing coordinates by pharmacy name (Turkish case and accents ignored). When a name is
 * not unique, among the located entries or among the records, the phone numbers must match too;
 * otherwise the record is left without coordinates rather than guessed.
 */
export function mergeCoordinates(records: RosterRecord[], located: Locatable[]): RosterRecord[] {
  const byName = Map.groupBy(located, (entry) => toMatchKey(entry.name));
  const recordCounts = new Map<string, number>();
  for (const record of records) {
    const key = toMatchKey(record.name);
    recordCounts.set(key, (recordCounts.get(key) ?? 0) + 1);
  }
  return records.map((record) => {
    if (hasCoordinates(record)) return record;
    const key = toMatchKey(record.name);
    let candidates = byName.get(key) ?? [];
    if (candidates.length > 1 || (recordCounts.get(key) ?? 0) > 1) {
      const phone = toPhoneDigits(record.phone);
      candidates = phone === null ? [] : candidates.filter((entry) => toPhoneDigits(entry.phone) === phone);
    }
    const match = candidates.length === 1 ? candidates[0] : undefined;
    if (match === undefined || !hasCoordinates(match)) return record;
    return { ...record, latitude: match.latitude, longitude: match.longitude };
  });
}
