import { z } from 'zod';
import type { Route } from './+types/sample-data';
import { loadAdminActor } from '#app/auth/actor.server.ts';
import { servicesContext } from '#app/context.server.ts';
import { getProvince } from '#app/domain/geo.server.ts';
import { fetchSampleData } from '#app/jobs/sample-data.server.ts';

/**
 * GET /api/admin/sample-data?province=Giresun: one province's on-duty list from
 * the listing source as labelled lines, `{success, rawData, error}` (plus the
 * province, duty date and count). Default province Giresun. The admin guard
 * checks the session first.
 */

const querySchema = z.object({ province: z.string().trim().max(64).optional() });

function reply(status: number, body: Record<string, unknown>): Response {
  const allow: Record<string, string> = status === 405 ? { Allow: 'GET' } : {};
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...allow } });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const query = querySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) return reply(400, { success: false, rawData: null, error: 'Geçersiz il adı' });
  const name = query.data.province || 'Giresun';
  const province = getProvince(name);
  if (!province) return reply(400, { success: false, rawData: null, error: `Bilinmeyen il: ${name}` });
  const result = await fetchSampleData(services, province, loadAdminActor(context));
  return reply(result.success ? 200 : 502, result);
}

export function action() {
  return reply(405, { success: false, rawData: null, error: 'Bu adres yalnızca GET isteği kabul eder' });
}
