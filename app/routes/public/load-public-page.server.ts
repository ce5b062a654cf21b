import { data, redirect } from 'react-router';
import { z } from 'zod';
import { DEFAULT_ROTATION } from '#app/domain/time/duty-window.ts';
import { localiseHref } from '#app/domain/i18n/locale.ts';
import { translatorFor, type Translate } from '#app/domain/i18n/translate.ts';
import {
  PLACE_NAMES,
  PROVINCES,
  TOTAL_DISTRICTS,
  getDistrict,
  getProvince,
  listDistricts,
  requireProvinceBySlug,
  type Province,
} from '#app/domain/geo/geo.server.ts';
import { suggestDistrict, suggestPlace, suggestProvince } from '#app/domain/geo/place-suggest.server.ts';
import { askDidYouMean, toMatchKey } from '#app/domain/text/turkish.ts';
import { districtChipKeywords } from '#app/domain/seo/seo.ts';
import { formatDistanceKm, rankByDistance } from '#app/domain/geo/geo-distance.ts';
import { resolveSite, type Site, type SiteLinks } from '#app/domain/site/site.server.ts';
import { toRosterView } from '#app/routes/public/roster-view.server.ts';
import { loadSiteFrame, toProvinceSummary, type PublicPageServices } from '#app/routes/public/site-frame.server.ts';
import { findChamberSite } from '#app/domain/sources/chamber-catalogue.ts';
import type {
  DistrictOption,
  NearbyDistrict,
  LandingPageData,
  PlaceLink,
  PublicPageData,
  RosterMeta,
} from '#app/domain/public/public-page.ts';

/**
 * Resolves a public URL (host, path, query) to the landing, province or
 * district page, read from the in-memory snapshot. Unknown names give a 404
 * page with a clear message; malformed input a 400; never a 500.
 */

const querySchema = z.object({
  province: z.string().max(64).optional(),
  ilce: z.string().max(64).optional(),
  gun: z.enum(['dun', 'bugun', 'yarin']).optional(),
});

export type PathParams = { first?: string; second?: string };

/** How many of the nearest districts with pharmacies on duty a place with nobody on duty offers. */
export const NEAREST_OFFERED = 4;

/** Districts with pharmacies on duty, nearest first, with a straight-line distance where both centres are known. */
export function listNearbyDistricts(
  provinceSlug: string,
  fromSlug: string,
  candidates: readonly DistrictOption[],
  t: Translate = translatorFor('tr'),
): NearbyDistrict[] {
  return rankByDistance(provinceSlug, fromSlug, candidates).map(({ distanceKm, distanceIsEstimate, ...d }) => ({
    ...d,
    distanceText:
      distanceKm === null || distanceIsEstimate
        ? null
        : t('distance.asTheCrowFlies', { distance: formatDistanceKm(distanceKm, t.locale) }),
  }));
}

function badRequest(message: string): never {
  throw data({ message }, { status: 400 });
}

/**
 * A 404 with a clear message; `back` is the page to go on from (an unknown district's province),
 * `didYouMean` the place a near-miss most likely meant ("Kadıköy'ü mü aradınız?").
 */
function notFound(message: string, back?: PlaceLink, didYouMean?: PlaceLink | null): never {
  throw data({ message, ...(back ? { back } : {}), ...(didYouMean ? { didYouMean } : {}) }, { status: 404 });
}

/** "İstanbul'u mu aradınız?", "Did you mean İstanbul?" */
function didYouMean(place: string, t: Translate): string {
  return t('notFound.didYouMean', { place, asked: askDidYouMean(place) });
}

/** The place a mistyped province (and maybe its district) most likely meant, as a link, or null. */
function suggestFromProvince(
  typed: string,
  districtText: string | undefined,
  links: SiteLinks,
  t: Translate,
): PlaceLink | null {
  const match = districtText === undefined ? suggestPlace(typed) : withDistrict(suggestProvince(typed), districtText);
  if (!match) return null;
  const { province, district } = match;
  return district
    ? {
        label: didYouMean(districtText === undefined ? district.name : `${province.name} ${district.name}`, t),
        href: links.absoluteDistrictHref(province.slug, district.slug),
      }
    : { label: didYouMean(province.name, t), href: links.provinceHref(province.slug) };
}

function withDistrict(province: Province | null, districtText: string) {
  return province ? { province, district: getDistrict(province.slug, districtText) } : null;
}

