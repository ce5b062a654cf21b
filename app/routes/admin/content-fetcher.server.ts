import { z } from 'zod';
import {
  createTaskForAdmin,
  deleteTaskForAdmin,
  fetchContentForAdmin,
  runTaskNow,
  saveFetchedContent,
  toggleTaskForAdmin,
  type Actor,
  type ContentFetcherServices,
} from '#app/admin/content-fetcher.server.ts';
import { listContentTasks, listTaskLogs } from '#app/db/content-tasks.server.ts';
import type { ContentFetcherActionData, ContentFetcherData, ContentFetcherIntent } from '#app/domain/admin/views.ts';
import { CONTENT_MESSAGES, checkTargetUrl } from '#app/domain/admin/content-fetch-messages.ts';
import { isClockTime, toClockTime } from '#app/domain/time/istanbul-clock.ts';
import { CONTENT_MAX_BYTES } from '#app/jobs/content-fetch.server.ts';
import type { AppServices } from '#app/services.server.ts';
import { rowIdSchema } from '#app/domain/admin/row-id.ts';

/** Loader and action logic of /adminxyz/content-fetcher. */

/** `?gorev=ID` filters the log table to one task. */
export function parseLogFilter(url: URL): number | null {
  const parsed = rowIdSchema().safeParse(url.searchParams.get('gorev') ?? undefined);
  return parsed.success ? parsed.data : null;
}

export async function loadContentFetcher(
  services: Pick<AppServices, 'db'>,
  filterTaskId: number | null,
): Promise<ContentFetcherData> {
  const [tasks, logs] = await Promise.all([
    listContentTasks(services.db),
    listTaskLogs(services.db, { taskId: filterTaskId }),
  ]);
  return {
    filterTaskId,
    tasks: tasks.map((t) => ({
      id: t.id,
      url: t.url,
      scheduleTime: t.scheduleTime,
      isActive: t.isActive,
      createdAt: t.createdAt.toISOString(),
      lastRunAt: t.lastRunAt?.toISOString() ?? null,
    })),
    logs: logs.map((l) => ({
      id: l.id,
      taskId: l.taskId,
      executionTime: l.executionTime.toISOString(),
      status: l.status,
      errorMessage: l.errorMessage,
      recordsCleared: l.recordsCleared,
      recordsInserted: l.recordsInserted,
      executionDurationMs: l.executionDurationMs,
    })),
  };
}

const taskId = rowIdSchema();
const ActionInput = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal('create'),
    url: z.string().max(2000),
    time: z
      .string()
      .transform((typed) => toClockTime(typed) ?? '')
      .refine(isClockTime, CONTENT_MESSAGES.timeInvalid),
  }),
  z.object({ intent: z.literal('toggle'), taskId }),
  z.object({ intent: z.literal('delete'), taskId }),
  z.object({
    intent: z.literal('save'),
    content: z.string().max(CONTENT_MAX_BYTES),
    contentType: z.string().max(200).optional(),
    url: z.string().max(2000).optional(),
  }),
  z.object({ intent: z.literal('fetch'), targetUrl: z.string().max(2000) }),
  z.object({ intent: z.literal('run'), taskId }),
]);

const FAILURE: Record<ContentFetcherIntent, string> = {
  create: CONTENT_MESSAGES.taskCreateFailed,
  toggle: CONTENT_MESSAGES.taskUpdateFailed,
  delete: CONTENT_MESSAGES.taskDeleteFailed,
  save: CONTENT_MESSAGES.saveFailed,
  fetch: CONTENT_MESSAGES.fetchFailed,
  run: CONTENT_MESSAGES.taskRunFailed,
};

