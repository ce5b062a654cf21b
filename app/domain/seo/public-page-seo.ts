import type { MetaDescriptor } from 'react-router';
import { fillProvinceUrl, joinDistrictUrl } from '#app/domain/site/canonical.ts';
import { toListDateLabel } from '#app/domain/public/duty-words.ts';
import type { DistrictOption, PublicPageData } from '#app/domain/public/public-page.ts';
import { seoMeta, type PageSeo } from '#app/domain/seo/seo-meta.ts';
import { HREFLANG } from '#app/domain/i18n/locale.ts';
import { translatorFor } from '#app/domain/i18n/translate.ts';
import { districtDescription, districtKeywords, provinceDescription, provinceKeywords } from '#app/domain/seo/seo.ts';
import {
  breadcrumbJsonLd,
  pharmacyListJsonLd,
  placePageJsonLd,
  websiteJsonLd,
} from '#app/domain/seo/structured-data.ts';

/** Meta tags and structured data of the landing, province and district pages. */

const LANDING_KEYWORDS = [
  'nöbetçi eczane',
  'nöbetçi eczaneler',
  'bugün nöbetçi eczane',
  'en yakın nöbetçi eczane',
  'yakınımdaki nöbetçi eczane',
  'gece açık eczane',
  'şu an açık eczane',
  'hafta sonu nöbetçi eczane',
  'bayram nöbetçi eczane',
  'nöbetçi eczane listesi',
  'İstanbul nöbetçi eczane',
  'Ankara nöbetçi eczane',
  'İzmir nöbetçi eczane',
  'Bursa nöbetçi eczane',
  'Antalya nöbetçi eczane',
];

/** Districts with pharmacies on duty, busiest first, then the province's other districts. */
function keywordDistricts(districts: readonly DistrictOption[]): DistrictOption[] {
  const onDuty = districts.filter((d) => d.count > 0).sort((a, b) => b.count - a.count);
  return [...onDuty, ...districts.filter((d) => d.count === 0)];
}

/**
 * The page's title and description in English or Arabic (Turkish pages keep the Turkish
 * wording below, with its keywords); every language's page names the others as alternates.
 */
function inLanguage(data: PublicPageData, page: PageSeo): PageSeo {
  const translated = { locale: data.locale };
  if (data.locale === 'tr') return { ...page, translated };
  const t = translatorFor(data.locale);
  const dateLabel = data.kind === 'landing' ? null : toListDateLabel(data.roster, data.night !== null, t);
  const [title, description] =
    data.kind === 'landing'
      ? [t('seo.landingTitle'), t('seo.landingDescription', { districts: data.totalDistricts })]
      : data.kind === 'province'
        ? [
            dateLabel
              ? t('seo.provinceTitleDated', { province: data.province.name, date: dateLabel })
              : t('seo.provinceTitle', { province: data.province.name }),
            t('seo.provinceDescription', { province: data.province.name, count: data.pharmacies.length }),
          ]
        : [
            dateLabel
              ? t('seo.districtTitleDated', {
                  district: data.district.name,
                  province: data.province.name,
                  date: dateLabel,
                })
              : t('seo.districtTitle', { district: data.district.name, province: data.province.name }),
            t('seo.districtDescription', {
              district: data.district.name,
              province: data.province.name,
              count: data.pharmacies.length,
            }),
          ];
  return { ...page, title, description, keywords: [], translated };
}

/**
 * The structured data's own words in the page's language: the home crumb, the list names and
 * `inLanguage`; with the page's title and description from `inLanguage` above. Turkish keeps its
 * wording.
 */
function structuredWords(data: PublicPageData) {
  const t = data.locale === 'tr' ? null : translatorFor(data.locale);
  return {
    inLanguage: HREFLANG[data.locale],
    home: t ? t('footer.home') : 'Ana Sayfa',
    provinceList: t ? t('landing.subtitle') : 'İllere göre nöbetçi eczaneler',
    placeList: (place: string, turkish: string) => (t ? t('place.heading', { place }) : turkish),
  };
}