/** At most this many districts of one name are offered on the 404 page. */
const MAX_SUGGESTIONS = 8;

/**
 * The districts of any province with this very name, or former name: "/kadikoy" is İstanbul's
 * Kadıköy, "/eyup" its Eyüpsultan.
 */
function findDistrictsNamed(value: string, links: SiteLinks): PlaceLink[] {
  const key = toMatchKey(value);
  if (key === '') return [];
  return PLACE_NAMES.provincesWithDistrict(key).flatMap((provinceSlug) => {
    const province = requireProvinceBySlug(provinceSlug);
    const district = getDistrict(province.slug, key);
    return district
      ? [{ label: `${district.name} (${province.name})`, href: links.districtHref(province.slug, district.slug) }]
      : [];
  });
}

/** The province's chamber's own page of the list, for a visitor who wants it from the source. */
function withChamberList(meta: RosterMeta, plate: number, t: Translate): RosterMeta {
  const chamber = findChamberSite(plate);
  const href = chamber?.pages[plate];
  if (!chamber || !href) return meta;
  return {
    ...meta,
    chamberList: {
      label: t('roster.chamberList', { chamber: chamber.label, chamberOf: `${chamber.label}'nın` }),
      href,
    },
  };
}

export function requirePublicPage(
  request: Request,
  params: PathParams,
  services: PublicPageServices,
  site: Site = resolveSite(new URL(request.url), services.config.baseDomain),
): PublicPageData {
  const url = new URL(request.url);
  if (url.search.length > 2048) badRequest('Adres çok uzun.');
  const query = querySchema.safeParse(Object.fromEntries(url.searchParams));
  if (!query.success) badRequest('Adresteki parametreler geçersiz.');

  const now = services.now();
  const snapshot = services.snapshots.get();
  const { host, links } = site;
  const t = translatorFor(site.locale);
  const common = loadSiteFrame(url, services, site, true);
  const landing = (
    notice: string | null,
    suggestions: PlaceLink[] = [],
    didYouMean: PlaceLink | null = null,
  ): LandingPageData => ({
    ...common,
    kind: 'landing',
    provinces: PROVINCES.map((p) => toProvinceSummary(p, links, site.locale)),
    totalDistricts: TOTAL_DISTRICTS,
    notice,
    suggestions,
    ...(didYouMean ? { didYouMean } : {}),
  });
  /**
   * An unknown province name: the landing page with a clear message (and districts so named, or
   * the place a near-miss meant), status 404.
   */
  const unknownProvince = (
    name: string,
    where = '',
    suggestions: PlaceLink[] = [],
    didYouMean: PlaceLink | null = null,
  ): never => {
    const message = t(where ? 'notFound.provinceOnHost' : 'notFound.province', {
      name: name.slice(0, 40),
      host: where,
    });
    throw data(landing(message, suggestions, didYouMean), { status: 404 });
  };

  // Which province, and which district slug (if any), does this URL name?
  let province: Province | null = null;
  let districtSlug: string | undefined;
  if (host.kind === 'province') {
    province = host.province;
    if (params.second !== undefined) notFound(t('notFound.page'));
    districtSlug = params.first;
  } else if (host.kind === 'unknown') {
    unknownProvince(host.label, url.hostname.slice(0, 80));
  } else if (params.first !== undefined) {
    const fromPath = getProvince(params.first);
    const fromQuery = getProvince(query.data.province);
    if (params.second === undefined && fromQuery && !fromPath) {
      province = fromQuery;
      districtSlug = params.first;
    } else if (fromPath && params.first === fromPath.slug) {
      province = fromPath;
      districtSlug = params.second;
    } else if (fromPath) {
      // An alias, a plate code or another spelling: /afyon, /28, /İstanbul/Kadıköy → the canonical
      // path. A Location header carries only ASCII: a known district by its slug, anything else encoded.
      const district = params.second === undefined ? null : getDistrict(fromPath.slug, params.second);
      const rest =
        params.second === undefined ? '' : `/${district ? district.slug : encodeURIComponent(params.second)}`;
      throw redirect(localiseHref(site.locale, `/${fromPath.slug}${rest}${url.search}`), 301);
    } else {
      // A district's name alone ("/kadikoy"): its page when one province has it, else the choice.
      // "Merkez" is in 51 provinces: a list that long is no help, the province picker is.
      const named = params.second === undefined ? findDistrictsNamed(params.first, links) : [];
      if (named.length === 1) throw redirect(`${named[0]!.href}${url.search}`, 301);
      const nearMiss = named.length === 0 ? suggestFromProvince(params.first, params.second, links, t) : null;
      unknownProvince(params.first, '', named.length <= MAX_SUGGESTIONS ? named : [], nearMiss);
    }
  } else if (query.data.province !== undefined && query.data.province.trim() !== '') {
    // An empty `?province=` (a form sent with no choice) names no province: the landing page, no notice.
    province =
      getProvince(query.data.province) ??
      unknownProvince(query.data.province, '', [], suggestFromProvince(query.data.province, undefined, links, t));
  }
  if (!province) return landing(null);

  const view = toRosterView({
    list: snapshot.rosters.get(province.slug),
    day: query.data.gun ?? 'bugun',
    now,
    rotation: snapshot.rotations.get(province.slug) ?? DEFAULT_ROTATION,
    url,
    t,
  });
  const { roster } = view;
  const rosterFields = {
    roster: view.meta && withChamberList(view.meta, province.plate, t),
    dayTabs: view.dayTabs,
    hints: view.hints,
    statuses: view.statuses,
    night: view.night,
    // At night the header names the duty in force, not a calendar day the list would contradict.
    ...(view.night ? { todayLabel: view.night.dutyNow } : {}),
    demoNotice: view.meta?.isDemo ? ('this-page' as const) : null,
  };
  const pharmacies = roster?.pharmacies ?? [];
  const counts = new Map(roster?.districts.map((d) => [d.slug, d.count]));
  const districts: DistrictOption[] = listDistricts(province.slug).map((d) => ({
    name: d.name,
    slug: d.slug,
    count: counts.get(d.slug) ?? 0,
    href: links.districtHref(province.slug, d.slug),
  }));
  const provinceSummary = toProvinceSummary(province, links, site.locale);
  const provinceUrl = site.canonical.province(province.slug);

  if (districtSlug !== undefined) {
    const district = getDistrict(province.slug, districtSlug);
    const option = district && districts.find((d) => d.slug === district.slug);
    if (!option) {
      const nearMiss = suggestDistrict(province, districtSlug);
      notFound(
        t('notFound.district', { province: provinceSummary.name, name: districtSlug.slice(0, 40) }),
        { label: t('notFound.provinceLink', { province: provinceSummary.name }), href: provinceSummary.href },
        nearMiss && { label: didYouMean(nearMiss.name, t), href: links.districtHref(province.slug, nearMiss.slug) },
      );
    }
    // Another spelling or a former name ("/istanbul/Kadıköy", "/istanbul/eyup"): the district's own address.
    if (districtSlug !== option.slug) throw redirect(`${option.href}${url.search}`, 301);
    return {
      ...common,
      kind: 'district',
      province: provinceSummary,
      provinceUrl,
      district: option,
      pharmacies: pharmacies.filter((p) => p.districtSlug === option.slug),
      ...rosterFields,
      otherDistricts: listNearbyDistricts(
        province.slug,
        option.slug,
        districts.filter((d) => d.count > 0 && d.slug !== option.slug),
        t,
      ),
      keywords: districtChipKeywords(province.name, option.name),
    };
  }

  const selected = query.data.ilce ? (getDistrict(province.slug, query.data.ilce)?.slug ?? null) : null;
  // The province's own short address, where it has one worth sharing: its subdomain.
  const hostBadge =
    host.kind === 'province'
      ? url.host
      : services.config.baseDomain
        ? provinceUrl.replace(/^https?:\/\//, '').replace(/\/$/, '')
        : null;
  return {
    ...common,
    kind: 'province',
    province: provinceSummary,
    provinceUrl,
    provinces: PROVINCES.map((p) => toProvinceSummary(p, links, site.locale)),
    districts,
    pharmacies,
    selectedDistrict: selected,
    nearestToSelected:
      selected !== null && !pharmacies.some((p) => p.districtSlug === selected)
        ? listNearbyDistricts(
            province.slug,
            selected,
            districts.filter((d) => d.count > 0 && d.slug !== selected),
            t,
          ).slice(0, NEAREST_OFFERED)
        : [],
    ...rosterFields,
    hostBadge,
    onSubdomain: site.onSubdomain,
  };
}
