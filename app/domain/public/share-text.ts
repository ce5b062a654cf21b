import type { SnapshotPharmacy } from '#app/domain/roster/snapshot.ts';

/**
 * What sharing a pharmacy sends (the share page, WhatsApp, the Web Share API): its name,
 * phone, address and place, one per line, then the link. Pure: the browser's share script
 * and the server build the same text.
 */

/** The share page of a pharmacy (`/eczane/{id}/paylas`), relative to the site. */
export function toSharePath(pharmacyId: number): string {
  return `/eczane/${pharmacyId}/paylas`;
}

/** "Örnek Lale Eczanesi (nöbetçi eczane)\nTel: 0 (216) 000 00 00\nDeneme Sokak No: 3\nKadıköy, İstanbul" */
export function toShareText(pharmacy: SnapshotPharmacy, placeName: string): string {
  return [
    `${pharmacy.name} (nöbetçi eczane)`,
    `Nöbet: ${pharmacy.dutyHours}`,
    pharmacy.phoneDisplay ? `Tel: ${pharmacy.phoneDisplay}` : null,
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
