/**
 * e-Devlet's "TİTCK – Nöbetçi Eczane Sorgulama" (`/saglik-titck-nobetci-eczane-sorgulama`), the
 * national approved list. The form page carries a hidden `token`; the answer to the query is a table
 * İlçe · Eczane Adı · Adres · Telefon · Nöbet Başlangıç · Nöbet Bitiş · Durumu · İşlem (found by
 * header text, not by position), or the form again with a notice ("Sonuç bulunamadı", a token
 * error). A row's "Haritada Göster" link opens a Leaflet page with its position. Pure: no I/O.
 */
import type { CheerioAPI } from 'cheerio';
import type { RosterRecord } from '#app/domain/roster/roster-text.ts';
import { parseHtml } from '#app/domain/text/html-parser.ts';
import { formatPhone } from '#app/domain/text/phone.ts';
import { cleanText, toPharmacyName, toReadableAddress, toTitleCaseTurkish } from '#app/domain/text/text.ts';
import { toMatchKey } from '#app/domain/text/turkish.ts';
import { isIsoDate } from '#app/domain/time/duty-window.ts';
import { toIstanbulInstant } from '#app/domain/time/istanbul-clock.ts';
import type { DatedRoster } from '#app/sources/source.ts';
import { toTurkeyPoint } from '#app/sources/parse-support.ts';

/**
 * Why a page is not a list: `layout`, the page changed (no token, no table headers); `token`, the
 * form came back because the session's security key (token) was refused; `notice`, e-Devlet refused
 * the query with another message (`notice` holds its Turkish text).
 */
export class EdevletPageError extends Error {
  override name = 'EdevletPageError';
  readonly kind: 'layout' | 'token' | 'notice';
  readonly notice: string | null;
  constructor(kind: EdevletPageError['kind'], message: string, notice: string | null = null) {
    super(message);
    this.kind = kind;
    this.notice = notice;
  }
}

/** One approved row: its record, the duty date its "Nöbet Başlangıç" falls on and its map index. */
export type EdevletRow = { index: number; dutyDate: string; record: RosterRecord };

export type EdevletResults = {
  rows: EdevletRow[];
  /** By duty date; with no approved row at all, a zero-record roster for each date asked. */
  rosters: DatedRoster[];
  /** Rows not "Onaylanmış" (awaiting approval, cancelled): never published. */
  unapproved: number;
  /** Rows skipped for a missing name or an unreadable "Nöbet Başlangıç". */
  unreadable: number;
};

type Column = 'district' | 'name' | 'address' | 'phone' | 'start' | 'end' | 'status';

/** Header texts (Turkish-folded) each column is known by. */
const HEADERS: Record<Column, readonly string[]> = {
  district: ['ilce'],
  name: ['eczane adi', 'eczane', 'eczane ismi'],
  address: ['adres', 'acik adres'],
  phone: ['telefon', 'telefon no', 'telefon numarasi'],
  start: ['nobet baslangic', 'nobet baslangici', 'nobet baslangic tarihi'],
  end: ['nobet bitis', 'nobet bitisi', 'nobet bitis tarihi'],
  status: ['durumu', 'durum', 'onay durumu'],
};

/** Boxes e-Devlet writes messages in; the first two hold errors, the others hints such as "no result". */
const ERRORS = '.errorContainer, .fieldError';
const NOTICES = `${ERRORS}, .warningContainer, .infoContainer, .alert`;
const TOKEN_ERROR = /\bguvenlik anahtari\b|\btoken\b|\boturum(?:unuzun)? suresi\b/;
const NO_RESULTS = /\bsonuc bulunamadi\b|\bkayit bulunamadi\b|\beczane bulunamadi\b|\bkayit yok\b/;

/** The form's hidden security key; a layout error when it is missing or empty. */
export function parseEdevletForm(html: string): { token: string } {
  const $ = parseHtml(html);
  const input = $('form#mainForm input[name="token"]').first();
  const token = (input.length > 0 ? input : $('input[name="token"]').first()).attr('value')?.trim() ?? '';
  if (token === '') throw new EdevletPageError('layout', 'e-Devlet form has no token input');
  return { token };
}

/** "27/11/2026 08:30" or "27.11.2026 08:30" (Istanbul wall clock) → the date and the instant. */
export function parseEdevletDateTime(text: string): { date: string; instant: Date } | null {
  const match = /(\d{1,2})[./-](\d{1,2})[./-](\d{4})\s+(\d{1,2})[:.](\d{2})/.exec(text);
  if (match === null) return null;
  const [, day, month, year, hour, minute] = match as unknown as [string, string, string, string, string, string];
  const date = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  if (!isIsoDate(date) || Number(hour) > 23 || Number(minute) > 59) return null;
  return { date, instant: toIstanbulInstant(date, `${hour.padStart(2, '0')}:${minute}`) };
}

/** The message boxes of a page (errors, warnings, hints), with their folded text. */
function listNotices($: CheerioAPI): { text: string; key: string; isError: boolean }[] {
  return $(NOTICES)
    .toArray()
    .map((node) => ({ text: cleanText($(node).text()), isError: $(node).is(ERRORS) }))
    .filter((notice) => notice.text !== '')
    .map((notice) => ({ ...notice, key: toMatchKey(notice.text) }));
}

