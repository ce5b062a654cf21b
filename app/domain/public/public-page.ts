import type { SnapshotPharmacy } from '#app/domain/roster/snapshot.ts';
import type { MapTiles } from '#app/domain/geo/map-tiles.ts';
import type { Locale } from '#app/domain/i18n/locale.ts';

/** What the public pages receive from their loaders (app/routes/public/load-public-page.server.ts). */

export type ProvinceSummary = { name: string; slug: string; plate: number; href: string };

export type DistrictOption = { name: string; slug: string; count: number; href: string };

/** A district with pharmacies on duty, offered from another: "kuş uçuşu 4,2 km" where both centres are known. */
export type NearbyDistrict = DistrictOption & { distanceText: string | null };

export type RosterMeta = {
  dutyDate: string;
  /** "21 Kasım 2026 Cumartesi" */
  dutyDateLabel: string;
  /** "21 Kasım Cumartesi 08:30 ile 22 Kasım Pazar 08:30 arası" */
  periodText: string;
  /** "12 dakika önce güncellendi" */
  ageText: string;
  sourceLabel: string;
  /** "Kaynak: e-Devlet (onaylı liste) · eczaneler.gen.tr ile karşılaştırıldı: 14 eczanenin 14'ü aynı · 08:41" */
  provenance: string;
  fetchedAt: string;
  /** The roster shown is older than the duty date in force. */
  isStale: boolean;
  isDemo: boolean;
  /** The province's chamber's own list, linked under the roster ("Eczacı Odası'nın listesi"). */
  chamberList?: { label: string; href: string };
};

export type DayId = 'dun' | 'bugun' | 'yarin';

/**
 * "Dün / Bugün / Yarın": shown where data for those days exists. Between midnight and the rotation
 * "Önceki nöbet / Bu gece / 08:30'dan sonra", each with its duty's window (app/domain/public/duty-words.ts).
 */
export type DayTab = {
  id: DayId;
  label: string;
  /** The duty date of the tab's list. */
  date: string;
  href: string;
  active: boolean;
  /** Only between midnight and the rotation: the duty's window, "28 Kasım 08:30 – 29 Kasım 08:30". */
  window?: string;
};

/**
 * Between midnight and the province's rotation, when the calendar has turned and the duty has not:
 * the words that name the duty in force instead of a calendar day. Null after the rotation.
 */
export type NightWords = {
  /** "Bu geceki nöbet: 27 Kasım 08:30 – 28 Kasım 08:30": the header's line, and the kiosk's. */
  dutyNow: string;
  /** "Sonraki nöbet 08:30'da başlar": the kiosk's. */
  next: string;
};

/** Night-limit hint from the source: open now until the limit, or on call after it. */
export type PharmacyHint = { kind: 'open' | 'on-call'; text: string };

/** What a province or district page shows about the roster and its days. */
type RosterFields = {
  roster: RosterMeta | null;
  dayTabs: DayTab[];
  /** Keyed by pharmacy id. */
  hints: Record<number, PharmacyHint>;
  /**
   * Keyed by pharmacy id, for the cards without a hint: whether it is open now ("Şu an açık",
   * "Şu an açık olduğu kesin değil: …"; app/domain/geo/card-status.ts).
   */
  statuses: Record<number, PharmacyHint>;
  night: NightWords | null;
};

export type DemoNotice = 'this-page' | 'some-provinces' | null;

/** The page in one language, for the language switch and the `hreflang` alternates. */
export type LanguageLink = { locale: Locale; name: string; href: string; current: boolean };

