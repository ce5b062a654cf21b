import { formatDistanceKm, type LatLng } from '#app/domain/geo/geo-distance.ts';
import type { NearestPharmacy } from '#app/domain/geo/nearest.ts';
import type { OpenStatus } from '#app/domain/geo/open-status.ts';
import { estimateTravelMinutes } from '#app/domain/geo/position.ts';
import type { ProvinceSummary, SiteFrameData } from '#app/domain/public/public-page.ts';
import type { SnapshotPharmacy } from '#app/domain/roster/snapshot.ts';
import { translatorFor, type Translate } from '#app/domain/i18n/translate.ts';

/** What `/yakin` shows (app/routes/public/nearest.tsx → app/components/nearest-page.tsx). */

export type NearestCard = Readonly<{
  pharmacy: SnapshotPharmacy;
  /** "Kadıköy, İstanbul" */
  place: string;
  /** "1,2 km", or "yaklaşık 1,2 km" when measured to the district's centre. */
  distanceText: string;
  /** "yürüyerek ~15 dk" (null when too far to walk), "arabayla ~4 dk": estimates. */
  walkText: string | null;
  driveText: string;
  status: OpenStatus;
}>;

/**
 * `missing`: no position in the address (location denied, unavailable, timed out, or the page
 * opened directly); `invalid`: a position that is not one; `outside`: not in Türkiye or at sea;
 * `none`: nothing on duty within the radius; `found`: the list.
 */
type NearestState = 'missing' | 'invalid' | 'outside' | 'none' | 'found';

export type NearestPageData = SiteFrameData & {
  state: NearestState;
  /** The page's message for every state but `found`. */
  message: string | null;
  /** The rounded position used (about 100 m). */
  position: LatLng | null;
  radiusKm: number;
  cards: NearestCard[];
  /** For the province picker. */
  provinces: ProvinceSummary[];
};

/** The distance, walking and driving lines of one result. */
export function toNearestCard(found: NearestPharmacy, place: string, t: Translate = translatorFor('tr')): NearestCard {
  const { walk, drive } = estimateTravelMinutes(found.distanceKm);
  const distance = formatDistanceKm(found.distanceKm, t.locale);
  return {
    pharmacy: found.pharmacy,
    place,
    distanceText: found.distanceIsApproximate ? t('nearest.approximately', { distance }) : distance,
    walkText: walk === null ? null : t('nearest.walk', { minutes: walk }),
    driveText: t('nearest.drive', { minutes: drive }),
    status: found.status,
  };
}
