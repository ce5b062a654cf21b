import { toOpenStatus } from '#app/domain/geo/open-status.ts';
import type { PharmacyHint } from '#app/domain/public/public-page.ts';
import type { ProvinceRoster, SnapshotPharmacy } from '#app/domain/roster/snapshot.ts';
import { translatorFor, type Translate } from '#app/domain/i18n/translate.ts';

/**
 * The open-now line of a province or district page's card, by the rule `/yakin` ranks by
 * (app/domain/geo/open-status.ts), in the words and colours of the night-limit hints the cards
 * already carry. Its text is part of the card's key in the markup cache
 * (app/components/pharmacy-list.tsx), so a kept card is rendered again only when the line changes:
 * at the pharmacy's closing time or when the duty hands over, not every minute.
 */
export function toCardStatus(
  pharmacy: Pick<SnapshotPharmacy, 'dutyHours' | 'note'>,
  roster: Pick<ProvinceRoster, 'dutyDate'>,
  rotation: string,
  isStale: boolean,
  now: Date,
  t: Translate = translatorFor('tr'),
): PharmacyHint {
  const status = toOpenStatus(pharmacy, roster, rotation, isStale, now);
  switch (status.kind) {
    case 'open':
      return { kind: 'open', text: t('status.open') };
    case 'open-until':
      return { kind: 'open', text: t('status.openUntil', { until: status.until ?? '' }) };
    case 'on-call':
      return { kind: 'on-call', text: t('status.onCall', { until: status.until ?? '' }) };
    case 'unknown':
      // Yesterday's or tomorrow's list, or an older one shown for want of today's.
      return { kind: 'on-call', text: t('status.unknown') };
  }
}
