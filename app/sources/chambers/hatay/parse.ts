/**
 * Hatay chamber (issue 35, family D). The page draws a Yandex map in a script, one
 * `new ymaps.Placemark([LAT, LNG], {balloonContent: '<strong>NAME</strong><br>DISTRICT<br>PHONE'})`
 * per pharmacy; the balloon may also carry an address and a night limit. The script is read
 * tolerantly: single, double or back quotes, escaped quotes, strings joined with `+`, quoted keys,
 * any spacing. The page states no date: the list is the first date asked. Pure.
 */
import { findDistrictInAddress } from '#app/domain/geo/geo.server.ts';
import type { RosterRecord } from '#app/domain/roster/roster-text.ts';
import { parseHtml } from '#app/domain/text/html-parser.ts';
import {
  ChamberLayoutError,
  findProvinceDistrict,
  takeNightLimit,
  toChamberName,
  toChamberPhone,
  toField,
} from '#app/sources/chambers/chamber-text.ts';
import { toTurkeyPoint } from '#app/sources/parse-support.ts';
import type { DatedRoster, SourceProvince } from '#app/sources/source.ts';

const HATAY = 'hatay';

const NUMBER = String.raw`["']?\s*(-?\d+(?:\.\d+)?)\s*["']?`;
const PLACEMARK = new RegExp(
  String.raw`ymaps\s*\.\s*Placemark\s*\(\s*\[\s*${NUMBER}\s*,\s*${NUMBER}\s*\]\s*,\s*\{`,
  'g',
);
const BALLOON_KEY = /["'`]?balloonContent(?:Body)?["'`]?\s*:\s*/g;
const HEADER_KEY = /["'`]?balloonContentHeader["'`]?\s*:\s*/g;

export type HatayOptions = { province: SourceProvince; fallbackDate: string };

/**
 * The pharmacies of the page's map. A map script without placemarks lists nobody; a page without
 * the Yandex map, or whose placemarks carry no readable balloon, is another page.
 */
export function parseHatayPage(html: string, options: HatayOptions): DatedRoster {
  if (!/ymaps/.test(html)) {
    throw new ChamberLayoutError('Hatay sayfasında Yandex haritası (ymaps.Placemark) bulunamadı');
  }
  const marks = [...html.matchAll(PLACEMARK)];
  const records: RosterRecord[] = [];
  for (const [index, mark] of marks.entries()) {
    const start = mark.index + mark[0].length;
    const end = marks[index + 1]?.index ?? html.length;
    const balloon = readBalloon(html.slice(start, end));
    if (balloon === null) continue;
    const record = toRecord(balloon, mark[1], mark[2], options.province);
    if (record) records.push(record);
  }
  if (marks.length > 0 && records.length === 0) {
    throw new ChamberLayoutError('Hatay haritasındaki işaretlerde eczane bilgisi (balloonContent) okunamadı');
  }
  return { dutyDate: options.fallbackDate, records };
}

/**
 * The balloon's text: the string literal(s) after `balloonContent:` (or `balloonContentBody:`),
 * joined and unescaped, with a `balloonContentHeader` as its name when the body has none.
 */
function readBalloon(script: string): string | null {
  const body = readProperty(script, BALLOON_KEY);
  const header = readProperty(script, HEADER_KEY);
  if (body === null) return header === null ? null : `<strong>${header}</strong>`;
  return header !== null && !/<(strong|b)\b/i.test(body) ? `<strong>${header}</strong><br>${body}` : body;
}

/** The string value of the first property matching `key` (literals joined with `+`), or null. */
function readProperty(script: string, key: RegExp): string | null {
  key.lastIndex = 0;
  const found = key.exec(script);
  if (!found) return null;
  let at = found.index + found[0].length;
  let text = '';
  for (;;) {
    const literal = readStringLiteral(script, at);
    if (!literal) break;
    text += literal.value;
    const plus = /^\s*\+\s*/.exec(script.slice(literal.end));
    if (!plus) break;
    at = literal.end + plus[0].length;
  }
  return text === '' ? null : text;
}

/** A JavaScript string literal starting at `at`: its value and where it ends; null if none. */
function readStringLiteral(script: string, at: number): { value: string; end: number } | null {
  const quote = script[at];
  if (quote !== "'" && quote !== '"' && quote !== '`') return null;
  let value = '';
  for (let i = at + 1; i < script.length; i++) {
    const char = script[i]!;
    if (char === quote) return { value, end: i + 1 };
    if (char !== '\\') {
      value += char;
      continue;
    }
    const next = script[++i] ?? '';
    if (next === 'n' || next === 'r') value += '\n';
    else if (next === 't') value += ' ';
    else if (next === 'u' && /^[0-9a-f]{4}$/i.test(script.slice(i + 1, i + 5))) {
      value += String.fromCharCode(Number.parseInt(script.slice(i + 1, i + 5), 16));
      i += 4;
    } else value += next;
  }
  return null;
}

function toRecord(balloon: string, lat: string | undefined, lng: string | undefined, province: SourceProvince) {
  const $ = parseHtml(`<div>${balloon.replace(/<br\s*\/?>|\n/gi, '\u2028')}</div>`);
  const strong = $('strong, b').first();
  const rawName = toField(strong.text());
  strong.remove();
  const lines = $('div')
    .first()
    .text()
    .split('\u2028')
    .map((line) => toField(line))
    .filter((line): line is string => line !== null);
  const name = rawName ?? lines.shift();
  if (!name) return null;
  let dutyHours: string | null = null;
  let phone: string | null = null;
  let district: string | null = null;
  const address: string[] = [];
  for (const line of lines) {
    const night = takeNightLimit(line);
    if (night.dutyHours) dutyHours ??= night.dutyHours;
    const rest = night.rest;
    if (rest === null) continue;
    const bare = rest.replace(/^tel(?:efon)?\s*[:.]?\s*/i, '');
    if (/^[\d\s()+\-/.]+$/.test(bare) && toChamberPhone(bare)) {
      phone ??= toChamberPhone(bare);
    } else if (!district && address.length === 0 && !/\d/.test(rest) && findProvinceDistrict(HATAY, rest)) {
      district = findProvinceDistrict(HATAY, rest)?.name ?? null;
    } else {
      address.push(rest);
    }
  }
  const addressText = address.length > 0 ? address.join(', ') : null;
  district ??= addressText ? (findDistrictInAddress(HATAY, addressText)?.name ?? null) : null;
  const point = toTurkeyPoint(lat, lng);
  return {
    name: toChamberName(name),
    province: province.name,
    district,
    phone,
    address: addressText,
    dutyHours,
    neighbourhood: null,
    note: null,
    latitude: point?.latitude ?? null,
    longitude: point?.longitude ?? null,
  } satisfies RosterRecord;
}
