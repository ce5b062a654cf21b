import type { RosterRecord } from '#app/domain/roster/roster-text.ts';
import type { RosterAgreement } from '#app/domain/sources/agreement.ts';
import { toPhoneDigits } from '#app/domain/text/phone.ts';
import { toSlug } from '#app/domain/text/turkish.ts';

/**
 * Comparing two sources' lists of one province and duty date, pharmacy by pharmacy
 * (docs/decisions/0008-source-chain-and-cross-checks.md). Two records are one pharmacy when their
 * phone numbers' last ten digits match, or when their names match after Turkish folding without
 * "eczane(si)" and their districts do not contradict each other. Pure.
 */

/** A difference of more than this share of the published list (and at least two pharmacies) is flagged. */
const DISAGREEMENT_SHARE = 0.1;

/** "Şifa Eczanesi", "ŞİFA ECZANESİ  ECZANESİ", "ŞİFA" → "sifa". */
export function toNameKey(name: string): string {
  return toSlug(name)
    .split('-')
    .filter((word) => word !== '' && !/^ecz(ane(si)?)?$/.test(word))
    .join('-');
}

function phoneKey(record: RosterRecord): string | null {
  const digits = toPhoneDigits(record.phone);
  return digits && digits.length >= 10 ? digits.slice(-10) : null;
}

function districtKey(record: RosterRecord): string | null {
  return record.district ? toSlug(record.district) : null;
}

function isSamePharmacy(a: RosterRecord, b: RosterRecord): boolean {
  const phoneA = phoneKey(a);
  if (phoneA !== null && phoneA === phoneKey(b)) return true;
  if (toNameKey(a.name) !== toNameKey(b.name)) return false;
  const districtA = districtKey(a);
  const districtB = districtKey(b);
  return districtA === null || districtB === null || districtA === districtB;
}

/** For each record of `published`, the index of the same pharmacy in `other`, or -1 (each used once). */
function matchRecords(published: readonly RosterRecord[], other: readonly RosterRecord[]): number[] {
  const used = new Set<number>();
  return published.map((record) => {
    const index = other.findIndex((candidate, i) => !used.has(i) && isSamePharmacy(record, candidate));
    if (index !== -1) used.add(index);
    return index;
  });
}

/** True when two lists differ by more than DISAGREEMENT_SHARE of the published one, and by two or more. */
export function isDisagreement(
  agreement: Pick<RosterAgreement, 'total' | 'missingFromOther' | 'onlyInOther'>,
): boolean {
  const difference = agreement.missingFromOther.length + agreement.onlyInOther.length;
  return difference >= 2 && difference > agreement.total * DISAGREEMENT_SHARE;
}

export function compareRosters(
  published: readonly RosterRecord[],
  other: readonly RosterRecord[],
  meta: { checkedAgainst: string; checkedAt: Date },
): RosterAgreement {
  const matches = matchRecords(published, other);
  const matched = new Set(matches.filter((index) => index !== -1));
  const agreement = {
    checkedAgainst: meta.checkedAgainst,
    same: matched.size,
    total: published.length,
    otherTotal: other.length,
    missingFromOther: published.filter((_, i) => matches[i] === -1).map((record) => record.name),
    onlyInOther: other.filter((_, i) => !matched.has(i)).map((record) => record.name),
    checkedAt: meta.checkedAt.toISOString(),
  };
  return { ...agreement, disagrees: isDisagreement(agreement) };
}

/**
 * The published records with what they lack taken from the same pharmacy in the other list: a
 * position (both coordinates together) and a landmark note. Nothing else changes, and no pharmacy
 * of the other list is added.
 */
export function fillFromOther(published: readonly RosterRecord[], other: readonly RosterRecord[]): RosterRecord[] {
  const matches = matchRecords(published, other);
  return published.map((record, i) => {
    const twin = other[matches[i] ?? -1];
    if (!twin) return record;
    const needsPoint = record.latitude === null || record.longitude === null;
    const hasPoint = twin.latitude !== null && twin.longitude !== null;
    return {
      ...record,
      latitude: needsPoint && hasPoint ? twin.latitude : record.latitude,
      longitude: needsPoint && hasPoint ? twin.longitude : record.longitude,
      note: record.note ?? twin.note,
    };
  });
}

/**
 * How many of the pharmacies that two other lists agree on the published list lacks, of how many:
 * a list lacking most of them is held back.
 */
export function countAgreedMissing(
  published: readonly RosterRecord[],
  check: readonly RosterRecord[],
  third: readonly RosterRecord[],
): { agreed: number; missing: number } {
  const agreed = check.filter((_, i) => matchRecords([check[i] as RosterRecord], third)[0] !== -1);
  const present = matchRecords(agreed, published).filter((index) => index !== -1).length;
  return { agreed: agreed.length, missing: agreed.length - present };
}
