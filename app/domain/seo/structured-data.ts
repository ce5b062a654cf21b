import type { BlogArticle } from '#app/domain/content/blog-articles.ts';
import { countArticleWords, toReadingMinutes } from '#app/domain/content/reading-time.ts';
import type { SnapshotPharmacy } from '#app/domain/roster/snapshot.ts';
import { SITE_NAME, STRUCTURED_DATA_DISTRICTS } from '#app/domain/seo/seo.ts';

/**
 * JSON-LD (schema.org) of the public pages: WebSite, BreadcrumbList, CollectionPage, ItemList of Pharmacy,
 * Blog of BlogPosting. Pure.
 */

export type JsonLd = Record<string, unknown>;

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

/**
 * At most this many pharmacies are described in a page's ItemList: the cards show them all, and
 * 130 entries would add 37 KB to the İstanbul page for search engines alone. `numberOfItems`
 * still counts the whole list (schema.org allows a list that names only part of its items).
 */
const STRUCTURED_DATA_PHARMACIES = 10;

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
    itemListElement: input.pharmacies.slice(0, STRUCTURED_DATA_PHARMACIES).map((pharmacy, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      item: pharmacyJsonLd(pharmacy, input.provinceName),
    })),
  };
}

/** The page as a CollectionPage about its province, naming up to 8 districts. */
export function placePageJsonLd(input: {
  title: string;
  description: string;
  /** The page's language (`tr-TR`, `en`, `ar`). */
  inLanguage: string;
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
    inLanguage: input.inLanguage,
    isPartOf: { '@id': `${input.siteOrigin}/#website` },
    about: input.district
      ? { '@type': 'AdministrativeArea', name: input.district, containedInPlace: province }
      : province,
  };
}

/**
 * The blog as a `Blog` of `BlogPosting`s. The site itself, as an Organization, is author and publisher: no
 * person is named. The only date is the day each text was last reviewed (`dateModified`).
 */
export function blogJsonLd(input: { siteOrigin: string; articles: readonly BlogArticle[] }): JsonLd {
  const site = { '@type': 'Organization', name: SITE_NAME, url: `${input.siteOrigin}/` };
  return {
    '@context': 'https://schema.org',
    '@type': 'Blog',
    name: `${SITE_NAME} Sağlık Blogu`,
    url: `${input.siteOrigin}/blog`,
    inLanguage: 'tr-TR',
    publisher: site,
    blogPost: input.articles.map((article) => {
      const words = countArticleWords(article);
      return {
        '@type': 'BlogPosting',
        headline: article.title,
        description: article.excerpt,
        dateModified: article.reviewedOn,
        author: site,
        publisher: site,
        articleSection: article.category,
        keywords: article.tags.join(', '),
        wordCount: words,
        timeRequired: `PT${toReadingMinutes(words)}M`,
        inLanguage: 'tr-TR',
        url: `${input.siteOrigin}/blog#yazi-${article.id}`,
      };
    }),
  };
}
