import type { ProvinceOutcome, ScrapeProgress, ScrapeSummary } from '#app/domain/admin/scrape-run.ts';
import type { SamplePharmacy } from '#app/domain/admin/process-report.ts';

/**
 * What the admin screens and the `daily-province-scraper` endpoint say about a
 * scrape run: the endpoint's JSON (docs/admin.md, "Endpoints for scripts"), the Server-Sent Events of
 * `/api/admin/scrape-progress`, and Turkish status labels. Pure.
 */

/** The `daily-province-scraper` response, shaped as the old endpoint's. */
export type ScrapeResponse = {
  success: boolean;
  message: string | null;
  error: string | null;
  clearedCount: number;
  insertedCount: number;
  pharmacies: Pick<SamplePharmacy, 'name' | 'district' | 'phone'>[];
};

export const SCRAPE_BUSY_ERROR = 'Veri çekme işlemi zaten sürüyor. Bitmesini bekleyip tekrar deneyin.';
export const SCRAPE_FAILED_ERROR = 'Scraper çalıştırılamadı';
export const SCRAPE_NOTHING_IMPORTED_ERROR = 'Hiçbir il için yeni liste alınamadı; önceki listeler korundu.';
const SAMPLE_SIZE = 3;

export type OutcomeCounts = { imported: number; kept: number; failed: number };

export function countOutcomes(outcomes: readonly ProvinceOutcome[]): OutcomeCounts {
  const counts: OutcomeCounts = { imported: 0, kept: 0, failed: 0 };
  for (const outcome of outcomes) counts[outcome.status] += 1;
  return counts;
}

/** The reason most provinces that kept their previous roster gave, and how many gave it. */
function findCommonReason(outcomes: readonly ProvinceOutcome[]): { reason: string; count: number } | null {
  const counts = new Map<string, number>();
  for (const o of outcomes)
    if (o.status !== 'imported' && o.reason) counts.set(o.reason, (counts.get(o.reason) ?? 0) + 1);
  let common: { reason: string; count: number } | null = null;
  for (const [reason, count] of counts) if (!common || count > common.count) common = { reason, count };
  return common;
}

/**
 * Why a run did not update every province, in one line for the run history: "81 il önceki
 * listesini korudu: Kaynağa bağlanılamadı: …", or with the commonest reason when they differ.
 * Null for a run where every province was updated (or that is still going without problems).
 */
export function describeRunProblems(outcomes: readonly ProvinceOutcome[], runError: string | null): string | null {
  const kept = outcomes.filter((o) => o.status !== 'imported').length;
  if (kept === 0) return outcomes.length === 0 ? runError : null;
  const common = findCommonReason(outcomes);
  const head = `${kept} il önceki listesini korudu`;
  if (!common) return head;
  return common.count === kept
    ? `${head}: ${common.reason}`
    : `${head}; en sık neden (${common.count} il): ${common.reason}`;
}

/**
 * Which provinces a fallback filled (the chain's first source failed and a later one published):
 * "3 il yedek kaynaktan dolduruldu: Giresun (CollectAPI), Ordu (CollectAPI), Rize (NosyAPI)".
 * Null when none was. `nameOf` gives a province's and a source's names as people read them.
 */
export function describeFallbacks(
  outcomes: readonly ProvinceOutcome[],
  nameOf: { province(slug: string): string; source(name: string): string },
  shown = 10,
): string | null {
  const filled = outcomes.filter((o) => o.fallback && o.source);
  if (filled.length === 0) return null;
  const names = filled
    .map((o) => `${nameOf.province(o.province)} (${nameOf.source(o.source ?? '')})`)
    .sort((a, b) => a.localeCompare(b, 'tr-TR'));
  const more = names.length > shown ? ` ve ${names.length - shown} il daha` : '';
  return `${filled.length} il yedek kaynaktan dolduruldu: ${names.slice(0, shown).join(', ')}${more}`;
}

