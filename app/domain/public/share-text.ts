import { translatorFor, type Translate } from '#app/domain/i18n/translate.ts';
import { DEFAULT_DUTY_HOURS } from '#app/domain/roster/pharmacy-display.ts';
import type { SnapshotPharmacy } from '#app/domain/roster/snapshot.ts';

/**
 * What sharing a pharmacy sends (the share page, WhatsApp, the Web Share API): its name,
 * phone, address and place, one per line, then the link. Pure.
 */

const TURKISH = translatorFor('tr');

/** The share page of a pharmacy (`/eczane/{id}/paylas`), relative to the site. */
export function toSharePath(pharmacyId: number): string {
  return `/eczane/${pharmacyId}/paylas`;
}

/**
 * What sharing the pharmacy sends (WhatsApp, the Web Share API): its name, duty hours, phone,
 * address and place, one per line, in the page's words (`t`) around the source's Turkish ones:
 * "Hayat Eczanesi (nöbetçi eczane)\nNöbet: …\nTel: 0 (216) …\nCaferağa Mah. …\nKadıköy, İstanbul",
 * in English "Hayat Eczanesi (on-duty pharmacy)\nOn duty: …\nPhone: …".
 */
export function toShareText(pharmacy: SnapshotPharmacy, placeName: string, t: Translate = TURKISH): string {
  const hours = pharmacy.dutyHours === DEFAULT_DUTY_HOURS ? t('card.dayAndNight') : pharmacy.dutyHours;
  return [
    t('share.textTitle', { name: pharmacy.name }),
    t('share.textHours', { hours }),
    pharmacy.phoneDisplay ? t('share.textPhone', { phone: pharmacy.phoneDisplay }) : null,
    pharmacy.address,
    placeName,
  ]
    .filter((line): line is string => Boolean(line?.trim()))
    .join('\n');
}

/** A WhatsApp link that opens a new message with `text` and the link: `https://wa.me/?text=…`. */
export function toWhatsAppHref(text: string, url: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${text}\n${url}`)}`;
}
