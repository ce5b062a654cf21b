import { listOpenProblems } from '#app/db/alert-problems.server.ts';
import { listRecentRuns } from '#app/db/scrape-runs.server.ts';
import type { DashboardData } from '#app/domain/admin/views.ts';
import { toDashboardStats, type DashboardStats } from '#app/domain/admin/dashboard-stats.ts';
import { PROVINCES } from '#app/domain/geo/geo.server.ts';
import { countOutcomes, toProgressMessage } from '#app/domain/admin/scrape-report.ts';
import { toRunRow } from '#app/routes/admin/schedules.server.ts';
import type { AppServices } from '#app/services.server.ts';

const PROVINCE_NAMES = new Map(PROVINCES.map((p) => [p.slug, p.name]));

/** Everything the dashboard shows besides its header, read in one go. */
export async function loadDashboard(
  services: Pick<AppServices, 'db' | 'now' | 'log' | 'snapshots' | 'scraper'>,
): Promise<DashboardData> {
  let stats: DashboardStats | null = null;
  try {
    stats = toDashboardStats(services.snapshots.get(), services.now());
  } catch (error) {
    services.log.error({ err: error }, 'dashboard statistics failed');
  }
  const [[run], problems] = await Promise.all([listRecentRuns(services.db, 1), listOpenProblems(services.db)]);
  const current = services.scraper.current();
  return {
    stats,
    demoInUse: services.snapshots.get().demoInUse,
    progress: current ? toProgressMessage(current) : null,
    provinceCount: PROVINCES.length,
    provinceNames: Object.fromEntries(PROVINCE_NAMES),
    openProblems: problems.map((p) => ({
      key: p.key,
      text: p.text,
      openedAt: p.openedAt.toISOString(),
      provinceSlug: p.provinceSlug,
    })),
    lastRun: run
      ? {
          ...toRunRow(run),
          counts: countOutcomes(run.outcomes),
          problems: run.outcomes
            .filter((o) => o.status !== 'imported')
            .map((o) => ({
              province: PROVINCE_NAMES.get(o.province) ?? o.province,
              status: o.status === 'failed' ? 'failed' : 'kept',
              reason: o.reason,
            })),
        }
      : null,
  };
}
