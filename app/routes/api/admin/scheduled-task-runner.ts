import { z } from 'zod';
import type { Route } from './+types/scheduled-task-runner';
import { runTaskNow } from '#app/admin/content-fetcher.server.ts';
import { requireAdminActor } from '#app/auth/actor.server.ts';
import { servicesContext } from '#app/context.server.ts';
import { CONTENT_MESSAGES } from '#app/domain/admin/content-fetch-messages.ts';
import { jsonReply, methodNotAllowed } from '#app/routes/api/admin/reply.server.ts';
import { rowIdSchema } from '#app/domain/admin/row-id.ts';

/**
 * POST /api/admin/scheduled-task-runner?taskId=ID&forceRun=true → `{success, error}`
 * (docs/admin.md, "Endpoints for scripts"); taskId and forceRun may also come in a JSON or form body. Runs the task now,
 * writes its task_execution_logs row, and audits 'task_run'. A task that ran but failed answers
 * 200 with success false and the reason (fallback 'Task execution failed'); an unknown task 404.
 *
 * The old contract was a GET. A GET that runs a task changes state, and GETs are not checked for
 * CSRF (a link or an <img> on another site could trigger it with the admin's cookie), so GET now
 * answers 405 with a Turkish hint to send the same parameters as a POST with the X-CSRF-Token
 * header. Deliberately safer than the old contract.
 */

const Params = z.object({
  taskId: rowIdSchema(),
  forceRun: z.union([z.literal('true'), z.literal(true)]),
});

function reply(body: Record<string, unknown> & { success: boolean; error: string | null }, status: number) {
  return jsonReply(body, { status });
}

async function readParams(request: Request): Promise<Record<string, unknown>> {
  const params: Record<string, unknown> = Object.fromEntries(new URL(request.url).searchParams);
  const type = request.headers.get('Content-Type') ?? '';
  if (type.includes('application/json')) {
    const body: unknown = await request.json().catch(() => null);
    if (body && typeof body === 'object') Object.assign(params, body);
  } else if (type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data')) {
    Object.assign(params, Object.fromEntries(await request.formData()));
  }
  return params;
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  if (request.method !== 'POST') return loader();
  const parsed = Params.safeParse(await readParams(request));
  if (!parsed.success) {
    const error = parsed.error.issues.some((i) => i.path[0] === 'taskId')
      ? 'Geçersiz görev numarası (taskId)'
      : 'Yalnızca forceRun=true desteklenir; zamanı gelen görevleri sunucunun zamanlayıcısı çalıştırır';
    return reply({ success: false, error }, 400);
  }
  try {
    const result = await runTaskNow(services, requireAdminActor(context), parsed.data.taskId);
    if (!result) return reply({ success: false, error: CONTENT_MESSAGES.taskNotFound }, 404);
    return reply(
      {
        success: result.success,
        error: result.success ? null : (result.error ?? CONTENT_MESSAGES.taskRunFallback),
        logId: result.logId,
        recordsInserted: result.recordsInserted,
        recordsCleared: result.recordsCleared,
        executionDurationMs: result.durationMs,
      },
      200,
    );
  } catch (error) {
    services.log.error({ err: error, taskId: parsed.data.taskId }, 'scheduled-task-runner failed unexpectedly');
    return reply({ success: false, error: CONTENT_MESSAGES.taskRunFallback }, 500);
  }
}

/** GET would run a task without CSRF protection: refused, see above. */
export function loader() {
  return methodNotAllowed('POST', { success: false, error: CONTENT_MESSAGES.useRunPost });
}
