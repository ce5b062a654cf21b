import { toReportHref } from '#app/domain/reports/report-target.ts';

/**
 * "Bilgi yanlış mı?": a small link from a pharmacy card to its report form. A plain link to a
 * server-rendered form, so it works without JavaScript. Short markup: a page repeats it up to
 * 130 times (.btn-report in app.css: py-3 makes the tap target 44 px tall).
 */
export function ReportLink({ pharmacyId, pharmacyName }: { pharmacyId: number; pharmacyName: string }) {
  return (
    <a href={toReportHref(pharmacyId)} rel="nofollow" className="btn-report">
      Bilgi yanlış mı?<span className="sr-only"> {pharmacyName} için bildirin</span>
    </a>
  );
}
