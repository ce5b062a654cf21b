import { FETCH_FAILED } from '#app/domain/admin/process-report.ts';

type SampleBody = { success?: boolean; rawData?: unknown; error?: unknown; dutyDate?: unknown; count?: unknown };

/**
 * POST /api/admin/sample-data with the session's CSRF token, from the browser: labelled lines for
 * one province, or throws the Turkish error to show.
 */
export async function requestSample(
  province: string,
  csrfToken: string,
): Promise<{ rawData: string; dutyDate: string | null; count: number }> {
  const response = await fetch(`/api/admin/sample-data?province=${encodeURIComponent(province)}`, {
    method: 'POST',
    headers: { Accept: 'application/json', 'X-CSRF-Token': csrfToken },
  }).catch(() => null);
  const body = response ? ((await response.json().catch(() => null)) as SampleBody | null) : null;
  if (!body?.success || typeof body.rawData !== 'string') {
    throw new Error(typeof body?.error === 'string' && body.error ? body.error : FETCH_FAILED);
  }
  return {
    rawData: body.rawData,
    dutyDate: typeof body.dutyDate === 'string' ? body.dutyDate : null,
    count: typeof body.count === 'number' ? body.count : 0,
  };
}
