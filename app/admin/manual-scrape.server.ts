import { audit } from '#app/auth/audit.server.ts';
import {
  SCRAPE_BUSY_ERROR,
  SCRAPE_FAILED_ERROR,
  toScrapeErrorResponse,
  toScrapeResponse,
  type ScrapeResponse,
} from '#app/domain/admin/scrape-report.ts';
import { ScrapeRequestError } from '#app/jobs/scrape-service.server.ts';
import type { AppServices } from '#app/services.server.ts';

/** Who started the run, as the audit log records them (the guard has signed them in). */
export type ScrapeRequester = { userId: number | null; username: string | null; ip: string };

/**
 * The daily scrape of all 81 provinces, started by an admin: the dashboard's button and
 * POST /api/admin/daily-province-scraper. Answers when the run has finished, with the status an
 * HTTP caller gets (409 while another run is going, 500 when it could not run); audited either way.
 */
export async function runManualScrape(
  services: Pick<AppServices, 'db' | 'now' | 'log' | 'scraper'>,
  by: ScrapeRequester,
): Promise<{ body: ScrapeResponse; status: number }> {
  const record = (detail: Record<string, unknown>) =>
    audit(services.db, { action: 'scrape', now: services.now(), ...by, detail }).catch((error: unknown) =>
      services.log.error({ err: error }, 'audit of a manual scrape failed'),
    );
  try {
    const summary = await services.scraper.run({ trigger: 'manual' });
    const body = toScrapeResponse(summary);
    await record({
      runId: summary.run.id,
      status: summary.run.status,
      success: body.success,
      clearedCount: body.clearedCount,
      insertedCount: body.insertedCount,
    });
    return { body, status: 200 };
  } catch (error) {
    // With the default source and all provinces, the only request error left is a run already going.
    const busy = error instanceof ScrapeRequestError;
    if (!busy) services.log.error({ err: error }, 'manual scrape failed');
    const body = toScrapeErrorResponse(busy ? SCRAPE_BUSY_ERROR : SCRAPE_FAILED_ERROR);
    const status = busy ? 409 : 500;
    await record({ success: false, error: body.error, httpStatus: status });
    return { body, status };
  }
}
