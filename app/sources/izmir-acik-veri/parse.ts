/**
 * İzmir metropolitan municipality's open data, `GET /api/ibb/nobetcieczaneler`: the whole province
 * in one JSON array of `{ Tarih: "2025-05-28T08:00:00", LokasyonX (latitude), LokasyonY (longitude),
 * BolgeAciklama, Adi, Telefon, Adres, BolgeId, Bolge, EczaneId, IlceId, UzaklikMetre }`, names and
 * areas in capitals. `Tarih` is the duty's start in Istanbul time; `Bolge` is the duty area, mostly
 * a district ("BAYRAKLI", "BORNOVA 2"), sometimes a quarter ("BASIN SİTESİ", "ALTINDAĞ");
 * `BolgeAciklama` carries the after-midnight hand-overs ("24:00DEN SONRA- ÇAMDİBİ").
 */
import { z } from 'zod';
import { findDistrictInAddress, getDistrict } from '#app/domain/geo/geo.server.ts';
import { turkeyNeighbourhoods } from '#app/domain/geo/neighbourhoods.server.ts';
import type { RosterRecord } from '#app/domain/roster/roster-text.ts';
import { isIsoDate } from '#app/domain/time/duty-window.ts';
import { cleanText, toPharmacyName, toTitleCaseTurkish } from '#app/domain/text/text.ts';
import { toMatchKey, toTurkishLower } from '#app/domain/text/turkish.ts';
import type { DatedRoster } from '#app/sources/source.ts';
import { describeIssues, toOptionalText, toTurkeyPoint } from '#app/sources/parse-support.ts';

const IZMIR_PROVINCE_NAME = 'İzmir';
const IZMIR_SLUG = 'izmir';
const IZMIR_CODE = '35';

/** The answer is not the array of pharmacies this parser knows: the API probably changed. */
export class IzmirLayoutError extends Error {
  override name = 'IzmirLayoutError';
}

const coordinate = z.union([z.number(), z.string()]).nullish();
const optionalText = z.string().nullish();

const pharmacySchema = z.object({
  Tarih: z.string(),
  Adi: z.string(),
  LokasyonX: coordinate,
  LokasyonY: coordinate,
  BolgeAciklama: optionalText,
  Telefon: optionalText,
  Adres: optionalText,
  Bolge: optionalText,
});

const answerSchema = z.array(pharmacySchema);

type IzmirPharmacy = z.infer<typeof pharmacySchema>;

/** Quarters seen as duty areas that are no neighbourhood of the official list, by their match key. */
const KNOWN_AREAS: Record<string, string> = { altindag: 'Bornova', camdibi: 'Bornova' };

let neighbourhoodDistricts: Map<string, Set<string>> | null = null;

/** Each of İzmir's neighbourhood names ("Basın Sitesi") with the districts that have one so named. */
function getNeighbourhoodDistricts(): Map<string, Set<string>> {
  if (neighbourhoodDistricts) return neighbourhoodDistricts;
  const map = new Map<string, Set<string>>();
  for (const [district, names] of Object.entries(
    turkeyNeighbourhoods().getDistrictsAndNeighbourhoodsByCityCode(IZMIR_CODE),
  )) {
    for (const name of names) {
      const key = toMatchKey(name.replace(/\s+Mah\.?$/i, ''));
      map.set(key, (map.get(key) ?? new Set()).add(district));
    }
  }
  neighbourhoodDistricts = map;
  return map;
}

/**
 * The district of a duty area: the area itself ("BORNOVA 2" is Bornova), a known quarter, a
 * neighbourhood only one district has, or the district the address ends with; null otherwise.
 */
function toDistrict(area: string | null, address: string | null): string | null {
  if (area !== null) {
    const key = toMatchKey(area.replace(/\s+\d+$/, ''));
    const named = getDistrict(IZMIR_SLUG, key);
    if (named) return named.name;
    const known = KNOWN_AREAS[key];
    if (known) return known;
    const districts = getNeighbourhoodDistricts().get(key);
    if (districts?.size === 1) return getDistrict(IZMIR_SLUG, [...districts][0])?.name ?? null;
  }
  return address === null ? null : (findDistrictInAddress(IZMIR_SLUG, address)?.name ?? null);
}

