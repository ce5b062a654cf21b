import { DEFAULT_ROTATION, getDutyDate } from '#app/domain/time/duty-window.ts';
import { toDutyHours, toLocationLine, toMapUrl } from '#app/domain/roster/pharmacy-display.ts';
import { formatPhone, toTelHref } from '#app/domain/text/phone.ts';
import { compareTurkish } from '#app/domain/text/turkish.ts';
import { toReadableAddress } from '#app/domain/text/text.ts';
import type { RosterAgreement } from '#app/domain/sources/agreement.ts';

/**
 * The in-memory snapshot that public pages read instead of the database
 * (docs/decisions/0003-duty-dates-and-caching.md). Display fields are worked
 * out once per snapshot (the phone and map strings on first use), so rendering stays cheap.
 */

export type SnapshotPharmacy = Readonly<{
  id: number;
  name: string;
  address: string | null;
  phone: string | null;
  phoneDisplay: string | null;
  telHref: string | null;
  district: string | null;
  districtSlug: string | null;
  neighbourhood: string | null;
  dutyHours: string;
  note: string | null;
  locationLine: string;
  mapUrl: string | null;
  latitude: number | null;
  longitude: number | null;
}>;

type DistrictCount = Readonly<{ name: string; slug: string; count: number }>;

export type ProvinceRoster = Readonly<{
  provinceSlug: string;
  dutyDate: string;
  source: string;
  fetchedAt: string;
  /** What the scrape compared this list with, and what it found; null when nothing was compared. */
  agreement: RosterAgreement | null;
  pharmacies: readonly SnapshotPharmacy[];
  /** Districts with at least one pharmacy, most pharmacies first. */
  districts: readonly DistrictCount[];
}>;

export type Snapshot = Readonly<{
  version: number;
  builtAt: string;
  /** Rosters per province slug, oldest duty date first. */
  rosters: ReadonlyMap<string, readonly ProvinceRoster[]>;
  /** True while any roster in force is generated demo data. */
  demoInUse: boolean;
  /** Where a roster is in force: how many provinces show demo data, and how many real data. */
  demoProvinces: number;
  realProvinces: number;
  /** Each province's rotation time (HH:MM), where it differs from the default. */
  rotations: ReadonlyMap<string, string>;
}>;

export type RawRosterRow = {
  provinceSlug: string;
  provinceName: string;
  dutyDate: string;
  source: string;
  fetchedAt: Date;
  agreement?: RosterAgreement | null;
  pharmacyId: number;
  name: string;
  address: string | null;
  phone: string | null;
  neighbourhood: string | null;
  latitude: number | null;
  longitude: number | null;
  districtName: string | null;
  districtSlug: string | null;
  dutyHours: string | null;
  note: string | null;
};

export const DEMO_SOURCE = 'demo';

function toSnapshotPharmacy(row: RawRosterRow): SnapshotPharmacy {
  // Kept as the source wrote it; shown in title case when it came all in capitals.
  const address = row.address === null ? null : toReadableAddress(row.address);
  const view = {
    name: row.name,
    address,
    phone: row.phone,
    district: row.districtName,
    province: row.provinceName,
    neighbourhood: row.neighbourhood,
    dutyHours: row.dutyHours,
    location: null,
  };
  const { phone } = row;
  // The phone and map strings are worked out on first use, then kept: a page shows one
  // province. Working them out for all 5,130 pharmacies of the bench's snapshot at once made
  // building it take 176-192 ms of a cold start (63-80 ms now) and added 11-13 ms to each
  // rebuild after a 5,000-record import.
  let shown: { phoneDisplay: string | null; telHref: string | null; mapUrl: string | null } | undefined;
  const show = () =>
    (shown ??= { phoneDisplay: formatPhone(phone), telHref: toTelHref(phone), mapUrl: toMapUrl(view) });
  return Object.freeze({
    id: row.pharmacyId,
    name: row.name,
    address,
    phone,
    get phoneDisplay() {
      return show().phoneDisplay;
    },
    get telHref() {
      return show().telHref;
    },
    district: row.districtName,
    districtSlug: row.districtSlug,
    neighbourhood: row.neighbourhood,
    dutyHours: toDutyHours(row.dutyHours),
    note: row.note,
    locationLine: toLocationLine(view),
    get mapUrl() {
      return show().mapUrl;
    },
    latitude: row.latitude,
    longitude: row.longitude,
  });
}

function countDistricts(list: readonly SnapshotPharmacy[]): DistrictCount[] {
  const counts = new Map<string, { name: string; slug: string; count: number }>();
  for (const p of list) {
    if (!p.district || !p.districtSlug) continue;
    const entry = counts.get(p.districtSlug) ?? { name: p.district, slug: p.districtSlug, count: 0 };
    entry.count += 1;
    counts.set(p.districtSlug, entry);
  }
  return [...counts.values()].sort((a, b) => b.count - a.count || compareTurkish(a.name, b.name));
}

/** One province's rosters by duty date, demo rosters included: the part of a snapshot one write replaces. */
export type ProvinceRosters = ReadonlyMap<string, ProvinceRoster>;

