import { Link } from 'react-router';
import { AdminTable, numericHeader } from '#app/components/admin/admin-table.tsx';
import { secondaryButton } from '#app/components/admin/content-ui.tsx';
import { formatDateTime } from '#app/domain/time/format-date.ts';
import { RefreshButton } from '#app/components/refresh-button.tsx';
import type { ContentFetcherData } from '#app/domain/admin/views.ts';

type Log = ContentFetcherData['logs'][number];

/** 'Başarılı' green, a run in progress amber, anything else 'Başarısız' red. */
function toStatus(status: string): { label: string; row: string } {
  if (status === 'success')
    return { label: 'Başarılı', row: 'bg-green-50 text-green-950 dark:bg-green-950 dark:text-green-50' };
  if (status === 'running')
    return { label: 'Çalışıyor', row: 'bg-amber-50 text-amber-950 dark:bg-amber-950 dark:text-amber-50' };
  return { label: 'Başarısız', row: 'bg-red-50 text-red-950 dark:bg-red-950 dark:text-red-50' };
}

function formatDuration(ms: number | null): string {
  if (ms === null) return '–';
  return ms < 1000 ? `${ms} ms` : `${(ms / 1000).toLocaleString('tr-TR', { maximumFractionDigits: 1 })} sn`;
}

/** The last 50 task runs, newest first, optionally for one task (`?gorev=ID`). */
export function TaskLogTable(props: { logs: Log[]; tasks: ContentFetcherData['tasks']; filterTaskId: number | null }) {
  const urls = new Map(props.tasks.map((t) => [t.id, t.url]));
  const filteredUrl = props.filterTaskId ? urls.get(props.filterTaskId) : undefined;
  return (
    <section id="loglar" aria-labelledby="loglar-baslik" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="loglar-baslik" className="grow text-lg font-bold">
          Görev Logları
          {props.filterTaskId ? (
            <span className="block text-sm font-normal break-all">
              Görev #{props.filterTaskId}
              {filteredUrl ? `: ${filteredUrl}` : ''}
            </span>
          ) : null}
        </h2>
        {props.filterTaskId ? (
          <Link to="." preventScrollReset className={secondaryButton}>
            Tüm Logları Göster
          </Link>
        ) : null}
        <RefreshButton />
      </div>
      {props.logs.length === 0 ? (
        <p className="rounded-lg bg-stone-100 p-4 text-center dark:bg-stone-800">Log Bulunamadı</p>
      ) : (
        <AdminTable
          label="Görev logları"
          headers={[
            'Zaman',
            'Görev',
            'Durum',
            numericHeader('Silinen'),
            numericHeader('Eklenen'),
            numericHeader('Süre'),
            'Hata',
          ]}
          minWidth="lg:min-w-[60rem]"
        >
          {props.logs.map((log) => {
            const status = toStatus(log.status);
            return (
              <tr key={log.id} className={`border-t border-stone-200 dark:border-stone-800 ${status.row}`}>
                <td data-label="Zaman" className="px-3 py-2 whitespace-nowrap tabular-nums">
                  {formatDateTime(log.executionTime)}
                </td>
                <td data-label="Görev" className="max-w-64 min-w-48 px-3 py-2 break-all">
                  #{log.taskId} {urls.get(log.taskId) ?? ''}
                </td>
                <td data-label="Durum" className="px-3 py-2 font-semibold">
                  {status.label}
                </td>
                <td data-label="Silinen" className="px-3 py-2 text-right tabular-nums">
                  {log.recordsCleared}
                </td>
                <td data-label="Eklenen" className="px-3 py-2 text-right tabular-nums">
                  {log.recordsInserted}
                </td>
                <td data-label="Süre" className="px-3 py-2 text-right whitespace-nowrap">
                  {formatDuration(log.executionDurationMs)}
                </td>
                <td data-label="Hata" className="min-w-64 px-3 py-2 break-words">
                  {log.errorMessage ?? ''}
                </td>
              </tr>
            );
          })}
        </AdminTable>
      )}
    </section>
  );
}
