import type { RosterReplaceResult } from '#app/db/rosters.server.ts';
import { findDistrictInAddress, getDistrict, getProvince, type Province } from '#app/domain/geo/geo.server.ts';
import { parsePlainRosterText } from '#app/domain/roster/plain-roster-text.ts';
import { SAMPLE_TEXT_ERROR, setSampleLinesApart } from '#app/domain/roster/sample-lines.ts';
import { formatTurkishDate } from '#app/domain/time/format-date.ts';
import { toPhoneDigits } from '#app/domain/text/phone.ts';
import {
  NO_KNOWN_LABEL_REASON,
  NO_VALID_DATA_ERROR,
  parseRosterText,
  type ParsedRosterRecord,
  type RosterLineError,
  type RosterParseResult,
} from '#app/domain/roster/roster-text.ts';
import {
  toSuspiciousReason,
  type RosterToWrite,
  type RosterWriter,
  type RosterWriteResult,
} from '#app/jobs/roster-writer.server.ts';

export type ImportTextOptions = {
  /** Default: each province's duty date in force now, by its own rotation time. */
  dutyDate?: string;
  source: string;
  fetchedAt: Date;
  /** Used for lines without a "Konum:" field, and for plain text. */
  defaultProvince?: Province | null;
  /** Keep a province whose new roster is far shorter than its last good one (automated sources). */
  guard?: boolean;
  /** Keep a list too short to replace a province's demo data (the admin's page, until confirmed). */
  guardDemo?: boolean;
};

/**
 * The labelled format when any line carries a known label; otherwise plain
 * pasted text (name, address and phone lines without labels).
 */
function parseAnyRosterText(text: string, defaultProvince: Province | null): RosterParseResult {
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
  /**
   * Rosters kept from being replaced: far shorter than the last good list (`guard`), or too short to
   * replace the province's demo data (`guardDemo`).
   */
  held: HeldRoster[];
};

/** `lastGood` null: the province has no real list yet, its page shows demo data. */
type HeldRoster = { provinceSlug: string; dutyDate: string; count: number; lastGood: number | null };

/**
 * "Örnek verinin yerine geçecek liste çok kısa: Giresun, 22 Kasım 2026 Pazar için 2 eczane (16 ilçeli
 * ilin ilk gerçek listesi)".
 */
function toTooFewReason(results: readonly RosterWriteResult[]): string | null {
  const lists = results.flatMap((r) =>
    r.status === 'too-few'
      ? [
          `${r.province.name}, ${formatTurkishDate(r.dutyDate)} için ${r.count} eczane (${r.districts} ilçeli ilin ilk gerçek listesi)`,
        ]
      : [],
  );
  return lists.length > 0 ? `Örnek verinin yerine geçecek liste çok kısa: ${lists.join('; ')}` : null;
}

type ProvinceGroup = { province: Province; records: ParsedRosterRecord[] };

/** Fewer digits than a Turkish subscriber number (7) cannot be a phone. */
const MIN_PHONE_DIGITS = 7;

/**
 * Groups parsed records by province. Records with an unknown province are
 * errors; an unknown district is kept (without a district) with a warning.
 */