export function publicPageMeta(data: PublicPageData): MetaDescriptor[] {
  const site = data.siteOrigin;
  const words = structuredWords(data);
  const home = { name: words.home, url: `${site}/` };

  if (data.kind === 'landing') {
    const page = inLanguage(data, {
      title: 'Nöbetçi Eczane Bul - 81 İlde Bugün Açık Eczaneler',
      description: `Türkiye’nin 81 ilinde ve ${data.totalDistricts} ilçesinde bugün nöbetçi olan eczaneler: adres, telefon ve harita. Gece, hafta sonu ve bayramda en yakın açık eczaneyi bulun.`,
      canonical: `${site}/`,
      siteOrigin: site,
      keywords: LANDING_KEYWORDS,
    });
    return seoMeta({
      ...page,
      jsonLd: [
        websiteJsonLd(site),
        {
          '@context': 'https://schema.org',
          '@type': 'ItemList',
          name: words.provinceList,
          numberOfItems: data.provinces.length,
          itemListElement: data.provinces.map((p, i) => ({
            '@type': 'ListItem',
            position: i + 1,
            name: words.placeList(p.name, `${p.name} Nöbetçi Eczaneler`),
            url: fillProvinceUrl(data.provinceUrlPattern, p.slug),
          })),
        },
      ],
    });
  }

  const province = data.province;
  // At night "27-28 Kasım gecesi": a bare "27 Kasım" beside a header on the 28th read as yesterday's list.
  const dateLabel = toListDateLabel(data.roster, data.night !== null);
  const provinceCrumb = { name: province.name, url: data.provinceUrl };
  const districts = keywordDistricts(data.kind === 'province' ? data.districts : []);

  if (data.kind === 'province') {
    const page = inLanguage(data, {
      title: `${province.name} Nöbetçi Eczaneler${dateLabel ? ` - ${dateLabel}` : ' - Bugün Açık Eczaneler'}`,
      description: provinceDescription({
        provinceName: province.name,
        count: data.pharmacies.length,
        dateLabel,
        districts: districts.filter((d) => d.count > 0).map((d) => d.name),
      }),
      canonical: data.provinceUrl,
      siteOrigin: site,
      keywords: provinceKeywords(
        province,
        districts.map((d) => d.name),
      ),
    });
    return seoMeta({
      ...page,
      jsonLd: [
        websiteJsonLd(site),
        breadcrumbJsonLd([home, provinceCrumb]),
        placePageJsonLd({
          title: page.title,
          description: page.description,
          inLanguage: words.inLanguage,
          pageUrl: data.provinceUrl,
          siteOrigin: site,
          provinceName: province.name,
          districts: districts
            .filter((d) => d.count > 0)
            .map((d) => ({ name: d.name, url: joinDistrictUrl(data.provinceUrl, d.slug) })),
        }),
        pharmacyListJsonLd({
          name: words.placeList(province.name, `${province.name} nöbetçi eczaneleri`),
          pageUrl: data.provinceUrl,
          provinceName: province.name,
          pharmacies: data.pharmacies,
        }),
      ],
    });
  }

  const district = data.district;
  const pageUrl = joinDistrictUrl(data.provinceUrl, district.slug);
  const neighbours = [district, ...data.otherDistricts];
  const page = inLanguage(data, {
    title: `${district.name} Nöbetçi Eczaneler - ${province.name}${dateLabel ? `, ${dateLabel}` : ''}`,
    description: districtDescription({
      provinceName: province.name,
      districtName: district.name,
      count: data.pharmacies.length,
      dateLabel,
    }),
    canonical: pageUrl,
    siteOrigin: site,
    keywords: districtKeywords(
      province,
      district.name,
      neighbours.map((d) => d.name),
    ),
  });
  return seoMeta({
    ...page,
    jsonLd: [
      websiteJsonLd(site),
      breadcrumbJsonLd([home, provinceCrumb, { name: district.name, url: pageUrl }]),
      placePageJsonLd({
        title: page.title,
        description: page.description,
        inLanguage: words.inLanguage,
        pageUrl,
        siteOrigin: site,
        provinceName: province.name,
        district: district.name,
        districts: neighbours.map((d) => ({ name: d.name, url: joinDistrictUrl(data.provinceUrl, d.slug) })),
      }),
      pharmacyListJsonLd({
        name: words.placeList(
          `${district.name}, ${province.name}`,
          `${province.name} ${district.name} nöbetçi eczaneleri`,
        ),
        pageUrl,
        provinceName: province.name,
        pharmacies: data.pharmacies,
      }),
    ],
  });
}