/**
 * Groups rows (ordered by province, date, position) into each province's built rosters. With
 * `rostersOf` (the rows before admins' corrections), a roster whose every pharmacy was marked
 * "not on duty" stays, empty: it must not vanish and let an older day's list stand in for it.
 */
export function buildProvinceRosters(
  rows: readonly RawRosterRow[],
  rostersOf: readonly RawRosterRow[] = rows,
): Map<string, Map<string, ProvinceRoster>> {
  const grouped = new Map<string, Map<string, { head: RawRosterRow; list: SnapshotPharmacy[] }>>();
  const rosterOf = (row: RawRosterRow) => {
    const byDate = grouped.get(row.provinceSlug) ?? new Map<string, { head: RawRosterRow; list: SnapshotPharmacy[] }>();
    grouped.set(row.provinceSlug, byDate);
    const roster = byDate.get(row.dutyDate) ?? { head: row, list: [] };
    byDate.set(row.dutyDate, roster);
    return roster;
  };
  // Every roster of `rostersOf` is built, even when none of its rows is left in `rows`.
  if (rostersOf !== rows) for (const row of rostersOf) rosterOf(row);
  for (const row of rows) rosterOf(row).list.push(toSnapshotPharmacy(row));
  const built = new Map<string, Map<string, ProvinceRoster>>();
  for (const [slug, byDate] of grouped) {
    const rosters = new Map<string, ProvinceRoster>();
    for (const { head, list } of byDate.values()) {
      const sorted = [...list].sort((a, b) => compareTurkish(a.name, b.name));
      rosters.set(
        head.dutyDate,
        Object.freeze({
          provinceSlug: slug,
          dutyDate: head.dutyDate,
          source: head.source,
          fetchedAt: head.fetchedAt.toISOString(),
          agreement: head.agreement ?? null,
          pharmacies: Object.freeze(sorted),
          districts: Object.freeze(countDistricts(sorted)),
        }),
      );
    }
    built.set(slug, rosters);
  }
  return built;
}

/**
 * A frozen snapshot from each province's built rosters (reused as they are: a rebuild after a
 * write builds only the rosters it wrote).
 */
export function assembleSnapshot(
  parts: ReadonlyMap<string, ProvinceRosters>,
  version: number,
  builtAt: Date,
  currentDutyDate: string,
  rotations: ReadonlyMap<string, string> = new Map(),
): Snapshot {
  const rosters = new Map<string, readonly ProvinceRoster[]>();
  let demoProvinces = 0;
  let realProvinces = 0;
  for (const [slug, byDate] of parts) {
    // Once a province has real data, its demo rosters never show again (not even on another day's tab).
    const all = [...byDate.values()];
    const hasReal = all.some((r) => r.source !== DEMO_SOURCE);
    const list = all
      .filter((r) => !hasReal || r.source !== DEMO_SOURCE)
      .sort((a, b) => a.dutyDate.localeCompare(b.dutyDate));
    if (list.length === 0) continue;
    rosters.set(slug, Object.freeze(list));
    const inForce = selectRoster(list, currentDutyDate).roster;
    if (inForce?.source === DEMO_SOURCE) demoProvinces++;
    else if (inForce) realProvinces++;
  }
  return Object.freeze({
    version,
    builtAt: builtAt.toISOString(),
    rosters,
    demoInUse: demoProvinces > 0,
    demoProvinces,
    realProvinces,
    rotations,
  });
}

/** Groups rows (ordered by province, date, position) into a frozen snapshot. */
export function buildSnapshot(
  rows: readonly RawRosterRow[],
  version: number,
  builtAt: Date,
  currentDutyDate: string,
  rotations: ReadonlyMap<string, string> = new Map(),
): Snapshot {
  return assembleSnapshot(buildProvinceRosters(rows), version, builtAt, currentDutyDate, rotations);
}

export type RosterSelection = {
  roster: ProvinceRoster | null;
  /** True when the roster shown is older than the duty date in force. */
  isStale: boolean;
};

/** The roster of the duty date in force, or else the newest older one, flagged stale. */
export function selectRoster(list: readonly ProvinceRoster[] | undefined, dutyDate: string): RosterSelection {
  if (!list || list.length === 0) return { roster: null, isStale: false };
  let fallback: ProvinceRoster | null = null;
  for (const roster of list) {
    if (roster.dutyDate === dutyDate) return { roster, isStale: false };
    if (roster.dutyDate < dutyDate) fallback = roster;
  }
  return { roster: fallback, isStale: fallback !== null };
}

/**
 * The roster in force in a province at `now`: the roster of its duty date by its own rotation
 * time, or else the newest older one (flagged stale).
 */
export function selectRosterInForce(
  snapshot: Snapshot,
  provinceSlug: string,
  now: Date,
): RosterSelection & { dutyDate: string } {
  const dutyDate = getDutyDate(now, snapshot.rotations.get(provinceSlug) ?? DEFAULT_ROTATION);
  return { ...selectRoster(snapshot.rosters.get(provinceSlug), dutyDate), dutyDate };
}
