import { z } from 'zod';
import type { Route } from './+types/fetch-external-content';
import { servicesContext } from '#app/context.server.ts';
import { CONTENT_MESSAGES } from '#app/domain/content-fetch-messages.ts';
import { fetchContentForAdmin } from '#app/jobs/content-admin.server.ts';
import type { ExternalContent } from '#app/jobs/content-fetch.server.ts';
import { loadAdminActor } from '#app/auth/actor.server.ts';

/**
 * POST /api/admin/fetch-external-content, JSON `{targetUrl}` → `{content, contentType, error}`
 * (DECISIONS.md §1). The admin guard has checked the session and the X-CSRF-Token header. The page
 * goes through the SSRF-safe fetcher (2 MB, 15 s); private and loopback addresses are refused.
 * 400: bad or refused address; 502: the fetch failed; every call is audited ('fetch').
 */

const Body = z.object({ targetUrl: z.string().max(2000) });

function reply(body: ExternalContent, status: number): Response {
  const { content, contentType, error } = body;
  return Response.json({ content, contentType, error }, { status, headers: { 'Cache-Control': 'no-store' } });
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  if (request.method !== 'POST') return methodNotAllowed();
  const parsed = Body.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return reply({ content: null, contentType: null, error: CONTENT_MESSAGES.urlRequired }, 400);
  try {
    const result = await fetchContentForAdmin(services, loadAdminActor(context), parsed.data.targetUrl);
    return reply(result, result.problem === 'input' ? 400 : result.problem === 'fetch' ? 502 : 200);
  } catch (error) {
    services.log.error({ err: error }, 'fetch-external-content failed unexpectedly');
    return reply({ content: null, contentType: null, error: CONTENT_MESSAGES.fetchFailed }, 500);
  }
}

function methodNotAllowed(): Response {
  return Response.json(
    { content: null, contentType: null, error: 'Bu uç nokta yalnızca POST kabul eder' },
    { status: 405, headers: { Allow: 'POST' } },
  );
}

export function loader() {
  return methodNotAllowed();
}