/** Provinces whose cross-check disagreed beyond the threshold: "2 ilde kaynaklar uyuşmuyor: Çorum (14 eczanenin 11'i aynı), …". */
export function describeDisagreements(
  outcomes: readonly ProvinceOutcome[],
  nameOf: { province(slug: string): string; agreement(same: number, total: number): string },
): string | null {
  const flagged = outcomes.filter((o) => o.check?.disagrees);
  if (flagged.length === 0) return null;
  const names = flagged.map(
    (o) => `${nameOf.province(o.province)} (${nameOf.agreement(o.check?.same ?? 0, o.check?.total ?? 0)})`,
  );
  return `${flagged.length} ilde kaynaklar uyuşmuyor: ${names.join(', ')}`;
}

/** "… önceki listeler korundu. Neden: Kaynağa bağlanılamadı: …": the error says why, not only that. */
function toNothingImportedError(outcomes: readonly ProvinceOutcome[]): string {
  const common = findCommonReason(outcomes);
  if (!common) return SCRAPE_NOTHING_IMPORTED_ERROR;
  const kept = outcomes.filter((o) => o.status !== 'imported').length;
  const label = common.count === kept ? 'Neden' : `En sık neden (${common.count} il)`;
  return `${SCRAPE_NOTHING_IMPORTED_ERROR} ${label}: ${common.reason}`;
}

/** A finished run as the endpoint answers it. A run that imported nothing is not a success. */
export function toScrapeResponse(summary: ScrapeSummary): ScrapeResponse {
  const { run } = summary;
  const counts = countOutcomes(summary.outcomes);
  const kept = counts.kept + counts.failed;
  const message =
    `Veriler başarıyla işlendi. ${run.removedCount} kayıt silindi, ${run.insertedCount} yeni kayıt eklendi.` +
    (kept > 0 ? ` ${kept} il önceki listesini korudu.` : '');
  const success = counts.imported > 0;
  return {
    success,
    message: success ? message : null,
    error: success ? null : toNothingImportedError(summary.outcomes),
    clearedCount: run.removedCount,
    insertedCount: run.insertedCount,
    pharmacies: summary.sample.slice(0, SAMPLE_SIZE).map((p) => ({
      name: p.name,
      district: p.district,
      phone: p.phone,
    })),
  };
}

export function toScrapeErrorResponse(error: string): ScrapeResponse {
  return { success: false, message: null, error, clearedCount: 0, insertedCount: 0, pharmacies: [] };
}

/** One `data:` message of the progress stream. */
export type ProgressMessage = { done: number; total: number; province: string | null };

/** The `finished` event of the progress stream. */
type FinishedMessage = {
  runId: number;
  status: string;
  done: number;
  total: number;
  clearedCount: number;
  insertedCount: number;
} & OutcomeCounts;

/** One Server-Sent Event. JSON never contains a raw line break, so `data` stays one line. */
export function formatSseEvent(data: unknown, event?: string): string {
  return `${event ? `event: ${event}\n` : ''}data: ${JSON.stringify(data)}\n\n`;
}

export function toProgressMessage(progress: ScrapeProgress): ProgressMessage {
  return { done: progress.done, total: progress.total, province: progress.outcome.province };
}

export function formatProgressEvent(progress: ScrapeProgress): string {
  return formatSseEvent(toProgressMessage(progress));
}

function toFinishedMessage(summary: ScrapeSummary): FinishedMessage {
  const { run } = summary;
  return {
    runId: run.id,
    status: run.status,
    done: run.provincesDone,
    total: run.provincesTotal,
    clearedCount: run.removedCount,
    insertedCount: run.insertedCount,
    ...countOutcomes(summary.outcomes),
  };
}

export function formatFinishedEvent(summary: ScrapeSummary): string {
  return formatSseEvent(toFinishedMessage(summary), 'finished');
}

/** Reads a progress message from the stream; null for anything else. */
export function parseProgressMessage(text: string): ProgressMessage | null {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return null;
    const { done, total, province } = value as Record<string, unknown>;
    if (typeof done !== 'number' || typeof total !== 'number') return null;
    return { done, total, province: typeof province === 'string' ? province : null };
  } catch {
    return null;
  }
}

/** Run log status: success, failed, partial; anything else is still going. */
export function toRunStatusLabel(status: string): string {
  if (status === 'success') return 'Başarılı';
  if (status === 'failed') return 'Başarısız';
  if (status === 'partial') return 'Kısmen Başarılı';
  return 'Devam Ediyor';
}
