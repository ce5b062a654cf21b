import type { MetaDescriptor } from 'react-router';
import type { SnapshotPharmacy } from '#app/domain/snapshot.ts';
import { foldTurkish, toTurkishLower } from '#app/domain/turkish.ts';

/**
 * Search-engine and social-preview data for every public page (spec 9): title,
 * description (cut to 157 characters plus '...' when over 160), keywords (31
 * patterns per province, extra district lists for the five largest cities, at most
 * 50), Open Graph and Twitter tags, one canonical URL, language alternates and
 * JSON-LD. Pure: the routes' meta functions call it with their loader data.
 */

export const SITE_NAME = 'Nöbetçi Eczane';
export const DESCRIPTION_LIMIT = 160;
export const KEYWORD_LIMIT = 50;
/** Districts used to generate keywords, named in the description, and listed in structured data. */
export const KEYWORD_DISTRICTS = 10;
export const DESCRIPTION_DISTRICTS = 7;
export const STRUCTURED_DATA_DISTRICTS = 8;
export const OG_IMAGE_PATH = '/og-image.png';

/** Cut to 157 characters plus '...' when over 160 (spec 5). */
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
  return uniqueKeywords([
    ...districtChipKeywords(province.name, districtName),
    `${districtName} nöbetçi eczaneler`,
    `${districtName} açık eczane`,
    `${districtName} yarın nöbetçi eczane`,
    `${districtName} hafta sonu nöbetçi eczane`,
    `${districtName} nöbetçi eczane telefonu`,
    `${districtName} nöbetçi eczane adresi`,
    `${districtName} en yakın eczane`,
    ...provinceKeywords(province, districts),
  ]);
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

// ---------------------------------------------------------------------------
// JSON-LD (schema.org)

type JsonLd = Record<string, unknown>;

export function websiteJsonLd(siteOrigin: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${siteOrigin}/#website`,
    name: SITE_NAME,
    url: `${siteOrigin}/`,
    inLanguage: 'tr-TR',
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${siteOrigin}/ara?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

export type Crumb = { name: string; url: string };

export function breadcrumbJsonLd(crumbs: readonly Crumb[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

function pharmacyJsonLd(pharmacy: SnapshotPharmacy, provinceName: string): JsonLd {
  const node: JsonLd = { '@type': 'Pharmacy', name: pharmacy.name };
  if (pharmacy.address) {
    node.address = {
      '@type': 'PostalAddress',
      streetAddress: pharmacy.address,
      ...(pharmacy.district ? { addressLocality: pharmacy.district } : {}),
      addressRegion: provinceName,
      addressCountry: 'TR',
    };
  }
  if (pharmacy.telHref) node.telephone = pharmacy.telHref.replace(/^tel:/, '');
  if (pharmacy.latitude !== null && pharmacy.longitude !== null) {
    node.geo = { '@type': 'GeoCoordinates', latitude: pharmacy.latitude, longitude: pharmacy.longitude };
  }
  return node;
}

/** The pharmacies on duty as an ItemList of `Pharmacy`, with address, telephone and geo when known. */
export function pharmacyListJsonLd(input: {
  name: string;
  pageUrl: string;
  provinceName: string;
  pharmacies: readonly SnapshotPharmacy[];
}): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: input.name,
    url: input.pageUrl,
    numberOfItems: input.pharmacies.length,
    itemListElement: input.pharmacies.map((pharmacy, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      item: pharmacyJsonLd(pharmacy, input.provinceName),
    })),
  };
}

/** The page as a CollectionPage about its province, naming up to 8 districts (spec 9). */
export function placePageJsonLd(input: {
  title: string;
  description: string;
  pageUrl: string;
  siteOrigin: string;
  provinceName: string;
  districts: readonly Crumb[];
  district?: string;
}): JsonLd {
  const province = {
    '@type': 'AdministrativeArea',
    name: input.provinceName,
    containedInPlace: { '@type': 'Country', name: 'Türkiye' },
    ...(input.districts.length > 0
      ? {
          containsPlace: input.districts.slice(0, STRUCTURED_DATA_DISTRICTS).map((d) => ({
            '@type': 'AdministrativeArea',
            name: d.name,
            url: d.url,
          })),
        }
      : {}),
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'CollectionPage',
    name: input.title,
    description: input.description,
    url: input.pageUrl,
    inLanguage: 'tr-TR',
    isPartOf: { '@id': `${input.siteOrigin}/#website` },
    about: input.district
      ? { '@type': 'AdministrativeArea', name: input.district, containedInPlace: province }
      : province,
  };
}

// ---------------------------------------------------------------------------
// Meta tags

export type PageSeo = {
  title: string;
  description: string;
  /** Absolute canonical URL of the page. */
  canonical: string;
  siteOrigin: string;
  keywords?: readonly string[];
  jsonLd?: readonly JsonLd[];
  /** `noindex` for pages that should not be listed (search redirects, errors). */
  noindex?: boolean;
};

/** Title, description, keywords, Open Graph, Twitter, canonical, language alternates and JSON-LD. */
export function seoMeta(page: PageSeo): MetaDescriptor[] {
  const description = truncateDescription(page.description);
  const image = `${page.siteOrigin}${OG_IMAGE_PATH}`;
  const meta: MetaDescriptor[] = [{ title: page.title }, { name: 'description', content: description }];
  if (page.keywords && page.keywords.length > 0) {
    meta.push({ name: 'keywords', content: page.keywords.slice(0, KEYWORD_LIMIT).join(', ') });
  }
  meta.push(
    { name: 'robots', content: page.noindex ? 'noindex, follow' : 'index, follow, max-image-preview:large' },
    { tagName: 'link', rel: 'canonical', href: page.canonical },
    { tagName: 'link', rel: 'alternate', hrefLang: 'tr-TR', href: page.canonical },
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: page.canonical },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:locale', content: 'tr_TR' },
    { property: 'og:title', content: page.title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: page.canonical },
    { property: 'og:image', content: image },
    { property: 'og:image:width', content: '1200' },
    { property: 'og:image:height', content: '630' },
    { property: 'og:image:alt', content: `${SITE_NAME}: bugün açık eczaneler` },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: page.title },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: image },
  );
  for (const node of page.jsonLd ?? []) meta.push({ 'script:ld+json': node });
  return meta;
}

/** A content page (about, legal, guides, blog, widget builder, API docs): breadcrumb Ana Sayfa > page. */
export function contentPageMeta(input: {
  title: string;
  description: string;
  /** From the loader's site frame; undefined when the page failed (then only a title, noindex). */
  siteOrigin: string | undefined;
  /** The page's canonical path, e.g. "/hakkinda" or "/legal?tab=privacy". */
  path: string;
  /** The page's short name in the breadcrumb. */
  crumb: string;
  extraJsonLd?: readonly JsonLd[];
}): MetaDescriptor[] {
  if (input.siteOrigin === undefined) return [{ title: input.title }, { name: 'robots', content: 'noindex' }];
  const canonical = `${input.siteOrigin}${input.path}`;
  return seoMeta({
    title: input.title,
    description: input.description,
    canonical,
    siteOrigin: input.siteOrigin,
    jsonLd: [
      websiteJsonLd(input.siteOrigin),
      breadcrumbJsonLd([
        { name: 'Ana Sayfa', url: `${input.siteOrigin}/` },
        { name: input.crumb, url: canonical },
      ]),
      ...(input.extraJsonLd ?? []),
    ],
  });
}
