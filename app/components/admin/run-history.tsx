import { formatDateTime } from '#app/domain/time/format-date.ts';
import { toRunStatusLabel } from '#app/domain/admin/scrape-report.ts';
import type { RunRow } from '#app/domain/admin/views.ts';
import { AdminTable } from '#app/components/admin/admin-table.tsx';

const STATUS_CLASS: Record<string, string> = {
  success: 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100',
  failed: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100',
  partial: 'bg-amber-100 text-amber-950 dark:bg-amber-950 dark:text-amber-100',
};
const TRIGGERS: Record<string, string> = { manual: 'Elle', schedule: 'Zamanlama', cli: 'Komut satırı' };

/**
 * The last 10 scrape runs. Status: Başarılı, Başarısız, Devam
 * Ediyor, and 'Kısmen Başarılı' for runs where some provinces kept old data.
 */
export function RunHistory({ runs }: { runs: RunRow[] }) {
  return (
    <section aria-labelledby="runs-title" className="flex flex-col gap-3">
      <h2 id="runs-title" className="text-lg font-bold">
        Çalışma Geçmişi
      </h2>
      {runs.length === 0 ? (
        <p className="text-sm text-stone-700 dark:text-stone-300">Henüz çalışma kaydı yok.</p>
      ) : (
        <AdminTable
          label="Son çalışmalar"
          headers={['Başlangıç', 'Bitiş', 'Tür', 'Durum', 'İl', 'Eklenen', 'Silinen', 'Not']}
          minWidth="lg:min-w-[64rem]"
        >
          {runs.map((run) => (
            <tr key={run.id} className="border-t border-stone-200 bg-white dark:border-stone-800 dark:bg-stone-900">
              <td data-label="Başlangıç" className="px-3 py-2 whitespace-nowrap tabular-nums">
                {formatDateTime(run.startedAt)}
              </td>
              <td data-label="Bitiş" className="px-3 py-2 whitespace-nowrap tabular-nums">
                {run.completedAt ? formatDateTime(run.completedAt) : '—'}
              </td>
              <td data-label="Tür" className="px-3 py-2">
                {TRIGGERS[run.trigger] ?? run.trigger}
              </td>
              <td data-label="Durum" className="px-3 py-2">
                <span
                  className={`rounded-full px-2 py-0.5 text-xs font-semibold ${
                    STATUS_CLASS[run.status] ?? 'bg-sky-100 text-sky-950 dark:bg-sky-950 dark:text-sky-100'
                  }`}
                >
                  {toRunStatusLabel(run.status)}
                </span>
              </td>
              <td data-label="İl" className="px-3 py-2 whitespace-nowrap tabular-nums">
                {run.provincesDone} / {run.provincesTotal}
              </td>
              <td data-label="Eklenen" className="px-3 py-2 tabular-nums">
                {run.insertedCount}
              </td>
              <td data-label="Silinen" className="px-3 py-2 tabular-nums">
                {run.removedCount}
              </td>
              <td data-label="Not" className="max-w-md px-3 py-2 break-words text-stone-700 dark:text-stone-300">
                {run.problemSummary ?? '—'}
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
    </section>
  );
}
