import type { SnapshotPharmacy } from '#app/domain/roster/snapshot.ts';
import { toSharePath } from '#app/domain/public/share-text.ts';
import { useT } from '#app/components/i18n.tsx';
import { localiseHref } from '#app/domain/i18n/locale.ts';

/** The hidden "Paylaş:" that starts the link's accessible name (CardLinkLabels renders it once a page). */
export const SHARE_LABEL_ID = 'ps';

/**
 * "Paylaş" on a pharmacy card: a plain link to its share page in the page's language
 * (`/eczane/{id}/paylas`, `/en/eczane/{id}/paylas`: WhatsApp, directions, a link to copy). With
 * the page script (app/client/share.ts) and a browser that has the Web Share API, it opens the
 * system share sheet instead. Kept to one small element: a page repeats it up to 130 times. Its
 * accessible name is "Paylaş: {pharmacy}", from the hidden label and the card's title (`titleId`).
 * The sheet's text is "{pharmacy} (nöbetçi eczane)", the script's own Turkish; English and Arabic
 * pages give it in their words (`data-share-text`, "Moda Eczanesi (on-duty pharmacy)").
 */
export function PharmacyShareLink({
  pharmacy,
  titleId,
}: {
  pharmacy: Pick<SnapshotPharmacy, 'id' | 'name'>;
  titleId: string;
}) {
  const t = useT();
  return (
    <a
      href={localiseHref(t.locale, toSharePath(pharmacy.id))}
      rel="nofollow"
      data-share={pharmacy.name}
      data-share-text={t.locale === 'tr' ? undefined : t('share.textTitle', { name: pharmacy.name })}
      className="btn-share"
      aria-labelledby={`${SHARE_LABEL_ID} ${titleId}`}
    >
      {t('card.share')}
    </a>
  );
}
