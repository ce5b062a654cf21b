import { toReportHref } from '#app/domain/reports/report-target.ts';
import { useT } from '#app/components/i18n.tsx';
import { localiseHref } from '#app/domain/i18n/locale.ts';

/** Hidden words around the card's title in the link's accessible name (CardLinkLabels renders them once a page). */
export const REPORT_LABEL_IDS = { before: 'rb', after: 'ra' } as const;

/**
 * "Bilgi yanlış mı?": a small link from a pharmacy card to its report form, in the page's
 * language. A plain link to a server-rendered form, so it works without JavaScript. Short markup:
 * a page repeats it up to 130 times (.btn-report in app.css: py-3 makes the tap target 44 px
 * tall). Its accessible name is "Bilgi yanlış mı? {pharmacy} için bildirin", from hidden labels
 * and the card's title (`titleId`).
 */
export function ReportLink({ pharmacyId, titleId }: { pharmacyId: number; titleId: string }) {
  const t = useT();
  return (
    <a
      href={localiseHref(t.locale, toReportHref(pharmacyId))}
      rel="nofollow"
      className="btn-report"
      aria-labelledby={`${REPORT_LABEL_IDS.before} ${titleId} ${REPORT_LABEL_IDS.after}`}
    >
      {t('card.report')}
    </a>
  );
}
