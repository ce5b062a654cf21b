import { foldTurkish, toTurkishLower } from '#app/domain/text/turkish.ts';

/**
 * The words of search-engine data: descriptions (cut to 157 characters
 * plus '...' when over 160) and keywords (31 patterns per province, extra district
 * lists for the five largest cities, at most 50). Structured data is in
 * structured-data.ts, the tags themselves in seo-meta.ts. Pure.
 */

export const SITE_NAME = 'Nöbetçi Eczane';
const DESCRIPTION_LIMIT = 160;
export const KEYWORD_LIMIT = 50;
/** Districts used to generate keywords, named in the description, and listed in structured data. */
const KEYWORD_DISTRICTS = 10;
const DESCRIPTION_DISTRICTS = 7;
export const STRUCTURED_DATA_DISTRICTS = 8;
export const OG_IMAGE_PATH = '/og-image.png';

/** Cut to 157 characters plus '...' when over 160. */
export function truncateDescription(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length > DESCRIPTION_LIMIT ? `${clean.slice(0, DESCRIPTION_LIMIT - 3)}...` : clean;
}

/** The 31 generic keyword patterns of a province; `{il}` is its Turkish name, `{ascii}` the same typed without Turkish letters. */
export const PROVINCE_KEYWORD_PATTERNS: readonly string[] = [
  '{il} nöbetçi eczane',
  '{il} nöbetçi eczaneler',
  '{il} nöbetçi eczane listesi',
  '{il} bugün nöbetçi eczane',
  '{il} bugünkü nöbetçi eczaneler',
  '{il} yarın nöbetçi eczane',
  '{il} dün nöbetçi eczane',
  '{il} gece açık eczane',
  '{il} gece nöbetçi eczane',
  '{il} açık eczane',
  '{il} şu an açık eczane',
  '{il} 24 saat açık eczane',
  '{il} en yakın nöbetçi eczane',
  '{il} yakınımdaki nöbetçi eczane',
  '{il} hafta sonu nöbetçi eczane',
  '{il} pazar günü nöbetçi eczane',
  '{il} bayram nöbetçi eczane',
  '{il} resmi tatil nöbetçi eczane',
  '{il} eczane',
  '{il} eczaneleri',
  '{il} eczane telefonları',
  '{il} nöbetçi eczane adresi',
  '{il} nöbetçi eczane telefonu',
  '{il} nöbetçi eczane haritası',
  '{il} nöbetçi eczane nerede',
  '{il} merkez nöbetçi eczane',
  '{il} eczacı odası nöbet listesi',
  '{il} eczane nöbet listesi',
  'nöbetçi eczane {il}',
  '{ascii} nobetci eczane',
  '{il} ilçeleri nöbetçi eczaneler',
];

/** Districts people search for most in the five largest cities, in that order. */
export const CITY_DISTRICT_KEYWORDS: Readonly<Record<string, readonly string[]>> = {
  istanbul: [
    'Kadıköy',
    'Beşiktaş',
    'Şişli',
    'Üsküdar',
    'Bakırköy',
    'Fatih',
    'Beyoğlu',
    'Ataşehir',
    'Maltepe',
    'Esenyurt',
    'Pendik',
    'Kartal',
  ],
  ankara: ['Çankaya', 'Keçiören', 'Yenimahalle', 'Mamak', 'Etimesgut', 'Sincan', 'Altındağ', 'Pursaklar', 'Gölbaşı'],
  izmir: ['Konak', 'Karşıyaka', 'Bornova', 'Buca', 'Çiğli', 'Bayraklı', 'Karabağlar', 'Gaziemir', 'Narlıdere'],
  bursa: ['Osmangazi', 'Nilüfer', 'Yıldırım', 'İnegöl', 'Gemlik', 'Mudanya', 'Gürsu', 'Kestel'],
  antalya: ['Muratpaşa', 'Kepez', 'Konyaaltı', 'Alanya', 'Manavgat', 'Serik', 'Kemer', 'Kaş'],
};

type Place = { name: string; slug: string };

/** Keeps the first of each keyword (Turkish case-insensitive) and at most `limit`. */
function uniqueKeywords(keywords: readonly string[], limit = KEYWORD_LIMIT): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const keyword of keywords) {
    const key = toTurkishLower(keyword);
    if (seen.has(key)) continue;
    seen.add(key);
    result.push(keyword);
    if (result.length === limit) break;
  }
  return result;
}

/**
 * A province's keywords: the 31 patterns, then the city's extra district list
 * (İstanbul, Ankara, İzmir, Bursa, Antalya), then "{il} {ilçe} nöbetçi eczane" for
 * up to 10 districts (busiest first); duplicates dropped, at most 50.
 */
