import type { Logger } from 'pino';
import type { Database } from '#app/db/client.server.ts';
import { finishTaskLog, startTaskLog, type ContentTask } from '#app/db/content-tasks.server.ts';
import { CONTENT_MESSAGES, checkTargetUrl } from '#app/domain/admin/content-fetch-messages.ts';
import { isTextContentType } from '#app/domain/text/html-text.ts';
import { NO_VALID_DATA_ERROR } from '#app/domain/roster/roster-text.ts';
import { importFetchedContent } from '#app/jobs/import-fetched-content.server.ts';
import type { RosterWriter } from '#app/jobs/roster-writer.server.ts';
import { describeConnectionCause } from '#app/sources/fetch-failure-text.ts';
import { createSafeFetch, SafeFetchError, type SafeFetch } from '#app/sources/safe-fetch.server.ts';

/**
 * The admin content fetcher: fetch one page through the SSRF-safe fetcher, and run a
 * scheduled content task (fetch, HTML to text, import as the roster in force, log the run).
 */

export const CONTENT_MAX_BYTES = 2 * 1024 * 1024;
const CONTENT_TIMEOUT_MS = 15_000;
/** Roster source name of imports made by the content fetcher. */
export const CONTENT_SOURCE = 'content-fetch';

/** The SSRF-safe fetcher with the content fetcher's limits: 2 MB body, 15 s overall. */
export function createContentFetch(options: { allowHosts: readonly string[]; userAgent: string }): SafeFetch {
  return createSafeFetch({ ...options, timeoutMs: CONTENT_TIMEOUT_MS, maxBytes: CONTENT_MAX_BYTES });
}

/** The old `fetch-external-content` response: content, contentType, error. */
export type ExternalContent = { content: string | null; contentType: string | null; error: string | null };

/** `problem` says whose fault a failure is: the address given ('input') or the fetch ('fetch'). */
export type ExternalContentResult = ExternalContent & { problem: 'input' | 'fetch' | null; detail: string | null };

function failure(problem: 'input' | 'fetch', error: string, detail: string | null = null): ExternalContentResult {
  return { content: null, contentType: null, error, problem, detail };
}

const FETCH_DETAIL: Record<SafeFetchError['code'], string> = {
  invalid_url: 'yönlendirilen adres geçersiz',
  blocked_protocol: 'yalnızca http ve https desteklenir',
  blocked_address: 'adres engellendi',
  too_many_redirects: 'çok fazla yönlendirme (en fazla 3)',
  too_large: 'içerik 2 MB sınırını aşıyor',
  timeout: 'zaman aşımı (15 saniye)',
  network: 'sunucuya bağlanılamadı',
};

/**
 * Fetches `targetUrl` as text. The address is checked first (empty, unparseable, not http(s)),
 * and private or loopback hosts are refused by the fetcher before any connection is made.
 */
export async function fetchExternalContent(fetch: SafeFetch, targetUrl: string): Promise<ExternalContentResult> {
  const checked = checkTargetUrl(targetUrl);
  if (!checked.ok) return failure('input', checked.error);
  try {
    const response = await fetch(checked.url.href);
    if (response.status < 200 || response.status > 299) {
      return failure('fetch', `${CONTENT_MESSAGES.fetchFailed}: sunucu HTTP ${response.status} yanıtı verdi`);
    }
    if (!isTextContentType(response.contentType) || response.body.includes(0)) {
      const type = response.contentType ?? 'bilinmiyor';
      return failure('fetch', `${CONTENT_MESSAGES.fetchFailed}: metin olmayan içerik türü (${type})`);
    }
    return {
      content: response.text(),
      contentType: response.contentType ?? 'text/plain',
      error: null,
      problem: null,
      detail: null,
    };
  } catch (error) {
    if (!(error instanceof SafeFetchError)) throw error;
    if (error.code === 'blocked_address') return failure('input', CONTENT_MESSAGES.urlBlocked, error.message);
    const detail =
      error.code === 'network'
        ? `${FETCH_DETAIL.network} (${describeConnectionCause(error)})`
        : FETCH_DETAIL[error.code];
    return failure('fetch', `${CONTENT_MESSAGES.fetchFailed}: ${detail}`, error.message);
  }
}

export type ContentTaskDeps = {
  db: Database;
  fetch: SafeFetch;
  now: () => Date;
  log: Logger;
  /** Writes what a task brings (the snapshot is rebuilt once per write). */
  writer: RosterWriter;
};

export type ContentTaskResult = {
  success: boolean;
  error: string | null;
  recordsCleared: number;
  recordsInserted: number;
  durationMs: number;
  logId: number;
};

class ContentTaskError extends Error {}

/**
 * Runs one content task now: fetch its URL, turn HTML into text, import it as the roster of the
 * duty date in force, and write the run to task_execution_logs. `logId` is the 'running' row a
 * scheduled run claimed; without it a new row (no slot) is opened. Never throws for a failed
 * run: the failure is logged and returned.
 */
export async function runContentTask(
  deps: ContentTaskDeps,
  task: Pick<ContentTask, 'id' | 'url'>,
  logId?: number,
): Promise<ContentTaskResult> {
  const startedAt = performance.now();
  const now = deps.now();
  const openedId = logId ?? (await startTaskLog(deps.db, { taskId: task.id, slot: null, now }))?.id;
  if (openedId === undefined) throw new Error(`could not open a log row for content task ${task.id}`);
  let outcome: Omit<ContentTaskResult, 'durationMs' | 'logId'>;
  try {
    const fetched = await fetchExternalContent(deps.fetch, task.url);
    if (fetched.error !== null || fetched.content === null) {
      throw new ContentTaskError(fetched.error ?? CONTENT_MESSAGES.fetchFailed);
    }
    const result = await importFetchedContent(
      deps.writer,
      { url: task.url, content: fetched.content, contentType: fetched.contentType },
      { now, source: CONTENT_SOURCE, guard: true },
    );
    if (!result.success) throw new ContentTaskError(result.error ?? NO_VALID_DATA_ERROR);
    outcome = {
      success: true,
      error: null,
      recordsCleared: result.removedCount,
      recordsInserted: result.insertedCount,
    };
  } catch (error) {
    const expected = error instanceof ContentTaskError;
    const message = error instanceof Error && error.message ? error.message : CONTENT_MESSAGES.taskRunFallback;
    if (expected) deps.log.warn({ taskId: task.id, error: message }, 'content task failed');
    else deps.log.error({ err: error, taskId: task.id }, 'content task failed unexpectedly');
    outcome = { success: false, error: message, recordsCleared: 0, recordsInserted: 0 };
  }
  const durationMs = Math.round(performance.now() - startedAt);
  await finishTaskLog(deps.db, openedId, {
    status: outcome.success ? 'success' : 'failed',
    errorMessage: outcome.error,
    recordsCleared: outcome.recordsCleared,
    recordsInserted: outcome.recordsInserted,
    durationMs,
  });
  return { ...outcome, durationMs, logId: openedId };
}
