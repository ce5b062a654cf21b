import { redirect } from 'react-router';
import type { Route } from './+types/daily-province-scraper';
import { runManualScrape } from '#app/admin/manual-scrape.server.ts';
import { adminContext, clientContext, servicesContext } from '#app/context.server.ts';
import { toScrapeErrorResponse } from '#app/domain/admin/scrape-report.ts';
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
  const signedIn = context.get(adminContext);
  const { body, status } = await runManualScrape(context.get(servicesContext), {
    userId: signedIn?.user.id ?? null,
    username: signedIn?.user.username ?? null,
    ip: context.get(clientContext).ip,
  });
  if (isPlainFormPost(request)) throw redirect('/adminxyz', 303);
  return jsonReply(body, { status });
}