export function provinceKeywords(province: Place, districts: readonly string[]): string[] {
  return keptKeywords(
    `province|${province.slug}|${province.name}|${districts.slice(0, KEYWORD_DISTRICTS).join('|')}`,
    () => buildProvinceKeywords(province, districts),
  );
}

const KEPT_KEYWORD_LISTS = 2000;
const keywordLists = new Map<string, readonly string[]>();

/**
 * A keyword list built once per `key` (everything it is built from), not on every render of a
 * province or district page (Turkish case folding of 50 phrases); at most KEPT_KEYWORD_LISTS
 * lists. Each caller gets its own copy.
 */
function keptKeywords(key: string, build: () => string[]): string[] {
  let list = keywordLists.get(key);
  if (!list) {
    if (keywordLists.size >= KEPT_KEYWORD_LISTS) keywordLists.clear();
    list = build();
    keywordLists.set(key, list);
  }
  return [...list];
}

function buildProvinceKeywords(province: Place, districts: readonly string[]): string[] {
  const patterns = PROVINCE_KEYWORD_PATTERNS.map((p) =>
    p.replace('{il}', province.name).replace('{ascii}', foldTurkish(province.name)),
  );
  const city = (CITY_DISTRICT_KEYWORDS[province.slug] ?? []).map((d) => `${d} nöbetçi eczane`);
  const generated = districts.slice(0, KEYWORD_DISTRICTS).map((d) => `${province.name} ${d} nöbetçi eczane`);
  return uniqueKeywords([...patterns, ...city, ...generated]);
}

/** The keyword chips a district page shows, in order. */
export function districtChipKeywords(provinceName: string, districtName: string): string[] {
  return [
    `${districtName} nöbetçi eczane`,
    `${districtName} eczane`,
    `${provinceName} ${districtName} nöbetçi eczaneler`,
    `${districtName} gece açık eczane`,
    `${districtName} bugün nöbetçi eczane`,
    `${provinceName} nöbetçi eczane`,
  ];
}

/** A district page's keywords: its own first, then its province's; at most 50. */
export function districtKeywords(province: Place, districtName: string, districts: readonly string[]): string[] {
  return keptKeywords(
    `district|${province.slug}|${province.name}|${districtName}|${districts.slice(0, KEYWORD_DISTRICTS).join('|')}`,
    () =>
      uniqueKeywords([
        ...districtChipKeywords(province.name, districtName),
        `${districtName} nöbetçi eczaneler`,
        `${districtName} açık eczane`,
        `${districtName} yarın nöbetçi eczane`,
        `${districtName} hafta sonu nöbetçi eczane`,
        `${districtName} nöbetçi eczane telefonu`,
        `${districtName} nöbetçi eczane adresi`,
        `${districtName} en yakın eczane`,
        ...provinceKeywords(province, districts),
      ]),
  );
}

/** "Kadıköy, Beşiktaş, Şişli ve 4 ilçe daha" style list of up to `limit` names. */
function joinNames(names: readonly string[], limit: number): string {
  const shown = names.slice(0, limit);
  if (shown.length <= 1) return shown.join('');
  return `${shown.slice(0, -1).join(', ')} ve ${shown.at(-1)}`;
}

export function provinceDescription(input: {
  provinceName: string;
  count: number;
  dateLabel: string | null;
  districts: readonly string[];
}): string {
  const { provinceName, count, dateLabel, districts } = input;
  if (count === 0) {
    return truncateDescription(
      `${provinceName} nöbetçi eczaneleri: nöbet listesi yayımlandığında burada adres, telefon ve harita ile yer alır. Acil durumda 112'yi arayın.`,
    );
  }
  const when = dateLabel ?? 'bugün';
  const where = districts.length > 0 ? ` İlçeler: ${joinNames(districts, DESCRIPTION_DISTRICTS)}.` : '';
  return truncateDescription(
    `${provinceName} nöbetçi eczaneleri, ${when}: ${count} nöbetçi eczanenin adresi, telefonu ve yol tarifi.${where}`,
  );
}

export function districtDescription(input: {
  provinceName: string;
  districtName: string;
  count: number;
  dateLabel: string | null;
}): string {
  const { provinceName, districtName, count, dateLabel } = input;
  if (count === 0) {
    return truncateDescription(
      `${provinceName} ${districtName} nöbetçi eczaneleri: bugünkü listede bu ilçeden eczane yok. Yakın ilçelerin nöbetçi eczanelerine bakın.`,
    );
  }
  const when = dateLabel ?? 'bugün';
  return truncateDescription(
    `${provinceName} ${districtName} nöbetçi eczaneleri, ${when}: ${count} nöbetçi eczanenin adresi, telefonu, yol tarifi ve nöbet saatleri.`,
  );
}
