/**
 * The listing site's embeddable page (`/iframe.php?lokasyon={plate}`): one table, three rows per
 * pharmacy (name with an optional `maps?daddr=lat,lng` link, phone, address), today only. Used for
 * its coordinates, which the main listing page lacks.
 */
import { parseHtml } from '#app/domain/text/html-parser.ts';
import type { CheerioAPI } from 'cheerio';
import { toPhoneDigits } from '#app/domain/text/phone.ts';
import type { RosterRecord } from '#app/domain/roster/roster-text.ts';
import { cleanText, toPharmacyName } from '#app/domain/text/text.ts';
import { toMatchKey } from '#app/domain/text/turkish.ts';

export type LocatedPharmacy = {
  name: string;
  address: string | null;
  phone: string | null;
  latitude: number | null;
  longitude: number | null;
};

type Selection = ReturnType<CheerioAPI>;

type Coordinates = { latitude: number; longitude: number };

/** "https://www.google.com/maps?daddr=38.045303,44.014583" → coordinates; null when absent or out of range. */
function toCoordinates(href: string | undefined): Coordinates | null {
  let decoded = href ?? '';
  try {
    decoded = decodeURIComponent(decoded);
  } catch {
    // Keep the raw text: a malformed escape elsewhere in the link does not hide the coordinates.
  }
  const match = /daddr=\s*(-?\d{1,3}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)/.exec(decoded);
  if (match === null) return null;
  const latitude = Number(match[1]);
  const longitude = Number(match[2]);
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  if (latitude === 0 && longitude === 0) return null;
  return { latitude, longitude };
}

/** The second cell's text without the muted landmark note, or null when empty. */
function toValueText($: CheerioAPI, row: Selection): string | null {
  const cell = row.children('td').last().clone();
  cell.find('.text-muted').remove();
  cell.find('br').replaceWith(' ');
  const text = cleanText(cell.text());
  return text === '' ? null : text;
}

function toIconAlt(row: Selection): string {
  return toMatchKey(row.find('img').first().attr('alt') ?? '');
}

/**
 * Lists the pharmacies of the embeddable page in page order. A row with a bold name (or the
 * "eczane" icon) starts a pharmacy; the "telefon" and "adres" rows that follow complete it.
 */
export function parseListingIframe(html: string): LocatedPharmacy[] {
  const $ = parseHtml(html);
  const pharmacies: LocatedPharmacy[] = [];
  let current: LocatedPharmacy | null = null;
  $('tr')
    .filter((_, row) => $(row).closest('thead').length === 0)
    .each((_, element) => {
      const row = $(element);
      const icon = toIconAlt(row);
      const bold = cleanText(row.find('b').first().text());
      if (bold !== '' || icon === 'eczane') {
        const rawName = bold || cleanText(row.children('td').last().text());
        if (!/[\p{L}\p{N}]/u.test(rawName)) {
          current = null;
          return;
        }
        const coordinates = toCoordinates(row.find('a[href*="daddr="]').first().attr('href'));
        current = {
          name: toPharmacyName(rawName),
          address: null,
          phone: null,
          latitude: coordinates?.latitude ?? null,
          longitude: coordinates?.longitude ?? null,
        };
        pharmacies.push(current);
      } else if (current !== null && icon === 'telefon') {
        current.phone = toValueText($, row);
      } else if (current !== null && (icon === 'adres' || row.hasClass('bottomborder'))) {
        current.address = toValueText($, row);
      }
    });
  return pharmacies;
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