/** The results table and each column's index; null when no table has the expected headers. */
function findTable($: CheerioAPI) {
  for (const node of $('table').toArray()) {
    const table = $(node);
    const head = table.find('thead th');
    const cells = (head.length > 0 ? head : table.find('tr').first().children('th')).toArray();
    const keys = cells.map((cell) => toMatchKey($(cell).text()));
    const columns = Object.fromEntries(
      Object.entries(HEADERS).map(([column, names]) => [column, keys.findIndex((key) => names.includes(key))]),
    ) as Record<Column, number>;
    if (Object.values(columns).every((index) => index >= 0)) return { table, columns };
  }
  return null;
}

function isApproved(status: string): boolean {
  const key = toMatchKey(status);
  return key === 'onaylanmis' || key === 'onayli' || key === 'onaylandi';
}

/** Approved rows by duty date, in page order; `dutyDates` with no row get a zero-record roster only when nothing was approved. */
export function toDatedRosters(rows: readonly EdevletRow[], dutyDates: readonly string[] = []): DatedRoster[] {
  if (rows.length === 0) return dutyDates.map((dutyDate) => ({ dutyDate, records: [] }));
  const byDate = Map.groupBy(rows, (row) => row.dutyDate);
  return [...byDate].map(([dutyDate, dated]) => ({ dutyDate, records: dated.map((row) => row.record) }));
}

/**
 * Reads the answer to a query. Only "Onaylanmış" rows are kept: a list the province's health
 * directorate has not approved is not published (the others are counted in `unapproved`). Each row
 * is dated by its own "Nöbet Başlangıç", so an answer for another day shows as such. A "Sonuç
 * bulunamadı" notice or a table without rows is an empty list, not an error. Throws
 * EdevletPageError: `token` when the form came back with a token error, `notice` for another refusal,
 * `layout` when no table has the expected headers.
 */
export function parseEdevletResults(
  html: string,
  options: { provinceName?: string | null; dutyDates?: readonly string[] } = {},
): EdevletResults {
  const $ = parseHtml(html);
  const found = findTable($);
  if (found === null) {
    const notices = listNotices($);
    const token = notices.find((notice) => TOKEN_ERROR.test(notice.key));
    if (token) throw new EdevletPageError('token', 'e-Devlet refused the session token', token.text);
    if (notices.some((notice) => NO_RESULTS.test(notice.key))) {
      return { rows: [], rosters: toDatedRosters([], options.dutyDates), unapproved: 0, unreadable: 0 };
    }
    const error = notices.find((notice) => notice.isError);
    if (error && $('table').length === 0)
      throw new EdevletPageError('notice', 'e-Devlet refused the query', error.text);
    throw new EdevletPageError('layout', 'e-Devlet results have no table with the expected headers');
  }
  const { table, columns } = found;
  const rows: EdevletRow[] = [];
  let unapproved = 0;
  let unreadable = 0;
  table
    .find('tbody tr')
    .toArray()
    .forEach((node, position) => {
      const cells = $(node).children('td');
      if (cells.length < Object.keys(HEADERS).length) return;
      const cell = (column: Column) => cleanText(cells.eq(columns[column]).text());
      if (!isApproved(cell('status'))) {
        unapproved += 1;
        return;
      }
      const start = parseEdevletDateTime(cell('start'));
      const rawName = cell('name');
      if (start === null || !/[\p{L}\p{N}]/u.test(rawName)) {
        unreadable += 1;
        return;
      }
      const district = cell('district');
      const address = cell('address');
      const link = $(node).find('a[href*="index="]').first().attr('href') ?? '';
      const index = /[?&]index=(\d+)/.exec(link);
      rows.push({
        index: index ? Number(index[1]) : position,
        dutyDate: start.date,
        record: {
          name: toPharmacyName(rawName),
          province: options.provinceName ?? null,
          district: district === '' ? null : toTitleCaseTurkish(district),
          phone: formatPhone(cell('phone')),
          address: address === '' ? null : toReadableAddress(address),
          dutyHours: null,
          neighbourhood: null,
          note: null,
          latitude: null,
          longitude: null,
          dutyStart: start.instant,
          dutyEnd: parseEdevletDateTime(cell('end'))?.instant ?? null,
        },
      });
    });
  return { rows, rosters: toDatedRosters(rows, options.dutyDates), unapproved, unreadable };
}

/** Türkiye's rough box: a position outside it (0/0, swapped axes) is no position. */

const NUMBER = String.raw`\s*["']?(-?\d{1,3}(?:\.\d+)?)["']?\s*`;
const MARKER = new RegExp(String.raw`L\.marker\(\s*\[${NUMBER},${NUMBER}\]`);
/** A `setView` close enough to be one place (zoom 15 and closer), not the country overview. */
const VIEW = new RegExp(String.raw`setView\(\s*\[${NUMBER},${NUMBER}\]\s*,\s*(\d{1,2})`);

/**
 * The pharmacy's position on the map page: its Leaflet marker (`L.marker([36.88, 30.70])`), else a
 * close `setView([lat, lng], 16)`; null when neither is there or the point is outside Türkiye.
 */
export function parseEdevletMapPosition(html: string): { latitude: number; longitude: number } | null {
  const marker = MARKER.exec(html);
  const view = marker ? null : VIEW.exec(html);
  const match = marker ?? (view && Number(view[3]) >= 15 ? view : null);
  if (match === null) return null;
  return toTurkeyPoint(match[1], match[2]);
}
