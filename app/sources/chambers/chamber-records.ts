/**
 * What the chamber parsers build the same way (issue 35): a card's icon lines and stated date read
 * from its markup, a card's record with its duty fields (a night limit, a dated window or hours on a
 * list of a known date), an API's JSON checked for its shape and its loose items as records, and
 * rosters gathered from cards or joined from several lists. Pure.
 */
import type { CheerioAPI } from 'cheerio';
import { z } from 'zod';
import type { RosterRecord } from '#app/domain/roster/roster-text.ts';
import { toMatchKey } from '#app/domain/text/turkish.ts';
import {
  ChamberLayoutError,
  describeWindow,
  parseDutyHoursText,
  parseDutyWindowText,
  takeNightLimit,
  toChamberName,
  toChamberPhone,
  toDistrictName,
  toField,
  toIsoDate,
  toMapPoint,
} from '#app/sources/chambers/chamber-text.ts';
import { describeIssues, toOptionalText, toTurkeyPoint } from '#app/sources/parse-support.ts';
import type { DatedRoster, SourceProvince } from '#app/sources/source.ts';

/** A cheerio selection of the page's elements. */
type Selection = ReturnType<CheerioAPI>;

type DutyFields = Pick<RosterRecord, 'dutyHours' | 'dutyStart' | 'dutyEnd'>;

/** A card's record and the duty date its own window names (null when it names none). */
export type ChamberCard = { record: RosterRecord; windowDate: string | null };

// ── Markup ───────────────────────────────────────────────────────────────────────────────────────

/**
 * The text of an icon's line: what follows the icon up to the next `<br>` or icon, as pages that
 * write several lines in one `<p>` have it. Null when the card has no such icon or the line is empty.
 */
export function textAfterIcon($: CheerioAPI, card: Selection, icon: string): string | null {
  const found = card.find(icon).first().get(0);
  if (!found) return null;
  const parts: string[] = [];
  for (let node = found.nextSibling; node; node = node.nextSibling) {
    const next = $(node);
    if (next.is('br, i, p, div')) break;
    parts.push(next.text());
  }
  return toField(parts.join(' '));
}

/**
 * The first date the elements of `selector` state, in page order ("27.11.2026 … Nöbetçi Eczaneler"),
 * or null. With `aboutDuty`, only elements that speak of the duty ("nöbet") count: a news item's date
 * elsewhere on the page is no list date.
 */
export function findDateIn($: CheerioAPI, selector: string, aboutDuty = false): string | null {
  for (const element of $(selector).toArray()) {
    const text = $(element).text();
    if (aboutDuty && !toMatchKey(text).includes('nobet')) continue;
    const date = toIsoDate(text);
    if (date) return date;
  }
  return null;
}

// ── Duty fields ──────────────────────────────────────────────────────────────────────────────────

/**
 * Duty fields of a duty text: a night limit as "Gece 23:59'a kadar açık"; a window (dated, or hours
 * on a list of a known date) as dutyStart/dutyEnd, written in dutyHours only when it is not a whole
 * day ("18:30 – 08:30"). `windowDate` is the date a dated window names.
 */
export function toDutyFields(text: string | null, listDate: string | null): DutyFields & { windowDate: string | null } {
  const night = takeNightLimit(text);
  if (night.limit) return { dutyHours: night.dutyHours, dutyStart: null, dutyEnd: null, windowDate: null };
  const dated = parseDutyWindowText(text);
  const window = dated ?? (listDate ? parseDutyHoursText(text, listDate) : null);
  if (!window) return { dutyHours: null, dutyStart: null, dutyEnd: null, windowDate: null };
  return {
    dutyHours: isWholeDay(window) ? null : describeWindow(window),
    dutyStart: window.start,
    dutyEnd: window.end,
    windowDate: dated?.dutyDate ?? null,
  };
}

/** A window of a whole day (08:30 to 08:30): the ordinary duty, which the page already states. */
function isWholeDay(window: { start: Date; end: Date }): boolean {
  return window.end.getTime() - window.start.getTime() === 24 * 60 * 60 * 1000;
}

/**
 * An hours line on a list of a known date ("Nöbet Saatleri: 18:30 - 08:30", "GECE 23:59'A KADAR
 * AÇIK"): a night limit as the card's line; else a window of hours with its instants, shown as
 * "18:30 – 08:30" unless it is the whole day; else no hours. The instants are set only with a window.
 */
export function toHoursFields(text: string | null, dutyDate: string): DutyFields {
  const night = takeNightLimit(text);
  if (night.limit) return { dutyHours: night.dutyHours };
  const window = parseDutyHoursText(text, dutyDate);
  if (!window) return { dutyHours: null };
  return {
    dutyHours: isWholeDay(window) ? null : describeWindow(window),
    dutyStart: window.start,
    dutyEnd: window.end,
  };
}

// ── Records ──────────────────────────────────────────────────────────────────────────────────────

/** What a card's markup gave besides its links, for toChamberCard. */
export type CardParts = {
  /** The name as written ("ŞİFA ECZANESİ"). */
  name: string;
  district: string | null;
  address: string | null;
  note: string | null;
  /** The card's duty text, read by toDutyFields on a list of `listDate`. */
  dutyText: string | null;
  /** A phone for a card whose `tel:` link gives none. */
  phone?: string | null;
};

