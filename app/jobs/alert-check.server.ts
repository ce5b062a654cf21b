import type { AlertLog, Delivery, Notifier } from '#app/alerts/notifier.server.ts';
import type { Database } from '#app/db/client.server.ts';
import { listOpenProblems, openProblem, resolveProblem, type OpenAlertProblem } from '#app/db/alert-problems.server.ts';
import {
  diffProblems,
  toDigestMessage,
  toOpenedMessage,
  toResolvedMessage,
  type AlertMessage,
  type AlertProblem,
  type AlertScope,
} from '#app/domain/alerts/problems.ts';

/**
 * The alert check, run after every scrape run with what the run observed: problems that start are
 * recorded and announced, problems of the run's scope that are gone are closed and announced as
 * cleared, and problems that go on send nothing more. Idempotent: a second check with the same
 * observations changes nothing. Deliveries that fail are logged and reported; the problem is
 * recorded all the same.
 */

/** More changes than this in one check go out as one message listing them all. */
const MAX_SEPARATE_MESSAGES = 5;

export type AlertCheckDeps = { db: Database; notifier: Notifier; now: Date; log: AlertLog };

export type AlertCheckInput = {
  /** Every problem the run found (findMissingRosters, findFailingSources, findDisagreements). */
  observed: readonly AlertProblem[];
  /** What the run looked at: open problems outside it stay open. */
  scope: AlertScope;
};

type AlertChange<T extends AlertProblem = AlertProblem> = { problem: T; delivery: Delivery };

export type AlertCheckResult = { opened: AlertChange[]; resolved: AlertChange<OpenAlertProblem>[] };

type PendingChange =
  | { state: 'opened'; problem: AlertProblem; message: AlertMessage }
  | { state: 'resolved'; problem: OpenAlertProblem; message: AlertMessage };

export async function runAlertCheck(deps: AlertCheckDeps, input: AlertCheckInput): Promise<AlertCheckResult> {
  const { db, notifier, now, log } = deps;
  const open = await listOpenProblems(db);
  const diff = diffProblems(open, input.observed, input.scope);

  const changes: PendingChange[] = [];
  for (const problem of diff.opened) {
    if (await openProblem(db, problem, now)) {
      changes.push({ state: 'opened', problem, message: toOpenedMessage(problem) });
    }
  }
  for (const problem of diff.resolved) {
    const closed = await resolveProblem(db, problem.key, now);
    if (closed) changes.push({ state: 'resolved', problem: closed, message: toResolvedMessage(closed, now) });
  }
  if (changes.length === 0) return { opened: [], resolved: [] };

  const deliveries =
    changes.length > MAX_SEPARATE_MESSAGES
      ? Array<Delivery>(changes.length).fill(await notifier.send(toDigestMessage(changes)))
      : await sendEach(notifier, changes);
  const result: AlertCheckResult = { opened: [], resolved: [] };
  changes.forEach((change, index) => {
    const delivery = deliveries[index]!;
    if (change.state === 'opened') result.opened.push({ problem: change.problem, delivery });
    else result.resolved.push({ problem: change.problem, delivery });
  });
  log.info(
    {
      opened: result.opened.map((change) => change.problem.key),
      resolved: result.resolved.map((change) => change.problem.key),
      messages: changes.length > MAX_SEPARATE_MESSAGES ? 1 : changes.length,
      failedDeliveries: deliveries.filter((d) => d.webhook === 'failed' || d.email === 'failed').length,
    },
    'alert problems changed',
  );
  return result;
}

/** One message per change, one after another: a webhook takes about one a second. */
async function sendEach(notifier: Notifier, changes: readonly PendingChange[]): Promise<Delivery[]> {
  const deliveries: Delivery[] = [];
  for (const change of changes) deliveries.push(await notifier.send(change.message));
  return deliveries;
}
