/**
 * Whose pharmacies a family-A section or card lists (issue 35): regional chamber pages carry other
 * provinces' sections (Aksaray's page Kırşehir's, Zonguldak's Bartın's, Van's Bitlis's and Hakkari's)
 * or districts (Mardin's page Şırnak's), and only the province asked is read. A section headed with
 * a province ("KIRŞEHİR BUGÜN NÖBETÇİ ECZANELER", "Van'da Bugün Nöbetçi Eczaneler") belongs to it,
 * and so do the district sections under it; a section or card naming a district of another province
 * only is another's. When the page heads a section with the province asked, what comes before any
 * province heading is the page's own province's, not the one asked. Pure.
 */
import { turkeyNeighbourhoods } from '#app/domain/geo/neighbourhoods.server.ts';
import {
  PROVINCES,
  findDistrictInAddress,
  getDistrict,
  listDistricts,
  type District,
  type Province,
} from '#app/domain/geo/geo.server.ts';
import { toMatchKey } from '#app/domain/text/turkish.ts';
import { findProvinceDistrict, takeNightLimit, toIsoDate } from '#app/sources/chambers/chamber-text.ts';
import type { SourceProvince } from '#app/sources/source.ts';

type NightLimit = ReturnType<typeof takeNightLimit>;

/** What the section a card sits in says. */
export type Scope = {
  /** `other`: another province's section (named by `otherSlug`, or the page's own before it names the one asked). */
  owner: 'asked' | 'other';
  otherSlug: string | null;
  district: District | null;
  /** A night limit the section heading states ("EDREMİT GECE 23:59 ´A KADAR NÖBETÇİDİR"). */
  night: NightLimit | null;
  /** The date the page or the section heading states. */
  statedDate: string | null;
};

const MONTHS = ['ocak', 'subat', 'mart', 'nisan', 'mayis', 'haziran'];
MONTHS.push('temmuz', 'agustos', 'eylul', 'ekim', 'kasim', 'aralik');
const CALENDAR_WORDS = new Set([...MONTHS, 'pazartesi', 'sali', 'carsamba', 'persembe', 'cuma', 'cumartesi', 'pazar']);

/** A date stated as "27.11.2026" or "27 Kasım 2026"; null when none. */
export function findStatedDate(text: string | null | undefined): string | null {
  const dotted = toIsoDate(text ?? '');
  if (dotted) return dotted;
  const match = /\b(\d{1,2}) ([a-z]+) (\d{4})\b/.exec(toMatchKey(text ?? ''));
  const month = match ? MONTHS.indexOf(match[2]!) + 1 : 0;
  return match && month > 0 ? toIsoDate(`${match[1]}.${month}.${match[3]}`) : null;
}

/** Match-key words of a heading without its dates and times ("Van'da" → "van da"). */
function toWords(text: string): string[] {
  const months = MONTHS.join('|');
  return toMatchKey(text.replace(/\d{1,2}[./-]\d{1,2}[./-]\d{4}/g, ' ').replace(/\d{1,2}[:.]\d{2}/g, ' '))
    .replace(new RegExp(`\\b\\d{1,2} (?:${months}) \\d{4}\\b`, 'g'), ' ')
    .split(' ')
    .filter(Boolean);
}

const PROVINCE_BY_KEY = new Map<string, Province>();
for (const province of PROVINCES) {
  PROVINCE_BY_KEY.set(toMatchKey(province.name), province);
  for (const alias of province.aliases) PROVINCE_BY_KEY.set(alias, province);
}

function findNamedProvince(words: readonly string[]): Province | null {
  for (const word of words) {
    const province = PROVINCE_BY_KEY.get(word);
    if (province) return province;
  }
  return null;
}

let districtOwners: Map<string, string[]> | null = null;

/** Each district name (but "Merkez") with the provinces that have one so named. */
function getDistrictOwners(): Map<string, string[]> {
  if (districtOwners) return districtOwners;
  districtOwners = new Map();
  for (const province of PROVINCES) {
    for (const district of listDistricts(province.slug)) {
      if (district.slug === 'merkez') continue;
      const key = toMatchKey(district.name);
      districtOwners.set(key, [...(districtOwners.get(key) ?? []), province.slug]);
    }
  }
  return districtOwners;
}

/** The other province whose district the words name, when the province asked has none so named. */
function findOtherDistrictOwner(words: readonly string[], askedSlug: string): string | null {
  const plain = words.filter((word) => !CALENDAR_WORDS.has(word));
  for (const count of [3, 2, 1]) {
    for (let i = 0; i + count <= plain.length; i++) {
      const owners = getDistrictOwners().get(plain.slice(i, i + count).join(' '));
      if (owners && !owners.includes(askedSlug)) return owners[0]!;
    }
  }
  return null;
}

const townDistricts = new Map<string, Map<string, string>>();

