import { ListChecks, Pause, Play, Trash2, Zap } from '#app/components/icons.tsx';
import { useState } from 'react';
import { Link, useFetcher, useNavigate, useRevalidator } from 'react-router';
import { busyButtonProps } from '#app/components/admin/busy-button.ts';
import { confirmSubmit } from '#app/components/admin/confirm-submit.ts';
import { useRemovalFocus } from '#app/components/admin/use-removal-focus.tsx';
import { Notice, secondaryButton } from '#app/components/admin/content-ui.tsx';
import { formatDateTime } from '#app/domain/time/format-date.ts';
import { CONTENT_MESSAGES } from '#app/domain/admin/content-fetch-messages.ts';
import type { ContentFetcherActionData, ContentFetcherData } from '#app/domain/admin/views.ts';

type Task = ContentFetcherData['tasks'][number];
type RunState = { running: boolean; ok: boolean | null; message: string | null };

/** POST /api/admin/scheduled-task-runner for one task; the outcome as a Turkish message. */
async function requestRun(taskId: number, csrfToken: string): Promise<{ ok: boolean; message: string }> {
  try {
    const response = await fetch(`/api/admin/scheduled-task-runner?taskId=${taskId}&forceRun=true`, {
      method: 'POST',
      headers: { 'X-CSRF-Token': csrfToken },
    });
    const reply = (await response.json()) as { success?: unknown; error?: unknown; recordsInserted?: unknown };
    if (reply.success === true) {
      const inserted = typeof reply.recordsInserted === 'number' ? reply.recordsInserted : 0;
      return { ok: true, message: `Görev çalıştırıldı: ${inserted} kayıt eklendi` };
    }
    const reason = typeof reply.error === 'string' && reply.error ? reply.error : CONTENT_MESSAGES.taskRunFallback;
    // A failed fetch already says so ("İçerik çekilirken bir hata oluştu: …"): its reason alone follows.
    const fetchFailed = `${CONTENT_MESSAGES.fetchFailed}: `;
    const detail = reason.startsWith(fetchFailed) ? reason.slice(fetchFailed.length) : reason;
    return { ok: false, message: `${CONTENT_MESSAGES.taskRunFailed}: ${detail}` };
  } catch (error) {
    console.error('Görev çalıştırılamadı', error);
    return { ok: false, message: CONTENT_MESSAGES.taskRunFailed };
  }
}

function TaskRow({
  task,
  csrfToken,
  filterTaskId,
  onRemoving,
}: {
  task: Task;
  csrfToken: string;
  filterTaskId: number | null;
  onRemoving: () => void;
}) {
  const toggle = useFetcher<ContentFetcherActionData>();
  const remove = useFetcher<ContentFetcherActionData>();
  const [run, setRun] = useState<RunState>({ running: false, ok: null, message: null });
  const navigate = useNavigate();
  const revalidator = useRevalidator();

  async function runNow() {
    setRun({ running: true, ok: null, message: null });
    const outcome = await requestRun(task.id, csrfToken);
    setRun({ running: false, ...outcome });
    // Reload the tasks and show this task's logs.
    if (filterTaskId === task.id) void revalidator.revalidate();
    else void navigate(`?gorev=${task.id}`, { preventScrollReset: true });
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
        <button type="button" {...busyButtonProps(run.running, () => void runNow())} className={secondaryButton}>
          <Zap aria-hidden="true" className="size-4" /> {run.running ? 'Çalışıyor...' : 'Şimdi Çalıştır'}
        </button>
        <toggle.Form method="post">
          <input type="hidden" name="csrf" value={csrfToken} />
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
          <input type="hidden" name="csrf" value={csrfToken} />
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
      {run.message ? <Notice tone={run.ok ? 'success' : 'error'}>{run.message}</Notice> : null}
      {errors.map((d) => (
        <Notice key={d?.intent} tone="error">
          {d?.message}
        </Notice>
      ))}
    </li>
  );
}

/** Scheduled tasks: active rows green, inactive grey; each with logs, run now, enable/disable, delete. */
export function ContentTaskList(props: { tasks: Task[]; csrfToken: string; filterTaskId: number | null }) {
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
              csrfToken={props.csrfToken}
              filterTaskId={props.filterTaskId}
              onRemoving={() => removal.removing(task.id, `${task.url} görevi silindi.`)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
