import { AlertTriangle, CheckCircle2 } from '#app/components/icons.tsx';
import { formatSuccessMessage, type ProcessReport } from '#app/domain/admin/process-report.ts';
import type { RosterLineError } from '#app/domain/roster/roster-text.ts';
import { formatTurkishDate } from '#app/domain/time/format-date.ts';

function LineList({ title, lines }: { title: string; lines: readonly RosterLineError[] }) {
  if (lines.length === 0) return null;
  return (
    <div className="mt-3">
      <h3 className="text-sm font-semibold">
        {title} ({lines.length})
      </h3>
      <ul className="mt-1 max-h-60 list-none space-y-1 overflow-y-auto text-sm">
        {lines.map((line, index) => (
          <li key={`${line.line}-${index}`}>
            <span className="font-semibold">Satır {line.line}:</span> {line.reason}
            {line.text ? <span className="block font-mono text-xs break-all opacity-80">{line.text}</span> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Lists the shrink guard held back (far shorter than the last good one, as a paste with lines
 * missing would be, or too short to replace a province's demo data): the old list or the demo data
 * stays, and one button sends the same form again to write them.
 */
function HeldRosters({ held, formId }: { held: ProcessReport['held']; formId: string }) {
  if (held.length === 0) return null;
  return (
    <div className="mt-3 rounded-lg border border-amber-400 bg-amber-50 p-3 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50">
      <h3 className="text-sm font-semibold">Kaydedilmeyen listeler ({held.length})</h3>
      <p className="mt-1 text-sm">Bu listeler beklenenden çok kısa olduğu için yazılmadı; yayındaki liste değişmedi:</p>
      <ul className="mt-1 list-disc pl-6 text-sm">
        {held.map((roster) => (
          <li key={`${roster.province}-${roster.dutyDate}`}>
            {roster.province}, {formatTurkishDate(roster.dutyDate)}: {roster.count} eczane{' '}
            {roster.lastGood === null
              ? '(ilin ilk gerçek listesi; yayında örnek veri duruyor)'
              : `(son geçerli listede ${roster.lastGood})`}
          </li>
        ))}
      </ul>
      <p className="mt-2 text-sm">Liste gerçekten bu kadar kısaysa aynı metni yine de kaydedin.</p>
      <button
        type="submit"
        form={formId}
        name="confirmShrink"
        value="1"
        className="mt-2 inline-flex min-h-11 items-center rounded-lg bg-amber-800 px-4 text-sm font-semibold text-white hover:bg-amber-900"
      >
        Yine de kaydet
      </button>
    </div>
  );
}

/** The results box of the process page: success (green) or failure (red), with skipped lines and warnings. */
export function ProcessResult({ report, formId }: { report: ProcessReport; formId: string }) {
  const tone = report.success
    ? 'border-green-300 bg-green-50 text-green-950 dark:border-green-800 dark:bg-green-950 dark:text-green-50'
    : 'border-red-300 bg-red-50 text-red-950 dark:border-red-800 dark:bg-red-950 dark:text-red-50';
  return (
    <div role={report.success ? 'status' : 'alert'} className={`mt-4 rounded-xl border p-4 ${tone}`}>
      <p className="flex items-start gap-2 font-semibold">
        {report.success ? (
          <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        ) : (
          <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        )}
        {report.success ? formatSuccessMessage(report) : report.error}
      </p>
      {report.rosters.length > 0 ? (
        <ul className="mt-2 list-disc pl-6 text-sm">
          {report.rosters.map((roster) => (
            <li key={`${roster.province}-${roster.dutyDate}`}>
              {roster.province}, {formatTurkishDate(roster.dutyDate)}: {roster.removedCount} kayıt silindi,{' '}
              {roster.insertedCount} yeni kayıt eklendi
            </li>
          ))}
        </ul>
      ) : null}
      {report.pharmacies.length > 0 ? (
        <div className="mt-3">
          <h3 className="text-sm font-semibold">Örnek kayıtlar</h3>
          <ul className="mt-1 space-y-1 text-sm">
            {report.pharmacies.map((pharmacy, index) => (
              <li key={`${pharmacy.name}-${index}`}>
                <span className="font-semibold">{pharmacy.name}</span>
                {[[pharmacy.district, pharmacy.province].filter(Boolean).join(' / '), pharmacy.phone]
                  .filter(Boolean)
                  .map((part) => ` — ${part}`)
                  .join('')}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <HeldRosters held={report.held} formId={formId} />
      <LineList title="Atlanan satırlar" lines={report.skipped} />
      <LineList title="Uyarılar" lines={report.warnings} />
    </div>
  );
}