export type SiteFrameData = {
  /** The page's language (its path's `/en/`, `/ar/` or none). */
  locale: Locale;
  /** The home page in that language: the header's logo link ("/" is a province's own page on its host). */
  localHome: string;
  /** The same page in each language, on pages that have them (empty where the page is Turkish only). */
  languages: LanguageLink[];
  /**
   * The header's date: today's in Istanbul, "22 Kasım 2026 Pazar"; on a page with a list, between
   * midnight and the rotation, the duty in force instead ("Bu geceki nöbet: 21 Kasım 08:30 – 22 Kasım 08:30").
   */
  todayLabel: string;
  /**
   * "Örnek veri" notice: `this-page` when the list shown is demo data (or, on pages without a
   * list, when every province's is), `some-provinces` on pages without a list while some are.
   */
  demoNotice: DemoNotice;
  /** The data store failed to refresh: the last good data is shown with a warning. */
  degraded: boolean;
  homeHref: string;
  /** The main site's canonical origin, "https://nobetcieczane.example" (app/domain/site/canonical.ts). */
  siteOrigin: string;
  /** A province page's canonical URL with `{il}` for its slug: "https://{il}.nobetcieczane.example/". */
  provinceUrlPattern: string;
  /** Popular provinces for the footer. */
  popular: ProvinceSummary[];
  /** The map view's tile source (MAP_TILE_URL, MAP_ATTRIBUTION). */
  mapTiles: MapTiles;
  /** BASE_DOMAIN when the page is under it: the remembered place's cookies hold on every province's host. */
  cookieDomain: string | null;
};

export type LandingPageData = SiteFrameData & {
  kind: 'landing';
  provinces: ProvinceSummary[];
  totalDistricts: number;
  /** A clear message when the host or query named an unknown province. */
  notice: string | null;
  /** Districts with the unknown province's name, in several provinces ("/yenisehir"). */
  suggestions: PlaceLink[];
  /** The place a near-miss name most likely meant: "İstanbul'u mu aradınız?" (only when there is one). */
  didYouMean?: PlaceLink;
};

export type PlaceLink = { label: string; href: string };

export type ProvincePageData = SiteFrameData &
  RosterFields & {
    kind: 'province';
    province: ProvinceSummary;
    /** The province page's canonical, absolute URL. */
    provinceUrl: string;
    provinces: ProvinceSummary[];
    /** Every district of the province, with its pharmacy count in the roster shown. */
    districts: DistrictOption[];
    pharmacies: readonly SnapshotPharmacy[];
    /** District slug chosen in the filter (without JavaScript, from `?ilce=`). */
    selectedDistrict: string | null;
    /** The chosen district has nobody on duty: the nearest districts that have someone, nearest first. */
    nearestToSelected: NearbyDistrict[];
    /** The province's subdomain, "giresun.nobetcieczane.example", when it has one (BASE_DOMAIN, *.localhost). */
    hostBadge: string | null;
    onSubdomain: boolean;
  };

export type DistrictPageData = SiteFrameData &
  RosterFields & {
    kind: 'district';
    province: ProvinceSummary;
    /** The province page's canonical, absolute URL; the district's is this plus `/{district}`. */
    provinceUrl: string;
    district: DistrictOption;
    pharmacies: readonly SnapshotPharmacy[];
    /** Other districts with pharmacies on duty, nearest first, for onward links. */
    otherDistricts: NearbyDistrict[];
    keywords: string[];
  };

export type PublicPageData = LandingPageData | ProvincePageData | DistrictPageData;

export type SearchSuggestion = {
  /** "Kadıköy (İstanbul)" */
  display: string;
  /** The place's own name, "Kadıköy". */
  name: string;
  value: string;
  type: 'province' | 'district';
  plateCode?: number;
  provinceName?: string;
  href: string;
};

/** One line of the search results page (`/ara`). */
export type SearchResultLink = {
  label: string;
  /** Where it is: "Kadıköy, İstanbul". */
  context: string | null;
  href: string;
  /** Found as a likely typo rather than by its spelling. */
  typo: boolean;
};

export type SearchResultsData = {
  query: string;
  provinces: SearchResultLink[];
  districts: SearchResultLink[];
  /** Neighbourhoods and well-known quarters. */
  places: SearchResultLink[];
  pharmacies: SearchResultLink[];
  total: number;
  /** For the province picker under the results. */
  allProvinces: ProvinceSummary[];
};