/** "24:00DEN SONRA- ÇAMDİBİ": the hour, the suffix as written and the area that takes over. */
const HAND_OVER = /^(\d{1,2})[:.](\d{2})\s*['’]?\s*(d[ae]n|t[ae]n)\s+sonra\b\s*[-–:]?\s*(.*)$/iu;

/**
 * The area's note: an after-midnight hand-over as the card's duty-hours line ("24:00'den sonra
 * nöbet Çamdibi bölgesinde"), any other text as a note.
 */
export function toAreaNote(raw: string | null | undefined): { dutyHours: string | null; note: string | null } {
  const text = cleanText(raw ?? '');
  if (text === '') return { dutyHours: null, note: null };
  const match = HAND_OVER.exec(text);
  if (!match) return { dutyHours: null, note: text };
  const [, hour = '', minute = '', suffix = '', area = ''] = match;
  const since = `${hour.padStart(2, '0')}:${minute}'${toTurkishLower(suffix)} sonra`;
  const place = cleanText(area.replace(/^[-–:\s]+/, ''));
  return { dutyHours: place === '' ? since : `${since} nöbet ${toTitleCaseTurkish(place)} bölgesinde`, note: null };
}

/** A coordinate as a number; NaN when missing or unreadable. */

/** "2025-05-28T08:00:00" → "2025-05-28": the list starting that morning is that date's. */
function toDutyDate(tarih: string): string {
  const match = /^(\d{4}-\d{2}-\d{2})T\d{2}:\d{2}/.exec(tarih.trim());
  if (!match?.[1] || !isIsoDate(match[1])) {
    throw new IzmirLayoutError(`Unreadable Tarih: ${JSON.stringify(tarih).slice(0, 60)}`);
  }
  return match[1];
}

function toRecord(item: IzmirPharmacy): RosterRecord {
  const area = toOptionalText(item.Bolge);
  const address = toOptionalText(item.Adres);
  const district = toDistrict(area, address);
  const { dutyHours, note } = toAreaNote(item.BolgeAciklama);
  const point = toTurkeyPoint(item.LokasyonX, item.LokasyonY);
  // A quarter ("Basın Sitesi") is shown as the neighbourhood; a district's number ("Bornova 2") is not.
  const isDistrictArea = area !== null && district !== null && toMatchKey(area).startsWith(toMatchKey(district));
  return {
    name: toPharmacyName(item.Adi),
    province: IZMIR_PROVINCE_NAME,
    district,
    phone: toOptionalText(item.Telefon),
    address,
    dutyHours,
    neighbourhood: area === null || isDistrictArea ? null : toTitleCaseTurkish(area),
    note,
    latitude: point?.latitude ?? null,
    longitude: point?.longitude ?? null,
  };
}

/**
 * İzmir's answer as rosters, one per duty date its records state (in the order first seen).
 * Records without a usable name are dropped; an empty array gives no roster (the caller dates
 * the empty list). Throws IzmirLayoutError for any other shape or an unreadable date.
 */
export function parseIzmirPharmacies(json: unknown): DatedRoster[] {
  // A single record may come as the object itself, not in an array (as a saved answer did).
  const isOneRecord = typeof json === 'object' && json !== null && !Array.isArray(json) && 'Adi' in json;
  const parsed = answerSchema.safeParse(isOneRecord ? [json] : json);
  if (!parsed.success) {
    throw new IzmirLayoutError(`İzmir answer has an unexpected shape: ${describeIssues(parsed.error)}`);
  }
  const byDate = new Map<string, RosterRecord[]>();
  for (const item of parsed.data) {
    const dutyDate = toDutyDate(item.Tarih);
    const records = byDate.get(dutyDate) ?? [];
    byDate.set(dutyDate, records);
    const record = toRecord(item);
    if (record.name !== 'Eczane') records.push(record);
  }
  return [...byDate].map(([dutyDate, records]) => ({ dutyDate, records }));
}
