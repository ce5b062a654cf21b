import { listRecentRuns } from '#app/db/scrape-runs.server.ts';
import { toDashboardStats, type DashboardStats } from '#app/domain/dashboard-stats.ts';
import { PROVINCES } from '#app/domain/geo.server.ts';
import {
  countOutcomes,
  toProgressMessage,
  type OutcomeCounts,
  type ProgressMessage,
} from '#app/domain/scrape-report.ts';
import { toRunRow, type RunRow } from '#app/routes/admin/schedules.server.ts';
import type { AppServices } from '#app/services.server.ts';

/** Everything the dashboard shows besides its header, read in one go. */

export type RunProblem = { province: string; status: 'kept' | 'failed'; reason: string | null };

export type LastRun = RunRow & {
  counts: OutcomeCounts;
  /** Provinces that kept their previous roster or failed, with why. */
  problems: RunProblem[];
};

export type DashboardData = {
  /** Null when the figures could not be read ('İstatistikler yüklenemedi'). */
  stats: DashboardStats | null;
  demoInUse: boolean;
  lastRun: LastRun | null;
  /** The run going in this process, for the progress bar's first paint. */
  progress: ProgressMessage | null;
  provinceCount: number;
  /** Slug → Turkish name, for the progress bar's "last province". */
  provinceNames: Record<string, string>;
};

const PROVINCE_NAMES = new Map(PROVINCES.map((p) => [p.slug, p.name]));

export async function loadDashboard(services: AppServices): Promise<DashboardData> {
  let stats: DashboardStats | null = null;
  try {
    stats = toDashboardStats(services.snapshots.get(), services.now());
  } catch (error) {
    services.log.error({ err: error }, 'dashboard statistics failed');
  }
  const [run] = await listRecentRuns(services.db, 1);
  const current = services.scraper.current();
  return {
    stats,
    demoInUse: services.snapshots.get().demoInUse,
    progress: current ? toProgressMessage(current) : null,
    provinceCount: PROVINCES.length,
    provinceNames: Object.fromEntries(PROVINCE_NAMES),
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
