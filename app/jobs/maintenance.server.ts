import type { Database } from '#app/db/client.server.ts';
import { forgetReportClients, pruneDecidedReports } from '#app/db/reports.server.ts';
import { getPglite, pruneBackups, writeBackup } from '#app/jobs/backup.server.ts';
import { pruneOldRosters } from '#app/jobs/retention.server.ts';
import type { RosterWriter } from '#app/jobs/roster-writer.server.ts';
import type { RecurringJob, ScheduledItem } from '#app/jobs/scheduler.server.ts';

/**
 * The nightly maintenance job (registered in app/jobs/registry.server.ts): at 03:30 Istanbul it
 * prunes rosters past ROSTER_RETENTION_DAYS, erases reports' client hashes past their hour,
 * deletes reports decided more than a year ago and,
 * with the embedded database, writes a backup to
 * BACKUP_DIR and keeps the newest BACKUP_KEEP. Pruning is idempotent and a backup belongs to the
 * one process that has the embedded database, so a slot is claimed in memory, not in the database.
 */
const MAINTENANCE_TIME = '03:30';

export type MaintenanceDeps = {
  db: Database;
  /** Pruning deletes through the roster writer, so the snapshot rebuilds. */
  writer: Pick<RosterWriter, 'pruneBefore'>;
  now: () => Date;
  log: { info(obj: object, msg: string): void };
  config: { backupDir: string; backupKeep: number; rosterRetentionDays: number };
};

export type MaintenanceResult = {
  rostersDeleted: number;
  reportClientsErased: number;
  reportsDeleted: number;
  backup: string | null;
  backupsRemoved: number;
};

export async function runMaintenance(deps: MaintenanceDeps): Promise<MaintenanceResult> {
  const { config } = deps;
  const result: MaintenanceResult = {
    rostersDeleted: 0,
    reportClientsErased: 0,
    reportsDeleted: 0,
    backup: null,
    backupsRemoved: 0,
  };
  if (config.rosterRetentionDays > 0) {
    const pruned = await pruneOldRosters(deps.writer, { now: deps.now(), days: config.rosterRetentionDays });
    result.rostersDeleted = pruned.deleted;
    deps.log.info(pruned, 'old rosters pruned');
  }
  // Reports sent in the last hour before a quiet night would otherwise keep their hash until the next report.
  result.reportClientsErased = await forgetReportClients(deps.db, deps.now());
  result.reportsDeleted = await pruneDecidedReports(deps.db, deps.now());
  deps.log.info({ clientsErased: result.reportClientsErased, deleted: result.reportsDeleted }, 'reports pruned');
  if (config.backupKeep > 0 && getPglite(deps.db)) {
    const { file, bytes } = await writeBackup(deps.db, { dir: config.backupDir, now: deps.now() });
    result.backup = file;
    result.backupsRemoved = (await pruneBackups(config.backupDir, config.backupKeep)).length;
    deps.log.info({ file, bytes, removed: result.backupsRemoved }, 'database backup written');
  }
  return result;
}

export function createMaintenanceJob(deps: MaintenanceDeps): RecurringJob<ScheduledItem, { id: number }> {
  const claimed = new Set<string>();
  let runs = 0;
  return {
    name: 'maintenance',
    failAbandoned: () => Promise.resolve(0),
    listActive: () => Promise.resolve([{ id: 1, time: MAINTENANCE_TIME }]),
    claim: (_item, slot) => {
      if (claimed.has(slot)) return Promise.resolve(null);
      claimed.add(slot);
      if (claimed.size > 7) claimed.delete(claimed.values().next().value!);
      runs += 1;
      return Promise.resolve({ id: runs });
    },
    run: () => runMaintenance(deps),
  };
}
