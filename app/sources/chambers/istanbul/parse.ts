/**
 * The İstanbul chamber (istanbuleczaciodasi.org.tr), which also publishes Yalova's list. Its page
 * `/nobetci-eczane/` carries a hidden `<input id="h" value="…">` token; `POST index.php` with
 * `jx=1&islem=get_eczane_markers&h=<token>` answers, labelled `text/html`, `{"error":0,"eczaneler":[{
 * sicil, eczane_ad, eczane_tel, adres, tarif, lat, lng, nobet_bitis, il, ilce, mahalle, semt, …}]}`
 * for both provinces (`il`). `adres` and `tarif` hold HTML. `nobet_bitis`, when given, is the duty's
 * end: a morning end closes the previous day's duty, an evening or night end is a night limit. Pure.
 */
import { z } from 'zod';
import { getProvince } from '#app/domain/geo/geo.server.ts';
import type { RosterRecord } from '#app/domain/roster/roster-text.ts';
import { parseHtml } from '#app/domain/text/html-parser.ts';
import { addDays, isIsoDate } from '#app/domain/time/duty-window.ts';
import { toIstanbulInstant, toIstanbulMinute } from '#app/domain/time/istanbul-clock.ts';
import { apiText, requireShape, toApiRecord } from '#app/sources/chambers/chamber-records.ts';
import { ChamberLayoutError, toField, withDative } from '#app/sources/chambers/chamber-text.ts';
import { toOptionalText } from '#app/sources/parse-support.ts';
import type { DatedRoster, SourceProvince } from '#app/sources/source.ts';

/** The page's hidden token (`input#h`); ChamberLayoutError when the page has none. */
export function parseIstanbulToken(html: string): string {
  const $ = parseHtml(html);
  const token = toField($('input#h').attr('value'));
  if (token === null) throw new ChamberLayoutError('Nöbetçi eczane sayfasında gizli anahtar (input#h) bulunamadı');
  return token;
}

const pharmacySchema = z.object({
  eczane_ad: z.string(),
  eczane_tel: apiText,
  adres: apiText,
  tarif: apiText,
  lat: apiText,
  lng: apiText,
  nobet_bitis: apiText,
  il: z.string(),
  ilce: apiText,
  mahalle: apiText,
  semt: apiText,
});

const answerSchema = z.object({
  error: z.union([z.number(), z.string()]),
  eczaneler: z.array(pharmacySchema).nullish(),
});

export type IstanbulPharmacy = z.infer<typeof pharmacySchema>;

/**
 * What the query answered: the list, a refusal (`error` not 0: the token was not accepted) or an HTML
 * page (a refusal too, or an error page). ChamberLayoutError for JSON of another shape.
 */
export type IstanbulAnswer =
  { kind: 'list'; pharmacies: IstanbulPharmacy[] } | { kind: 'refused'; code: string } | { kind: 'html' };

export function parseIstanbulAnswer(body: string): IstanbulAnswer {
  const start = body.trimStart().slice(0, 1);
  if (start !== '{') {
    if (start === '<') return { kind: 'html' };
    throw new ChamberLayoutError(`get_eczane_markers answered neither JSON nor HTML: ${body.slice(0, 40)}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch (error) {
    throw new ChamberLayoutError(`get_eczane_markers answered broken JSON: ${String(error)}`);
  }
  const { error, eczaneler } = requireShape(answerSchema, json, 'get_eczane_markers answer has another shape');
  if (String(error) !== '0') return { kind: 'refused', code: String(error) };
  if (!eczaneler) throw new ChamberLayoutError('get_eczane_markers answer has no eczaneler list');
  return { kind: 'list', pharmacies: eczaneler };
}

/** "2026-08-26T09:00:00+03:00", "2026-08-26 09:00:00" (Istanbul time) → the instant; null when unreadable. */
function toEnd(value: string | number | null | undefined): Date | null {
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}):(\d{2})(?::\d{2})?(Z|[+-]\d{2}:?\d{2})?$/.exec(
    String(value ?? '').trim(),
  );
  if (!match || !isIsoDate(match[1]!)) return null;
  if (match[4]) return new Date(`${match[1]}T${match[2]}:${match[3]}:00${match[4]}`);
  return toIstanbulInstant(match[1]!, `${match[2]}:${match[3]}`);
}

/**
 * A duty's end as its date and the card's lines: a morning end (05:00–12:00) on day D closes D-1's
 * duty (the end is the rotation); any other end is a night limit on the duty's own date.
 */
function toDuty(end: Date): { dutyDate: string; fields: Pick<RosterRecord, 'dutyHours' | 'dutyEnd'> } {
  const { date, time } = toIstanbulMinute(end);
  if (time >= '05:00' && time <= '12:00')
    return { dutyDate: addDays(date, -1), fields: { dutyHours: null, dutyEnd: end } };
  const dutyDate = time < '05:00' ? addDays(date, -1) : date;
  return { dutyDate, fields: { dutyHours: `Gece ${withDative(time)} kadar açık` } };
}

function toRecord(item: IstanbulPharmacy, province: Pick<SourceProvince, 'name' | 'slug'>): RosterRecord {
  const record = toApiRecord(province, {
    name: item.eczane_ad,
    district: item.ilce,
    phone: item.eczane_tel,
    address: item.adres,
    note: item.tarif,
    latitude: item.lat,
    longitude: item.lng,
  });
  return { ...record, neighbourhood: toOptionalText(item.mahalle) ?? toOptionalText(item.semt) };
}

/**
 * The province's rosters in the list (its `il` only): dated by each record's `nobet_bitis`, or by
 * `fallbackDutyDate` where it has none. A list without the province's records is its empty roster.
 */
export function toIstanbulRosters(
  pharmacies: readonly IstanbulPharmacy[],
  request: { province: Pick<SourceProvince, 'name' | 'slug' | 'plate'>; fallbackDutyDate: string },
): DatedRoster[] {
  const byDate = new Map<string, RosterRecord[]>();
  for (const item of pharmacies) {
    if (getProvince(item.il)?.plate !== request.province.plate) continue;
    const end = toEnd(item.nobet_bitis);
    const duty = end ? toDuty(end) : { dutyDate: request.fallbackDutyDate, fields: {} };
    const records = byDate.get(duty.dutyDate) ?? [];
    byDate.set(duty.dutyDate, records);
    records.push({ ...toRecord(item, request.province), ...duty.fields });
  }
  if (byDate.size === 0) return [{ dutyDate: request.fallbackDutyDate, records: [] }];
  return [...byDate].map(([dutyDate, records]) => ({ dutyDate, records }));
}
