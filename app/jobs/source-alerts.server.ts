import type { Logger } from 'pino';
import { createNotifier, type Notifier } from '#app/alerts/notifier.server.ts';
import type { AppConfig } from '#app/config/env.server.ts';
import type { Database } from '#app/db/client.server.ts';
import { listSourceHealth } from '#app/db/source-health.server.ts';
import type { ProvinceOutcome } from '#app/domain/admin/scrape-run.ts';
import {
  findDisagreements,
  findFailingSources,
  findMissingRosters,
  findSnapshotProblem,
  toFailureReason,
  type AlertKind,
} from '#app/domain/alerts/problems.ts';
import { PROVINCES, getProvince } from '#app/domain/geo/geo.server.ts';
import { selectRosterInForce, type Snapshot } from '#app/domain/roster/snapshot.ts';
import { toSourceLabel } from '#app/domain/sources/provenance.ts';
import { DEFAULT_ROTATION } from '#app/domain/time/duty-window.ts';
import { runAlertCheck } from '#app/jobs/alert-check.server.ts';
import type { RecurringJob, ScheduledItem } from '#app/jobs/scheduler.server.ts';
import { createSafeFetch } from '#app/sources/safe-fetch.server.ts';
import { userAgentFor } from '#app/sources/source-fetch.server.ts';

/**
 * What the alerts watch (issue 34, item 7), read from the snapshot and the sources' health: a
 * province with no roster in force 30 minutes after its rotation, a source failing three runs in
 * a row, a cross-check that disagrees. After a run, its provinces are checked for all three (the
 * disagreements only where a cross-check ran); every ten minutes, all provinces for the first.
 * And the snapshot itself: a rebuild that fails opens a problem, the next that succeeds closes it.
 */

export type SourceAlertDeps = {
  db: Database;
  notifier: Notifier;
  now: () => Date;
  log: Logger;
  snapshot: () => Snapshot;
};

/** What recording and sending an alert needs. */
export type AlertDeps = Omit<SourceAlertDeps, 'snapshot'>;

/**
 * Where alerts go (ALERT_WEBHOOK_URL, SMTP_URL): webhooks through the SSRF-safe fetcher, since a
 * webhook is an outbound request like any other.
 */
export function createAlertNotifier(config: AppConfig, log: Logger): Notifier {
  return createNotifier({
    webhookUrl: config.alertWebhookUrl,
    smtpUrl: config.smtpUrl,
    emailTo: config.alertEmailTo,
    fetch: createSafeFetch({
      allowHosts: config.fetchAllowHosts,
      userAgent: userAgentFor(config),
      timeoutMs: 10_000,
      maxBytes: 64 * 1024,
    }),
    log,
  });
}

const nameOf = (slug: string) => getProvince(slug)?.name ?? slug;

function missingRosters(deps: SourceAlertDeps, slugs: readonly string[]) {
  const snapshot = deps.snapshot();
  return findMissingRosters({
    now: deps.now(),
    provinces: slugs.map((slug) => ({
      slug,
      name: nameOf(slug),
      rotation: snapshot.rotations.get(slug) ?? DEFAULT_ROTATION,
      dutyDatesWithRoster: new Set((snapshot.rosters.get(slug) ?? []).map((r) => r.dutyDate)),
    })),
  });
}

async function check(deps: AlertDeps, observed: Parameters<typeof runAlertCheck>[1]) {
  try {
    await runAlertCheck({ db: deps.db, notifier: deps.notifier, now: deps.now(), log: deps.log }, observed);
  } catch (error) {
    // An alert that cannot be recorded must not fail the run that found it.
    deps.log.error({ err: error }, 'alert check failed');
  }
}

/** After a scrape run: its provinces' rosters and sources, and the cross-checks it made. */
export async function checkAfterRun(deps: SourceAlertDeps, outcomes: readonly ProvinceOutcome[]): Promise<void> {
  const slugs = outcomes.map((o) => o.province);
  const plates = new Map(slugs.map((slug) => [getProvince(slug)?.plate ?? 0, slug]));
  const health = (await listSourceHealth(deps.db)).flatMap((row) => {
    const slug = plates.get(row.provinceId);
    return slug
      ? [{ ...row, provinceSlug: slug, provinceName: nameOf(slug), sourceLabel: toSourceLabel(row.source) }]
      : [];
  });
  const kinds: AlertKind[] = ['no_roster', 'source_failing'];
  await check(deps, {
    observed: [...missingRosters(deps, slugs), ...findFailingSources(health)],
    scope: { kinds, provinceSlugs: slugs },
  });

  const checked = outcomes.filter((o) => o.check).map((o) => o.province);
  const snapshot = deps.snapshot();
  const agreements = checked.flatMap((slug) => {
    const { roster } = selectRosterInForce(snapshot, slug, deps.now());
    if (!roster?.agreement) return [];
    return [
      {
        provinceSlug: slug,
        provinceName: nameOf(slug),
        source: roster.source,
        sourceLabel: toSourceLabel(roster.source),
        checkedAgainstLabel: toSourceLabel(roster.agreement.checkedAgainst),
        agreement: roster.agreement,
      },
    ];
  });
  await check(deps, {
    observed: findDisagreements(agreements),
    scope: { kinds: ['disagreement'], provinceSlugs: checked },
  });
}

/** Every ten minutes: a province whose duty began 30 minutes ago without a roster. */
export function createRosterWatchJob(deps: SourceAlertDeps): RecurringJob<ScheduledItem, { id: number }> {
  const times = Array.from(
    { length: 144 },
    (_, i) => `${String(Math.floor(i / 6)).padStart(2, '0')}:${String((i % 6) * 10).padStart(2, '0')}`,
  );
  const claimed = new Set<string>();
  let runs = 0;
  return {
    name: 'roster watch',
    failAbandoned: () => Promise.resolve(0),
    listActive: () => Promise.resolve(times.map((time, i) => ({ id: i + 1, time }))),
    claim: (_item, slot) => {
      if (claimed.has(slot)) return Promise.resolve(null);
      claimed.add(slot);
      if (claimed.size > 12) claimed.delete(claimed.values().next().value!);
      runs += 1;
      return Promise.resolve({ id: runs });
    },
    run: () =>
      check(deps, {
        observed: missingRosters(
          deps,
          PROVINCES.map((p) => p.slug),
        ),
        scope: { kinds: ['no_roster'] },
      }),
  };
}

/**
 * The snapshot's health as an alert: a failed rebuild opens the "snapshot_rebuild" problem (with
 * its reason), the next rebuild that succeeds closes it. Never throws.
 */
export function reportSnapshotHealth(
  deps: AlertDeps,
  health: { healthy: true } | { healthy: false; error: unknown },
): Promise<void> {
  const state = health.healthy ? health : { healthy: false as const, reason: toFailureReason(health.error) };
  return check(deps, { observed: findSnapshotProblem(state), scope: { kinds: ['snapshot_rebuild'] } });
}