/** One intent of the page's forms; expected failures come back as messages with a 4xx status. */
export async function handleContentFetcherAction(
  services: ContentFetcherServices,
  actor: Actor,
  form: FormData,
): Promise<{ data: ContentFetcherActionData; status: number }> {
  const parsed = ActionInput.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    const intent = ActionInput.options.map((o) => o.shape.intent.value).find((i) => i === form.get('intent'));
    const message = intent ? `${FAILURE[intent]}: ${parsed.error.issues[0]?.message ?? ''}` : 'Geçersiz istek';
    return { data: { intent: intent ?? null, ok: false, message }, status: 400 };
  }
  const input = parsed.data;
  try {
    switch (input.intent) {
      case 'create': {
        const url = checkTargetUrl(input.url);
        if (!url.ok) return { data: { intent: 'create', ok: false, message: url.error }, status: 400 };
        const task = await createTaskForAdmin(services, actor, { url: url.url.href, scheduleTime: input.time });
        return { data: { intent: 'create', ok: true, message: `Görev oluşturuldu (#${task.id})` }, status: 200 };
      }
      case 'toggle': {
        const task = await toggleTaskForAdmin(services, actor, input.taskId);
        if (!task) return notFound('toggle');
        const state = task.isActive ? 'etkinleştirildi' : 'devre dışı bırakıldı';
        return { data: { intent: 'toggle', ok: true, message: `Görev ${state}` }, status: 200 };
      }
      case 'delete': {
        if (!(await deleteTaskForAdmin(services, actor, input.taskId))) return notFound('delete');
        return { data: { intent: 'delete', ok: true, message: 'Görev silindi' }, status: 200 };
      }
      case 'save': {
        const outcome = await saveFetchedContent(services, actor, {
          content: input.content,
          contentType: input.contentType ?? null,
          url: input.url ?? null,
        });
        return { data: { intent: 'save', ...outcome }, status: outcome.ok ? 200 : 422 };
      }
      case 'fetch':
        return await fetchForPreview(services, actor, input.targetUrl);
      case 'run':
        return await runForPage(services, actor, input.taskId);
    }
  } catch (error) {
    services.log.error({ err: error, intent: input.intent }, 'content fetcher action failed');
    return { data: { intent: input.intent, ok: false, message: FAILURE[input.intent] }, status: 500 };
  }
}

function notFound(intent: ContentFetcherIntent): ActionResult {
  return { data: { intent, ok: false, message: `${FAILURE[intent]}: ${CONTENT_MESSAGES.taskNotFound}` }, status: 404 };
}

type ActionResult = { data: ContentFetcherActionData; status: number };

/** "İçeriği Çek": the page through the SSRF-safe fetcher (audited), for the preview and the save step. */
async function fetchForPreview(
  services: ContentFetcherServices,
  actor: Actor,
  targetUrl: string,
): Promise<ActionResult> {
  const result = await fetchContentForAdmin(services, actor, targetUrl);
  if (result.error !== null || result.content === null) {
    const message = result.error ?? CONTENT_MESSAGES.fetchFailed;
    return { data: { intent: 'fetch', ok: false, message }, status: result.problem === 'input' ? 400 : 502 };
  }
  const fetched = { content: result.content, contentType: result.contentType ?? 'text/plain', sourceUrl: targetUrl };
  return { data: { intent: 'fetch', ok: true, message: CONTENT_MESSAGES.fetched, fetched }, status: 200 };
}

/** "Şimdi Çalıştır": runs one task now; a run that failed is an answer (200), as the endpoint's. */
async function runForPage(services: ContentFetcherServices, actor: Actor, taskId: number): Promise<ActionResult> {
  const result = await runTaskNow(services, actor, taskId);
  if (!result) return notFound('run');
  if (result.success) {
    return {
      data: { intent: 'run', ok: true, message: `Görev çalıştırıldı: ${result.recordsInserted} kayıt eklendi` },
      status: 200,
    };
  }
  const reason = result.error ?? CONTENT_MESSAGES.taskRunFallback;
  // A failed fetch already says so ("İçerik çekilirken bir hata oluştu: …"): its reason alone follows.
  const fetchFailed = `${CONTENT_MESSAGES.fetchFailed}: `;
  const detail = reason.startsWith(fetchFailed) ? reason.slice(fetchFailed.length) : reason;
  return { data: { intent: 'run', ok: false, message: `${CONTENT_MESSAGES.taskRunFailed}: ${detail}` }, status: 200 };
}
