import { z } from 'zod';
import type { Route } from './+types/sample-data';
import { fetchSampleData } from '#app/admin/sample-data.server.ts';
import { requireAdminActor } from '#app/auth/actor.server.ts';
import { servicesContext } from '#app/context.server.ts';
import { getProvince } from '#app/domain/geo/geo.server.ts';
import { jsonReply, methodNotAllowed } from '#app/routes/api/admin/reply.server.ts';

/**
 * POST /api/admin/sample-data?province=Giresun: one province's on-duty list from
 * the listing source as labelled lines, `{success, rawData, error}` (plus the
 * province, duty date and count). Default province Giresun. It reaches the network, so it is a
 * POST: the admin guard checks the session and its CSRF token (`X-CSRF-Token`) first; a GET,
 * which a link on another site could trigger, is refused (405).
 */

const querySchema = z.object({ province: z.string().trim().max(64).optional() });

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const query = querySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) return jsonReply({ success: false, rawData: null, error: 'Geçersiz il adı' }, { status: 400 });
  const name = query.data.province || 'Giresun';
  const province = getProvince(name);
  if (!province) return jsonReply({ success: false, rawData: null, error: `Bilinmeyen il: ${name}` }, { status: 400 });
  const result = await fetchSampleData(services, province, requireAdminActor(context));
  return jsonReply(result, { status: result.success ? 200 : 502 });
}

export function loader() {
  return methodNotAllowed('POST', {
    success: false,
    rawData: null,
    error: 'Bu adres yalnızca oturumun CSRF anahtarıyla gönderilen POST isteği kabul eder',
  });
}
