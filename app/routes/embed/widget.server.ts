import type { AppServices } from '#app/services.server.ts';
import { formatLongDate } from '#app/domain/i18n/format.ts';
import { localiseHref, type Locale } from '#app/domain/i18n/locale.ts';
import { provinceNameIn } from '#app/domain/i18n/place-names.ts';
import { translatorFor } from '#app/domain/i18n/translate.ts';
import { DEFAULT_DUTY_HOURS } from '#app/domain/roster/pharmacy-display.ts';
import type { Site } from '#app/domain/site/site.server.ts';
import { DEMO_SOURCE, selectRosterInForce } from '#app/domain/roster/snapshot.ts';
import { parseWidgetSettings, toWidgetAddress, type WidgetTheme } from '#app/domain/public/widget-config.ts';
import { resolveWidgetPlace } from '#app/domain/public/widget-place.server.ts';
import type { NearbyDistrict } from '#app/domain/public/public-page.ts';
import { NEAREST_OFFERED, listNearbyDistricts } from '#app/routes/public/load-public-page.server.ts';

/**
 * The `/widget` page's data, read from the in-memory snapshot. A bad theme,
 * flag, maxItems or lang falls back to its default; a missing province is Giresun
 * (as old embed codes expect). An unknown province or district is the 'not-found' state (404):
 * the widget says so and lists nothing, never another place's pharmacies.
 *
 * `lang=en|ar` (docs/decisions/0010-languages.md): the words, the date, the province's name
 * (its exonym) and the links to the site are in that language; the pharmacies' names, addresses
 * and districts stay as the source wrote them.
 */

export type WidgetRow = {
  id: number;
  name: string;
  address: string | null;
  district: string | null;
  /** The source's own duty hours, or null for the default "GECE-GÜNDÜZ NÖBETÇİDİR" (said in the widget's words). */
  dutyHours: string | null;
  phoneDisplay: string | null;
  telHref: string | null;
};

type WidgetLook = {
  theme: WidgetTheme;
  showHeader: boolean;
  lang: Locale;
};

export type WidgetListData = WidgetLook & {
  state: 'list' | 'empty' | 'error';
  /** The province's proper name ("İstanbul"), or its exonym in the widget's language ("إسطنبول"). */
  province: string;
  /** The matched district's proper name ("Kadıköy"), or null for the whole province. */
  district: string | null;
  dateLabel: string;
  rows: WidgetRow[];
  /** The list is generated demo data: the widget says so, as every public page does. */
  isDemo: boolean;
  /**
   * The live list on this site, opened from the credit and "more" links: the district's page when
   * a district was chosen (with nobody on duty it lists the nearest districts), else the province's.
   */
  listHref: string;
  /** Pharmacies on duty beyond the rows shown (maxItems). */
  more: number;
  /**
   * A district with nobody on duty: the nearest districts of its province that have someone, nearest
   * first, each linking (absolute) to its page on this site. Empty otherwise.
   */
  nearest: NearbyDistrict[];
};

export type WidgetNotFoundData = WidgetLook & {
  state: 'not-found';
  /** The province's proper name when only the district is unknown. */
  province: string | null;
  /** "“Atlantis” adında bir il bulunamadı.", in the widget's language. */
  message: string;
  /** Districts whose names contain the text asked for, when it was ambiguous. */
  suggestions: string[];
  /** Where to go instead: the province page, or the main site's home page (in the widget's language). */
  href: string;
  linkLabel: string;
};

export type WidgetData = WidgetListData | WidgetNotFoundData;

export function loadWidget(url: URL, services: AppServices, site: Site): WidgetData {
  const settings = parseWidgetSettings(url.searchParams);
  const { lang } = settings;
  const t = translatorFor(lang);
  const look = { theme: settings.theme, showHeader: settings.showHeader, lang };
  const { links } = site;
  // Every link opens the site beside the host page, on the page of the widget's language.
  const absolute = (href: string) => localiseHref(lang, new URL(href, url.origin).href);

  const place = resolveWidgetPlace(settings.province, settings.district);
  if (place.kind === 'unknown-province') {
    return {
      ...look,
      state: 'not-found',
      province: null,
      message: t('widget.unknownProvince', { name: settings.province }),
      suggestions: [],
      href: absolute(links.home),
      linkLabel: t('widget.chooseProvince'),
    };
  }
  if (place.kind === 'unknown-district') {
    const provinceName = provinceNameIn(lang, place.province.slug, place.province.name);
    return {
      ...look,
      state: 'not-found',
      province: provinceName,
      message: t('notFound.district', { province: provinceName, name: settings.district }),
      suggestions: place.suggestions,
      href: absolute(links.provinceHref(place.province.slug)),
      linkLabel: t('widget.allInProvince', { province: provinceName }),
    };
  }

  const { province, district } = place;
  const { roster, dutyDate } = selectRosterInForce(services.snapshots.get(), province.slug, services.now());

  const onDuty = (roster?.pharmacies ?? []).filter((p) => district === null || p.districtSlug === district.slug);
  const rows: WidgetRow[] = onDuty.slice(0, settings.maxItems).map((p) => ({
    id: p.id,
    name: p.name,
    address: p.address ? toWidgetAddress(p.address, settings.theme) : null,
    district: p.district,
    // Turkish shows the words as the list has them; the other languages say the default in their own.
    dutyHours: lang !== 'tr' && p.dutyHours === DEFAULT_DUTY_HOURS ? null : p.dutyHours,
    phoneDisplay: settings.showPhone ? p.phoneDisplay : null,
    telHref: settings.showPhone ? p.telHref : null,
  }));

  const state = rows.length > 0 ? 'list' : !roster && !services.snapshots.isHealthy() ? 'error' : 'empty';
  const nearest =
    state === 'empty' && district !== null && roster
      ? listNearbyDistricts(
          province.slug,
          district.slug,
          roster.districts
            .filter((d) => d.count > 0 && d.slug !== district.slug)
            .map((d) => ({ ...d, href: absolute(links.districtHref(province.slug, d.slug)) })),
          t,
        ).slice(0, NEAREST_OFFERED)
      : [];
  return {
    ...look,
    state,
    province: provinceNameIn(lang, province.slug, province.name),
    district: district?.name ?? null,
    dateLabel: formatLongDate(lang, roster?.dutyDate ?? dutyDate),
    rows,
    isDemo: roster?.source === DEMO_SOURCE,
    listHref: absolute(links.listHref(province.slug, district?.slug ?? null)),
    more: onDuty.length - rows.length,
    nearest,
  };
}