function groupRecords(
  records: readonly ParsedRosterRecord[],
  defaultProvince: Province | null,
): { groups: Map<string, ProvinceGroup>; errors: RosterLineError[]; warnings: RosterLineError[] } {
  const errors: RosterLineError[] = [];
  const warnings: RosterLineError[] = [];
  const groups = new Map<string, ProvinceGroup>();
  // A file names the same few provinces and districts thousands of times: look each up once.
  const provinceOf = new Map<string, Province | null>();
  const knownDistrict = new Map<string, boolean>();
  for (let record of records) {
    let province = defaultProvince;
    if (record.province) {
      if (!provinceOf.has(record.province)) provinceOf.set(record.province, getProvince(record.province));
      province = provinceOf.get(record.province) ?? null;
    }
    if (!province) {
      errors.push({
        line: record.line,
        text: record.name,
        reason: record.province ? `Bilinmeyen il: ${record.province}` : 'Konum (il) eksik',
      });
      continue;
    }
    // "12" is no phone: dropped with a warning, the pharmacy kept. A longer number in an odd format
    // ("0454 316 12 34 - 35") stays as written; the card shows it without a call link.
    if (
      record.phone &&
      toPhoneDigits(record.phone) === null &&
      record.phone.replace(/\D/g, '').length < MIN_PHONE_DIGITS
    ) {
      warnings.push({
        line: record.line,
        text: record.name,
        reason: `Telefon okunamadı, boş bırakıldı: ${record.phone}`,
      });
      record = { ...record, phone: null };
    }
    // A pasted list without districts often ends each address with one ("… No:4 Altınordu").
    if (!record.district && record.address) {
      const named = findDistrictInAddress(province.slug, record.address);
      if (named) record = { ...record, district: named.name };
    }
    // Or writes it in parentheses after the name ("Akın Eczanesi (Edremit)"), the first of the notes.
    if (record.note) {
      const [first = '', ...others] = record.note.split(', ');
      const named = getDistrict(province.slug, first);
      const same = !record.district || getDistrict(province.slug, record.district)?.slug === named?.slug;
      if (named && same)
        record = { ...record, district: named.name, note: others.length > 0 ? others.join(', ') : null };
    }
    const districtKey = `${province.slug}|${record.district ?? ''}`;
    let known = knownDistrict.get(districtKey);
    if (known === undefined) {
      known = !record.district || getDistrict(province.slug, record.district) !== null;
      knownDistrict.set(districtKey, known);
    }
    if (!known) {
      warnings.push({ line: record.line, text: record.name, reason: `İlçe tanınmadı: ${record.district}` });
    }
    const group = groups.get(province.slug) ?? { province, records: [] };
    groups.set(province.slug, group);
    group.records.push(record);
  }
  return { groups, errors, warnings };
}

/**
 * Parses labelled (or plain pasted) roster text and writes, per province, that
 * province's roster for the duty date (by default the one in force now, by the
 * province's own rotation time). Invalid lines are reported and valid ones
 * kept; with no valid line nothing changes. Each province is all-or-nothing.
 */
export async function importRosterText(
  writer: RosterWriter,
  text: string,
  options: ImportTextOptions,
): Promise<ImportTextResult> {
  const parsed = parseAnyRosterText(text, options.defaultProvince ?? null);
  // The page's example lines ("Örnek Satırları Doldur") are never published: each is skipped.
  const real = setSampleLinesApart(parsed.records);
  const grouped = groupRecords(real.records, options.defaultProvince ?? null);
  // In the text's order: the parser's, the example lines' and the grouping's refusals come in runs.
  const errors = [...parsed.errors, ...real.samples, ...grouped.errors].sort((a, b) => a.line - b.line);
  const { warnings } = grouped;
  const byProvince = grouped.groups;

  const empty = { removedCount: 0, insertedCount: 0, rosters: [], errors, warnings, sample: [], held: [] };
  if (parsed.refusal) return { success: false, error: parsed.refusal, ...empty };
  // Nothing but example lines: the message says to replace them with the real list.
  if (real.records.length === 0 && real.samples.length > 0) {
    return { success: false, error: SAMPLE_TEXT_ERROR, ...empty };
  }
  if (byProvince.size === 0) return { success: false, error: NO_VALID_DATA_ERROR, ...empty };

  const toWrite: RosterToWrite[] = [];
  for (const group of byProvince.values()) {
    const dutyDate = options.dutyDate ?? (await writer.getDutyDateInForce(group.province));
    toWrite.push({ province: group.province, dutyDate, records: group.records });
  }
  const results = await writer.write({
    source: options.source,
    fetchedAt: options.fetchedAt,
    guard: options.guard ?? false,
    guardDemo: options.guardDemo ?? false,
    rosters: toWrite,
  });
  const rosters: RosterReplaceResult[] = results.flatMap((r) =>
    r.status === 'written'
      ? [
          {
            provinceSlug: r.province.slug,
            dutyDate: r.dutyDate,
            removedCount: r.removedCount,
            insertedCount: r.insertedCount,
          },
        ]
      : [],
  );
  const held: HeldRoster[] = results.flatMap((r) =>
    r.status === 'suspicious' || r.status === 'too-few'
      ? [
          {
            provinceSlug: r.province.slug,
            dutyDate: r.dutyDate,
            count: r.count,
            lastGood: r.status === 'suspicious' ? r.lastGood : null,
          },
        ]
      : [],
  );
  if (rosters.length === 0) {
    const reasons = [toSuspiciousReason(results), toTooFewReason(results)].filter((r) => r !== null);
    return { success: false, error: reasons.length > 0 ? reasons.join('. ') : NO_VALID_DATA_ERROR, ...empty, held };
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
    held,
  };
}
