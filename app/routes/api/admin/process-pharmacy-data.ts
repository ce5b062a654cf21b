import { z } from 'zod';
import type { Route } from './+types/process-pharmacy-data';
import { processRosterText, toProcessingResponse } from '#app/admin/process-roster-text.server.ts';
import { requireAdminActor } from '#app/auth/actor.server.ts';
import { servicesContext } from '#app/context.server.ts';
import { isIsoDate } from '#app/domain/time/duty-window.ts';
import { getProvince } from '#app/domain/geo/geo.server.ts';
import {
  BLANK_TEXT_ERROR,
  MAX_TEXT_BYTES,
  TEXT_TOO_LARGE_ERROR,
  type ProcessingResponse,
} from '#app/domain/admin/process-report.ts';
import { jsonReply, methodNotAllowed } from '#app/routes/api/admin/reply.server.ts';
import { readTextBody } from '#app/routes/api/read-text-body.server.ts';

/**
 * POST /api/admin/process-pharmacy-data (docs/admin.md, "Endpoints for scripts"): a text/plain body of
 * labelled (or plain) pharmacy text, optional `?date=YYYY-MM-DD` (default: the
 * duty date in force) and `?province=` (for lines without "Konum:"). Answers
 * `{success, clearedCount, insertedCount, error, pharmacies}`: 200 when imported,
 * 400 for bad input, 413 over 1 MB, 415 for a non-text body, 422 when no line
 * was valid, 500 on an unexpected failure. The admin guard checks the session
 * and the X-CSRF-Token header first.
 */

const querySchema = z.object({
  date: z
    .string()
    .refine(isIsoDate, { error: 'Geçersiz tarih: YYYY-AA-GG biçiminde olmalı (örn: 2026-11-22)' })
    .optional(),
  province: z
    .string()
    .trim()
    .min(1, { error: 'İl adı boş olamaz: "province" parametresini kaldırın ya da bir il yazın' })
    .max(64, { error: 'İl adı en fazla 64 karakter olabilir' })
    .optional(),
});

/** A refusal in the endpoint's shape: nothing cleared, nothing inserted. */
function refuse(status: number, error: string): Response {
  return jsonReply(toRefusal(error), { status });
}

function toRefusal(error: string): ProcessingResponse {
  return { success: false, clearedCount: 0, insertedCount: 0, error, pharmacies: [] };
}

export function loader() {
  return methodNotAllowed('POST', toRefusal('Bu adres yalnızca POST isteği kabul eder'));
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return loader();
  const services = context.get(servicesContext);
  const url = new URL(request.url);
  const query = querySchema.safeParse(Object.fromEntries(url.searchParams));
  if (!query.success) return refuse(400, query.error.issues[0]?.message ?? 'Geçersiz istek');
  const province = query.data.province === undefined ? null : getProvince(query.data.province);
  if (query.data.province !== undefined && !province) return refuse(400, `Bilinmeyen il: ${query.data.province}`);
  const type = request.headers.get('Content-Type');
  if (type !== null && !type.toLowerCase().startsWith('text/')) {
    return refuse(415, 'İstek gövdesi düz metin (text/plain) olmalı');
  }
  const text = await readTextBody(request, MAX_TEXT_BYTES);
  if (text === null) return refuse(413, TEXT_TOO_LARGE_ERROR);
  if (text.trim() === '') return refuse(400, BLANK_TEXT_ERROR);

  const result = await processRosterText(
    services,
    { text, dutyDate: query.data.date, province, channel: 'api' },
    requireAdminActor(context),
  );
  const status = result.success ? 200 : result.unexpected ? 500 : 422;
  return jsonReply(toProcessingResponse(result, province), { status });
}
