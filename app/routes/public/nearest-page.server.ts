import { data, redirect } from 'react-router';
import { PROVINCES, requireProvinceBySlug } from '#app/domain/geo/geo.server.ts';
import { findNearestPharmacies } from '#app/domain/geo/nearest.ts';
import { toNearestCard, type NearestPageData } from '#app/domain/geo/nearest-view.ts';
import { parsePosition, toWhereabouts } from '#app/domain/geo/position.ts';
import { toNightWords } from '#app/domain/public/duty-words.ts';
import { DEFAULT_ROTATION } from '#app/domain/time/duty-window.ts';
import type { Site } from '#app/domain/site/site.server.ts';
import { loadSiteFrame, toProvinceSummary, type PublicPageServices } from '#app/routes/public/site-frame.server.ts';
import { provinceNameIn } from '#app/domain/i18n/place-names.ts';
import { translatorFor, type Translate } from '#app/domain/i18n/translate.ts';

/**
 * `/yakin?lat=…&lng=…`: the nearest pharmacies on duty to a position, open ones first. The
 * position is rounded to about 100 m and any other form of the address is redirected to
 * `?lat=…&lng=…` with the rounded values, so caches hold one page per 100 m square and the
 * precise position is never kept; only the path is ever logged. Between midnight and the
 * rotation, the header names the duty in force as a province's page does ("Bu geceki nöbet: 27
 * Kasım 08:30 – 28 Kasım 08:30"), not the calendar day its list is not for.
 */

/** The page looks farther than the API's default: in the countryside the nearest duty may be far. */
const PAGE_RADIUS_KM = 100;
const PAGE_LIMIT = 10;

const PICK_PROVINCE = 'İlinizi aşağıdan seçerek o ilin nöbetçi eczanelerine bakabilirsiniz.';

export const NEAREST_MESSAGES = {
  // Reached without a position: no script ran (or none could ask), so nothing was refused. Not an error.
  missing: `Konumunuz bu sayfaya iletilmedi. ${PICK_PROVINCE}`,
  outside: `Bu konum Türkiye dışında görünüyor. Nöbetçi eczane listeleri yalnızca Türkiye’nin 81 ili için var. ${PICK_PROVINCE}`,
  sea: `Bu konum denizde ya da Türkiye sınırlarının dışında görünüyor. Kıyıdaysanız konumunuzu yeniden deneyin ya da ilinizi seçin.`,
  none: `Bu konumun ${PAGE_RADIUS_KM} km yakınında şu an nöbetçi eczane bulunamadı. ${PICK_PROVINCE}`,
} as const;

/** The page's messages in its language: Turkish as above, the others from their catalogues. */
function messagesIn(t: Translate): Record<keyof typeof NEAREST_MESSAGES, string> {
  if (t.locale === 'tr') return NEAREST_MESSAGES;
  return {
    missing: t('nearest.missing'),
    outside: t('nearest.outside'),
    sea: t('nearest.sea'),
    none: t('nearest.none', { radius: PAGE_RADIUS_KM }),
  };
}

export function loadNearestPage(request: Request, services: PublicPageServices, site: Site) {
  const url = new URL(request.url);
  const frame = loadSiteFrame(url, services, site, true);
  const t = translatorFor(site.locale);
  const messages = messagesIn(t);
  const provinces = PROVINCES.map((p) => toProvinceSummary(p, site.links, site.locale));
  const page = (state: NearestPageData['state'], message: string | null): NearestPageData => ({
    ...frame,
    state,
    message,
    position: null,
    radiusKm: PAGE_RADIUS_KM,
    cards: [],
    provinces,
  });

  const invalid = (turkish: string) => (t.locale === 'tr' ? `${turkish} ${PICK_PROVINCE}` : t('nearest.invalid'));
  if (url.search.length > 256) return data(page('invalid', invalid('Adres çok uzun.')), { status: 400 });
  const parsed = parsePosition(url.searchParams);
  if (parsed.kind === 'missing') return data(page('missing', messages.missing));
  if (parsed.kind === 'invalid') return data(page('invalid', invalid(parsed.message)), { status: 400 });

  const { point } = parsed;
  const canonical = `?lat=${point.lat}&lng=${point.lng}`;
  if (url.search !== canonical) throw redirect(`${url.pathname}${canonical}`, 301);

  const whereabouts = toWhereabouts(point);
  if (whereabouts !== 'turkey') {
    return data({
      ...page('outside', whereabouts === 'outside' ? messages.outside : messages.sea),
      position: point,
    });
  }
  const now = services.now();
  const snapshot = services.snapshots.get();
  const found = findNearestPharmacies(snapshot, point, {
    now,
    limit: PAGE_LIMIT,
    radiusKm: PAGE_RADIUS_KM,
  });
  if (found.length === 0) return data({ ...page('none', messages.none), position: point });
  const cards = found.map((f) => {
    const province = requireProvinceBySlug(f.provinceSlug);
    const provinceName = provinceNameIn(site.locale, province.slug, province.name);
    // The place in the page's language, as the share page writes it: "Kadıköy, İstanbul", "Kadıköy، إسطنبول".
    const place = f.pharmacy.district
      ? t('share.place', { district: f.pharmacy.district, province: provinceName })
      : provinceName;
    return toNearestCard(f, place, t);
  });
  // The rotation of the first pharmacy's province: near a border another's may differ (09:00 against
  // 08:30), and the header names one duty, the one of the pharmacy most visitors go to.
  const night = toNightWords(now, snapshot.rotations.get(found[0]!.provinceSlug) ?? DEFAULT_ROTATION, t);
  return data({
    ...page('found', null),
    ...(night ? { todayLabel: night.dutyNow } : {}),
    // The "Örnek veri" notice belongs on this page when what it lists is demo data.
    demoNotice: found.some((f) => f.isDemo) ? ('this-page' as const) : frame.demoNotice,
    position: point,
    cards,
  });
}
