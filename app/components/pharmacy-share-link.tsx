import type { SnapshotPharmacy } from '#app/domain/roster/snapshot.ts';
import { toSharePath } from '#app/domain/public/share-text.ts';

/**
 * "Paylaş" on a pharmacy card: a plain link to its share page (`/eczane/{id}/paylas`: WhatsApp,
 * directions, a link to copy). With the page script (app/client/share.ts) and a browser that has
 * the Web Share API, it opens the system share sheet instead. Kept to one small element: a page
 * repeats it up to 130 times.
 */
export function PharmacyShareLink({ pharmacy }: { pharmacy: Pick<SnapshotPharmacy, 'id' | 'name'> }) {
  return (
    <a href={toSharePath(pharmacy.id)} rel="nofollow" data-share={pharmacy.name} className="btn-share">
      Paylaş<span className="sr-only">: {pharmacy.name}</span>
    </a>
  );
}
