import { toPlausiblePoint } from '#app/domain/geo/plausible-point.ts';
import type { RosterRecord } from '#app/domain/roster/roster-text.ts';
import { toSlug } from '#app/domain/text/turkish.ts';

/**
 * A generated, plainly fictional demo roster (docs/decisions/0006-honest-first-visit.md). Every name starts
 * with "Örnek", every street is "Deneme Sokak", and phone numbers use subscriber
 * numbers that begin with 0, which no Turkish line can have, so nobody is called
 * by mistake. Each pharmacy stands at a made-up point within 0.9 km of its district's centre
 * (where the district's pharmacies are, else its seat from GeoNames), the same point every day it
 * is on duty.
 */

const FLOWER_NAMES = [
  'Papatya',
  'Lale',
  'Menekşe',
  'Gül',
  'Zambak',
  'Nergis',
  'Sümbül',
  'Karanfil',
  'Manolya',
  'Orkide',
  'Yasemin',
  'Leylak',
  'Begonya',
  'Kamelya',
  'Nilüfer',
  'Açelya',
  'Gardenya',
  'Fulya',
  'Mimoza',
  'Frezya',
];

/** A small deterministic generator so the same province and date give the same roster. */
function seededRandom(seed: string): () => number {
  let h = 2166136261;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 16777619);
  return () => {
    h = Math.imul(h ^ (h >>> 15), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    return ((h ^= h >>> 16) >>> 0) / 4294967296;
  };
}

export type DemoProvince = { name: string; plate: number; districts: readonly string[] };

/**
 * The districts a demo roster covers, the same every day: like real rosters (in a
 * 2024 dump of a national API, 888 of 973 districts had a pharmacy on duty), about
 * one district in ten of a province with several has none and sends its people to
 * a neighbour's.
 */
export function listDemoDistricts(province: DemoProvince): readonly string[] {
  const districts = province.districts.length > 0 ? province.districts : ['Merkez'];
  if (districts.length < 4) return districts;
  return districts.filter((d) => seededRandom(`${province.plate}:${d}`)() >= 0.1);
}

/** One demo pharmacy in each covered district, and up to three more in busy ones. */
export function toDemoRoster(province: DemoProvince, dutyDate: string, size?: number): RosterRecord[] {
  const random = seededRandom(`${province.plate}:${dutyDate}`);
  const districts = listDemoDistricts(province);
  const count = size ?? districts.length + Math.floor(random() * 4);
  const start = Math.floor(random() * FLOWER_NAMES.length);
  const areaCode = 200 + ((province.plate * 7) % 300);
  const records: RosterRecord[] = [];
  for (let i = 0; i < count; i++) {
    const flower = FLOWER_NAMES[(start + i) % FLOWER_NAMES.length] ?? 'Papatya';
    const round = Math.floor(i / FLOWER_NAMES.length);
    const district =
      (i < districts.length ? districts[i] : districts[Math.floor(random() * districts.length)]) ?? 'Merkez';
    const name = `Örnek ${flower}${round > 0 ? ` ${round + 1}` : ''} Eczanesi`;
    const point = toPlausiblePoint(toSlug(province.name), toSlug(district), name);
    records.push({
      name,
      province: province.name,
      district,
      phone: `0 (${areaCode}) 000 ${String(10 + (i % 90)).padStart(2, '0')} ${String(10 + ((i * 7) % 90)).padStart(2, '0')}`,
      address: `Deneme Mah. Örnek Sok. No:${1 + i} ${district}`,
      dutyHours: i % 5 === 4 ? "Gece 23:59'a kadar" : null,
      neighbourhood: 'Deneme Mah.',
      note: i % 3 === 0 ? 'Örnek Devlet Hastanesi karşısı' : null,
      latitude: point?.lat ?? null,
      longitude: point?.lng ?? null,
    });
  }
  return records;
}

/** No list shorter than this takes over a province's demo data without the admin's word. */
const MIN_FIRST_ROSTER = 3;

/**
 * Whether a list is too short to replace a province's demo data (its first real list) without the
 * admin confirming it: fewer than 3 pharmacies, or fewer than one for every four of the province's
 * districts (Giresun, 16 districts: fewer than 4; İstanbul, 39: fewer than 10). A province's real
 * list names about one pharmacy per district (the demo roster copies that), so a shorter one is
 * most likely the example lines edited, or one district's list pasted for the whole province.
 */
export function isTooFewToReplaceDemo(count: number, districtCount: number): boolean {
  return count < Math.max(MIN_FIRST_ROSTER, Math.ceil(districtCount / 4));
}
