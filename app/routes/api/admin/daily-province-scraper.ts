import { redirect } from 'react-router';
import type { Route } from './+types/daily-province-scraper';
import { audit } from '#app/auth/audit.server.ts';
import { adminContext, clientContext, servicesContext } from '#app/context.server.ts';
import {
  SCRAPE_BUSY_ERROR,
  SCRAPE_FAILED_ERROR,
  toScrapeErrorResponse,
  toScrapeResponse,
  type ScrapeResponse,
} from '#app/domain/admin/scrape-report.ts';
import { ScrapeRequestError } from '#app/jobs/scrape-service.server.ts';
import { jsonReply, methodNotAllowed } from '#app/routes/api/admin/reply.server.ts';

/**
 * POST /api/admin/daily-province-scraper: runs the daily scrape of all 81
 * provinces now and answers `{success, message, error, clearedCount,
 * insertedCount, pharmacies}` (docs/admin.md, "Endpoints for scripts") when it has finished. The admin
 * guard has already checked the session and the CSRF token. A plain form post
 * (no JavaScript) is sent back to the dashboard, which shows the run's outcome.
 */

export function loader() {
  return methodNotAllowed('POST', toScrapeErrorResponse('Bu adres yalnızca POST isteği kabul eder.'));
}

function isPlainFormPost(request: Request): boolean {
  const type = request.headers.get('Content-Type') ?? '';
  const accept = request.headers.get('Accept') ?? '';
  return type.includes('application/x-www-form-urlencoded') && accept.includes('text/html');
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method.toUpperCase() !== 'POST') return loader();
  const services = context.get(servicesContext);
  const signedIn = context.get(adminContext);
  const record = (detail: Record<string, unknown>) =>
    audit(services.db, {
      action: 'scrape',
      now: services.now(),
      userId: signedIn?.user.id ?? null,
      username: signedIn?.user.username ?? null,
      ip: context.get(clientContext).ip,
      detail,
    }).catch((error: unknown) => services.log.error({ err: error }, 'audit of a manual scrape failed'));

  let body: ScrapeResponse;
  let status = 200;
  try {
    const summary = await services.scraper.run({ trigger: 'manual' });
    body = toScrapeResponse(summary);
    await record({
      runId: summary.run.id,
      status: summary.run.status,
      success: body.success,
      clearedCount: body.clearedCount,
      insertedCount: body.insertedCount,
    });
  } catch (error) {
    // With the default source and all provinces, the only request error left is a run already going.
    if (error instanceof ScrapeRequestError) {
      body = toScrapeErrorResponse(SCRAPE_BUSY_ERROR);
      status = 409;
    } else {
      services.log.error({ err: error }, 'manual scrape failed');
      body = toScrapeErrorResponse(SCRAPE_FAILED_ERROR);
      status = 500;
    }
    await record({ success: false, error: body.error, httpStatus: status });
  }
  if (isPlainFormPost(request)) throw redirect('/adminxyz', 303);
  return jsonReply(body, { status });
}
