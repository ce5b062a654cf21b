import { z } from 'zod';
import type { Route } from './+types/fetch-external-content';
import { fetchContentForAdmin } from '#app/admin/content-fetcher.server.ts';
import { requireAdminActor } from '#app/auth/actor.server.ts';
import { servicesContext } from '#app/context.server.ts';
import { CONTENT_MESSAGES } from '#app/domain/admin/content-fetch-messages.ts';
import type { ExternalContent } from '#app/jobs/content-fetch.server.ts';
import { jsonReply, methodNotAllowed } from '#app/routes/api/admin/reply.server.ts';

/**
 * POST /api/admin/fetch-external-content, JSON `{targetUrl}` → `{content, contentType, error}`
 * (docs/admin.md, "Endpoints for scripts"). The admin guard has checked the session and the X-CSRF-Token header. The page
 * goes through the SSRF-safe fetcher (2 MB, 15 s); private and loopback addresses are refused.
 * 400: bad or refused address; 502: the fetch failed; every call is audited ('fetch').
 */

const Body = z.object({ targetUrl: z.string().max(2000) });

function reply({ content, contentType, error }: ExternalContent, status: number): Response {
  return jsonReply({ content, contentType, error }, { status });
}

export function loader() {
  return methodNotAllowed('POST', { content: null, contentType: null, error: 'Bu uç nokta yalnızca POST kabul eder' });
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  if (request.method !== 'POST') return loader();
  const parsed = Body.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return reply({ content: null, contentType: null, error: CONTENT_MESSAGES.urlRequired }, 400);
  try {
    const result = await fetchContentForAdmin(services, requireAdminActor(context), parsed.data.targetUrl);
    return reply(result, result.problem === 'input' ? 400 : result.problem === 'fetch' ? 502 : 200);
  } catch (error) {
    services.log.error({ err: error }, 'fetch-external-content failed unexpectedly');
    return reply({ content: null, contentType: null, error: CONTENT_MESSAGES.fetchFailed }, 500);
  }
}
