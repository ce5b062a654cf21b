import type { AppServices } from '#app/services.server.ts';
import { DEFAULT_ROTATION, getDutyDate } from '#app/domain/duty-window.ts';
import { formatTurkishDate } from '#app/domain/format-date.ts';
import { getProvince, requireProvinceBySlug } from '#app/domain/geo.server.ts';
import { createSiteLinks } from '#app/domain/site-links.server.ts';
import { DEMO_SOURCE, selectRoster } from '#app/domain/snapshot.ts';
import { includesFolded } from '#app/domain/turkish.ts';
import {
  DEFAULT_WIDGET_PROVINCE,
  parseWidgetSettings,
  toWidgetAddress,
  type WidgetTheme,
} from '#app/domain/widget-config.ts';

/**
 * The `/widget` page's data, read from the in-memory snapshot. Bad parameters
 * fall back to defaults (an unknown province → Giresun); the page is never an
 * error response, so the host site always gets something sensible to show.
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

export type WidgetData = {
  state: 'list' | 'empty' | 'error';
  theme: WidgetTheme;
  showHeader: boolean;
  province: string;
  /** The district filter as typed, or null for the whole province. */
  district: string | null;
  dateLabel: string;
  rows: WidgetRow[];
  /** The list is generated demo data: the widget says so, as every public page does. */
  isDemo: boolean;
  /** The province page on this site, opened from the credit link. */
  provinceHref: string;
};

export function loadWidget(url: URL, services: AppServices): WidgetData {
  const settings = parseWidgetSettings(url.searchParams);
  const province = getProvince(settings.province) ?? requireProvinceBySlug(DEFAULT_WIDGET_PROVINCE.toLowerCase());
  const snapshot = services.snapshots.get();
  const rotation = snapshot.rotations.get(province.slug) ?? DEFAULT_ROTATION;
  const dutyDate = getDutyDate(services.now(), rotation);
  const { roster } = selectRoster(snapshot.rosters.get(province.slug), dutyDate);
  const district = settings.district || null;

  const rows: WidgetRow[] = (roster?.pharmacies ?? [])
    .filter((p) => district === null || (p.district !== null && includesFolded(p.district, district)))
    .slice(0, settings.maxItems)
    .map((p) => ({
      id: p.id,
      name: p.name,
      address: p.address ? toWidgetAddress(p.address, settings.theme) : null,
      district: p.district,
      dutyHours: p.dutyHours,
      phoneDisplay: settings.showPhone ? p.phoneDisplay : null,
      telHref: settings.showPhone ? p.telHref : null,
    }));

  const links = createSiteLinks(url, services.config.baseDomain);
  const state = rows.length > 0 ? 'list' : !roster && !services.snapshots.isHealthy() ? 'error' : 'empty';
  return {
    state,
    theme: settings.theme,
    showHeader: settings.showHeader,
    province: province.name,
    district,
    dateLabel: formatTurkishDate(roster?.dutyDate ?? dutyDate),
    rows,
    isDemo: roster?.source === DEMO_SOURCE,
    provinceHref: new URL(links.provinceHref(province.slug), url.origin).href,
  };
}
