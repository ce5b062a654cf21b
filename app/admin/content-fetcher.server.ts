import type { AdminActor } from '#app/auth/actor.server.ts';
import { importFetchedContent, type FetchedContent } from '#app/jobs/import-fetched-content.server.ts';
import { audit } from '#app/auth/audit.server.ts';
import {
  createContentTask,
  deleteContentTask,
  getContentTask,
  toggleContentTask,
  type ContentTask,
} from '#app/db/content-tasks.server.ts';
import { CONTENT_MESSAGES, formatSaveSuccess } from '#app/domain/admin/content-fetch-messages.ts';
import {
  CONTENT_SOURCE,
  createContentFetch,
  fetchExternalContent,
  runContentTask,
  type ContentTaskDeps,
  type ContentTaskResult,
  type ExternalContentResult,
} from '#app/jobs/content-fetch.server.ts';
import { userAgentFor } from '#app/sources/source-fetch.server.ts';
import type { AppServices } from '#app/services.server.ts';

/**
 * What the admin content fetcher's page and endpoints do on behalf of a signed-in admin: each
 * operation does its work and writes the audit log.
 */

/** The admin who acts, as the audit log records them. */
export type Actor = AdminActor;

/** What the content fetcher's operations use of the services. */
export type ContentFetcherServices = Pick<AppServices, 'db' | 'log' | 'now' | 'config' | 'rosters'>;
type Services = ContentFetcherServices;

export function contentTaskDepsFor(services: Services): ContentTaskDeps {
  return {
    db: services.db,
    log: services.log,
    now: services.now,
    writer: services.rosters,
    fetch: createContentFetch({
      allowHosts: services.config.fetchAllowHosts,
      userAgent: userAgentFor(services.config),
    }),
  };
}

function record(services: Services, actor: Actor, action: Parameters<typeof audit>[1]['action'], detail: object) {
  return audit(services.db, {
    action,
    now: services.now(),
    userId: actor.userId,
    username: actor.username,
    ip: actor.ip,
    detail: { ...detail },
  });
}

export async function fetchContentForAdmin(
  services: Services,
  actor: Actor,
  targetUrl: string,
): Promise<ExternalContentResult> {
  const result = await fetchExternalContent(contentTaskDepsFor(services).fetch, targetUrl);
  if (result.error)
    services.log.warn({ targetUrl, error: result.error, detail: result.detail }, 'content fetch failed');
  await record(services, actor, 'fetch', {
    url: targetUrl.slice(0, 2000),
    ok: result.error === null,
    error: result.error,
    bytes: result.content?.length ?? 0,
  });
  return result;
}

/** Runs a task now (run now, scheduled-task-runner); null when no such task exists. */
export async function runTaskNow(services: Services, actor: Actor, taskId: number): Promise<ContentTaskResult | null> {
  const task = await getContentTask(services.db, taskId);
  if (!task) return null;
  const result = await runContentTask(contentTaskDepsFor(services), task);
  await record(services, actor, 'task_run', {
    taskId,
    logId: result.logId,
    success: result.success,
    error: result.error,
    inserted: result.recordsInserted,
    removed: result.recordsCleared,
  });
  return result;
}

export type ActionOutcome = { ok: boolean; message: string };

/** 'Eczane Tablosuna Kaydet': imports fetched content as the roster of the duty date in force. */
export async function saveFetchedContent(
  services: Services,
  actor: Actor,
  input: FetchedContent,
): Promise<ActionOutcome> {
  if (input.content.trim() === '') return { ok: false, message: CONTENT_MESSAGES.saveNeedsContent };
  const now = services.now();
  const result = await importFetchedContent(services.rosters, input, { now, source: CONTENT_SOURCE, guard: false });
  await record(services, actor, 'import', {
    source: CONTENT_SOURCE,
    success: result.success,
    error: result.error,
    inserted: result.insertedCount,
    removed: result.removedCount,
  });
  if (!result.success) return { ok: false, message: `${CONTENT_MESSAGES.saveFailed}: ${result.error}` };
  return { ok: true, message: formatSaveSuccess(result.insertedCount, result.removedCount) };
}

export async function createTaskForAdmin(
  services: Services,
  actor: Actor,
  input: { url: string; scheduleTime: string },
): Promise<ContentTask> {
  const task = await createContentTask(services.db, { ...input, now: services.now() });
  await record(services, actor, 'task_create', { taskId: task.id, url: task.url, scheduleTime: task.scheduleTime });
  return task;
}

export async function toggleTaskForAdmin(
  services: Services,
  actor: Actor,
  taskId: number,
): Promise<ContentTask | null> {
  const task = await toggleContentTask(services.db, taskId);
  if (task) await record(services, actor, 'task_update', { taskId, isActive: task.isActive });
  return task;
}

export async function deleteTaskForAdmin(services: Services, actor: Actor, taskId: number): Promise<boolean> {
  const deleted = await deleteContentTask(services.db, taskId);
  if (deleted) await record(services, actor, 'task_delete', { taskId });
  return deleted;
}
