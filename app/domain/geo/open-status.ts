import type { ProvinceRoster, SnapshotPharmacy } from '#app/domain/roster/snapshot.ts';
import { parseNightLimit, toNightLimitHint } from '#app/domain/time/duty-text.ts';
import { getDutyWindow } from '#app/domain/time/duty-window.ts';
import { formatTurkishDate } from '#app/domain/time/format-date.ts';

/**
 * Is a pharmacy of the rosters in force open at this minute? From its duty window and the night
 * limit the source wrote ("Gece 23:59'a kadar", in the duty hours or the note), by the same rule
 * as the province pages' hints (app/domain/time/duty-text.ts).
 */

export type OpenStatusKind = 'open' | 'open-until' | 'on-call' | 'unknown';

export type OpenStatus = Readonly<{
  kind: OpenStatusKind;
  /** The badge: "Şu an açık", "Açık, kapanış 23:59", "İcap nöbeti: önce arayın", "Açık olduğu kesin değil". */
  label: string;
  /** Why, in a sentence; for every kind but a plain open one, the reason it ranks lower. */
  detail: string;
  /** "HH:MM" when the pharmacy closes its door (the night limit) or hands the duty over (the rotation). */
  until: string | null;
}>;

/** Open ones first, then those on call (someone answers the phone), then those whose list is not current. */
export const STATUS_RANK: Readonly<Record<OpenStatusKind, number>> = {
  open: 0,
  'open-until': 0,
  'on-call': 1,
  unknown: 2,
};

/** The night limit written in the duty hours, else in the note. */
function toLimitText(pharmacy: Pick<SnapshotPharmacy, 'dutyHours' | 'note'>): string | null {
  if (parseNightLimit(pharmacy.dutyHours) !== null) return pharmacy.dutyHours;
  return parseNightLimit(pharmacy.note) !== null ? pharmacy.note : null;
}

/** True when the source gave the pharmacy a night limit: its status then changes during the duty. */
export function hasNightLimit(pharmacy: Pick<SnapshotPharmacy, 'dutyHours' | 'note'>): boolean {
  return toLimitText(pharmacy) !== null;
}

/**
 * The status at `now` of a pharmacy of `roster`. `isStale`: the roster is an older date's,
 * shown because the province has no list for the duty in force.
 */
export function toOpenStatus(
  pharmacy: Pick<SnapshotPharmacy, 'dutyHours' | 'note'>,
  roster: Pick<ProvinceRoster, 'dutyDate'>,
  rotation: string,
  isStale: boolean,
  now: Date,
): OpenStatus {
  if (isStale) {
    return {
      kind: 'unknown',
      label: 'Açık olduğu kesin değil',
      detail: `Bu ilin bugünkü nöbet listesi henüz yok; bu eczane ${formatTurkishDate(roster.dutyDate)} listesinden. Gitmeden önce arayın.`,
      until: null,
    };
  }
  const limitText = toLimitText(pharmacy);
  const limit = parseNightLimit(limitText);
  const hint = limitText === null ? null : toNightLimitHint(limitText, roster.dutyDate, rotation, now);
  if (hint?.kind === 'open') {
    return {
      kind: 'open-until',
      label: `Açık, kapanış ${limit}`,
      detail: `Kaynağa göre kapanış saati ${limit}; sonrasında icap nöbetinde olabilir (önce arayın).`,
      until: limit,
    };
  }
  if (hint?.kind === 'on-call') {
    return {
      kind: 'on-call',
      label: 'İcap nöbeti: önce arayın',
      detail: `Kapanış saati (${limit}) geçti: kapı kapalı olabilir, gitmeden önce arayın.`,
      until: limit,
    };
  }
  const window = getDutyWindow(roster.dutyDate, rotation);
  if (now < window.start || now >= window.end) {
    return {
      kind: 'unknown',
      label: 'Açık olduğu kesin değil',
      detail: 'Bu eczanenin nöbeti şu anki saatlere ait değil. Gitmeden önce arayın.',
      until: null,
    };
  }
  return {
    kind: 'open',
    label: 'Şu an açık',
    detail: `Nöbetçi: ${rotation} nöbet devrine kadar açık.`,
    until: rotation,
  };
}
