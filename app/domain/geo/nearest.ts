import { around } from 'geokdbush';
import KDBush from 'kdbush';
import { distanceKm, getDistrictCentre, type LatLng } from '#app/domain/geo/geo-distance.ts';
import { STATUS_RANK, hasNightLimit, toOpenStatus, type OpenStatus } from '#app/domain/geo/open-status.ts';
import {
  DEMO_SOURCE,
  selectRoster,
  type ProvinceRoster,
  type Snapshot,
  type SnapshotPharmacy,
} from '#app/domain/roster/snapshot.ts';
import { DEFAULT_ROTATION, getDutyDate } from '#app/domain/time/duty-window.ts';

/**
 * The nearest pharmacies on duty to a point, across province borders: every pharmacy of the
 * rosters in force, all 81 provinces together, in one spatial index (kdbush, queried by
 * great-circle distance with geokdbush). The index belongs to one snapshot and one set of
 * rosters in force: it is built on the first query after either changes and kept in a WeakMap,
 * so it goes with the snapshot it was built from.
 */

export type NearestOptions = {
  /** At most this many pharmacies (default 10). */
  limit?: number;
  /** Only pharmacies within this many km (default 50). */
  radiusKm?: number;
  now: Date;
};

export type NearestPharmacy = Readonly<{
  pharmacy: SnapshotPharmacy;
  provinceSlug: string;
  /** The duty date of the roster it comes from. */
  dutyDate: string;
  /** Great-circle km from the point, to 0.01 km. */
  distanceKm: number;
  /** The pharmacy has no coordinates: measured to its district's centre instead. */
  distanceIsApproximate: boolean;
  status: OpenStatus;
  /** From a generated demo roster ("Örnek veri"). */
  isDemo: boolean;
}>;

export const DEFAULT_NEAREST_LIMIT = 10;
export const DEFAULT_RADIUS_KM = 50;

type Entry = {
  pharmacy: SnapshotPharmacy;
  provinceSlug: string;
  roster: ProvinceRoster;
  rotation: string;
  isStale: boolean;
  point: LatLng;
  approximate: boolean;
  /**
   * Its rank when it cannot change during the duty (0: open all night; 2: its list is not
   * current), or null for a pharmacy with a night limit, open until then and on call after.
   */
  fixedRank: number | null;
  /** The last rank worked out for a pharmacy with a night limit, and the minute it holds for. */
  rankMinute: number;
  rank: number;
};

type NearestIndex = { key: string; tree: KDBush | null; entries: Entry[] };

const indexes = new WeakMap<Snapshot, NearestIndex>();

/** Points per kd-tree leaf: geokdbush measures every point of a leaf it opens, so leaves stay small. */
const NODE_SIZE = 16;
const MINUTE_MS = 60_000;

function toStatus(e: Entry, now: Date): OpenStatus {
  return toOpenStatus(e.pharmacy, e.roster, e.rotation, e.isStale, now);
}

/**
 * The entry's rank at `now`. A night limit falls on a minute, so the rank holds for the whole
 * minute: it is worked out once a minute, not once a query.
 */
function rankOf(e: Entry, now: Date): number {
  if (e.fixedRank !== null) return e.fixedRank;
  const minute = Math.floor(now.getTime() / MINUTE_MS);
  if (e.rankMinute !== minute) {
    e.rank = STATUS_RANK[toStatus(e, now).kind];
    e.rankMinute = minute;
  }
  return e.rank;
}

/** The duty date in force for each rotation time the snapshot uses: what decides the rosters in force. */
function toInForceKey(snapshot: Snapshot, now: Date): string {
  const rotations = new Set([DEFAULT_ROTATION, ...snapshot.rotations.values()]);
  return [...rotations].map((rotation) => `${rotation}=${getDutyDate(now, rotation)}`).join(',');
}

/** Where a pharmacy stands: its own coordinates, else its district's own centre, else nowhere. */
function toPoint(pharmacy: SnapshotPharmacy, provinceSlug: string): { point: LatLng; approximate: boolean } | null {
  if (pharmacy.latitude !== null && pharmacy.longitude !== null) {
    return { point: { lat: pharmacy.latitude, lng: pharmacy.longitude }, approximate: false };
  }
  const centre = pharmacy.districtSlug ? getDistrictCentre(provinceSlug, pharmacy.districtSlug) : null;
  return centre?.exact ? { point: { lat: centre.lat, lng: centre.lng }, approximate: true } : null;
}

function buildIndex(snapshot: Snapshot, now: Date, key: string): NearestIndex {
  const entries: Entry[] = [];
  for (const [provinceSlug, list] of snapshot.rosters) {
    const rotation = snapshot.rotations.get(provinceSlug) ?? DEFAULT_ROTATION;
    const { roster, isStale } = selectRoster(list, getDutyDate(now, rotation));
    if (!roster) continue;
    for (const pharmacy of roster.pharmacies) {
      const located = toPoint(pharmacy, provinceSlug);
      if (!located) continue;
      const fixedRank = isStale ? STATUS_RANK.unknown : hasNightLimit(pharmacy) ? null : STATUS_RANK.open;
      entries.push({
        pharmacy,
        provinceSlug,
        roster,
        rotation,
        isStale,
        ...located,
        fixedRank,
        rankMinute: -1,
        rank: 0,
      });
    }
  }
  if (entries.length === 0) return { key, tree: null, entries };
  const tree = new KDBush(entries.length, NODE_SIZE);
  for (const entry of entries) tree.add(entry.point.lng, entry.point.lat);
  return { key, tree: tree.finish(), entries };
}

/** The index of the rosters in force at `now`, built once per snapshot and set of rosters in force. */
function getIndex(snapshot: Snapshot, now: Date): NearestIndex {
  const key = toInForceKey(snapshot, now);
  const cached = indexes.get(snapshot);
  if (cached?.key === key) return cached;
  const built = buildIndex(snapshot, now, key);
  indexes.set(snapshot, built);
  return built;
}

/** How many pharmacies (with a position) the index of the rosters in force holds. */
export function countIndexedPharmacies(snapshot: Snapshot, now: Date): number {
  return getIndex(snapshot, now).entries.length;
}

/**
 * The nearest pharmacies of the rosters in force to `point`, within `radiusKm`: those open now
 * first, nearest first, then those on call, then those whose list is not current; at most `limit`.
 */
export function findNearestPharmacies(snapshot: Snapshot, point: LatLng, options: NearestOptions): NearestPharmacy[] {
  const limit = options.limit ?? DEFAULT_NEAREST_LIMIT;
  const radiusKm = options.radiusKm ?? DEFAULT_RADIUS_KM;
  const { now } = options;
  const { tree, entries } = getIndex(snapshot, now);
  if (!tree || limit <= 0) return [];
  const found: NearestPharmacy[] = [];
  for (const rank of [0, 1, 2]) {
    const wanted = limit - found.length;
    if (wanted <= 0) break;
    for (const id of around(tree, point.lng, point.lat, wanted, radiusKm, (i) => rankOf(entries[i]!, now) === rank)) {
      const e = entries[id]!;
      found.push({
        pharmacy: e.pharmacy,
        provinceSlug: e.provinceSlug,
        dutyDate: e.roster.dutyDate,
        distanceKm: Math.round(distanceKm(point, e.point) * 100) / 100,
        distanceIsApproximate: e.approximate,
        status: toStatus(e, now),
        isDemo: e.roster.source === DEMO_SOURCE,
      });
    }
  }
  return found;
}
