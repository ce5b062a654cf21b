import { audit } from '#app/auth/audit.server.ts';
import type { AdminActor } from '#app/auth/actor.server.ts';
import { FETCH_FAILED } from '#app/domain/admin/process-report.ts';
import type { Province } from '#app/domain/geo/geo.server.ts';
import { formatRosterLines } from '#app/domain/roster/roster-lines.ts';
import { createSourceRuntime } from '#app/sources/source-fetch.server.ts';
import { listingSource } from '#app/sources/eczaneler-gen-tr/source.server.ts';
import { SourceError, type DatedRoster } from '#app/sources/source.ts';
import type { AppServices } from '#app/services.server.ts';

/**
 * The process page's "fetch sample data": one
 * province's on-duty list from the configured listing source, through the
 * SSRF-safe fetcher and with the source's robots.txt respected, written as
 * labelled lines for the admin to review before importing. Nothing is stored.
 */

export type SampleDataResponse = {
  success: boolean;
  /** Labelled lines for the text area; null on failure. */
  rawData: string | null;
  error: string | null;
  province: string;
  /** The duty date of the list returned. */
  dutyDate: string | null;
  count: number;
};

/** The roster of the duty date in force, else the first one the source listed. */
export function pickSampleRoster(rosters: readonly DatedRoster[], dutyDate: string): DatedRoster | null {
  const usable = rosters.filter((roster) => roster.records.length > 0);
  return usable.find((roster) => roster.dutyDate === dutyDate) ?? usable[0] ?? null;
}

/** "Veri çekilemedi. Kaynağa bağlanılamadı: host (…)": the source error names the real cause. */
function toErrorMessage(error: unknown): string {
  return error instanceof SourceError ? `${FETCH_FAILED}. ${error.message}` : FETCH_FAILED;
}

export async function fetchSampleData(
  services: Pick<AppServices, 'db' | 'now' | 'log' | 'config' | 'rosters'>,
  province: Province,
  actor: AdminActor,
): Promise<SampleDataResponse> {
  const { config } = services;
  const runtime = createSourceRuntime(config);
  const client = runtime.openClient(AbortSignal.timeout(60_000));
  const context = {
    fetch: client.fetch,
    now: services.now,
    keys: runtime.keys,
    baseUrl: runtime.defaultBaseUrl(listingSource),
  };
  const dutyDateInForce = await services.rosters.getDutyDateInForce(province);
  let response: SampleDataResponse;
  try {
    const rosters = await listingSource.fetchProvince(context, {
      province,
      dutyDates: [dutyDateInForce],
      purpose: 'publish',
    });
    const roster = pickSampleRoster(rosters, dutyDateInForce);
    response = roster
      ? {
          success: true,
          rawData: formatRosterLines(roster.records, province.name),
          error: null,
          province: province.name,
          dutyDate: roster.dutyDate,
          count: roster.records.length,
        }
      : {
          success: false,
          rawData: null,
          error: `${province.name} için kaynakta nöbetçi eczane bulunamadı`,
          province: province.name,
          dutyDate: null,
          count: 0,
        };
  } catch (error) {
    services.log.warn({ err: error, province: province.slug }, 'sample data fetch failed');
    response = {
      success: false,
      rawData: null,
      error: toErrorMessage(error),
      province: province.name,
      dutyDate: null,
      count: 0,
    };
  }
  await audit(services.db, {
    action: 'fetch',
    now: services.now(),
    ...actor,
    detail: {
      purpose: 'sample-data',
      source: listingSource.name,
      province: province.slug,
      success: response.success,
      dutyDate: response.dutyDate,
      count: response.count,
      error: response.error,
    },
  });
  return response;
}
