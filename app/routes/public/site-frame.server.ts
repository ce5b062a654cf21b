import type { AppServices } from '#app/services.server.ts';
import { requireProvinceBySlug, type Province } from '#app/domain/geo/geo.server.ts';
import { formatLongDate } from '#app/domain/i18n/format.ts';
import { LOCALE_NAMES, LOCALES, localiseHref, splitLocale, type Locale } from '#app/domain/i18n/locale.ts';
import { provinceNameIn } from '#app/domain/i18n/place-names.ts';
import type { ProvinceSummary, SiteFrameData } from '#app/domain/public/public-page.ts';
import { PROVINCE_PLACEHOLDER } from '#app/domain/site/canonical.ts';
import { resolveSite, toCookieDomain, type Site, type SiteLinks } from '#app/domain/site/site.server.ts';
import { toIstanbulDate } from '#app/domain/time/istanbul-clock.ts';

/** What every public page's frame reads: its header, notices, language links and footer. */

const POPULAR = ['istanbul', 'ankara', 'izmir', 'bursa', 'antalya', 'adana', 'konya', 'giresun'];

/** A province as the pages link it: its name in the page's language (app/domain/i18n/place-names.ts). */
export function toProvinceSummary(province: Province, links: SiteLinks, locale: Locale): ProvinceSummary {
  return {
    name: provinceNameIn(locale, province.slug, province.name),
    slug: province.slug,
    plate: province.plate,
    href: links.provinceHref(province.slug),
  };
}

/** What the public pages read of the services: the clock, the configuration and the snapshot. */
export type PublicPageServices = Pick<AppServices, 'config' | 'now' | 'snapshots'>;

/**
 * What every public page's header, notices and footer need. `translated`: the page exists in
 * every language (the landing, province and district pages), so its header offers them.
 */
export function loadSiteFrame(
  url: URL,
  services: PublicPageServices,
  site: Site = resolveSite(url, services.config.baseDomain),
  translated = false,
): SiteFrameData {
  const { canonical, links, locale } = site;
  const snapshot = services.snapshots.get();
  const { path } = splitLocale(url.pathname);
  return {
    locale,
    localHome: localiseHref(locale, '/'),
    languages: translated
      ? LOCALES.map((l) => ({
          locale: l,
          name: LOCALE_NAMES[l],
          href: localiseHref(l, path + url.search),
          current: l === locale,
        }))
      : [],
    todayLabel: formatLongDate(locale, toIstanbulDate(services.now())),
    demoNotice: snapshot.demoProvinces === 0 ? null : snapshot.realProvinces === 0 ? 'this-page' : 'some-provinces',
    degraded: !services.snapshots.isHealthy(),
    homeHref: links.home,
    siteOrigin: canonical.site,
    provinceUrlPattern: canonical.province(PROVINCE_PLACEHOLDER),
    popular: POPULAR.map((slug) => toProvinceSummary(requireProvinceBySlug(slug), links, locale)),
    mapTiles: services.config.mapTiles,
    cookieDomain: toCookieDomain(url.hostname, services.config.baseDomain),
  };
}