/** A province's towns (belde: "Kepez", "Küçükkuyu") with the district each lies in, from the neighbourhood list. */
function getTownDistricts(province: SourceProvince): Map<string, string> {
  const known = townDistricts.get(province.slug);
  if (known) return known;
  const found = new Map<string, Set<string>>();
  const code = String(province.plate).padStart(2, '0');
  for (const [district, names] of Object.entries(
    turkeyNeighbourhoods().getDistrictsAndNeighbourhoodsByCityCode(code),
  )) {
    for (const name of names) {
      const town = /\(([^)]+?)\s+beldesi\)/i.exec(name)?.[1];
      if (town) found.set(toMatchKey(town), (found.get(toMatchKey(town)) ?? new Set()).add(district));
    }
  }
  const towns = new Map([...found].filter(([, set]) => set.size === 1).map(([town, set]) => [town, [...set][0]!]));
  townDistricts.set(province.slug, towns);
  return towns;
}

/** The district of a town the words name ("KEPEZ NÖBETÇİ ECZANELER" → Merkez of Çanakkale), or null. */
function findTownDistrict(province: SourceProvince, words: readonly string[]): District | null {
  const towns = getTownDistricts(province);
  for (const count of [2, 1]) {
    for (let i = 0; i + count <= words.length; i++) {
      const district = towns.get(words.slice(i, i + count).join(' '));
      if (district) return getDistrict(province.slug, district);
    }
  }
  return null;
}

/** A district of the province asked the words name, or the district of a town they name. */
function findOwnDistrict(province: SourceProvince, words: readonly string[]): District | null {
  return findProvinceDistrict(province.slug, words.join(' ')) ?? findTownDistrict(province, words);
}

/**
 * The district an address ends with ("… Fatsa/Ordu"), or the district of the town it ends with
 * ("HAMİDİYE MAH. KEPEZ/ÇANAKKALE" → Merkez, "TEKKE MAH. ÇARDAK" → Lapseki).
 */
export function findAddressDistrict(province: SourceProvince, address: string): District | null {
  const named = findDistrictInAddress(province.slug, address);
  if (named) return named;
  const words = toMatchKey(address).split(' ').filter(Boolean);
  while (words.length > 0 && PROVINCE_BY_KEY.get(words.at(-1)!)?.slug === province.slug) words.pop();
  return findTownDistrict(province, words.slice(-2));
}

/** The scope before the first heading; `headings` are the page's section heading texts. */
export function startScope(province: SourceProvince, headings: readonly string[], pageDate: string | null): Scope {
  const namesAsked = headings.some((text) => {
    const words = toWords(text);
    return words.includes('nobetci') && findNamedProvince(words)?.slug === province.slug;
  });
  return { owner: namesAsked ? 'other' : 'asked', otherSlug: null, district: null, night: null, statedDate: pageDate };
}

/** The scope after a section heading. */
export function readHeading(scope: Scope, province: SourceProvince, text: string): Scope {
  const words = toWords(text);
  const key = words.join(' ');
  const limit = takeNightLimit(text);
  const night = limit.limit ? limit : null;
  const statedDate = findStatedDate(text) ?? scope.statedDate;
  // A heading that only states a night limit belongs to the section above it.
  if (night && toWords(night.rest ?? '').every((word) => /^(nobetci(dir)?|eczaneler?|a|e)$/.test(word))) {
    return { ...scope, night, statedDate };
  }
  const base = { night, statedDate };
  const named = /\bnobet/.test(key) || words.length === 1 ? findNamedProvince(words) : null;
  if (named?.slug === province.slug) {
    const rest = words.filter((word) => PROVINCE_BY_KEY.get(word) !== named).join(' ');
    return { ...base, owner: 'asked', otherSlug: null, district: findProvinceDistrict(province.slug, rest) };
  }
  if (named) return { ...base, owner: 'other', otherSlug: named.slug, district: null };
  if (scope.owner === 'other' && scope.otherSlug && findProvinceDistrict(scope.otherSlug, key)) {
    return { ...scope, ...base, district: null };
  }
  const own = findOwnDistrict(province, words);
  const pageOwn = scope.owner === 'other' && scope.otherSlug === null;
  if (own && !pageOwn) return { ...base, owner: 'asked', otherSlug: null, district: own };
  const other = own ? null : findOtherDistrictOwner(words, province.slug);
  if (other) return { ...base, owner: 'other', otherSlug: other, district: null };
  return { ...scope, ...base, district: null };
}

/**
 * The district a card names (its heading after the name, a `<small>`, its arrow line): one of the
 * province asked, `foreign` when it names another province or a district only another has, else null.
 */
export function readCardDistrict(province: SourceProvince, texts: readonly string[]): District | 'foreign' | null {
  for (const text of texts) {
    const words = toWords(text);
    if (words.length === 0) continue;
    const named = findNamedProvince(words);
    if (named && named.slug !== province.slug) return 'foreign';
    const own = findOwnDistrict(province, words);
    if (own) return own;
    if (findOtherDistrictOwner(words, province.slug)) return 'foreign';
  }
  return null;
}

/** True when an address ends with another province's name ("… CİZRE/ŞIRNAK" on Mardin's page). */
export function isForeignAddress(province: SourceProvince, address: string): boolean {
  const words = toMatchKey(address).split(' ').filter(Boolean);
  while (words.length > 0 && (words.at(-1) === 'turkiye' || /^\d+$/.test(words.at(-1)!))) words.pop();
  const last = PROVINCE_BY_KEY.get(words.at(-1) ?? '');
  return last !== undefined && last.slug !== province.slug;
}
