import type { AppServices } from '#app/services.server.ts';
import { formatTurkishDate } from '#app/domain/time/format-date.ts';
import type { Site } from '#app/domain/site/site.server.ts';
import { DEMO_SOURCE, selectRosterInForce } from '#app/domain/roster/snapshot.ts';
import { parseWidgetSettings, toWidgetAddress, type WidgetTheme } from '#app/domain/public/widget-config.ts';
import { resolveWidgetPlace } from '#app/domain/public/widget-place.server.ts';
import type { NearbyDistrict } from '#app/domain/public/public-page.ts';
import { NEAREST_OFFERED, listNearbyDistricts } from '#app/routes/public/load-public-page.server.ts';

/**
 * The `/widget` page's data, read from the in-memory snapshot. A bad theme,
 * flag or maxItems falls back to its default; a missing province is Giresun
 * (as old embed codes expect). An unknown province or district is the 'not-found' state (404):
 * the widget says so and lists nothing, never another place's pharmacies.
 */

export type WidgetRow = {
  id: number;
  name: string;
  address: string | null;
  district: string | null;
  dutyHours: string;
  phoneDisplay: string | null;
  telHref: string | null;
};

type WidgetLook = {
  theme: WidgetTheme;
  showHeader: boolean;
};

export type WidgetListData = WidgetLook & {
  state: 'list' | 'empty' | 'error';
  /** The province's proper name ("İstanbul"). */
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
  /** "“Atlantis” adında bir il bulunamadı." */
  message: string;
  /** Districts whose names contain the text asked for, when it was ambiguous. */
  suggestions: string[];
  /** Where to go instead: the province page, or the main site's home page. */
  href: string;
  linkLabel: string;
};

export type WidgetData = WidgetListData | WidgetNotFoundData;

export function loadWidget(url: URL, services: AppServices, site: Site): WidgetData {
  const settings = parseWidgetSettings(url.searchParams);
  const look = { theme: settings.theme, showHeader: settings.showHeader };
  const { links } = site;
  const absolute = (href: string) => new URL(href, url.origin).href;

  const place = resolveWidgetPlace(settings.province, settings.district);
  if (place.kind === 'unknown-province') {
    return {
      ...look,
      state: 'not-found',
      province: null,
      message: place.message,
      suggestions: [],
      href: absolute(links.home),
      linkLabel: 'Nöbetçi Eczane’de ilinizi seçin',
    };
  }
  if (place.kind === 'unknown-district') {
    return {
      ...look,
      state: 'not-found',
      province: place.province.name,
      message: place.message,
      suggestions: place.suggestions,
      href: absolute(links.provinceHref(place.province.slug)),
      linkLabel: `${place.province.name} ilindeki tüm nöbetçi eczaneler`,
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
    dutyHours: p.dutyHours,
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
        ).slice(0, NEAREST_OFFERED)
      : [];
  return {
    ...look,
    state,
    province: province.name,
    district: district?.name ?? null,
    dateLabel: formatTurkishDate(roster?.dutyDate ?? dutyDate),
    rows,
    isDemo: roster?.source === DEMO_SOURCE,
    listHref: absolute(links.listHref(province.slug, district?.slug ?? null)),
    more: onDuty.length - rows.length,
    nearest,
  };
}
