import type { Database } from '#app/db/client.server.ts';
import { loadDistrictIds, toDistrictKey, type DistrictIdIndex } from '#app/db/district-ids.server.ts';
import { replaceRoster, type RosterEntryInput, type RosterReplaceResult } from '#app/db/rosters.server.ts';
import { getDistrict, getProvince, type Province } from '#app/domain/geo.server.ts';
import { parsePlainRosterText } from '#app/domain/plain-roster-text.ts';
import {
  NO_KNOWN_LABEL_REASON,
  NO_VALID_DATA_ERROR,
  parseRosterText,
  type ParsedRosterRecord,
  type RosterLineError,
  type RosterParseResult,
  type RosterRecord,
} from '#app/domain/roster-text.ts';

export type ImportTextOptions = {
  dutyDate: string;
  source: string;
  fetchedAt: Date;
  /** Used for lines without a "Konum:" field, and for plain text. */
  defaultProvince?: Province | null;
};

/**
 * The labelled format when any line carries a known label; otherwise plain
 * pasted text (name, address and phone lines without labels).
 */
export function parseAnyRosterText(text: string, defaultProvince: Province | null): RosterParseResult {
  const labelled = parseRosterText(text);
  const hasLabels = labelled.records.length > 0 || labelled.errors.some((e) => e.reason !== NO_KNOWN_LABEL_REASON);
  if (hasLabels) return labelled;
  return parsePlainRosterText(text, { province: defaultProvince?.name ?? null });
}

export type ImportTextResult = {
  success: boolean;
  /** Set when nothing was imported. */
  error: string | null;
  removedCount: number;
  insertedCount: number;
  rosters: RosterReplaceResult[];
  /** Lines that were skipped, with the reason. */
  errors: RosterLineError[];
  /** Lines kept with a caveat, e.g. a district name that is not in the reference list. */
  warnings: RosterLineError[];
  sample: ParsedRosterRecord[];
};

export type ProvinceGroup = { province: Province; entries: RosterEntryInput[]; records: ParsedRosterRecord[] };

/**
 * Groups parsed records by province and maps district names to district rows.
 * Records with an unknown province are errors; an unknown district is kept
 * (without a district) with a warning.
 */
export function groupRecords(
  records: readonly ParsedRosterRecord[],
  districtIds: DistrictIdIndex,
  defaultProvince: Province | null,
): { groups: Map<string, ProvinceGroup>; errors: RosterLineError[]; warnings: RosterLineError[] } {
  const errors: RosterLineError[] = [];
  const warnings: RosterLineError[] = [];
  const groups = new Map<string, ProvinceGroup>();
  for (const record of records) {
    const province = record.province ? getProvince(record.province) : defaultProvince;
    if (!province) {
      errors.push({
        line: record.line,
        text: record.name,
        reason: record.province ? `Bilinmeyen il: ${record.province}` : 'Konum (il) eksik',
      });
      continue;
    }
    const { entry, warning } = toRosterEntry(record, province, districtIds);
    if (warning) warnings.push({ line: record.line, text: record.name, reason: warning });
    const group = groups.get(province.slug) ?? { province, entries: [], records: [] };
    groups.set(province.slug, group);
    group.records.push(record);
    group.entries.push(entry);
  }
  return { groups, errors, warnings };
}

/** One record of a known province as a roster entry, with its district row when the name is known. */
export function toRosterEntry(
  record: RosterRecord,
  province: Province,
  districtIds: DistrictIdIndex,
): { entry: RosterEntryInput; warning: string | null } {
  const district = getDistrict(province.slug, record.district);
  return {
    entry: {
      ...record,
      province: province.name,
      district: district?.name ?? null,
      districtId: district ? (districtIds.get(toDistrictKey(province.plate, district.slug)) ?? null) : null,
    },
    warning: record.district && !district ? `İlçe tanınmadı: ${record.district}` : null,
  };
}

/**
 * Parses labelled roster text and replaces, per province, that province's
 * roster for the duty date. Invalid lines are reported and valid ones kept; with
 * no valid line nothing changes. Each province is all-or-nothing.
 */
export async function importRosterText(
  db: Database,
  text: string,
  options: ImportTextOptions & { importedAt: Date },
): Promise<ImportTextResult> {
  const parsed = parseAnyRosterText(text, options.defaultProvince ?? null);
  const districtIds = await loadDistrictIds(db);
  const grouped = groupRecords(parsed.records, districtIds, options.defaultProvince ?? null);
  const errors = [...parsed.errors, ...grouped.errors];
  const { warnings } = grouped;
  const byProvince = grouped.groups;

  const empty = { removedCount: 0, insertedCount: 0, rosters: [], errors, warnings, sample: [] };
  if (byProvince.size === 0) return { success: false, error: NO_VALID_DATA_ERROR, ...empty };

  const rosters: RosterReplaceResult[] = [];
  for (const group of byProvince.values()) {
    rosters.push(
      await replaceRoster(db, {
        province: group.province,
        dutyDate: options.dutyDate,
        source: options.source,
        fetchedAt: options.fetchedAt,
        writtenAt: options.importedAt,
        entries: group.entries,
      }),
    );
  }
  return {
    success: true,
    error: null,
    removedCount: rosters.reduce((n, r) => n + r.removedCount, 0),
    insertedCount: rosters.reduce((n, r) => n + r.insertedCount, 0),
    rosters,
    errors,
    warnings,
    sample: [...byProvince.values()].flatMap((g) => g.records).slice(0, 3),
  };
}
