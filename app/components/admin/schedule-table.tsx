import { Pause, Play, Trash2 } from '#app/components/icons.tsx';
import { CsrfField } from '#app/components/admin/admin-frame.tsx';
import { busyButtonProps } from '#app/components/admin/busy-button.ts';
import { confirmSubmit } from '#app/components/admin/confirm-submit.ts';
import { useFetcher } from 'react-router';
import { formatDateTime } from '#app/domain/time/format-date.ts';
import { useTicker } from '#app/components/admin/use-ticker.ts';
import { describeCountdown, formatCountdown, toNextRun } from '#app/domain/admin/schedule-timing.ts';
import type { ScheduleRow } from '#app/domain/admin/views.ts';
import { AdminTable } from '#app/components/admin/admin-table.tsx';
import { useRemovalFocus } from '#app/components/admin/use-removal-focus.tsx';

const CONFIRM_DELETE = 'Bu zamanlamayı silmek istediğinizden emin misiniz?';
const buttonClass =
  'inline-flex min-h-11 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:opacity-60 aria-disabled:opacity-60';

/** The schedules, with a countdown and day bar that tick every second. */
export function ScheduleTable(props: { schedules: ScheduleRow[]; runningIds: number[]; serverNow: string }) {
  const now = useTicker(props.serverNow);
  const removal = useRemovalFocus(props.schedules.map((s) => s.id));
  return (
    <section aria-labelledby="schedules-title" className="flex flex-col gap-3">
      <h2 id="schedules-title" className="text-lg font-bold">
        Zamanlamalar
      </h2>
      {removal.status}
      {props.schedules.length === 0 ? (
        <p className="text-sm text-stone-700 dark:text-stone-300">Henüz zamanlama yok.</p>
      ) : (
        <AdminTable
          label="Zamanlamalar tablosu"
          headers={['Ad', 'Saat', 'Durum', 'Son Çalışma', 'Sonraki Çalışma', 'İşlemler']}
          minWidth="lg:min-w-[48rem]"
        >
          {props.schedules.map((s) => (
            <ScheduleRowView
              key={s.id}
              schedule={s}
              now={now}
              running={props.runningIds.includes(s.id)}
              onRemoving={() => removal.removing(s.id, `“${s.name}” zamanlaması silindi.`)}
            />
          ))}
        </AdminTable>
      )}
    </section>
  );
}

function ScheduleRowView(props: { schedule: ScheduleRow; now: Date; running: boolean; onRemoving: () => void }) {
  const { schedule } = props;
  const fetcher = useFetcher<{ ok: boolean; error: string | null }>();
  const pending = fetcher.formData;
  // Show the toggle at once; the list reloads after the action.
  const isActive = pending?.get('intent') === 'toggle' ? pending.get('active') === 'true' : schedule.isActive;
  const deleting = pending?.get('intent') === 'delete';
  const next = toNextRun({ time: schedule.time, isActive }, props.now, props.running);
  const error = fetcher.state === 'idle' ? fetcher.data?.error : null;
  return (
    <tr
      className={`border-t border-stone-200 dark:border-stone-800 ${
        isActive ? 'bg-white dark:bg-stone-900' : 'bg-stone-100 text-stone-600 dark:bg-stone-950 dark:text-stone-400'
      } ${deleting ? 'opacity-50' : ''}`}
    >
      <th scope="row" className="px-3 py-2 font-semibold">
        {schedule.name}
        {error ? (
          <span role="alert" className="block font-normal text-red-800 dark:text-red-300">
            {error}
          </span>
        ) : null}
      </th>
      <td data-label="Saat" className="px-3 py-2 tabular-nums">
        {schedule.time}
      </td>
      <td data-label="Durum" className="px-3 py-2">
        {isActive ? 'Aktif' : 'Pasif'}
      </td>
      <td data-label="Son Çalışma" className="px-3 py-2 whitespace-nowrap tabular-nums">
        {schedule.lastRunAt ? formatDateTime(schedule.lastRunAt) : 'Henüz çalışmadı'}
      </td>
      <td data-label="Sonraki Çalışma" className="px-3 py-2">
        {next.kind === 'paused' ? (
          'Pasif'
        ) : (
          <div className="flex min-w-36 flex-col gap-1">
            {next.kind === 'due' ? (
              <span className="font-semibold">Şimdi çalışıyor...</span>
            ) : (
              <span className="tabular-nums" title={`${describeCountdown(next.inMs)} sonra`}>
                <span aria-hidden="true">{formatCountdown(next.inMs)}</span>
                <span className="sr-only">{describeCountdown(next.inMs)} sonra</span>
              </span>
            )}
            <div
              role="progressbar"
              aria-label="Son çalışma saatinden bu yana geçen gün"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round(next.dayShare * 100)}
              className="h-2 overflow-hidden rounded-full bg-stone-200 dark:bg-stone-700"
            >
              <div className="h-full bg-brand" style={{ width: `${(next.dayShare * 100).toFixed(1)}%` }} />
            </div>
          </div>
        )}
      </td>
      <td data-label="İşlemler" className="px-3 py-2">
        <div className="flex flex-wrap gap-2">
          <fetcher.Form method="post">
            <CsrfField />
            <input type="hidden" name="intent" value="toggle" />
            <input type="hidden" name="id" value={schedule.id} />
            <input type="hidden" name="active" value={isActive ? 'false' : 'true'} />
            <button
              type="submit"
              {...busyButtonProps(fetcher.state !== 'idle')}
              aria-label={`${schedule.name}: ${isActive ? 'Duraklat' : 'Başlat'}`}
              className={`${buttonClass} bg-stone-200 text-stone-900 hover:bg-stone-300 dark:bg-stone-700 dark:text-stone-50 dark:hover:bg-stone-600`}
            >
              {isActive ? (
                <Pause aria-hidden="true" className="size-4" />
              ) : (
                <Play aria-hidden="true" className="size-4" />
              )}
              {isActive ? 'Duraklat' : 'Başlat'}
            </button>
          </fetcher.Form>
          <fetcher.Form method="post" onSubmit={confirmSubmit(CONFIRM_DELETE, props.onRemoving)}>
            <CsrfField />
            <input type="hidden" name="intent" value="delete" />
            <input type="hidden" name="id" value={schedule.id} />
            <button
              type="submit"
              {...busyButtonProps(fetcher.state !== 'idle')}
              aria-label={`${schedule.name}: Sil`}
              className={`${buttonClass} bg-red-700 text-white hover:bg-red-800`}
            >
              <Trash2 aria-hidden="true" className="size-4" /> Sil
            </button>
          </fetcher.Form>
        </div>
      </td>
    </tr>
  );
}
