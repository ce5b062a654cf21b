import { getDistrict, type District } from '#app/domain/geo/geo.server.ts';
import { cleanText, toPharmacyName, toTitleCaseTurkish } from '#app/domain/text/text.ts';
import { toSlug, toTurkishLower } from '#app/domain/text/turkish.ts';
import { isIsoDate } from '#app/domain/time/duty-window.ts';
import { toIstanbulInstant, toIstanbulMinute } from '#app/domain/time/istanbul-clock.ts';
import { toTurkeyPoint, type Point } from '#app/sources/parse-support.ts';
import { SourceError } from '#app/sources/source.ts';

/**
 * What every chamber parser reads the same way (issue 35, items 5 and 6): names made readable once,
 * duty windows ("16.08.2026 08:30 - 17.08.2026 08:30 arasında nöbetçidir.", "27.08.2026 18:30 /
 * 28.08.2026 08:30"), night limits ("(GECE SAAT 23.59'A KADAR AÇIK)", "GECE 23:59 ´A KADAR
 * NÖBETÇİDİR"), positions from map links and districts checked against the province asked. Pure.
 */

/**
 * "EVCİM ECZANESİ  ECZANESİ", "DİNÇERLER", "hayat eczanesi" → "Evcim Eczanesi", "Dinçerler Eczanesi",
 * "Hayat Eczanesi": the suffix once, Turkish-aware title case (the dotted İ stays an i).
 */
export function toChamberName(raw: string): string {
  return toPharmacyName(raw);
}

/** Text as a record field: entities decoded, spaces collapsed, null when empty. */
export function toField(raw: string | null | undefined): string | null {
  const text = cleanText(raw ?? '');
  return text === '' ? null : text;
}

/** "dd.mm.yyyy" (also with "/" or "-") → "yyyy-mm-dd"; null when it is no date. */
export function toIsoDate(text: string): string | null {
  const match = /(\d{1,2})[./-](\d{1,2})[./-](\d{4})/.exec(text);
  if (!match) return null;
  const iso = `${match[3]}-${match[2]!.padStart(2, '0')}-${match[1]!.padStart(2, '0')}`;
  return isIsoDate(iso) ? iso : null;
}

/** An API's date: "2026-11-27", "2026-11-27T08:30:00" or "27.11.2026" → "2026-11-27"; null when unreadable. */
export function toApiDate(value: string | null | undefined): string | null {
  const iso = /^\d{4}-\d{2}-\d{2}/.exec(value ?? '')?.[0];
  if (iso) return isIsoDate(iso) ? iso : null;
  return toIsoDate(value ?? '');
}

export type DutyWindowText = {
  /** The duty's start and end as instants (the texts are in Istanbul time). */
  start: Date;
  end: Date;
  /** The duty date: the date the duty starts on. */
  dutyDate: string;
  /** The hand-over time ("08:30"): when the duty ends, the province's rotation. */
  rotation: string;
};

const DATE_TIME = /(\d{1,2})[./-](\d{1,2})[./-](\d{4})\s*(?:saat\s*)?(\d{1,2})[:.](\d{2})/gi;

/**
 * A duty window written as two date-times: "16.08.2026 08:30 - 17.08.2026 08:30 arasında
 * nöbetçidir.", "27.08.2026 18:30 / 28.08.2026 08:30". Null when the text holds fewer than two,
 * or the end is not after the start, or the window is longer than two days.
 */
export function parseDutyWindowText(text: string | null | undefined): DutyWindowText | null {
  const found = [...(text ?? '').matchAll(DATE_TIME)].slice(0, 2);
  if (found.length < 2) return null;
  const [first, second] = found.map((m) => {
    const date = `${m[3]}-${m[2]!.padStart(2, '0')}-${m[1]!.padStart(2, '0')}`;
    const hour = Number(m[4]);
    const minute = Number(m[5]);
    if (!isIsoDate(date) || hour > 23 || minute > 59) return null;
    const time = `${String(hour).padStart(2, '0')}:${m[5]}`;
    return { date, time, at: toIstanbulInstant(date, time) };
  });
  if (!first || !second) return null;
  const length = second.at.getTime() - first.at.getTime();
  if (length <= 0 || length > 2 * 24 * 60 * 60 * 1000) return null;
  return { start: first.at, end: second.at, dutyDate: first.date, rotation: second.time };
}

