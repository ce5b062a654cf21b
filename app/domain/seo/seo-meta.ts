import { isRouteErrorResponse, type MetaDescriptor } from 'react-router';
import { KEYWORD_LIMIT, OG_IMAGE_PATH, SITE_NAME, truncateDescription } from '#app/domain/seo/seo.ts';
import { breadcrumbJsonLd, websiteJsonLd, type JsonLd } from '#app/domain/seo/structured-data.ts';
import { HREFLANG, LOCALES, localiseHref, type Locale } from '#app/domain/i18n/locale.ts';
import { translatorFor } from '#app/domain/i18n/translate.ts';

/**
 * The tags every public page's meta function returns: title, description,
 * keywords, robots, one canonical link, language alternates, Open Graph, Twitter
 * and JSON-LD. Pure: the routes call it with their loader data.
 */

export type PageSeo = {
  title: string;
  description: string;
  /** Absolute canonical URL of the page. */
  canonical: string;
  siteOrigin: string;
  keywords?: readonly string[];
  jsonLd?: readonly JsonLd[];
  /**
   * A page that exists in every language (the landing, province and district pages): `canonical`
   * is its Turkish address, and the page names itself in `locale` with each language as an alternate.
   */
  translated?: { locale: Locale };
};

const OG_LOCALE: Readonly<Record<Locale, string>> = { tr: 'tr_TR', en: 'en_GB', ar: 'ar_AR' };

/** The canonical link and the language alternates: each language's page names all of them, and x-default Turkish. */
function languageLinks(page: PageSeo): { canonical: string; links: MetaDescriptor[] } {
  if (!page.translated) {
    return {
      canonical: page.canonical,
      links: [
        { tagName: 'link', rel: 'alternate', hrefLang: 'tr-TR', href: page.canonical },
        { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: page.canonical },
      ],
    };
  }
  return {
    canonical: localiseHref(page.translated.locale, page.canonical),
    links: [
      ...LOCALES.map((locale) => ({
        tagName: 'link',
        rel: 'alternate',
        hrefLang: HREFLANG[locale],
        href: localiseHref(locale, page.canonical),
      })),
      { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: page.canonical },
    ],
  };
}

/** Title, description, keywords, Open Graph, Twitter, canonical, language alternates and JSON-LD. */
export function seoMeta(page: PageSeo): MetaDescriptor[] {
  const description = truncateDescription(page.description);
  const image = `${page.siteOrigin}${OG_IMAGE_PATH}`;
  const locale = page.translated?.locale ?? 'tr';
  const imageAlt = locale === 'tr' ? `${SITE_NAME}: bugün açık eczaneler` : translatorFor(locale)('seo.imageAlt');
  const { canonical, links } = languageLinks(page);
  const meta: MetaDescriptor[] = [{ title: page.title }, { name: 'description', content: description }];
  if (page.keywords && page.keywords.length > 0) {
    meta.push({ name: 'keywords', content: page.keywords.slice(0, KEYWORD_LIMIT).join(', ') });
  }
  meta.push(
    { name: 'robots', content: 'index, follow, max-image-preview:large' },
    { tagName: 'link', rel: 'canonical', href: canonical },
    ...links,
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:locale', content: OG_LOCALE[locale] },
    { property: 'og:title', content: page.title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: canonical },
    { property: 'og:image', content: image },
    { property: 'og:image:width', content: '1200' },
    { property: 'og:image:height', content: '630' },
    { property: 'og:image:alt', content: imageAlt },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: page.title },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: image },
    { name: 'twitter:image:alt', content: imageAlt },
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

/**
 * What a public error page is called, in its heading and its document title: a refused address
 * (400) is "Geçersiz adres", any other refusal "Sayfa bulunamadı", a failure "Bir hata oluştu".
 */
export function toErrorTitle(error: unknown, locale: Locale = 'tr'): string {
  const t = translatorFor(locale);
  if (!isRouteErrorResponse(error)) return t('error.title');
  return t(error.status === 400 ? 'error.badRequestTitle' : 'error.notFoundTitle');
}

/**
 * The meta of a public route whose loader refused or failed: one title naming the error (the
 * error screen renders none of its own there) and kept out of search results.
 */
export function errorPageMeta(error: unknown, locale: Locale = 'tr'): MetaDescriptor[] {
  const site = locale === 'tr' ? SITE_NAME : translatorFor(locale)('site.name');
  return [{ title: `${toErrorTitle(error, locale)} - ${site}` }, { name: 'robots', content: 'noindex' }];
}

/** A poster's or kiosk's head: its place and `kind` in the title, not indexed (the live page is the one to find). */
export function displayPageMeta(loaderData: { placeName: string } | undefined, error: unknown, kind: string) {
  return loaderData
    ? [
        { title: `${loaderData.placeName} nöbetçi eczaneler (${kind}) - ${SITE_NAME}` },
        { name: 'robots', content: 'noindex, follow' },
      ]
    : errorPageMeta(error);
}
