import { z } from 'zod';
import type { Route } from './+types/sample-data';
import { fetchSampleData } from '#app/admin/sample-data.server.ts';
import { requireAdminActor } from '#app/auth/actor.server.ts';
import { servicesContext } from '#app/context.server.ts';
import { getProvince } from '#app/domain/geo/geo.server.ts';
import { jsonReply, methodNotAllowed } from '#app/routes/api/admin/reply.server.ts';

/**
 * GET /api/admin/sample-data?province=Giresun: one province's on-duty list from
 * the listing source as labelled lines, `{success, rawData, error}` (plus the
 * province, duty date and count). Default province Giresun. The admin guard
 * checks the session first.
 */

const querySchema = z.object({ province: z.string().trim().max(64).optional() });

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const query = querySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) return jsonReply({ success: false, rawData: null, error: 'Geçersiz il adı' }, { status: 400 });
  const name = query.data.province || 'Giresun';
  const province = getProvince(name);
  if (!province) return jsonReply({ success: false, rawData: null, error: `Bilinmeyen il: ${name}` }, { status: 400 });
  const result = await fetchSampleData(services, province, requireAdminActor(context));
  return jsonReply(result, { status: result.success ? 200 : 502 });
}

export function action() {
  return methodNotAllowed('GET', { success: false, rawData: null, error: 'Bu adres yalnızca GET isteği kabul eder' });
}