/**
 * A duty window written as hours only ("18:30 / 08:30", "08:30-08:30") on a list of a known date:
 * the start on that date, the end on the next day when it is not later the same day.
 */
export function parseDutyHoursText(text: string | null | undefined, dutyDate: string): DutyWindowText | null {
  const times = [...(text ?? '').matchAll(/(?<![\d.])(\d{1,2})[:.](\d{2})(?![\d.])/g)].slice(0, 2);
  if (times.length < 2) return null;
  const [start, end] = times.map((m) => `${m[1]!.padStart(2, '0')}:${m[2]}`) as [string, string];
  if (Number(start.slice(0, 2)) > 23 || Number(end.slice(0, 2)) > 23) return null;
  const startAt = toIstanbulInstant(dutyDate, start);
  let endAt = toIstanbulInstant(dutyDate, end);
  if (endAt <= startAt) endAt = new Date(endAt.getTime() + 24 * 60 * 60 * 1000);
  return { start: startAt, end: endAt, dutyDate, rotation: end };
}

/** The window's start and end as the card's duty-hours line: "18:30 – 08:30". */
export function describeWindow(window: Pick<DutyWindowText, 'start' | 'end'>): string {
  return `${toIstanbulMinute(window.start).time} – ${toIstanbulMinute(window.end).time}`;
}