/**
 * A card as its record: the name made readable, the phone of its `tel:` link (its href, then its
 * text, else `parts.phone`), the position of its map link and the duty fields of its duty text, with
 * the date its own window names.
 */
export function toChamberCard(
  card: Selection,
  province: Pick<SourceProvince, 'name'>,
  parts: CardParts,
  listDate: string | null,
): ChamberCard {
  const tel = card.find('a[href^="tel:"]').first();
  const point = toMapPoint(card.find('a[href*="maps"]').first().attr('href'));
  const { windowDate, ...duty } = toDutyFields(parts.dutyText, listDate);
  return {
    windowDate,
    record: {
      name: toChamberName(parts.name),
      province: province.name,
      district: parts.district,
      phone: toChamberPhone(tel.attr('href')) ?? toChamberPhone(tel.text()) ?? parts.phone ?? null,
      address: parts.address,
      ...duty,
      neighbourhood: null,
      note: parts.note,
      latitude: point?.latitude ?? null,
      longitude: point?.longitude ?? null,
    },
  };
}

/** An API's JSON read by `schema`; JSON of another shape is a changed layout ("<what>: path: issue; …"). */
export function requireShape<T extends z.ZodType>(schema: T, json: unknown, what: string): z.output<T> {
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new ChamberLayoutError(`${what}: ${describeIssues(parsed.error)}`);
  return parsed.data;
}

/** A loose value of an API's JSON: text, a number, or nothing. */
export const apiText = z.union([z.string(), z.number()]).nullish();

type ApiText = z.infer<typeof apiText>;

/** An API's pharmacy fields as given, for toApiRecord. */
export type ApiItem = {
  name: string;
  district?: ApiText;
  /** The phone, or several to take the first readable one of. */
  phone?: ApiText | readonly ApiText[];
  address?: ApiText;
  note?: ApiText;
  latitude?: ApiText;
  longitude?: ApiText;
};

/**
 * An API's pharmacy as a record: the name made readable, the district as the province's, text
 * fields cleaned (null when empty) and a position only inside Türkiye; no duty hours.
 */
export function toApiRecord(province: Pick<SourceProvince, 'name' | 'slug'>, item: ApiItem): RosterRecord {
  const point = toTurkeyPoint(item.latitude, item.longitude);
  const phones = [item.phone].flat();
  return {
    name: toChamberName(item.name),
    province: province.name,
    district: toDistrictName(province.slug, String(item.district ?? '')),
    phone: phones.map((phone) => toChamberPhone(String(phone ?? ''))).find((phone) => phone !== null) ?? null,
    address: toOptionalText(item.address),
    dutyHours: null,
    neighbourhood: null,
    note: toOptionalText(item.note),
    latitude: point?.latitude ?? null,
    longitude: point?.longitude ?? null,
  };
}

// ── Rosters ──────────────────────────────────────────────────────────────────────────────────────

/** The date most of a page's cards name in their own windows, or null. */
function commonWindowDate(cards: readonly ChamberCard[]): string | null {
  const counts = new Map<string, number>();
  for (const card of cards) if (card.windowDate) counts.set(card.windowDate, (counts.get(card.windowDate) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
}

/**
 * Cards gathered from a site's answers as rosters: each card dated by its own window, else by the
 * date its page states, else by the date most of the page's windows name, else by the date asked.
 * Only when nothing is listed at all does an empty roster stand (the engine reports it as empty).
 */
export function toChamberRosters(
  pages: readonly { statedDate: string | null; cards: readonly ChamberCard[] }[],
  askedDate: string,
): DatedRoster[] {
  const rosters = new Map<string, { records: RosterRecord[]; keys: Set<string> }>();
  for (const page of pages) {
    const pageDate = page.statedDate ?? commonWindowDate(page.cards) ?? askedDate;
    for (const card of page.cards) {
      const date = card.windowDate ?? pageDate;
      let roster = rosters.get(date);
      if (!roster) rosters.set(date, (roster = { records: [], keys: new Set() }));
      const key = `${toMatchKey(card.record.name)}|${card.record.phone ?? card.record.address ?? ''}`;
      if (roster.keys.has(key)) continue;
      roster.keys.add(key);
      roster.records.push(card.record);
    }
  }
  if (rosters.size === 0) {
    const stated = pages.find((page) => page.statedDate)?.statedDate ?? askedDate;
    return [{ dutyDate: stated, records: [] }];
  }
  return [...rosters].map(([dutyDate, roster]) => ({ dutyDate, records: roster.records }));
}

/**
 * Lists read one by one (a district's each) joined into one roster per date they state, in the
 * order the dates first come, each roster's records in the lists' order.
 */
export function joinRosters(rosters: readonly DatedRoster[]): DatedRoster[] {
  const byDate = new Map<string, DatedRoster>();
  for (const roster of rosters) {
    const joined = byDate.get(roster.dutyDate) ?? { dutyDate: roster.dutyDate, records: [] };
    joined.records.push(...roster.records);
    byDate.set(roster.dutyDate, joined);
  }
  return [...byDate.values()];
}
