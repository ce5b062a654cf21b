import { ListChecks, Pause, Play, Trash2, Zap } from '#app/components/icons.tsx';
import { Link, useFetcher, useNavigate } from 'react-router';
import { CsrfField, useAdminFrame } from '#app/components/admin/admin-frame.tsx';
import { busyButtonProps } from '#app/components/admin/busy-button.ts';
import { confirmSubmit } from '#app/components/admin/confirm-submit.ts';
import { useRemovalFocus } from '#app/components/admin/use-removal-focus.tsx';
import { Notice, secondaryButton } from '#app/components/admin/content-ui.tsx';
import { formatDateTime } from '#app/domain/time/format-date.ts';
import type { ContentFetcherActionData, ContentFetcherData } from '#app/domain/admin/views.ts';

type Task = ContentFetcherData['tasks'][number];

function TaskRow({
  task,
  filterTaskId,
  onRemoving,
}: {
  task: Task;
  filterTaskId: number | null;
  onRemoving: () => void;
}) {
  const toggle = useFetcher<ContentFetcherActionData>();
  const remove = useFetcher<ContentFetcherActionData>();
  const run = useFetcher<ContentFetcherActionData>();
  const running = run.state !== 'idle';
  const ran = running ? undefined : run.data;
  const { csrfToken } = useAdminFrame();
  const navigate = useNavigate();

  // The action runs the task; the page's data reloads after it. Then this task's logs are shown.
  async function runNow() {
    await run.submit({ intent: 'run', taskId: String(task.id), csrf: csrfToken }, { method: 'post' });
    if (filterTaskId !== task.id) void navigate(`?gorev=${task.id}`, { preventScrollReset: true });
  }

  const rowTone = task.isActive
    ? 'border-green-300 bg-green-50 dark:border-green-800 dark:bg-green-950'
    : 'border-stone-300 bg-stone-100 text-stone-700 dark:border-stone-700 dark:bg-stone-800 dark:text-stone-300';
  const errors = [toggle.data, remove.data].filter((d) => d && !d.ok && d.message);
  return (
    <li className={`flex flex-col gap-3 rounded-lg border p-3 ${rowTone}`}>
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <p className="min-w-0 grow font-semibold break-all">{task.url}</p>
        <p className="text-sm">
          Her gün <span className="font-semibold tabular-nums">{task.scheduleTime}</span> ·{' '}
          <span className="font-semibold">{task.isActive ? 'Aktif' : 'Pasif'}</span>
        </p>
      </div>
      <p className="text-xs">
        Son çalışma: {task.lastRunAt ? formatDateTime(task.lastRunAt) : 'Henüz çalışmadı'} · Oluşturulma:{' '}
        {formatDateTime(task.createdAt)}
      </p>
      <div className="flex flex-wrap gap-2">
        <Link to={`?gorev=${task.id}#loglar`} preventScrollReset className={secondaryButton}>
          <ListChecks aria-hidden="true" className="size-4" /> Logları Gör
        </Link>
        <button type="button" {...busyButtonProps(running, () => void runNow())} className={secondaryButton}>
          <Zap aria-hidden="true" className="size-4" /> {running ? 'Çalışıyor...' : 'Şimdi Çalıştır'}
        </button>
        <toggle.Form method="post">
          <CsrfField />
          <input type="hidden" name="intent" value="toggle" />
          <input type="hidden" name="taskId" value={task.id} />
          <button type="submit" {...busyButtonProps(toggle.state !== 'idle')} className={secondaryButton}>
            {task.isActive ? (
              <Pause aria-hidden="true" className="size-4" />
            ) : (
              <Play aria-hidden="true" className="size-4" />
            )}
            {task.isActive ? 'Devre Dışı Bırak' : 'Etkinleştir'}
          </button>
        </toggle.Form>
        <remove.Form
          method="post"
          onSubmit={confirmSubmit('Bu görevi ve loglarını silmek istediğinizden emin misiniz?', onRemoving)}
        >
          <CsrfField />
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="taskId" value={task.id} />
          <button
            type="submit"
            {...busyButtonProps(remove.state !== 'idle')}
            className={`${secondaryButton} text-red-800`}
          >
            <Trash2 aria-hidden="true" className="size-4" /> Sil
          </button>
        </remove.Form>
      </div>
      {ran ? <Notice tone={ran.ok ? 'success' : 'error'}>{ran.message}</Notice> : null}
      {errors.map((d) => (
        <Notice key={d?.intent} tone="error">
          {d?.message}
        </Notice>
      ))}
    </li>
  );
}

/** Scheduled tasks: active rows green, inactive grey; each with logs, run now, enable/disable, delete. */
export function ContentTaskList(props: { tasks: Task[]; filterTaskId: number | null }) {
  const removal = useRemovalFocus(props.tasks.map((task) => task.id));
  return (
    <div className="flex flex-col gap-3">
      {removal.status}
      {props.tasks.length === 0 ? (
        <p className="rounded-lg bg-stone-100 p-4 text-center dark:bg-stone-800">Zamanlanmış Görev Bulunamadı</p>
      ) : (
        <ul className="flex flex-col gap-3" aria-label="Zamanlanmış görevler">
          {props.tasks.map((task) => (
            <TaskRow
              key={task.id}
              task={task}
              filterTaskId={props.filterTaskId}
              onRemoving={() => removal.removing(task.id, `${task.url} görevi silindi.`)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