const NIGHT_LIMIT =
  /[*(\s]*gece\s*(?:saat\s*)?(\d{1,2})[:.](\d{2})\s*[´'’`]?\s*(?:y?[ae])?\s*kadar\s*(?:a[çc][ıiİI]k|n[öo]bet[çc][ıiİI](?:d[ıiİI]r)?)?[)*\s]*/iu;

/** "23:59" → "23:59'a", "02:00" → "02:00'ye", "01:00" → "01:00'e": the dative as read aloud. */
export function withDative(time: string): string {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const n = minutes === 0 ? hours : minutes;
  const ONES = ['sıfır', 'bir', 'iki', 'üç', 'dört', 'beş', 'altı', 'yedi', 'sekiz', 'dokuz'];
  const TENS = ['', 'on', 'yirmi', 'otuz', 'kırk', 'elli', 'altmış', 'yetmiş', 'seksen', 'doksan'];
  const word = n === 0 ? 'sıfır' : n % 10 !== 0 ? ONES[n % 10]! : TENS[(n % 100) / 10]!;
  const vowel = /[aeıioöuü](?=[^aeıioöuü]*$)/.exec(word)?.[0] ?? 'e';
  const back = /[aıou]/.test(vowel);
  const buffer = /[aeıioöuü]$/.test(word) ? 'y' : '';
  return `${time}'${buffer}${back ? 'a' : 'e'}`;
}

/**
 * A night limit inside a text ("**(GECE SAAT 23.59'A KADAR AÇIK)** TURUNÇOVA MAH…", "GECE 23:59 ´A
 * KADAR NÖBETÇİDİR"): the limit ("23:59"), the duty-hours line the cards and the open-now status read
 * ("Gece 23:59'a kadar açık", app/domain/time/duty-text.ts) and the text without it. Null limit when
 * the text has none.
 */
export function takeNightLimit(text: string | null | undefined): {
  limit: string | null;
  dutyHours: string | null;
  rest: string | null;
} {
  const raw = text ?? '';
  const match = NIGHT_LIMIT.exec(raw);
  if (!match) return { limit: null, dutyHours: null, rest: toField(raw) };
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  if (hour > 24 || minute > 59) return { limit: null, dutyHours: null, rest: toField(raw) };
  const limit = `${String(hour % 24).padStart(2, '0')}:${match[2]}`;
  const rest = toField(
    `${raw.slice(0, match.index)} ${raw.slice(match.index + match[0].length)}`.replace(/^[\s*]+/, ''),
  );
  return { limit, dutyHours: `Gece ${withDative(limit)} kadar açık`, rest };
}

/**
 * The position in a map link: `maps.google.com/maps?q=LAT,LNG`, `google.com/maps?q=`, `daddr=`,
 * `ll=`, `query=`, `@LAT,LNG`. Null for "null,null", 0,0 and points outside Türkiye.
 */
export function toMapPoint(href: string | null | undefined): Point | null {
  if (!href) return null;
  const text = href.replace(/&amp;/g, '&');
  const match =
    /[?&](?:q|daddr|ll|query|destination)=(?:loc:)?\s*(-?\d+(?:\.\d+)?)\s*(?:,|%2C)\s*(-?\d+(?:\.\d+)?)/i.exec(text) ??
    /@(-?\d+\.\d+),(-?\d+\.\d+)/.exec(text);
  if (!match) return null;
  return toTurkeyPoint(match[1], match[2]);
}

/** A phone from a `tel:` link or text: "tel:0242 344 64 74" → "0242 344 64 74"; null when empty. */
export function toChamberPhone(raw: string | null | undefined): string | null {
  const text = toField((raw ?? '').replace(/^tel:/i, '').replace(/%20/g, ' '));
  return text && /\d{7,}/.test(text.replace(/\D/g, '')) ? text : null;
}

const NOISE_WORDS =
  /(?<![\p{L}\p{N}])(bugün|bugun|yarın|yarin|nöbetçi|nobetci|eczaneler[iı]?|eczanesi|eczane)(?![\p{L}\p{N}])/giu;

/**
 * The province's district a section heading, card or address names ("KEPEZ NÖBETÇİ ECZANELER",
 * "LAPSEKİ /ÇARDAK", "SİNOP - BOYABAT", "Muratpaşa"): the whole text, else the first part or word run
 * that is one of its districts. A real district's name wins over the province's own name (which
 * `getDistrict` reads as the central district): "SİNOP - BOYABAT" is Boyabat. Null when none.
 */
export function findProvinceDistrict(provinceSlug: string, text: string | null | undefined): District | null {
  const cleaned = cleanText(
    toTurkishLower(text ?? '')
      .replace(NOISE_WORDS, ' ')
      .replace(/[()]/g, ' '),
  );
  if (cleaned === '') return null;
  const candidates: string[] = [cleaned, ...cleaned.split(/[/,\-–|]+/).map((part) => part.trim())];
  const words = cleaned.split(/[\s/,\-–|]+/).filter(Boolean);
  for (const count of [3, 2, 1]) {
    for (let i = 0; i + count <= words.length; i++) candidates.push(words.slice(i, i + count).join(' '));
  }
  let centre: District | null = null;
  for (const candidate of candidates) {
    const district = getDistrict(provinceSlug, candidate);
    if (!district) continue;
    // The province's own name stands for its centre only when nothing else is named.
    if (district.slug === 'merkez' && !/^merkez$/.test(toSlug(candidate))) {
      centre ??= district;
      continue;
    }
    return district;
  }
  return centre;
}

/** A district name as pages show it: "MURATPAŞA" → "Muratpaşa" (the official spelling when known). */
export function toDistrictName(provinceSlug: string, raw: string | null | undefined): string | null {
  const text = toField(raw);
  if (text === null) return null;
  return findProvinceDistrict(provinceSlug, text)?.name ?? toTitleCaseTurkish(text);
}

/**
 * The failure of a page whose markup this parser no longer finds: "Sayfa yapısı değişmiş" with the
 * address, so the engine falls over to the next source and the admin is told once.
 */
export function toLayoutError(url: string, detail: string, cause?: unknown): SourceError {
  return new SourceError('layout', `Sayfa yapısı değişmiş: ${detail} (${url})`, false, { cause });
}

/** A parser's own "this is not the page I know" error, turned into toLayoutError by the readers. */
export class ChamberLayoutError extends Error {
  override name = 'ChamberLayoutError';
}
